import { afterAll, describe, expect, it } from 'vitest'
import { createTestApp } from '../../../test/helpers/app.ts'

type TestApp = Awaited<ReturnType<typeof createTestApp>>
const apps: TestApp[] = []
afterAll(() => Promise.all(apps.map((test) => test.close())))

async function app(env: Record<string, string> = {}) {
  const test = await createTestApp(env)
  apps.push(test)
  return test.app
}

/** A POST to a path no route serves: 404 when the check lets it through, 403 when refused. */
async function status(test: TestApp['app'], headers: Record<string, string>, method = 'POST') {
  const answer = await test.inject({ method: method as 'POST', url: '/api/nowhere', headers })
  return answer.statusCode
}

describe('same-origin check', () => {
  it('lets through what the browser marks same-origin or user-initiated, and header-less clients', async () => {
    const test = await app()
    expect(await status(test, {})).toBe(404)
    expect(await status(test, { 'sec-fetch-site': 'same-origin' })).toBe(404)
    expect(await status(test, { 'sec-fetch-site': 'none' })).toBe(404)
    expect(await status(test, { 'sec-fetch-site': 'same-site' })).toBe(403)
    expect(await status(test, { 'sec-fetch-site': 'cross-site' })).toBe(403)
    // Reads are never refused: a link from another site must still open the page.
    expect(
      await status(test, { 'sec-fetch-site': 'cross-site', origin: 'https://evil.example' }, 'GET'),
    ).toBe(404)
  })

  it('without Sec-Fetch-Site compares Origin with the scheme and Host of the request', async () => {
    const test = await app()
    // inject() sends `Host: localhost:80`; the default port is not part of an origin.
    expect(await status(test, { origin: 'http://localhost' })).toBe(404)
    expect(await status(test, { origin: 'http://localhost:80' })).toBe(404)
    expect(await status(test, { origin: 'https://localhost' })).toBe(403)
    expect(await status(test, { origin: 'http://localhost:8080' })).toBe(403)
    expect(await status(test, { origin: 'null' })).toBe(403)
  })

  it('uses PUBLIC_URL as the only origin when it is set', async () => {
    const test = await app({ PUBLIC_URL: 'https://www.example.com' })
    expect(await status(test, { origin: 'https://www.example.com' })).toBe(404)
    expect(await status(test, { origin: 'http://localhost' })).toBe(403)
  })

  it('believes X-Forwarded-Proto and -Host only under TRUST_PROXY', async () => {
    const forwarded = {
      origin: 'https://www.example.com',
      'x-forwarded-proto': 'https',
      'x-forwarded-host': 'www.example.com',
    }
    expect(await status(await app({ TRUST_PROXY: 'true' }), forwarded)).toBe(404)
    expect(await status(await app(), forwarded)).toBe(403)
  })

  it('answers the forms in the visitor language and the admin API in Turkish', async () => {
    const test = await app()
    const headers = { 'sec-fetch-site': 'cross-site', 'accept-language': 'en-GB,en;q=0.8' }
    const form = await test.inject({ method: 'POST', url: '/api/contact', headers })
    expect(form.statusCode).toBe(403)
    expect(form.json()).toEqual({
      success: false,
      error:
        'This request was refused because it was sent from another website. Please send the form from our website.',
    })
    const admin = await test.inject({ method: 'PUT', url: '/api/admin/contact', headers })
    expect(admin.statusCode).toBe(403)
    expect(admin.json()).toEqual({ success: false, error: 'Başka bir siteden gönderilen istek reddedildi' })
  })
})
