import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import enCommon from '../../shared/i18n/locales/en/common.json' with { type: 'json' }
import esCommon from '../../shared/i18n/locales/es/common.json' with { type: 'json' }
import trCommon from '../../shared/i18n/locales/tr/common.json' with { type: 'json' }
import { PAGES } from '../../shared/pages.ts'
import { STANDARDS } from '../../shared/standards/index.ts'
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

  it('without an uploaded favicon pages name /favicon.svg, the company initial on navy', async () => {
    const page = (await test.app.inject({ url: '/en/urunler' })).body
    expect(page).toContain('<link rel="icon" href="/favicon.svg" />')
    expect(page).not.toContain('data:image/svg+xml')
    const icon = await test.app.inject({ url: '/favicon.svg' })
    expect(icon.statusCode).toBe(200)
    expect(icon.headers['content-type']).toBe('image/svg+xml')
    const initial = test.app.stores.settings.data.company_name.trim().charAt(0).toLocaleUpperCase('tr')
    expect(icon.body).toMatch(new RegExp(`^<svg [^>]*>.*>${initial}</text></svg>$`))
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
    const pages = Object.values(PAGES).filter((page) => page.sitemap).length
    expect(xml.match(/<url>/g)).toHaveLength((pages + active.length + STANDARDS.length) * 3)
    expect(xml).toContain('hreflang="x-default"')
  })

  it('the sitemap lists the standards list and every standard page in three languages with hreflang', async () => {
    const xml = (await test.app.inject({ url: '/sitemap.xml' })).body
    for (const path of ['/standartlar', ...STANDARDS.map((standard) => `/standartlar/${standard.id}`)]) {
      for (const prefix of ['', '/en', '/es']) {
        const entry = new RegExp(`<url><loc>https://www.example.com${prefix}${path}</loc>(.*?)</url>`).exec(
          xml,
        )
        expect(entry, `${prefix}${path}`).not.toBeNull()
        for (const [lang, alternate] of [
          ['tr', ''],
          ['en', '/en'],
          ['es', '/es'],
        ])
          expect(entry![1]).toContain(`hreflang="${lang}" href="https://www.example.com${alternate}${path}"`)
      }
    }
    expect(xml).toContain('<loc>https://www.example.com/en/standartlar/iso-4017</loc>')
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
    expect(ld.map((item) => item['@type'])).toEqual(['Organization', 'ProductGroup', 'BreadcrumbList'])
    const missing = (await test.app.inject({ url: '/nope' })).body
    expect(missing).toContain('<meta name="robots" content="noindex" />')
    expect(missing).not.toContain('rel="canonical"')
  })
})

/** The content of `<meta {attribute}="{key}" content="...">` (the first one), unescaped. */
function meta(html: string, key: string): string | undefined {
  const match = new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)"`).exec(html)
  return match?.[1]?.replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code)))
}

function jsonLd(html: string): Record<string, unknown>[] {
  return JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html)![1]!) as Record<
    string,
    unknown
  >[]
}

describe('the head in the page language', () => {
  beforeAll(async () => {
    await test.app.stores.settings.update((settings) => {
      settings.site_title = 'Başlık TR'
      settings.site_title_en = 'Title EN'
      settings.site_title_es = ''
      settings.site_description = 'Açıklama TR'
      settings.site_description_en = 'Description EN'
      settings.site_description_es = 'Descripción ES'
      settings.site_keywords = 'cıvata, somun'
      settings.site_keywords_en = 'bolts, nuts'
      settings.site_keywords_es = 'tornillos, tuercas'
      settings.company_address = 'Çelik Sokak 3, İstanbul'
      settings.company_address_en = 'Celik Street 3, Istanbul, Türkiye'
      settings.company_address_es = 'Calle Celik 3, Estambul, Turquía'
    })
  })

  it('titles, descriptions, keywords, Open Graph and JSON-LD speak English on English pages', async () => {
    const html = (await test.app.inject({ url: '/en/hakkimizda' })).body
    const title = `${enCommon['page.about.title']} – Title EN`
    expect(html).toContain(`<title>${title}</title>`)
    expect(meta(html, 'og:title')).toBe(title)
    expect(meta(html, 'twitter:title')).toBe(title)
    for (const key of ['description', 'og:description', 'twitter:description'])
      expect(meta(html, key), key).toBe(enCommon['page.about.description'])
    expect(meta(html, 'keywords')).toBe('bolts, nuts')
    expect(meta(html, 'og:locale')).toBe('en_US')
    expect(
      [...html.matchAll(/<meta property="og:locale:alternate" content="([^"]+)"/g)].map((m) => m[1]),
    ).toEqual(['tr_TR', 'es_ES'])
    const [organization, breadcrumbs] = jsonLd(html)
    expect(organization).toMatchObject({
      address: 'Celik Street 3, Istanbul, Türkiye',
      description: 'Description EN',
    })
    expect(breadcrumbs).toMatchObject({
      itemListElement: [{ name: enCommon['nav.home'] }, { name: enCommon['page.about.title'] }],
    })
  })

  it('falls back to the Turkish setting where a translation is blank, and the home page uses the site description', async () => {
    const html = (await test.app.inject({ url: '/es' })).body
    expect(html).toContain('<title>Başlık TR</title>')
    expect(meta(html, 'description')).toBe('Descripción ES')
    expect(meta(html, 'keywords')).toBe('tornillos, tuercas')
    expect(meta(html, 'og:locale')).toBe('es_ES')
    expect(jsonLd(html)[0]).toMatchObject({ address: 'Calle Celik 3, Estambul, Turquía' })
    const tr = (await test.app.inject({ url: '/iletisim' })).body
    expect(meta(tr, 'description')).toBe(trCommon['page.contact.description'])
    expect(jsonLd(tr)[0]).toMatchObject({ address: 'Çelik Sokak 3, İstanbul', description: 'Açıklama TR' })
  })

  it('names a product page after the product, its picture included', async () => {
    const product = test.app.stores.products.data.find((p) => p.is_active && p.main_image_url)!
    const html = (await test.app.inject({ url: `/es/urunler/${product.slug}` })).body
    expect(html).toContain(`<title>${product.name_es} – Başlık TR</title>`)
    expect(meta(html, 'og:image:alt')).toBe(product.name_es)
    expect(meta(html, 'twitter:image:alt')).toBe(product.name_es)
  })

  it('shows the 404 page in each language, the English one keeping the spec words', async () => {
    for (const [url, lang, texts] of [
      ['/yok', 'tr', trCommon],
      ['/en/nope', 'en', enCommon],
      ['/es/nada', 'es', esCommon],
    ] as const) {
      const response = await test.app.inject({ url })
      expect(response.statusCode).toBe(404)
      expect(response.body).toContain(`<html lang="${lang}">`)
      expect(response.body).toContain(`<h1>${texts['notFound.title']}</h1>`)
      expect(response.body).toContain(`<title>${texts['notFound.title']} – `)
    }
    expect(enCommon['notFound.title']).toBe('Oops! Page not found')
    expect(new Set([trCommon, enCommon, esCommon].map((texts) => texts['notFound.title'])).size).toBe(3)
  })
})

describe('page cache', () => {
  it('answers repeat requests with the same ETag, 304 when unchanged, and a fresh page after a write', async () => {
    const first = await test.app.inject({ url: '/en/hakkimizda' })
    const etag = String(first.headers.etag)
    expect(etag).toMatch(/^W\/"/)
    expect(first.headers['cache-control']).toBe(
      'public, max-age=0, must-revalidate, s-maxage=60, stale-while-revalidate=60',
    )
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
