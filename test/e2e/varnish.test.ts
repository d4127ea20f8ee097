import { existsSync } from 'node:fs'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { EDGE_PURGE_TIMING } from '../../server/cache/edge-purge.ts'
import { login } from '../helpers/http.ts'
import { type RunningServer, startServer } from '../helpers/server.ts'
import { type RunningVarnish, startVarnish, VARNISHD } from '../../scripts/varnish.ts'

/**
 * docs/varnish.vcl, run for real with Debian's varnishd in front of the production server, with the
 * app's CDN_PURGE_URLS pointing at it. Between the two sits a counting proxy, so a test knows what
 * reached the app. CI installs varnish (.ci/run); a missing varnishd fails this test, never skips it.
 */
type Answer = { status: number; headers: http.IncomingHttpHeaders; body: Buffer }

function get(url: string, headers: Record<string, string> = {}, method = 'GET'): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = http.request(url, { method, headers, agent: false }, (response) => {
      const chunks: Buffer[] = []
      response.on('data', (chunk: Buffer) => chunks.push(chunk))
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }),
      )
      response.on('error', reject)
    })
    request.on('error', reject)
    request.end()
  })
}

function decoded(answer: Answer): string {
  const encoding = answer.headers['content-encoding']
  if (encoding === 'br') return brotliDecompressSync(answer.body).toString('utf8')
  if (encoding === 'gzip') return gunzipSync(answer.body).toString('utf8')
  return answer.body.toString('utf8')
}

let app: RunningServer
let varnish: RunningVarnish | undefined
let counter: http.Server
let base: string
/** Requests that reached the app, by method and URL. */
const reached: string[] = []
const reachedCount = (line: string) => reached.filter((seen) => seen === line).length

beforeAll(async () => {
  expect(existsSync(VARNISHD), 'varnishd is not installed (apt-get install varnish)').toBe(true)
  // Varnish first, so the ban the app sends at start reaches it rather than waiting for a retry.
  const target: { app?: URL } = {}
  counter = http.createServer((request, response) => {
    reached.push(`${request.method} ${request.url}`)
    const appUrl = target.app
    if (!appUrl) return void response.writeHead(503).end()
    const upstream = http.request(
      {
        host: appUrl.hostname,
        port: appUrl.port,
        method: request.method,
        path: request.url,
        headers: request.headers,
      },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, answer.rawHeaders)
        answer.pipe(response)
      },
    )
    upstream.on('error', () => response.destroy())
    request.pipe(upstream)
  })
  await new Promise<void>((resolve) => counter.listen(0, '127.0.0.1', resolve))
  const counterPort = (counter.address() as AddressInfo).port

  varnish = await startVarnish(counterPort)
  base = varnish.url

  app = await startServer({ CDN_PURGE_URLS: base, EDGE_MAX_AGE_S: '300' })
  target.app = new URL(app.url)
  expect((await get(`${base}/healthz`)).status).toBe(200)
  // The start's ban and its settling one (edge-purge.ts) land before the tests count hits.
  const { quietMs, settleMs } = EDGE_PURGE_TIMING
  await new Promise((resolve) => setTimeout(resolve, quietMs + settleMs + 1_000))
  reached.length = 0
}, 120_000)

afterAll(async () => {
  await varnish?.stop()
  await app?.stop()
  await new Promise((resolve) => counter?.close(resolve))
})

