import { beforeAll, describe, expect, it } from 'vitest'
import { launchBrowser } from '../helpers/browser.ts'
import { serverForTests, startServer } from '../helpers/server.ts'
import { api, login, raw } from '../helpers/http.ts'

const server = serverForTests()
let token: string
beforeAll(async () => {
  token = await login(server.url)
})

const SCRIPT_NAME = '</script><script>alert(1)</script>'
const DOLLAR_NAME = "$' $& $` $$ $1 Dolar"
const escapeHtml = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;')

describe('pages', () => {
  it('renders hostile product names as text in all languages, in the HTML and in Chromium', async () => {
    const slugs: string[] = []
    for (const name of [SCRIPT_NAME, DOLLAR_NAME]) {
      const created = await api(server.url, token, 'POST', '/api/admin/products', {
        name_tr: name,
        name_en: name,
        name_es: name,
        description_tr: name,
        specs: [name],
      })
      expect(created.status).toBe(201)
      slugs.push((created.body as { slug: string }).slug)
    }
    const pages: string[] = []
    for (const prefix of ['', '/en', '/es']) {
      pages.push(`${prefix}/urunler?q=${encodeURIComponent('alert')}`, `${prefix}/urunler?q=Dolar`)
      for (const slug of slugs) pages.push(`${prefix}/urunler/${encodeURIComponent(slug)}`)
    }
    for (const p of pages) {
      const html = await (await fetch(`${server.url}${p}`)).text()
      expect(html, p).not.toContain('<script>alert(1)</script>')
      // Each name appears, escaped, as text (React may split text with comments, so look for parts).
      if (p.includes('alert') || p.endsWith(slugs[0]!)) expect(html, p).toContain(escapeHtml(SCRIPT_NAME))
      else expect(html, p).toContain('$&#x27; $&amp; $` $$ $1 Dolar')
    }
    const browser = await launchBrowser()
    try {
      const page = await browser.newPage()
      const dialogs: string[] = []
      page.on('dialog', (dialog) => {
        dialogs.push(dialog.message())
        void dialog.dismiss()
      })
      for (const p of pages) {
        await page.goto(`${server.url}${p}`, { waitUntil: 'load' })
        await page.waitForTimeout(150)
        const text = await page.locator('main').innerText()
        expect(text, p).toContain(p.includes('Dolar') || p.endsWith(slugs[1]!) ? DOLLAR_NAME : SCRIPT_NAME)
      }
      expect(dialogs).toEqual([])
    } finally {
      await browser.close()
    }
  }, 60_000)

  it("sends a strict CSP (scripts from the site's own files only) and the other security headers", async () => {
    for (const p of ['/', '/', '/en/urunler', '/es/iletisim', '/iletisim']) {
      const response = await fetch(`${server.url}${p}`)
      const csp = response.headers.get('content-security-policy') ?? ''
      const scriptSrc = /script-src ([^;]*)/.exec(csp)?.[1] ?? ''
      expect(scriptSrc, p).toBe("'self'")
      expect(csp).toContain("frame-ancestors 'none'")
      expect(csp).toContain("object-src 'none'")
      expect(/frame-src ([^;]*)/.exec(csp)?.[1]).toContain('https://www.google.com')
      expect(response.headers.get('x-content-type-options')).toBe('nosniff')
      expect(response.headers.get('referrer-policy')).toBeTruthy()
      expect(response.headers.get('cross-origin-opener-policy')).toBe('same-origin')
      expect(response.headers.get('x-powered-by')).toBeNull()
      // Every script tag of the page is a same-origin file (allowed by 'self') or inert JSON: no inline code,
      // which the policy would block.
      const html = await response.text()
      for (const tag of html.match(/<script\b[^>]*>/g) ?? []) {
        if (/type="application\/(ld\+)?json"/.test(tag)) continue
        expect(/ src="([^"]*)"/.exec(tag)?.[1], p).toMatch(/^\/[^/\\]/)
      }
    }
    for (const p of ['/api/products', '/api/admin/products', '/healthz']) {
      const response = await fetch(`${server.url}${p}`)
      expect(response.headers.get('x-powered-by'), p).toBeNull()
      expect(response.headers.get('x-content-type-options'), p).toBe('nosniff')
      expect(response.headers.get('content-security-policy'), p).toContain("frame-ancestors 'none'")
      expect(response.headers.get('cross-origin-resource-policy'), p).toBe('same-origin')
    }
  })

  it('reflects no CORS origin', async () => {
    for (const [method, p] of [
      ['GET', '/api/products'],
      ['GET', '/'],
      ['OPTIONS', '/api/admin/products'],
      ['OPTIONS', '/api/contact'],
      ['GET', '/api/admin/auth/me'],
    ] as const) {
      const answer = await raw(server.url, method, p, {
        origin: 'https://evil.example',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'authorization,content-type',
      })
      expect(answer.headers['access-control-allow-origin'], p).toBeUndefined()
      expect(answer.headers['access-control-allow-credentials'], p).toBeUndefined()
    }
  })

  it('has no open redirect', async () => {
    const paths = [
      '//evil.example',
      '//evil.example/',
      '/\\evil.example',
      '/%2F%2Fevil.example',
      '/%5Cevil.example',
      '///evil.example/%2e%2e',
      '/en//evil.example',
      '/urunler/..//evil.example',
      '/admin//evil.example',
      '/%09/evil.example',
    ]
    const offSite = (location: string | undefined) =>
      !!location && new URL(location, 'http://site.test/').host !== 'site.test'
    for (const p of paths) {
      const answer = await raw(server.url, 'GET', p)
      expect(
        offSite(answer.headers.location as string | undefined),
        `${p} → ${answer.headers.location}`,
      ).toBe(false)
    }
    for (const cookie of [
      'lang=//evil.example',
      'lang=/evil.example',
      'lang=%2F%2Fevil.example',
      'lang=en/../..//evil.example',
      'lang=https://evil.example',
      'lang=\\\\evil.example',
    ]) {
      const answer = await raw(server.url, 'GET', '/', { cookie })
      expect(offSite(answer.headers.location as string | undefined), cookie).toBe(false)
      expect([200, 302]).toContain(answer.status)
    }
    const en = await raw(server.url, 'GET', '/', { cookie: 'lang=en' })
    expect(en.status).toBe(302)
    expect(en.headers.location).toBe('/en')
  })
})

