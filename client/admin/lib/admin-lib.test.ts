import { describe, expect, it } from 'vitest'
import { emptyProductForm, productInput } from '../products/product-types.ts'
import { errorTextOf } from '../../lib/error-text.ts'
import { fileNameFrom } from './api.ts'
import { joinList, parseOrder, splitList } from './lists.ts'
import { parseSession, tokenExpiry } from './session.ts'
import { MAX_IMAGE_BYTES } from '../../../shared/schemas/upload.ts'
import { checkImage } from './upload.ts'

const base64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url')
const jwt = (claims: object) => `${base64url({ alg: 'HS256', typ: 'JWT' })}.${base64url(claims)}.signature`
const NOW = Date.UTC(2026, 0, 1)
const user = { username: 'admin', role: 'owner' }

describe('admin session storage', () => {
  it('is unknown on the server, none without a stored value', () => {
    expect(parseSession(undefined).status).toBe('unknown')
    expect(parseSession(null).status).toBe('none')
  })

  it('accepts a token whose exp is in the future', () => {
    const token = jwt({ sub: 'admin', exp: NOW / 1000 + 3600 })
    expect(tokenExpiry(token)).toBe(NOW / 1000 + 3600)
    expect(parseSession(JSON.stringify({ token, user }), NOW)).toEqual({
      status: 'active',
      session: { token, user },
    })
  })

  it('treats an expired, exp-less or unparseable token as invalid (forces logout)', () => {
    const expired = jwt({ sub: 'admin', exp: NOW / 1000 - 1 })
    expect(parseSession(JSON.stringify({ token: expired, user }), NOW).status).toBe('invalid')
    expect(parseSession(JSON.stringify({ token: jwt({ sub: 'admin' }), user }), NOW).status).toBe('invalid')
    expect(parseSession(JSON.stringify({ token: 'not-a-jwt', user }), NOW).status).toBe('invalid')
    expect(parseSession(JSON.stringify({ token: 'a.%%%.c', user }), NOW).status).toBe('invalid')
    expect(parseSession('{broken', NOW).status).toBe('invalid')
    expect(parseSession(JSON.stringify({ token: jwt({ exp: NOW / 1000 + 60 }) }), NOW).status).toBe('invalid')
  })

  it("treats an earlier release's session (role admin) as invalid, so its user logs in again with a role of today", () => {
    const token = jwt({ sub: 'admin', exp: NOW / 1000 + 3600 })
    const old = { username: 'admin', role: 'admin' }
    expect(parseSession(JSON.stringify({ token, user: old }), NOW).status).toBe('invalid')
  })
})

describe('comma-separated lists and sort orders', () => {
  it('trims items and drops empty ones', () => {
    expect(splitList(' M8 , DIN 933,, ,8.8 ')).toEqual(['M8', 'DIN 933', '8.8'])
    expect(splitList('   ')).toEqual([])
    expect(joinList(['M8', 'DIN 933'])).toBe('M8, DIN 933')
  })

  it('reads a blank order as 0 and refuses negatives and fractions', () => {
    expect(parseOrder('')).toBe(0)
    expect(parseOrder(' 7 ')).toBe(7)
    expect(parseOrder('-1')).toBeNull()
    expect(parseOrder('1.5')).toBeNull()
    expect(parseOrder('abc')).toBeNull()
  })
})

describe('product form to API body', () => {
  it('trims names and notes, sends the technical data and size table, and no category as null', () => {
    const sizes = [{ size: 'M8', length: 20, stock: 'stock' as const, weight_per_1000: null }]
    const body = productInput({
      ...emptyProductForm(),
      name_tr: '  Altı Köşe Cıvata ',
      technical: { ...emptyProductForm().technical, standards: ['din-933'], notes_tr: ' Not ' },
      sizes,
      images: ['/uploads/products/a.webp'],
    })
    expect(body).toMatchObject({
      name_tr: 'Altı Köşe Cıvata',
      technical: { standards: ['din-933'], notes_tr: 'Not' },
      sizes,
      images: [{ image_url: '/uploads/products/a.webp' }],
      categoryId: null,
      is_active: true,
    })
    // Spec lines and applications are derived by the server: the form never sends them.
    expect(body).not.toHaveProperty('specs')
    expect(productInput({ ...emptyProductForm(), categoryId: '' }).categoryId).toBeNull()
    expect(productInput({ ...emptyProductForm(), categoryId: 'cat_1' }).categoryId).toBe('cat_1')
  })
})

describe('image upload checks', () => {
  const file = (type: string, size: number) => new File([new Uint8Array(size)], 'x', { type })
  it('checks the type, then the size, then the token', () => {
    expect(checkImage(file('application/pdf', 10), 't')?.id).toBe('admin.upload.notImage')
    expect(checkImage(file('image/gif', 10), 't')?.id).toBe('admin.upload.notImage')
    expect(checkImage(file('image/png', MAX_IMAGE_BYTES), 't')?.id).toBe('admin.upload.tooLarge')
    expect(checkImage(file('image/webp', 10), null)?.id).toBe('admin.upload.sessionExpired')
    expect(checkImage(file('image/jpeg', MAX_IMAGE_BYTES - 1), 't')).toBeNull()
  })
})

describe('API answers', () => {
  it('reads the Turkish error text of { success: false, error }', () => {
    expect(errorTextOf({ success: false, error: 'Geçersiz token' })).toBe('Geçersiz token')
    expect(
      errorTextOf({
        success: false,
        error: 'Geçersiz veri: name_tr',
        message: 'body/name_tr must be string',
      }),
    ).toBe('Geçersiz veri: name_tr')
    expect(errorTextOf({ success: true })).toBeNull()
    expect(errorTextOf(null)).toBeNull()
  })

  it('takes the download name from Content-Disposition', () => {
    expect(fileNameFrom("attachment; filename*=UTF-8''%C3%A7izim.pdf")).toBe('çizim.pdf')
    expect(fileNameFrom('attachment; filename="a.csv"')).toBe('a.csv')
    expect(fileNameFrom(null)).toBeNull()
  })
})
