import fc from 'fast-check'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { adminRoutes } from '../../server/routes/api/admin/route-registry.ts'
import { createTestApp, TEST_ADMIN } from '../helpers/app.ts'

let app: FastifyInstance
let close: () => Promise<void>
let token: string
beforeAll(async () => {
  const test = await createTestApp()
  app = test.app
  close = test.close
  const login = await app.inject({ method: 'POST', url: '/api/admin/auth/login', payload: TEST_ADMIN })
  token = (login.json() as { token: string }).token
})
afterAll(() => close?.())

const keys = fc.oneof(
  fc.constantFrom(
    '__proto__',
    'constructor',
    'prototype',
    'toString',
    'hasOwnProperty',
    'name_tr',
    'id',
    'is_active',
    'image_url',
    'cards',
  ),
  fc.string({ maxLength: 12 }),
)
const leaf = fc.oneof(
  fc.jsonValue({ maxDepth: 2 }),
  fc.string({ minLength: 1000, maxLength: 20_000 }),
  fc.constantFrom('javascript:alert(1)', '\u2028\u2029', '\u0000', '🔩'.repeat(500), '</script>'),
)
/** Arbitrary JSON: plain values, objects with hostile keys, and deep nesting. */
const body = fc.oneof(
  fc.jsonValue(),
  fc.dictionary(keys, leaf, { maxKeys: 12 }),
  fc.array(leaf, { maxLength: 5 }),
  fc.integer({ min: 50, max: 3000 }).map((depth) => {
    let value: unknown = 'deep'
    for (let i = 0; i < depth; i++) value = i % 2 ? [value] : { a: value }
    return value
  }),
)

// fast-check defines "__proto__" as an own key, so JSON.stringify writes it out literally.
const encode = (value: unknown): string => JSON.stringify(value)

describe('fuzzing every JSON body route (in-process)', () => {
  it('never answers 5xx to arbitrary JSON bodies', async () => {
    const routes = adminRoutes(app).filter(
      (route) => ['POST', 'PUT', 'PATCH'].includes(route.method) && !route.url.endsWith('/auth/logout'),
    )
    expect(routes.length).toBeGreaterThan(10)
    // Fill `:id` with a real id where the parent list has one, so valid bodies reach the store.
    const targets: { method: 'POST' | 'PUT' | 'PATCH'; url: string; auth: boolean }[] = []
    for (const route of routes) {
      let url = route.url
      const match = /^(.*?)\/:id/.exec(url)
      if (match) {
        const list = await app.inject({
          method: 'GET',
          url: match[1]!,
          headers: { authorization: `Bearer ${token}` },
        })
        const data = list.statusCode === 200 ? (list.json() as unknown) : null
        const first = Array.isArray(data)
          ? (data[0] as { id?: string } | undefined)
          : ((data as { id?: string; cards?: { id: string }[] } | null)?.cards?.[0] ??
            (data as { id?: string } | null))
        url = url.replace(':id', first?.id ?? 'yok')
      }
      url = url.replace(/:(\w+)/g, 'x')
      targets.push({ method: route.method as 'POST' | 'PUT' | 'PATCH', url, auth: !route.public })
    }
    targets.push(
      { method: 'POST', url: '/api/contact', auth: false },
      { method: 'POST', url: '/api/quote', auth: false },
    )
    const seen5xx: string[] = []
    let address = 0
    for (const target of targets) {
      await fc.assert(
        fc.asyncProperty(body, async (value) => {
          const response = await app.inject({
            method: target.method,
            url: target.url,
            payload: encode(value),
            remoteAddress: `10.${(address >> 16) & 255}.${(address >> 8) & 255}.${address++ & 255}`,
            headers: {
              'content-type': 'application/json',
              ...(target.auth ? { authorization: `Bearer ${token}` } : {}),
            },
          })
          if (response.statusCode >= 500)
            seen5xx.push(`${target.url} ${response.statusCode} ${encode(value).slice(0, 200)}`)
          return response.statusCode < 500
        }),
        { numRuns: 100 },
      )
    }
    expect(seen5xx).toEqual([])
  }, 120_000)
})
