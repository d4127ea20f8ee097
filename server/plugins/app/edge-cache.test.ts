import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp } from '../../../test/helpers/app.ts'
import { CACHE_AN_HOUR, NEVER_STORE } from '../../cache/cache-control.ts'

const CONTENT = 'public, max-age=0, must-revalidate, s-maxage=120, stale-while-revalidate=30'

let test: Awaited<ReturnType<typeof createTestApp>>
beforeAll(async () => {
  test = await createTestApp({ EDGE_MAX_AGE_S: '120', EDGE_STALE_S: '30' })
})
afterAll(() => test.close())

describe('what a shared cache may keep', () => {
  it('lets it keep pages and public JSON for EDGE_MAX_AGE_S, browsers revalidating', async () => {
    for (const url of [
      '/urunler',
      '/en/urunler',
      '/yok-boyle-sayfa',
      '/api/settings',
      '/api/products',
      '/api/page-data?url=/en/urunler',
      '/api/page-data/messages?page=products&lang=en',
    ]) {
      const answer = await test.app.inject({ url })
      expect(answer.headers['cache-control'], url).toBe(CONTENT)
    }
    expect((await test.app.inject({ url: '/robots.txt' })).headers['cache-control']).toBe(CACHE_AN_HOUR)
  })

  it('keeps pages cacheable for a visitor with a language cookie, except the bare / it redirects', async () => {
    const cookie = { cookie: 'lang=en' }
    const products = await test.app.inject({ url: '/en/urunler', headers: cookie })
    expect(products.headers['cache-control']).toBe(CONTENT)
    const home = await test.app.inject({ url: '/', headers: cookie })
    expect(home.statusCode).toBe(302)
    expect(home.headers['cache-control']).toBe(NEVER_STORE)
    const plainHome = await test.app.inject({ url: '/' })
    expect(plainHome.headers['cache-control']).toBe(CONTENT)
    expect(plainHome.headers.vary).toContain('Cookie')
  })

  it('never lets it keep the admin, a request with credentials, or a failure', async () => {
    expect((await test.app.inject({ url: '/admin' })).headers['cache-control']).toBe(NEVER_STORE)
    expect((await test.app.inject({ url: '/api/admin/products' })).headers['cache-control']).toBe(NEVER_STORE)
    const withCredentials = await test.app.inject({
      url: '/api/settings',
      headers: { authorization: 'Bearer anything' },
    })
    expect(withCredentials.statusCode).toBe(200)
    expect(withCredentials.headers['cache-control']).toBe(NEVER_STORE)
    const page = await test.app.inject({ url: '/urunler', headers: { authorization: 'Basic eDp5' } })
    expect(page.headers['cache-control']).toBe(NEVER_STORE)
  })

  it('tells shared caches to revalidate like browsers with EDGE_MAX_AGE_S=0', async () => {
    const off = await createTestApp({ EDGE_MAX_AGE_S: '0' })
    try {
      expect((await off.app.inject({ url: '/api/settings' })).headers['cache-control']).toBe('no-cache')
    } finally {
      await off.close()
    }
  })
})
