import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import type { Readable } from 'node:stream'
import { describe, expect, it } from 'vitest'
import { gzipJsonArray } from './gzip-json-array.ts'
import { ResponseCache } from './response-cache.ts'
import { heldMs, watchLoop } from '../../test/helpers/event-loop.ts'

const big = (char: string) => `<p>${char.repeat(5000)}</p>`

describe('ResponseCache', () => {
  it('makes an answer once for concurrent misses on the same URL', async () => {
    const cache = new ResponseCache()
    let made = 0
    const make = async () => {
      made++
      await new Promise((resolve) => setTimeout(resolve, 20))
      return { text: big('a'), status: 200 }
    }
    const answers = await Promise.all(Array.from({ length: 50 }, () => cache.getOrMake('/x', 1, make)))
    expect(made).toBe(1)
    expect(new Set(answers).size).toBe(1)
    expect(cache.size.pages).toBe(1)
  })

  it('shares a failure with the waiting requests and tries again on the next miss', async () => {
    const cache = new ResponseCache()
    let calls = 0
    const failing = async () => {
      calls++
      throw new Error('render failed')
    }
    const results = await Promise.allSettled([
      cache.getOrMake('/x', 1, failing),
      cache.getOrMake('/x', 1, failing),
    ])
    expect(results.map((r) => r.status)).toEqual(['rejected', 'rejected'])
    expect(calls).toBe(1)
    const answer = await cache.getOrMake('/x', 1, () => ({ text: 'ok', status: 200 }))
    expect(answer.body.toString()).toBe('ok')
  })

  it('makes the answer again after a content write (new version)', async () => {
    const cache = new ResponseCache()
    await cache.getOrMake('/x', 1, () => ({ text: 'old', status: 200 }))
    expect((await cache.getOrMake('/x', 1, () => ({ text: 'unused', status: 200 }))).body.toString()).toBe(
      'old',
    )
    expect((await cache.getOrMake('/x', 2, () => ({ text: 'new', status: 200 }))).body.toString()).toBe('new')
  })

  it('compresses once per encoding for concurrent requests and serves what the client accepts', async () => {
    const cache = new ResponseCache()
    const page = cache.set('/x', big('b'), 200, 1)
    const brs = await Promise.all(Array.from({ length: 20 }, () => cache.encoded(page, 'gzip, deflate, br')))
    expect(new Set(brs.map((r) => r.body)).size).toBe(1)
    expect(brs[0]!.encoding).toBe('br')
    expect(brotliDecompressSync(brs[0]!.body as Buffer).toString()).toBe(big('b'))
    const gz = await cache.encoded(page, 'gzip')
    expect(gz.encoding).toBe('gzip')
    expect(gunzipSync(gz.body as Buffer).toString()).toBe(big('b'))
    expect((await cache.encoded(page, 'identity')).encoding).toBeUndefined()
    expect(cache.size.bytes).toBe(page.body.length + page.br!.length + page.gzip!.length)
  })

  it('stays within its byte bound, dropping the least recently used answers first', async () => {
    // Room for two answers of 5,007 bytes.
    const cache = new ResponseCache(12_000)
    cache.set('/a', big('a'), 200, 1)
    cache.set('/b', big('b'), 200, 1)
    cache.get('/a', 1)
    cache.set('/c', big('c'), 200, 1)
    expect(cache.size).toEqual({ pages: 2, bytes: 10_014 })
    expect(cache.get('/b', 1)).toBeUndefined()
    expect(cache.get('/a', 1)).toBeDefined()
    expect(cache.get('/c', 1)).toBeDefined()
  })

  it('keeps an array made gzip-compressed as it is: gzip to any client that takes it, a plain stream otherwise', async () => {
    const cache = new ResponseCache()
    const items = Array.from({ length: 1234 }, (_, i) => ({
      id: i,
      name: `Cıvata ${i}`,
      text: 'x'.repeat(i % 50),
    }))
    const made = await gzipJsonArray(items, (item) => ({ ...item, doubled: item.id * 2 }))
    const expected = JSON.stringify(items.map((item) => ({ ...item, doubled: item.id * 2 })))
    expect(made.bytes).toBe(Buffer.byteLength(expected))
    const page = cache.setGzipped('/api/products', { ...made, status: 200 }, 7)
    expect(page.etag).toMatch(/^W\/"7-/)
    for (const accept of ['gzip', 'br, gzip', 'gzip;q=0.5, br']) {
      const answer = await cache.encoded(page, accept)
      expect(answer.encoding, accept).toBe('gzip')
      expect(gunzipSync(answer.body as Buffer).toString()).toBe(expected)
    }
    for (const accept of ['', 'br', 'identity']) {
      const answer = await cache.encoded(page, accept)
      expect(answer.encoding, accept).toBeUndefined()
      expect(Buffer.concat(await (answer.body as Readable).toArray()).toString()).toBe(expected)
    }
    expect(cache.size).toEqual({ pages: 1, bytes: made.gzip.length })
    expect((await gzipJsonArray([], (item) => item)).gzip).toSatisfy(
      (gzip: Buffer) => gunzipSync(gzip).toString() === '[]',
    )
  })

  it('makes a large array without holding the event loop', async () => {
    const items = Array.from({ length: 20_000 }, (_, i) => ({
      id: i,
      rows: Array.from({ length: 50 }, (_, r) => [r, 'M8', 40]),
    }))
    const loop = watchLoop()
    const made = await gzipJsonArray(items, (item) => item)
    const longest = loop.stop()
    expect(made.bytes).toBeGreaterThan(10_000_000)
    // JSON.stringify of the whole array holds the loop for hundreds of milliseconds (measured here, under this
    // machine's present load); a slice for a few.
    const wholeMs = heldMs(() => JSON.stringify(items))
    expect(longest).toBeLessThan(Math.max(60, wholeMs / 2))
  })
})
