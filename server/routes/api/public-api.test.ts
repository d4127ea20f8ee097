import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp } from '../../../test/helpers/app.ts'

let test: Awaited<ReturnType<typeof createTestApp>>
beforeAll(async () => {
  test = await createTestApp()
})
afterAll(() => test.close())

describe('public API', () => {
  it('GET /healthz answers ok once the store is loaded', async () => {
    const response = await test.app.inject({ url: '/healthz' })
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual({ status: 'ok' })
  })

  it('GET /api/settings answers every key plus the short aliases', async () => {
    const settings = (await test.app.inject({ url: '/api/settings' })).json()
    const stored = test.app.stores.settings.data
    expect(settings.company_name).toBe(stored.company_name)
    expect(settings.phone).toBe(stored.company_phone)
    expect(settings.email).toBe(stored.company_email)
    expect(settings.address).toBe(stored.company_address)
    expect(settings.linkedin).toBe(stored.social_linkedin)
  })

  it('GET /api/products lists active products with their category', async () => {
    const products = (await test.app.inject({ url: '/api/products' })).json() as {
      is_active: boolean
      category: unknown
      categoryId: string | null
    }[]
    const active = test.app.stores.products.data.filter((p) => p.is_active)
    expect(products).toHaveLength(active.length)
    expect(products.every((p) => p.is_active)).toBe(true)
    expect(products.filter((p) => p.categoryId).every((p) => p.category !== null)).toBe(true)
  })

  it('filters products by category slug and Turkish-aware search', async () => {
    const category = test.app.stores.categories.data[0]!
    const byCategory = (await test.app.inject({ url: `/api/products?category=${category.slug}` })).json() as {
      categoryId: string
    }[]
    expect(byCategory.length).toBeGreaterThan(0)
    expect(byCategory.every((p) => p.categoryId === category.id)).toBe(true)
    const product = test.app.stores.products.data.find((p) => p.is_active && /ı/.test(p.name_tr))!
    const word = product.name_tr.split(' ').find((w) => w.includes('ı'))!
    const upper = word.toLocaleUpperCase('tr').replace(/I/g, 'I')
    const found = (await test.app.inject({ url: `/api/products?q=${encodeURIComponent(upper)}` })).json() as {
      id: string
    }[]
    expect(found.map((p) => p.id)).toContain(product.id)
    expect((await test.app.inject({ url: '/api/products?q=zzzz-yok' })).json()).toEqual([])
    expect((await test.app.inject({ url: '/api/products?unknown=1' })).statusCode).toBe(400)
  })

  it('GET /api/products/:slug answers 404 for inactive or unknown products', async () => {
    const inactive = test.app.stores.products.data.find((p) => !p.is_active)!
    expect((await test.app.inject({ url: `/api/products/${inactive.slug}` })).statusCode).toBe(404)
    expect((await test.app.inject({ url: '/api/products/yok' })).statusCode).toBe(404)
  })

  it('public blocks hide inactive records and keep their order', async () => {
    const sliders = (await test.app.inject({ url: '/api/sliders' })).json() as { id: string }[]
    const activeSliders = test.app.stores.sliders.data.filter((s) => s.is_active)
    expect(sliders).toHaveLength(activeSliders.length)
    expect(Object.keys(sliders[0]!).sort()).toEqual([
      'alt_text',
      'alt_text_en',
      'alt_text_es',
      'id',
      'image_url',
    ])
    for (const url of ['/api/home-stats', '/api/portfolio', '/api/home-features']) {
      const block = (await test.app.inject({ url })).json() as {
        title_tr: string
        cards: { order: number; is_active: boolean }[]
      }
      expect(block.title_tr).not.toBe('')
      expect(block.cards.every((c) => c.is_active)).toBe(true)
      expect(block.cards.map((c) => c.order)).toEqual(
        [...block.cards.map((c) => c.order)].sort((a, b) => a - b),
      )
    }
    const about = (await test.app.inject({ url: '/api/about' })).json()
    expect(about.id).toBe(test.app.stores.about.data.id)
  })

  it('GET /api/page-data answers what the page is rendered with, 404 for unknown pages', async () => {
    const response = await test.app.inject({ url: '/api/page-data?url=%2Fen%2Furunler' })
    expect(response.statusCode).toBe(200)
    const data = response.json()
    expect(data.page).toBe('products')
    expect(data.lang).toBe('en')
    expect(data.common.settings.company_name).toBe(test.app.stores.settings.data.company_name)
    const missing = await test.app.inject({ url: '/api/page-data?url=%2Fnope' })
    expect(missing.statusCode).toBe(404)
    expect(missing.json().page).toBe('not-found')
    expect((await test.app.inject({ url: '/api/page-data?url=nope' })).statusCode).toBe(400)
  })

  it('answers public JSON with an ETag, 304 when unchanged, fresh content after a write', async () => {
    const first = await test.app.inject({ url: '/api/settings' })
    const etag = String(first.headers.etag)
    expect(etag).toMatch(/^W\/"/)
    expect(first.headers['content-type']).toContain('application/json')
    const again = await test.app.inject({ url: '/api/settings', headers: { 'if-none-match': etag } })
    expect(again.statusCode).toBe(304)
    await test.app.stores.settings.update((settings) => {
      settings.company_email = 'yeni@example.com'
    })
    const after = await test.app.inject({ url: '/api/settings', headers: { 'if-none-match': etag } })
    expect(after.statusCode).toBe(200)
    expect(after.json().email).toBe('yeni@example.com')
    const gz = await test.app.inject({
      url: '/api/page-data?url=%2Fen',
      headers: { 'accept-encoding': 'gzip' },
    })
    expect(gz.headers['content-encoding']).toBe('gzip')
    const { gunzipSync } = await import('node:zlib')
    expect(JSON.parse(gunzipSync(gz.rawPayload).toString()).lang).toBe('en')
  })

  it('never exposes users or secrets', async () => {
    const bodies = await Promise.all(
      ['/api/settings', '/api/page-data?url=%2F', '/api/products', '/'].map(
        async (url) => (await test.app.inject({ url })).body,
      ),
    )
    for (const body of bodies) {
      expect(body).not.toContain('password_hash')
      expect(body).not.toContain('$argon2')
    }
    expect((await test.app.inject({ url: '/api/users' })).statusCode).toBe(404)
  })
})
