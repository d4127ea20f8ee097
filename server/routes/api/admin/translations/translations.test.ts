import { describe, expect, it } from 'vitest'
import type { TranslationReport } from '../../../../../shared/translations.ts'
import { adminTestApp } from '../../../../../test/helpers/admin-app.ts'

const test = adminTestApp()
const { send } = test

async function report(): Promise<TranslationReport> {
  const response = await send('GET', '/api/admin/translations')
  expect(response.statusCode).toBe(200)
  expect(response.headers['cache-control']).toBe('private, no-store')
  return response.json()
}

describe('GET /api/admin/translations', () => {
  it('answers 401 without a token', async () => {
    const response = await test.app.inject({ url: '/api/admin/translations' })
    expect(response.statusCode).toBe(401)
    expect(response.json()).toEqual({ success: false, error: 'Geçersiz token' })
  })

  it('counts a product saved in Turkish only, and one text less once its English name is filled', async () => {
    const before = await report()
    const created = await send('POST', '/api/admin/products', { name_tr: 'Çeviri Testi Somunu' })
    expect(created.statusCode).toBe(201)
    const product = created.json() as { id: string }

    const added = await report()
    expect(added.missing).toEqual({ en: before.missing.en + 1, es: before.missing.es + 1 })
    const products = added.areas.find((area) => area.area === 'products')
    expect(products?.link).toBe('/admin/products?missing=1')
    expect(products?.records.find((record) => record.id === product.id)).toEqual({
      id: product.id,
      label: 'Çeviri Testi Somunu',
      link: `/admin/products?edit=${product.id}`,
      texts: [{ field: 'name', langs: ['en', 'es'] }],
    })

    const updated = await send('PUT', `/api/admin/products/${product.id}`, {
      name_tr: 'Çeviri Testi Somunu',
      name_en: 'Translation Test Nut',
    })
    expect(updated.statusCode).toBe(200)
    const after = await report()
    expect(after.missing).toEqual({ en: before.missing.en, es: before.missing.es + 1 })
    expect(
      after.areas.find((area) => area.area === 'products')?.records.find((record) => record.id === product.id)
        ?.texts,
    ).toEqual([{ field: 'name', langs: ['es'] }])
  })
})
