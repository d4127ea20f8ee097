import { createHmac } from 'node:crypto'
import { beforeAll, describe, expect, it } from 'vitest'
import {
  E2E_ADMIN as ADMIN,
  E2E_JWT_SECRET as JWT_SECRET,
  serverForTests,
  startServer,
} from '../helpers/server.ts'
import { api, login, median, raw } from '../helpers/http.ts'

const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url')
function sign(header: object, payload: object, secret: string): string {
  const body = `${b64(header)}.${b64(payload)}`
  return `${body}.${createHmac('sha256', secret).update(body).digest('base64url')}`
}
const decode = (token: string) =>
  JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as Record<string, unknown>

async function failedLogin(url: string, username: string, headers: Record<string, string> = {}) {
  const started = performance.now()
  const response = await fetch(`${url}/api/admin/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ username, password: 'wrong-password-x' }),
  })
  const body = await response.text()
  return { status: response.status, body, ms: performance.now() - started, headers: response.headers }
}

describe('login answers (dedicated servers: the throttle counts per address)', () => {
  it('unknown user and wrong password answer identically and in comparable time', async () => {
    // A dedicated server; a successful login clears the throttle, so pairs of failures are measured
    // side by side under the same load and the throttle never answers instead.
    const server = await startServer()
    try {
      const clear = () => login(server.url)
      await failedLogin(server.url, 'warm-up-user') // the dummy hash is computed once, lazily
      await failedLogin(server.url, ADMIN.username)
      await clear()
      const unknown = []
      const wrong = []
      for (let i = 0; i < 5; i++) {
        unknown.push(await failedLogin(server.url, `nobody-${i}`))
        wrong.push(await failedLogin(server.url, ADMIN.username))
        await clear()
      }
      for (const answer of [...unknown, ...wrong]) {
        expect(answer.status).toBe(401)
        expect(answer.body).toBe(unknown[0]!.body)
        expect(answer.headers.get('content-type')).toBe(unknown[0]!.headers.get('content-type'))
      }
      expect(JSON.parse(unknown[0]!.body)).toEqual({
        success: false,
        error: 'Kullanıcı adı veya şifre hatalı',
      })
      const a = median(unknown.map((x) => x.ms))
      const b = median(wrong.map((x) => x.ms))
      expect(Math.max(a, b) / Math.min(a, b)).toBeLessThan(2)
    } finally {
      await server.stop()
    }
  })

  it('rotating X-Forwarded-For does not reset the throttle (TRUST_PROXY off)', async () => {
    const server = await startServer()
    try {
      for (let i = 0; i < 5; i++) {
        const answer = await failedLogin(server.url, ADMIN.username, { 'x-forwarded-for': `10.0.0.${i + 1}` })
        expect(answer.status).toBe(401)
      }
      const sixth = await failedLogin(server.url, ADMIN.username, { 'x-forwarded-for': '10.9.9.9' })
      expect(sixth.status).toBe(429)
      expect(Number(sixth.headers.get('retry-after'))).toBeGreaterThan(0)
      // Even the right password is refused from this address now.
      const right = await fetch(`${server.url}/api/admin/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': '192.168.5.5' },
        body: JSON.stringify(ADMIN),
      })
      expect(right.status).toBe(429)
    } finally {
      await server.stop()
    }
  })
})

