import { describe, expect, it } from 'vitest'
import { bearerToken, checkClaims, TOKEN_LIFETIME_SECONDS } from './tokens.ts'

const now = 1_800_000_000
const good = { sub: 'admin', role: 'admin', ver: 2, iat: now - 60, exp: now - 60 + TOKEN_LIFETIME_SECONDS }

describe('checkClaims', () => {
  it('accepts a well-formed, current token payload', () => {
    expect(checkClaims(good, now)).toEqual(good)
  })

  it.each([
    ['expired', { ...good, iat: now - 9 * 3600, exp: now - 3600 }],
    ['issued in the future', { ...good, iat: now + 600, exp: now + 1200 }],
    ['living longer than 8 h', { ...good, iat: now, exp: now + TOKEN_LIFETIME_SECONDS + 1 }],
    ['without exp', { sub: 'admin', role: 'admin', ver: 0, iat: now }],
    ['without ver', { sub: 'admin', role: 'admin', iat: now, exp: now + 60 }],
    ['with a string ver', { ...good, ver: '2' }],
    ['with a negative ver', { ...good, ver: -1 }],
    ['with an empty sub', { ...good, sub: '' }],
    ['not an object', 'admin'],
  ])('refuses a payload %s', (_name, payload) => {
    expect(checkClaims(payload, now)).toBeNull()
  })
})

describe('bearerToken', () => {
  it('takes only a JWT-shaped Bearer token', () => {
    expect(bearerToken('Bearer aaa.bbb.ccc')).toBe('aaa.bbb.ccc')
    expect(bearerToken('Bearer aaa.bbb.')).toBe('aaa.bbb.')
    expect(bearerToken('bearer aaa.bbb.ccc')).toBeNull()
    expect(bearerToken('Bearer  aaa.bbb.ccc')).toBeNull()
    expect(bearerToken('Bearer aaa.bbb.ccc extra')).toBeNull()
    expect(bearerToken('Basic abc')).toBeNull()
    expect(bearerToken(undefined)).toBeNull()
    expect(bearerToken(`Bearer ${'a'.repeat(5000)}.b.c`)).toBeNull()
  })
})
