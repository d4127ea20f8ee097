import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ROLES, type Role } from '../../../../shared/roles.ts'
import { headersFor } from '../../../../test/helpers/admin-app.ts'
import { createTestApp } from '../../../../test/helpers/app.ts'
import { storeQuote } from '../../../../test/helpers/stored-quote.ts'
import { type AdminRoute, adminRoutes } from './route-registry.ts'
import { FORBIDDEN_TEXT } from './roles.ts'

/**
 * Who may use what, written from issue 22 (and docs/admin-api.md "Roles"), not read from the code: a folder
 * registered with the wrong roles fails here. By URL prefix, first match wins, so routes added later to a folder
 * are covered; a route under no prefix fails the test until the table names it.
 */
type Policy = { read: readonly Role[]; write: readonly Role[] }
const ALL: readonly Role[] = ['owner', 'editor', 'sales']
const everyone: Policy = { read: ALL, write: ALL }
/** The catalogue: sales reads products to answer requests but never changes them. */
const catalogue: Policy = { read: ALL, write: ['owner', 'editor'] }
const content: Policy = { read: ['owner', 'editor'], write: ['owner', 'editor'] }
/** Buyers' personal data: the desk only. */
const desk: Policy = { read: ['owner', 'sales'], write: ['owner', 'sales'] }
const ownerOnly: Policy = { read: ['owner'], write: ['owner'] }

const POLICY: [prefix: string, policy: Policy][] = [
  ['/api/admin/auth/', everyone],
  ['/api/admin/stats', everyone],
  ['/api/admin/products', catalogue],
  ['/api/admin/categories', catalogue],
  ['/api/admin/vocabularies', catalogue],
  ['/api/admin/submissions', desk],
  ['/api/admin/users', ownerOnly],
  ['/api/admin/audit', ownerOnly],
  ['/api/admin/revisions', content],
  ['/api/admin/sliders', content],
  ['/api/admin/rescan-slider-images', content],
  ['/api/admin/portfolio', content],
  ['/api/admin/home-stats', content],
  ['/api/admin/home-features', content],
  ['/api/admin/about', content],
  ['/api/admin/contact', content],
  ['/api/admin/settings', content],
  ['/api/admin/upload/', content],
  ['/api/admin/catalog', content],
  ['/api/admin/translations', content],
  // Unknown paths: 404 to any admin.
  ['/api/admin/*', everyone],
]

function policyOf(route: AdminRoute): Policy {
  const found = POLICY.find(([prefix]) => route.url === prefix || route.url.startsWith(prefix))
  if (!found)
    throw new Error(`the role table names no policy for ${route.method} ${route.url}: add its folder`)
  return found[1]
}
const allowed = (route: AdminRoute, role: Role) =>
  (route.method === 'GET' || route.method === 'HEAD' ? policyOf(route).read : policyOf(route).write).includes(
    role,
  )

let test: Awaited<ReturnType<typeof createTestApp>>
let routes: AdminRoute[]
const headers = {} as Record<Role, Record<string, string>>
const BUYER = { name: 'Gizli Alıcı Qx7', email: 'qx7-gizli@alici.example', phone: '+90 555 017 7717' }
let submissionId = ''

beforeAll(async () => {
  test = await createTestApp()
  routes = adminRoutes(test.app).filter((route) => !route.public)
  for (const role of ROLES) headers[role] = await headersFor(test.app, `test-${role}`, role)
  const planted = await storeQuote(test.app, {
    fields: { name: BUYER.name, email: BUYER.email, phone: BUYER.phone, company: 'Gizli Firma' },
  })
  submissionId = planted.id
})
afterAll(() => test.close())

/** A URL for a route's pattern; `planted` fills `:id` with the planted request's (only for reads). */
const sample = (url: string, planted = false) =>
  url
    .replace(/:id\b/g, planted ? submissionId : 'some-id')
    .replace(/:storedName/g, 'file.pdf')
    .replace(/:[A-Za-z]+/g, 'some-id')
    .replace(/\*$/, 'whatever/deep')

/** Requests each route as `role`; logout last, since it ends the session it uses. */
async function callEvery(role: Role, onAnswer: (route: AdminRoute, status: number, body: string) => void) {
  const endsSession = (route: AdminRoute) => route.url === '/api/admin/auth/logout'
  const ordered = [...routes.filter((r) => !endsSession(r)), ...routes.filter(endsSession)]
  for (const route of ordered) {
    const response = await test.app.inject({
      method: route.method as 'GET',
      url: sample(route.url),
      headers: headers[role],
    })
    onAnswer(route, response.statusCode, response.body)
  }
  headers[role] = await headersFor(test.app, `test-${role}`, role)
}