describe('tokens, admin routes and public answers', () => {
  const server = serverForTests()
  let token: string
  beforeAll(async () => {
    token = await login(server.url)
  })

  it('refuses forged, tampered, foreign, expired and over-long tokens with 401 (never 500)', async () => {
    const claims = decode(token)
    const now = Math.floor(Date.now() / 1000)
    const [h, , s] = token.split('.')
    const forged = {
      none: `${b64({ alg: 'none', typ: 'JWT' })}.${b64(claims)}.`,
      noneUpper: `${b64({ alg: 'NONE', typ: 'JWT' })}.${b64(claims)}.`,
      tampered: `${h}.${b64({ ...claims, sub: 'root', role: 'admin' })}.${s}`,
      foreign: sign({ alg: 'HS256', typ: 'JWT' }, claims, 'another-secret-that-is-long-enough-000000'),
      expired: sign(
        { alg: 'HS256', typ: 'JWT' },
        { ...claims, iat: now - 9 * 3600, exp: now - 3600 },
        JWT_SECRET,
      ),
      farFuture: sign(
        { alg: 'HS256', typ: 'JWT' },
        { ...claims, iat: now, exp: now + 365 * 86400 },
        JWT_SECRET,
      ),
      hs512: `${b64({ alg: 'HS512', typ: 'JWT' })}.${b64(claims)}.${createHmac('sha512', JWT_SECRET)
        .update(`${b64({ alg: 'HS512', typ: 'JWT' })}.${b64(claims)}`)
        .digest('base64url')}`,
      garbage: 'a.b.c',
      empty: '',
    }
    for (const [name, bad] of Object.entries(forged)) {
      const answer = await api(server.url, bad, 'GET', '/api/admin/products')
      expect(answer.status, name).toBe(401)
      expect(answer.body, name).toEqual({ success: false, error: 'Geçersiz token' })
    }
    // The genuine token still works, with no-store.
    const good = await api(server.url, token, 'GET', '/api/admin/products')
    expect(good.status).toBe(200)
    expect(good.headers.get('cache-control')).toContain('no-store')
    const denied = await api(server.url, null, 'GET', '/api/admin/products')
    expect(denied.headers.get('cache-control')).toContain('no-store')
  })

  it('never returns admin data for path tricks without a token', async () => {
    const paths = [
      '/api//admin/products',
      '/api/admin/../admin/products',
      '/api/%61dmin/products',
      '/api/admin/products/',
      '/API/ADMIN/PRODUCTS',
      '/api/admin%2fproducts',
      '/api/admin%2Fproducts',
      '/api/./admin/products',
      '/api/admin/products;x',
      '/api/admin/products?x=1',
      '/api/admin/%2e%2e/admin/products',
    ]
    const secretName = 'Gizli taslak ürün 7781'
    const created = await api(server.url, token, 'POST', '/api/admin/products', {
      name_tr: secretName,
      is_active: false,
    })
    expect(created.status).toBe(201)
    for (const p of paths) {
      const answer = await raw(server.url, 'GET', p)
      expect([401, 404, 400], p).toContain(answer.status)
      expect(answer.body, p).not.toContain(secretName)
    }
  })

  it('logout revokes the token', async () => {
    const own = await login(server.url)
    expect((await api(server.url, own, 'GET', '/api/admin/auth/me')).status).toBe(200)
    const out = await fetch(`${server.url}/api/admin/auth/logout`, {
      method: 'POST',
      headers: { authorization: `Bearer ${own}` },
    })
    expect(out.status).toBe(204)
    expect((await api(server.url, own, 'GET', '/api/admin/auth/me')).status).toBe(401)
    token = await login(server.url)
  })

  it('refuses __proto__ / constructor keys with 400 and stores nothing', async () => {
    const bodies = [
      '{"name_tr":"Proto A","__proto__":{"is_admin":true}}',
      '{"name_tr":"Proto B","constructor":{"prototype":{"polluted":1}}}',
      '{"name_tr":"Proto C","images":[{"image_url":"/a.png","__proto__":{"x":1}}]}',
    ]
    for (const body of bodies) {
      const answer = await fetch(`${server.url}/api/admin/products`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body,
      })
      expect(answer.status, body).toBe(400)
    }
    const settings = await fetch(`${server.url}/api/admin/settings`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: '{"company_name":"Proto D","__proto__":{"company_name":"x"}}',
    })
    expect(settings.status).toBe(400)
    const contact = await fetch(`${server.url}/api/contact`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"name":"Proto E","email":"a@b.co","subject":"x","message":"hello there","__proto__":{"a":1}}',
    })
    expect(contact.status).toBe(400)
    const all = JSON.stringify((await api(server.url, token, 'GET', '/api/admin/products')).body)
    expect(all).not.toMatch(/Proto [ABC]/)
    expect(JSON.stringify((await api(server.url, token, 'GET', '/api/admin/settings')).body)).not.toContain(
      'Proto D',
    )
    expect(
      JSON.stringify((await api(server.url, token, 'GET', '/api/admin/submissions')).body),
    ).not.toContain('Proto E')
  })

  it('leaks no hash, secret or private path in any public page or public API answer', async () => {
    const forbidden = ['$argon2', 'password_hash', JWT_SECRET, 'private/', 'token_version']
    const products = (await api(server.url, null, 'GET', '/api/products')).body as { slug: string }[]
    const slugs = products.slice(0, 3).map((p) => p.slug)
    const pagePaths = ['/', '/urunler', '/hakkimizda', '/iletisim', '/teklif-al', '/katalog', '/kalite']
    for (const slug of slugs) pagePaths.push(`/urunler/${encodeURIComponent(slug)}`)
    const urls: string[] = ['/sitemap.xml', '/robots.txt']
    for (const prefix of ['', '/en', '/es']) for (const p of pagePaths) urls.push(`${prefix}${p}` || '/')
    for (const p of [
      '/api/products',
      '/api/categories',
      '/api/settings',
      '/api/sliders',
      '/api/about',
      '/api/contact',
      '/api/portfolio',
      '/api/home-stats',
      '/api/home-features',
    ])
      urls.push(p)
    const sitemap = await (await fetch(`${server.url}/sitemap.xml`)).text()
    for (const loc of sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)) urls.push(new URL(loc[1]!).pathname)
    let checked = 0
    for (const u of new Set(urls)) {
      const response = await fetch(`${server.url}${u}`)
      const text = await response.text()
      if (response.status === 200) checked++
      for (const word of forbidden) expect(text, `${u} contains ${word}`).not.toContain(word)
    }
    expect(checked).toBeGreaterThan(20)
  })
})