describe('the sample Varnish config (docs/varnish.vcl)', () => {
  it('serves a page the second time from its cache, the app asked once', async () => {
    const first = await get(`${base}/urunler`, { 'accept-encoding': 'gzip' })
    expect(first.status).toBe(200)
    expect(first.headers['x-cache']).toBe('MISS')
    expect(first.headers['cache-control']).toBe(
      'public, max-age=0, must-revalidate, s-maxage=300, stale-while-revalidate=60',
    )
    await new Promise((resolve) => setTimeout(resolve, 1_100))
    const second = await get(`${base}/urunler`, { 'accept-encoding': 'gzip' })
    expect(second.headers['x-cache']).toBe('HIT')
    expect(Number(second.headers.age)).toBeGreaterThan(0)
    expect(decoded(second)).toBe(decoded(first))
    expect(reachedCount('GET /urunler')).toBe(1)
    // A browser revalidating with the ETag gets a 304 from Varnish itself.
    const revalidated = await get(`${base}/urunler`, {
      'accept-encoding': 'gzip',
      'if-none-match': String(first.headers.etag),
    })
    expect(revalidated.status).toBe(304)
    expect(reachedCount('GET /urunler')).toBe(1)
  })

  it('keeps a copy per encoding the app sends, each whole', async () => {
    const url = `${base}/en/hakkimizda`
    const answers = [
      await get(url, { 'accept-encoding': 'br, gzip' }),
      await get(url, { 'accept-encoding': 'gzip' }),
      await get(url),
    ]
    expect(answers.map((answer) => answer.headers['content-encoding'])).toEqual(['br', 'gzip', undefined])
    const texts = answers.map(decoded)
    expect(texts[0]).toContain('About Us')
    expect(new Set(texts).size).toBe(1)
    const again = [
      await get(url, { 'accept-encoding': 'gzip, deflate, br' }),
      await get(url, { 'accept-encoding': 'gzip' }),
    ]
    expect(again.map((answer) => answer.headers['x-cache'])).toEqual(['HIT', 'HIT'])
    expect(again[0]!.headers['content-encoding']).toBe('br')
  })

  it("still serves cached pages to a visitor with a language cookie, but never anyone's redirect", async () => {
    const cookie = { cookie: 'lang=en; _ga=GA1.1.123' }
    await get(`${base}/en/urunler`, cookie)
    const hit = await get(`${base}/en/urunler`, cookie)
    expect(hit.headers['x-cache']).toBe('HIT')
    expect(reachedCount('GET /en/urunler')).toBe(1)

    const redirected = await get(`${base}/`, { cookie: 'lang=en' })
    expect(redirected.status).toBe(302)
    expect(redirected.headers.location).toBe('/en')
    const home = await get(`${base}/`)
    expect(home.status).toBe(200)
    const homeAgain = await get(`${base}/`, { cookie: 'lang=tr' })
    expect(homeAgain.status).toBe(200)
    expect(homeAgain.headers['x-cache']).toBe('HIT')
    const redirectedAgain = await get(`${base}/`, { cookie: 'lang=es' })
    expect(redirectedAgain.status).toBe(302)
    expect(redirectedAgain.headers.location).toBe('/es')
    expect(redirectedAgain.headers['x-cache']).not.toBe('HIT')
  })

  it('never keeps the admin panel or its API, and passes posts through', async () => {
    for (const url of ['/admin', '/api/admin/products']) {
      const answers = [await get(`${base}${url}`), await get(`${base}${url}`)]
      expect(answers.map((answer) => answer.headers['x-cache'])).not.toContain('HIT')
      expect(answers[0]!.headers['cache-control']).toBe('private, no-store')
      expect(reachedCount(`GET ${url}`)).toBe(2)
    }
    const token = await login(base)
    expect(token).toBeTruthy()
    expect(reachedCount('POST /api/admin/auth/login')).toBe(1)
  })

  it('shows a content change made in the admin within 3 s, the ban sent by the app', async () => {
    const settingsUrl = `${base}/api/settings`
    await get(settingsUrl)
    expect((await get(settingsUrl)).headers['x-cache']).toBe('HIT')
    const aboutBefore = decoded(await get(`${base}/hakkimizda`))
    const name = `Kuzey Varnish ${Date.now()}`
    expect(aboutBefore).not.toContain(name)

    const token = await login(base)
    const saved = await fetch(`${base}/api/admin/settings`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ company_name: name }),
    })
    expect(saved.status).toBe(200)
    const savedAt = Date.now()
    let shown = false
    while (!shown && Date.now() - savedAt < 3_000) {
      const settings = JSON.parse(decoded(await get(settingsUrl))) as { company_name: string }
      shown = settings.company_name === name && decoded(await get(`${base}/hakkimizda`)).includes(name)
      if (!shown) await new Promise((resolve) => setTimeout(resolve, 100))
    }
    expect(shown, 'the change did not show through Varnish within 3 s').toBe(true)
    // Cached again afterwards: the ban dropped the old copy, not caching itself.
    expect((await get(settingsUrl)).headers['x-cache']).toBe('HIT')
  })

  it('takes bans and purges only from the machine itself, purging every encoding of a URL', async () => {
    const url = `${base}/en/cozumler`
    await get(url, { 'accept-encoding': 'br' })
    await get(url, { 'accept-encoding': 'gzip' })
    expect((await get(url, { 'accept-encoding': 'br' })).headers['x-cache']).toBe('HIT')
    expect((await get(url, { 'accept-encoding': 'br' }, 'PURGE')).status).toBe(200)
    expect((await get(url, { 'accept-encoding': 'br' })).headers['x-cache']).toBe('MISS')
    expect((await get(url, { 'accept-encoding': 'gzip' })).headers['x-cache']).toBe('MISS')
    // The ACL: a ban from another address (127.0.0.2 is this machine too, but not in the ACL) is refused.
    const refused = await new Promise<number>((resolve, reject) => {
      const { hostname, port } = new URL(base)
      const request = http.request(
        { host: hostname, port, method: 'BAN', path: '/', localAddress: '127.0.0.2', agent: false },
        (response) => resolve(response.statusCode ?? 0),
      )
      request.on('error', reject)
      request.end()
    })
    expect(refused).toBe(403)
    expect((await get(url, { 'accept-encoding': 'br' })).headers['x-cache']).toBe('HIT')
  })
})