describe('abuse', () => {
  it('limits contact and quote posts per address: the 6th within the window answers 429', async () => {
    // Its own server: the limit is per address and every test here comes from 127.0.0.1.
    const own = await startServer()
    try {
      const body = {
        lang: 'tr',
        name: 'Sınır Test',
        email: 'sinir@musteri.com.tr',
        subject: 'Deneme',
        message: 'Bu bir hız sınırı denemesidir.',
      }
      const post = (p: string) => {
        const form = new FormData()
        for (const [k, v] of Object.entries(body)) form.append(k, v)
        return fetch(`${own.url}${p}`, { method: 'POST', body: form })
      }
      for (let i = 0; i < 5; i++) expect((await post('/api/contact')).status).toBeLessThan(300)
      const sixth = await post('/api/contact')
      expect(sixth.status).toBe(429)
      // A different X-Forwarded-For does not help (TRUST_PROXY off).
      const form = new FormData()
      for (const [k, v] of Object.entries(body)) form.append(k, v)
      const spoofed = await fetch(`${own.url}/api/contact`, {
        method: 'POST',
        body: form,
        headers: { 'x-forwarded-for': '203.0.113.9' },
      })
      expect(spoofed.status).toBe(429)
      const ownToken = await login(own.url)
      const stored = (await api(own.url, ownToken, 'GET', '/api/admin/submissions')).body as unknown[]
      expect(stored).toHaveLength(5)
    } finally {
      await own.stop()
    }
  })
})
