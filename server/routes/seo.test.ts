import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp } from '../../test/helpers/app.ts'

let test: Awaited<ReturnType<typeof createTestApp>>
beforeAll(async () => {
  test = await createTestApp({ PUBLIC_URL: 'https://www.example.com' })
})
afterAll(() => test.close())

describe('search engines', () => {
  it('robots.txt keeps /admin and /api out and points at the sitemap', async () => {
    const body = (await test.app.inject({ url: '/robots.txt' })).body
    expect(body).toContain('Disallow: /admin')
    expect(body).toContain('Disallow: /api/')
    expect(body).toContain('Sitemap: https://www.example.com/sitemap.xml')
  })

  it('the sitemap lists every page and active product in every language with alternates', async () => {
    const response = await test.app.inject({ url: '/sitemap.xml' })
    expect(response.headers['content-type']).toContain('application/xml')
    const xml = response.body
    for (const loc of [
      'https://www.example.com/',
      'https://www.example.com/en/urunler',
      'https://www.example.com/es/kvkk',
    ]) {
      expect(xml).toContain(`<loc>${loc}</loc>`)
    }
    const active = test.app.stores.products.data.filter((p) => p.is_active)
    const inactive = test.app.stores.products.data.find((p) => !p.is_active)!
    for (const product of active)
      expect(xml).toContain(`<loc>https://www.example.com/es/urunler/${product.slug}</loc>`)
    expect(xml).not.toContain(inactive.slug)
    expect(xml.match(/<url>/g)).toHaveLength((10 + active.length) * 3)
    expect(xml).toContain('hreflang="x-default"')
  })

  it('pages carry canonical, hreflang, Open Graph and JSON-LD', async () => {
    const product = test.app.stores.products.data.find((p) => p.is_active)!
    const html = (await test.app.inject({ url: `/en/urunler/${product.slug}` })).body
    expect(html).toContain(
      `<link rel="canonical" href="https://www.example.com/en/urunler/${product.slug}" />`,
    )
    for (const [lang, prefix] of [
      ['tr', ''],
      ['en', '/en'],
      ['es', '/es'],
    ]) {
      expect(html).toContain(
        `hreflang="${lang}" href="https://www.example.com${prefix}/urunler/${product.slug}"`,
      )
    }
    expect(html).toContain(`hreflang="x-default" href="https://www.example.com/urunler/${product.slug}"`)
    expect(html).toContain(`<meta property="og:title" content="${product.name_en}`)
    expect(html).toContain('<meta property="og:locale" content="en_US" />')
    const ld = JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html)![1]!) as {
      '@type': string
    }[]
    expect(ld.map((item) => item['@type'])).toEqual(['Organization', 'Product', 'BreadcrumbList'])
    const missing = (await test.app.inject({ url: '/nope' })).body
    expect(missing).toContain('<meta name="robots" content="noindex" />')
    expect(missing).not.toContain('rel="canonical"')
  })
})

describe('page cache', () => {
  it('answers repeat requests with the same ETag, 304 when unchanged, and a fresh page after a write', async () => {
    const first = await test.app.inject({ url: '/en/hakkimizda' })
    const etag = String(first.headers.etag)
    expect(etag).toMatch(/^W\/"/)
    expect(first.headers['cache-control']).toBe('no-cache')
    const second = await test.app.inject({ url: '/en/hakkimizda' })
    expect(second.headers.etag).toBe(etag)
    expect(second.body).toBe(first.body)
    const revalidated = await test.app.inject({ url: '/en/hakkimizda', headers: { 'if-none-match': etag } })
    expect(revalidated.statusCode).toBe(304)
    expect(revalidated.body).toBe('')
    await test.app.stores.settings.update((settings) => {
      settings.company_phone = '+90 555 000 11 22'
    })
    const after = await test.app.inject({ url: '/en/hakkimizda', headers: { 'if-none-match': etag } })
    expect(after.statusCode).toBe(200)
    expect(after.headers.etag).not.toBe(etag)
    expect(after.body).toContain('+90 555 000 11 22')
  })

  it('serves compressed pages once compressed', async () => {
    const plain = await test.app.inject({ url: '/en' })
    const br = await test.app.inject({ url: '/en', headers: { 'accept-encoding': 'br' } })
    const gz = await test.app.inject({ url: '/en', headers: { 'accept-encoding': 'gzip' } })
    expect(br.headers['content-encoding']).toBe('br')
    expect(gz.headers['content-encoding']).toBe('gzip')
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2)
    const { brotliDecompressSync } = await import('node:zlib')
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body)
  })
})