describe('every admin route against every role', () => {
  it('has a policy for every route and covers the folders the issue names', () => {
    for (const route of routes) policyOf(route)
    const urls = routes.map((route) => route.url)
    for (const prefix of [
      '/api/admin/users',
      '/api/admin/submissions',
      '/api/admin/products',
      '/api/admin/settings',
    ])
      expect(
        urls.some((url) => url.startsWith(prefix)),
        prefix,
      ).toBe(true)
  })

  for (const role of ROLES) {
    it(`${role}: each route passes the guard or answers 403 with the Turkish text, as the table says`, async () => {
      const wrong: string[] = []
      let refused = 0
      await callEvery(role, (route, status, body) => {
        const name = `${route.method} ${route.url} -> ${status}`
        if (allowed(route, role)) {
          if (status === 401 || status === 403) wrong.push(`${name} (should pass)`)
        } else {
          refused += 1
          if (status !== 403) wrong.push(`${name} (should be 403)`)
          else if (route.method !== 'HEAD' && JSON.parse(body).error !== FORBIDDEN_TEXT)
            wrong.push(`${name}: ${body}`)
        }
      })
      expect(wrong).toEqual([])
      if (role === 'owner') expect(refused).toBe(0)
      else expect(refused).toBeGreaterThan(5)
    })
  }

  it('an editor is refused the inbox and the users; sales are refused catalogue writes and content', async () => {
    const status = async (role: Role, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string) =>
      (
        await test.app.inject({
          method,
          url,
          headers: headers[role],
          payload: method === 'GET' ? undefined : {},
        })
      ).statusCode
    expect(await status('editor', 'GET', '/api/admin/submissions/page')).toBe(403)
    expect(await status('editor', 'GET', '/api/admin/users')).toBe(403)
    expect(await status('sales', 'GET', '/api/admin/users')).toBe(403)
    expect(await status('sales', 'GET', '/api/admin/products')).toBe(200)
    expect(await status('sales', 'POST', '/api/admin/products')).toBe(403)
    expect(await status('sales', 'GET', '/api/admin/settings')).toBe(403)
    expect(await status('sales', 'GET', '/api/admin/submissions/page')).toBe(200)
    expect(await status('editor', 'POST', '/api/admin/products')).toBe(400)
  })
})

describe("a buyer's personal data", () => {
  it('is in the answers the desk gets, so the search below would find it', async () => {
    const response = await test.app.inject({ url: '/api/admin/submissions/page', headers: headers.sales })
    expect(response.body).toContain(BUYER.email)
    expect(response.body).toContain(BUYER.phone)
  })

  it('appears in no answer an editor gets, on any route an editor may read', async () => {
    let read = 0
    for (const route of routes.filter((r) => r.method === 'GET')) {
      const response = await test.app.inject({ url: sample(route.url, true), headers: headers.editor })
      if (response.statusCode === 403) continue
      read += 1
      const body = response.body
      for (const value of Object.values(BUYER))
        expect(body, `${route.url} leaks "${value}"`).not.toContain(value)
    }
    expect(read).toBeGreaterThan(10)
    // The dashboard's counts include the planted request, without who sent it.
    const stats = await test.app.inject({ url: '/api/admin/stats', headers: headers.editor })
    expect(stats.json().submissions).toBeGreaterThanOrEqual(1)
  })
})

describe('sessions follow the account', () => {
  it('a disabled user’s token stops working at once; a role change ends the old token', async () => {
    const seller = await headersFor(test.app, 'seller-2', 'sales')
    const editor = await headersFor(test.app, 'editor-2', 'editor')
    const me = (h: Record<string, string>) => test.app.inject({ url: '/api/admin/auth/me', headers: h })
    expect((await me(seller)).statusCode).toBe(200)
    const put = (username: string, payload: object) =>
      test.app.inject({ method: 'PUT', url: `/api/admin/users/${username}`, headers: headers.owner, payload })
    expect((await put('seller-2', { disabled: true })).statusCode).toBe(200)
    expect((await me(seller)).statusCode).toBe(401)
    expect((await put('editor-2', { role: 'sales' })).statusCode).toBe(200)
    expect((await me(editor)).statusCode).toBe(401)
    const promoted = await headersFor(test.app, 'editor-2', 'sales')
    expect((await me(promoted)).json().user.role).toBe('sales')
  })
})
