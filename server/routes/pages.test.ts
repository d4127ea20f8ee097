import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest'
import { createTestApp } from '../../test/helpers/app.ts'

let test: Awaited<ReturnType<typeof createTestApp>>
beforeAll(async () => {
  test = await createTestApp()
})
afterAll(() => test.close())

const ROUTES = ['/', '/hakkimizda', '/cozumlerimiz', '/urunler', '/katalog', '/iletisim', '/teklif']
const prefixes = { tr: '', en: '/en', es: '/es' } as const

function stateOf(html: string) {
  const json = /<script id="page-state" type="application\/json">(.*?)<\/script>/s.exec(html)?.[1]
  return JSON.parse(json ?? 'null')
}

describe('server-rendered pages', () => {
  it('renders every spec route in every language with status 200, lang and title', async () => {
    for (const [lang, prefix] of Object.entries(prefixes)) {
      for (const route of ROUTES) {
        const url = route === '/' ? prefix || '/' : `${prefix}${route}`
        const response = await test.app.inject({ url })
        expect(response.statusCode, url).toBe(200)
        expect(response.headers['content-type']).toContain('text/html')
        expect(response.body).toContain(`<html lang="${lang}">`)
        expect(response.body).toMatch(/<title>[^<]+<\/title>/)
        expect(response.body).toContain('<meta name="description"')
        const state = stateOf(response.body)
        expect(state.pageData.lang).toBe(lang)
        expect(state.pageData.url).toBe(url)
      }
    }
  })

  it('renders the layout in the URL language, with the settings in the header', async () => {
    const settings = test.app.stores.settings.data
    const tr = (await test.app.inject({ url: '/hakkimizda' })).body
    expect(tr).toContain('Hakkımızda')
    expect(tr).toContain(settings.company_phone)
    expect(tr).toContain('Teklif Al')
    const en = (await test.app.inject({ url: '/en/hakkimizda' })).body
    expect(en).toContain('About Us')
    expect(en).toContain('Get a Quote')
    const es = (await test.app.inject({ url: '/es/hakkimizda' })).body
    expect(es).toContain('Quiénes somos')
    // the language switcher links to the same page in the other languages
    expect(es).toContain('href="/en/hakkimizda"')
    expect(es).toContain('href="/hakkimizda"')
  })

  it('embeds only the page language and, on public pages, no admin texts', async () => {
    const publicState = stateOf((await test.app.inject({ url: '/en/urunler' })).body)
    const ids = Object.keys(publicState.messages)
    expect(ids.length).toBeGreaterThan(50)
    expect(ids.filter((id) => id.startsWith('admin.'))).toEqual([])
    expect(publicState.messages['nav.about']).toBe('About Us')
    const admin = await test.app.inject({ url: '/admin' })
    expect(admin.statusCode).toBe(200)
    expect(admin.headers['cache-control']).toBe('private, no-store')
    expect(admin.body).toContain('<meta name="robots" content="noindex" />')
    expect(stateOf(admin.body).messages['admin.title']).toBe('Yönetim Paneli')
  })

  it('answers unknown paths with the 404 page and status 404', async () => {
    for (const [url, title] of [
      ['/yok-boyle-sayfa', 'Hata! Sayfa bulunamadı'],
      ['/en/nothing', 'Oops! Page not found'],
      ['/urunler/olmayan-urun', 'Hata! Sayfa bulunamadı'],
      ['/URUNLER', 'Hata! Sayfa bulunamadı'],
    ]) {
      const response = await test.app.inject({ url })
      expect(response.statusCode, url).toBe(404)
      expect(response.body).toContain(title)
      expect(response.body).toContain('href="/')
      // The 404 page itself, never another page drawn with the 404 page's texts (message ids instead of words).
      expect(response.body, url).not.toMatch(/products\.hero|page\.products\.title/)
    }
  })

  it('sends the visitor back to the remembered language on /', async () => {
    const response = await test.app.inject({ url: '/', cookies: { lang: 'en' } })
    expect(response.statusCode).toBe(302)
    expect(response.headers.location).toBe('/en')
    expect((await test.app.inject({ url: '/', cookies: { lang: 'tr' } })).statusCode).toBe(200)
    expect((await test.app.inject({ url: '/', cookies: { lang: 'xx' } })).statusCode).toBe(200)
  })

  it('renders hostile content as text and keeps the embedded state unbreakable', async () => {
    const hostile = `</script><script>alert(1)</script> $' $& \u2028 Çığ`
    await test.app.stores.categories.update((categories) => {
      categories[0]!.name_tr = hostile
      categories[0]!.name_en = hostile
    })
    for (const url of ['/', '/en']) {
      const html = (await test.app.inject({ url })).body
      expect(html).not.toContain('<script>alert(1)</script>')
      expect(html).toContain('&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;')
      // the template was not spliced by `$'`
      expect(html.match(/<\/html>/g)).toHaveLength(1)
      const state = stateOf(html)
      expect(state.pageData.common.categories[0].name_tr).toBe(hostile)
    }
  })

  it("sends security headers allowing the site's own script files only, the same on every answer", async () => {
    const first = await test.app.inject({ url: '/' })
    const second = await test.app.inject({ url: '/' })
    const csp = String(first.headers['content-security-policy'])
    expect(/script-src ([^;]*)/.exec(csp)?.[1]).toBe("'self'")
    expect(csp).toContain("object-src 'none'")
    expect(csp).toContain("frame-ancestors 'none'")
    // No per-answer nonce: a cached page's headers are replayed as they are (HotAnswers).
    expect(second.headers['content-security-policy']).toBe(csp)
    expect(first.headers['x-content-type-options']).toBe('nosniff')
    expect(first.headers['x-powered-by']).toBeUndefined()
  })

  it('serves public uploads with a year of immutable caching (their names are never reused)', async () => {
    const product = test.app.stores.products.data[0]!
    const image = await test.app.inject({ url: product.main_image_url })
    expect(image.statusCode).toBe(200)
    expect(image.headers['content-type']).toBe('image/webp')
    expect(image.headers['cache-control']).toBe('public, max-age=31536000, immutable')
  })

  it('serves built assets from memory with immutable caching and precompressed bodies', async () => {
    // The build's own template and assets (the other tests render the pages from source).
    const built = await createTestApp({}, { pages: 'build' })
    onTestFinished(() => built.close())
    const html = (await built.app.inject({ url: '/' })).body
    const script = /<script type="module" crossorigin src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1]
    expect(script).toBeDefined()
    const plain = await built.app.inject({ url: script! })
    expect(plain.statusCode).toBe(200)
    expect(plain.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    const br = await built.app.inject({ url: script!, headers: { 'accept-encoding': 'br, gzip' } })
    expect(br.headers['content-encoding']).toBe('br')
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length)
    const again = await built.app.inject({
      url: script!,
      headers: { 'if-none-match': String(plain.headers.etag) },
    })
    expect(again.statusCode).toBe(304)
    expect((await built.app.inject({ url: '/assets/nope.js' })).statusCode).toBe(404)
  })
})
