import { request as httpRequest, type IncomingHttpHeaders } from 'node:http'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp } from '../../test/helpers/app.ts'

let test: Awaited<ReturnType<typeof createTestApp>>
let app: FastifyInstance
let port: number
beforeAll(async () => {
  test = await createTestApp()
  app = test.app
  // Over real HTTP: the replay happens in the server's request handler, which `inject` does not go through.
  await app.listen({ port: 0, host: '127.0.0.1' })
  port = (app.server.address() as { port: number }).port
})
afterAll(() => test.close())

type Ask = { url: string; method?: 'GET' | 'HEAD'; headers?: Record<string, string> }
type Answer = { statusCode: number; headers: IncomingHttpHeaders; rawPayload: Buffer; body: string }

/** One request as a client sends it, with the answer's raw bytes (no decompression). */
function ask({ url, method = 'GET', headers = {} }: Ask): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const sent = httpRequest({ host: '127.0.0.1', port, path: url, method, headers }, (response) => {
      const chunks: Buffer[] = []
      response.on('data', (chunk: Buffer) => chunks.push(chunk))
      response.on('end', () => {
        const rawPayload = Buffer.concat(chunks)
        resolve({
          statusCode: response.statusCode ?? 0,
          headers: response.headers,
          rawPayload,
          body: rawPayload.toString(),
        })
      })
    })
    sent.on('error', reject)
    sent.end()
  })
}

/** Headers Node writes itself on each answer (the clock, the connection), which no cache can repeat. */
const PER_CONNECTION = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding'])
const comparable = (headers: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(headers).filter(([name]) => !PER_CONNECTION.has(name)))

/** Asks twice; says whether the second answer was a replay, and both answers. */
async function twice(options: Ask) {
  const first = await ask(options)
  const before = app.hotAnswers!.replayed
  const second = await ask(options)
  return { first, second, replayed: app.hotAnswers!.replayed - before }
}

const slug = () => app.stores.products.data[0]!.slug

describe('a cached page or public JSON asked again', () => {
  const urls = () => ['/', '/urunler', '/en/urunler', '/es/iletisim', `/urunler/${slug()}`, '/api/settings']
  const encodings = ['br, gzip', 'gzip, deflate', 'identity', undefined]

  it('is replayed with exactly the headers and bytes the full path sent, in every encoding', async () => {
    for (const url of urls()) {
      for (const encoding of encodings) {
        const headers: Record<string, string> = encoding === undefined ? {} : { 'accept-encoding': encoding }
        const { first, second, replayed } = await twice({ url, headers })
        expect(first.statusCode, url).toBe(200)
        // The full path may have answered the first time from the cache too; either way the next one is a replay.
        expect(replayed, `${url} ${encoding}`).toBe(1)
        expect(second.statusCode).toBe(200)
        expect(comparable(second.headers), `${url} ${encoding}`).toEqual(comparable(first.headers))
        expect(second.rawPayload.equals(first.rawPayload), `${url} ${encoding}`).toBe(true)
      }
    }
  })

  it('answers a matching ETag with the same 304 as the full path', async () => {
    const etag = (await ask({ url: '/urunler' })).headers.etag as string
    const { first, second, replayed } = await twice({ url: '/urunler', headers: { 'if-none-match': etag } })
    expect(first.statusCode).toBe(304)
    expect(replayed).toBe(1)
    expect(second.statusCode).toBe(304)
    expect(second.rawPayload.length).toBe(0)
    expect(comparable(second.headers)).toEqual(comparable(first.headers))
  })

  it('shows a content write at once: the old answer is never replayed after it', async () => {
    await twice({ url: '/hakkimizda' })
    const phone = '+90 555 000 11 22'
    await app.stores.settings.update((settings) => {
      settings.company_phone = phone
    })
    const before = app.hotAnswers!.replayed
    const after = await ask({ url: '/hakkimizda' })
    expect(app.hotAnswers!.replayed).toBe(before)
    expect(after.body).toContain(phone)
    // ...and the new answer is replayed from then on.
    expect((await twice({ url: '/hakkimizda' })).second.body).toContain(phone)
  })

  it('goes the full way for what it cannot repeat exactly', async () => {
    // Two spellings of the home page: the bare `/`'s answer varies by cookie, the other's does not.
    await twice({ url: '/' })
    await twice({ url: '/?utm_source=fair' })
    // The bare `/` varies by the language cookie: a visitor who chose English is still redirected.
    const chosen = await twice({ url: '/', headers: { cookie: 'lang=en' } })
    expect(chosen.replayed).toBe(0)
    expect(chosen.second.statusCode).toBe(302)
    expect(chosen.second.headers.location).toBe('/en')
    // A request with credentials, a HEAD, a visitor's own search: never replayed.
    for (const options of [
      { url: '/urunler', headers: { authorization: 'Bearer x' } },
      { url: '/urunler', method: 'HEAD' as const },
      { url: '/urunler?q=civata' },
    ]) {
      const { second, replayed } = await twice(options)
      expect(replayed, JSON.stringify(options)).toBe(0)
      expect(second.statusCode).toBe(200)
    }
    // An Accept-Encoding never seen goes the full way once, then has its own replay.
    const before = app.hotAnswers!.replayed
    const zstd = await ask({ url: '/urunler', headers: { 'accept-encoding': 'zstd' } })
    expect(app.hotAnswers!.replayed).toBe(before)
    expect(zstd.headers['content-encoding']).toBeUndefined()
    // A flood of invented spellings of one page cannot keep its own URL from being replayed once asked again.
    for (let n = 0; n < 40; n++) await twice({ url: `/katalog?utm_source=${n}` })
    expect((await twice({ url: '/katalog' })).replayed).toBe(1)
    // A spelling of a page's URL that is not its canonical one is answered, and replayed under that spelling.
    const odd = await twice({ url: '/urunler?utm_source=fair' })
    expect(odd.replayed).toBe(1)
    expect(odd.second.body).toBe((await ask({ url: '/urunler' })).body)
  })
})

describe('with the page cache off', () => {
  it('replays nothing: every request renders', async () => {
    const off = await createTestApp({ PAGE_CACHE: 'false' })
    try {
      expect(off.app.hotAnswers).toBeNull()
      expect((await off.app.inject({ url: '/urunler' })).statusCode).toBe(200)
    } finally {
      await off.close()
    }
  })
})
