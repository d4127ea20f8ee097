import { readFile } from 'node:fs/promises'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp } from '../../../../test/helpers/app.ts'
import { type AdminRoute, adminRoutes } from './route-registry.ts'
import { bearer, login } from '../../../../test/helpers/admin-app.ts'
import { makeJwt, nowSeconds } from '../../../../test/helpers/jwt.ts'

let test: Awaited<ReturnType<typeof createTestApp>>
let routes: AdminRoute[]
beforeAll(async () => {
  test = await createTestApp()
  routes = adminRoutes(test.app)
})
afterAll(() => test.close())

const REFUSED = { success: false, error: 'Geçersiz token' }
const sample = (url: string) =>
  url
    .replace(/:storedName/g, 'file.pdf')
    .replace(/:[A-Za-z]+/g, 'some-id')
    .replace(/\*$/, 'whatever/deep')

/** Every "METHOD /api/admin/..." the contract names, with <block> expanded. */
async function documentedRoutes(): Promise<string[]> {
  const doc = await readFile(new URL('../../../../docs/admin-api.md', import.meta.url), 'utf8')
  const found = [...doc.matchAll(/\| (GET|POST|PUT|PATCH|DELETE) (\/api\/admin\/[^\s|(]+)/g)].map(
    ([, method, url]) => `${method} ${url}`,
  )
  return found.flatMap((route) =>
    route.includes('<block>')
      ? ['portfolio', 'home-stats', 'home-features'].map((block) => route.replace('<block>', block))
      : [route],
  )
}

async function expectRefusedEverywhere(authorization: string | undefined) {
  const guarded = routes.filter((route) => !route.public)
  for (const route of guarded) {
    const response = await test.app.inject({
      method: route.method as 'GET',
      url: sample(route.url),
      headers: authorization ? { authorization } : {},
    })
    expect(response.statusCode, `${route.method} ${route.url}`).toBe(401)
    if (route.method !== 'HEAD') expect(response.json(), `${route.method} ${route.url}`).toEqual(REFUSED)
    expect(response.headers['cache-control']).toBe('private, no-store')
  }
  return guarded.length
}

describe('the /api/admin guard', () => {
  it('knows every route of the folder, covering the whole contract, with only login public', async () => {
    const registered = new Set(routes.map((route) => `${route.method} ${route.url}`))
    const documented = await documentedRoutes()
    expect(documented.length).toBeGreaterThan(40)
    for (const route of documented) expect(registered, route).toContain(route)
    expect(routes.filter((route) => route.public).map((r) => `${r.method} ${r.url}`)).toEqual([
      'POST /api/admin/auth/login',
    ])
  })

  it('refuses every route without a token', async () => {
    expect(await expectRefusedEverywhere(undefined)).toBeGreaterThan(45)
  })

  it('refuses garbage and malformed Authorization headers', async () => {
    await expectRefusedEverywhere('Bearer abc.def.ghi')
    await expectRefusedEverywhere('Bearer not-a-jwt')
    await expectRefusedEverywhere('Basic YWRtaW46dGVzdA==')
  })

  it('refuses a token signed with another secret or another algorithm', async () => {
    const payload = { sub: 'admin', role: 'admin', ver: 0, iat: nowSeconds(), exp: nowSeconds() + 3600 }
    await expectRefusedEverywhere(
      `Bearer ${makeJwt({ alg: 'HS256', typ: 'JWT' }, payload, 'another-secret-0123456789')}`,
    )
    await expectRefusedEverywhere(
      `Bearer ${makeJwt({ alg: 'HS512', typ: 'JWT' }, payload, test.config.JWT_SECRET, 'sha512')}`,
    )
  })

  it('refuses an alg: none token', async () => {
    const payload = { sub: 'admin', role: 'admin', ver: 0, iat: nowSeconds(), exp: nowSeconds() + 3600 }
    await expectRefusedEverywhere(`Bearer ${makeJwt({ alg: 'none', typ: 'JWT' }, payload, null)}`)
  })

  it('refuses expired, future and over-long tokens signed with the right secret', async () => {
    const secret = test.config.JWT_SECRET
    const now = nowSeconds()
    const claims = { sub: 'admin', role: 'admin', ver: 0 }
    const header = { alg: 'HS256', typ: 'JWT' }
    const good = makeJwt(header, { ...claims, iat: now, exp: now + 3600 }, secret)
    expect((await test.app.inject({ url: '/api/admin/auth/me', headers: bearer(good) })).statusCode).toBe(200)
    await expectRefusedEverywhere(
      `Bearer ${makeJwt(header, { ...claims, iat: now - 9 * 3600, exp: now - 3600 }, secret)}`,
    )
    const forgedLifetimes = [
      { ...claims, iat: now, exp: now + 30 * 24 * 3600 },
      { ...claims, iat: now + 3600, exp: now + 3600 + 60 },
      { ...claims, exp: now + 3600 },
      { sub: 'admin', role: 'admin', iat: now, exp: now + 3600 },
      { ...claims, sub: 'nobody', iat: now, exp: now + 3600 },
      { ...claims, ver: '0', iat: now, exp: now + 3600 },
    ]
    for (const payload of forgedLifetimes) {
      const response = await test.app.inject({
        url: '/api/admin/auth/me',
        headers: bearer(makeJwt(header, payload, secret)),
      })
      expect(response.statusCode, JSON.stringify(payload)).toBe(401)
      expect(response.json()).toEqual(REFUSED)
    }
  })

  it('refuses a token made stale by logout', async () => {
    const token = await login(test.app)
    expect((await test.app.inject({ url: '/api/admin/stats', headers: bearer(token) })).statusCode).toBe(200)
    const logout = await test.app.inject({
      method: 'POST',
      url: '/api/admin/auth/logout',
      headers: bearer(token),
    })
    expect(logout.statusCode).toBe(204)
    await expectRefusedEverywhere(`Bearer ${token}`)
  })

  it('lets path tricks reach no handler without a token', async () => {
    const tricks = [
      '/api//admin/products',
      '/api/admin//products',
      '/api/admin/../admin/products',
      '/api/admin/%2e%2e/admin/products',
      '/api/admin/products/',
      '/api/admin/products/%2e',
      '/API/ADMIN/products',
      '/api/Admin/products',
      '/api/admin/products;x',
      '/api/admin/auth/login/../../products',
      '/api/admin/submissions/export.csv/',
    ]
    for (const url of tricks) {
      for (const method of ['GET', 'POST', 'DELETE'] as const) {
        const response = await test.app.inject({ method, url, payload: method === 'POST' ? {} : undefined })
        expect([401, 404], `${method} ${url}`).toContain(response.statusCode)
        // The admin product list is the only answer here that carries created_at.
        expect(response.body, `${method} ${url}`).not.toContain('created_at')
        expect(response.body).not.toContain('"token"')
      }
    }
  })

  it('answers unknown admin paths 401 to strangers and 404 to the admin, never cached', async () => {
    const stranger = await test.app.inject({ url: '/api/admin/nope' })
    expect(stranger.statusCode).toBe(401)
    const token = await login(test.app)
    const admin = await test.app.inject({ url: '/api/admin/nope', headers: bearer(token) })
    expect(admin.statusCode).toBe(404)
    expect(admin.json()).toEqual({ success: false, error: 'Bulunamadı' })
    expect(admin.headers['cache-control']).toBe('private, no-store')
    const ok = await test.app.inject({ url: '/api/admin/products', headers: bearer(token) })
    expect(ok.headers['cache-control']).toBe('private, no-store')
  })
})
