import { beforeAll, describe, expect, it } from 'vitest'
import { serverForTests } from '../helpers/server.ts'
import { api, login, raw } from '../helpers/http.ts'
import { JSON_ANSWER_POLICY } from '../../server/plugins/external/security-headers.ts'

/** Protocol manners of the production server, started without PUBLIC_URL or ALLOWED_HOSTS. */
const server = serverForTests()
let token: string
beforeAll(async () => {
  token = await login(server.url)
})

const NO_BROTLI = { 'accept-encoding': 'gzip, br;q=0' }

describe('protocol manners', () => {
  it('honours q-values in Accept-Encoding: br;q=0 gets gzip, q=0 for both gets the plain body', async () => {
    const page = await raw(server.url, 'GET', '/urunler', { 'accept-encoding': 'identity' })
    const asset = /\/assets\/[^"]+\.js/.exec(page.body)?.[0]
    expect(asset).toBeDefined()
    for (const path of ['/urunler', '/api/products', '/api/page-data?url=%2Furunler', asset!]) {
      const answer = await raw(server.url, 'GET', path, NO_BROTLI)
      expect([path, answer.status, answer.headers['content-encoding']]).toEqual([path, 200, 'gzip'])
      const plain = await raw(server.url, 'GET', path, { 'accept-encoding': 'br;q=0, gzip;q=0' })
      expect([path, plain.headers['content-encoding']]).toEqual([path, undefined])
    }
  })

  it('answers a malformed percent-escape with 400, never 500', async () => {
    const paths = [
      '/api/page-data?url=/urunler/%25E0%25A4%25A',
      '/api/page-data?url=%2F%25',
      '/urunler/%E0%A4%A',
      '/en/%',
      '/%',
    ]
    for (const path of paths) expect([path, (await raw(server.url, 'GET', path)).status]).toEqual([path, 400])
  })

  it('gives every answer the security headers, router errors included, and one framing policy', async () => {
    const answers = [
      await raw(server.url, 'GET', '/%'),
      await raw(server.url, 'GET', '/urunler/%E0%A4%A'),
      await raw(server.url, 'POST', '/yok'),
      await raw(server.url, 'GET', '/urunler'),
      await raw(server.url, 'GET', '/api/settings'),
      await raw(server.url, 'POST', '/api/contact', { 'content-type': 'text/plain' }, 'x'),
    ]
    for (const answer of answers) {
      expect(answer.headers['x-content-type-options']).toBe('nosniff')
      expect(answer.headers['content-security-policy']).toContain("frame-ancestors 'none'")
      expect(answer.headers['x-frame-options']).toBe('DENY')
      // JSON is never a document: nothing may load or run in it. Pages keep their own policy.
      const type = String(answer.headers['content-type'])
      const policy = String(answer.headers['content-security-policy'])
      if (type.startsWith('application/json')) expect([type, policy]).toEqual([type, JSON_ANSWER_POLICY])
      else expect([type, policy]).toEqual([type, expect.stringContaining("script-src 'self'")])
    }
    expect(answers.map((answer) => String(answer.headers['content-type']).split(';')[0])).toContain(
      'text/html',
    )
    expect(answers.map((answer) => answer.status)).toEqual([400, 400, 404, 200, 200, 415])
  })

  it('does not coerce JSON bodies: a number where text belongs is refused and nothing stored', async () => {
    const before = await api(server.url, token, 'GET', '/api/admin/categories')
    const sent = await api(server.url, token, 'POST', '/api/admin/categories', { name_tr: 123 })
    expect(sent.status).toBe(400)
    const product = await api(server.url, token, 'POST', '/api/admin/products', {
      name_tr: 'X',
      is_active: 'true',
    })
    expect(product.status).toBe(400)
    const after = await api(server.url, token, 'GET', '/api/admin/categories')
    expect(after.body).toEqual(before.body)
    // Query strings are still read as text and converted.
    expect((await raw(server.url, 'GET', '/api/products/page?offset=0&limit=2')).status).toBe(200)
  })

  it('never builds absolute URLs from the Host header', async () => {
    const forged = { host: 'evil.example', 'x-forwarded-host': 'evil.example' }
    for (const path of [
      '/robots.txt',
      '/sitemap.xml',
      '/urunler',
      '/en/hakkimizda',
      '/api/page-data?url=%2F',
    ]) {
      const answer = await raw(server.url, 'GET', path, { ...forged, 'accept-encoding': 'identity' })
      expect(answer.status).toBe(200)
      expect([path, answer.body.includes('evil.example')]).toEqual([path, false])
    }
    const sitemap = await raw(server.url, 'GET', '/sitemap.xml', forged)
    expect(sitemap.body).toMatch(/<loc>http:\/\/localhost:\d+\/urunler<\/loc>/)
  })

  it('refuses a product saved with a category deleted meanwhile, storing nothing', async () => {
    const category = (await api(server.url, token, 'POST', '/api/admin/categories', { name_tr: 'Geçici' }))
      .body as { id: string }
    expect(
      (await api(server.url, token, 'DELETE', `/api/admin/categories/${category.id}`)).status,
    ).toBeLessThan(300)
    const products = (await api(server.url, token, 'GET', '/api/admin/products')).body as { id: string }[]
    const created = await api(server.url, token, 'POST', '/api/admin/products', {
      name_tr: 'Kategorisi silinmiş ürün',
      categoryId: category.id,
    })
    expect(created.status).toBe(400)
    const target = products[0]!
    const edited = await api(server.url, token, 'PUT', `/api/admin/products/${target.id}`, {
      name_tr: 'Yeni ad',
      categoryId: category.id,
    })
    expect(edited.status).toBe(400)
    expect((await api(server.url, token, 'GET', '/api/admin/products')).body).toEqual(products)
  })
})
