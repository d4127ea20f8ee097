import { mkdtemp, rm } from 'node:fs/promises'
import { gunzipSync } from 'node:zlib'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { generateCatalogue, writeCatalogue } from '../../../../scripts/generate-catalogue.ts'
import { matchesSearch } from '../../../../shared/search.ts'
import type { PublicProduct } from '../../../../shared/schemas/product.ts'
import { createTestApp } from '../../../../test/helpers/app.ts'
import { PRODUCT_PAGE_SIZE } from '../../../repositories/public-content.ts'
import { heldMs, watchLoop } from '../../../../test/helpers/event-loop.ts'

const COUNT = 5000
let dataDir: string
let test: Awaited<ReturnType<typeof createTestApp>>
beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'catalogue-scale-'))
  await writeCatalogue(dataDir, COUNT)
  test = await createTestApp({ DATA_DIR: dataDir })
})
afterAll(async () => {
  await test?.close()
  await rm(dataDir, { recursive: true, force: true })
})

function stateOf(html: string) {
  const json = /<script id="page-state" type="application\/json">(.*?)<\/script>/s.exec(html)?.[1]
  return JSON.parse(json ?? 'null')
}

describe('a catalogue of 5,000 products', () => {
  it('is generated deterministically with unique slugs, sizes of our range and three languages', () => {
    const products = test.app.stores.products.data
    expect(products).toHaveLength(COUNT)
    expect(new Set(products.map((p) => p.slug)).size).toBe(COUNT)
    expect(generateCatalogue(50)).toEqual(products.slice(0, 50))
    for (const product of products.slice(0, 200)) {
      // Metric threads M2-M12, tapping screws ST2.2-ST6.3, rivets by diameter (shared/standards SIZE_KEYS).
      expect(product.name_tr).toMatch(/ (M(2|2\.5|3|4|5|6|8|10|12)|ST\d(\.\d)?|Ø ?\d|d\d)\b/)
      expect(product.name_en).not.toBe(product.name_tr)
      expect(product.name_es).not.toBe(product.name_tr)
      expect(product.main_image_url).toMatch(/^\/uploads\/demo\/[a-z-]+\.webp$/)
    }
  })

  it('renders /urunler?q=&category= on the server with only the first page of matches and the total', async () => {
    const named = test.app.stores.products.data.filter(
      (p) => p.is_active && p.categoryId === 'cat-bolts' && matchesSearch(p.name_tr, 'cıvata'),
    )
    expect(named.length).toBeGreaterThan(100)
    // The search engine's answer, best first: every bolt named so is among them.
    const ranked = (
      await test.app.inject({ url: '/api/products?q=CIVATA&category=civatalar' })
    ).json() as PublicProduct[]
    expect(ranked.map((p) => p.id)).toEqual(expect.arrayContaining(named.map((p) => p.id)))
    const expected = ranked
    const response = await test.app.inject({ url: '/urunler?q=CIVATA&category=civatalar' })
    expect(response.statusCode).toBe(200)
    const html = response.body
    expect(html.match(/<article class="product-card /g)).toHaveLength(PRODUCT_PAGE_SIZE)
    const state = stateOf(html).pageData
    expect(state.data.total).toBe(expected.length)
    expect(state.data.cards.map((p: { id: string }) => p.id)).toEqual(
      expected.slice(0, PRODUCT_PAGE_SIZE).map((p) => p.id),
    )
    expect(html).toContain(expected[0]!.name_tr)
    expect(html).not.toContain(`"${expected[PRODUCT_PAGE_SIZE]!.id}"`)
    // the found count and a link to the next page (works without JavaScript)
    expect(html).toContain(`${expected.length.toLocaleString('tr')} ürün bulundu`)
    expect(html).toContain('href="/urunler?category=civatalar&amp;q=CIVATA&amp;page=2"')
    // the first HTML stays small however big the catalogue is
    expect(Buffer.byteLength(html)).toBeLessThan(250_000)
  })

  it('pages through every match with GET /api/products/page, without gaps or repeats', async () => {
    const named = test.app.stores.products.data
      .filter((p) => p.is_active && matchesSearch(p.name_en, 'nut'))
      .map((p) => p.id)
    expect(named.length).toBeGreaterThan(500)
    const all = (await test.app.inject({ url: '/api/products?q=NUT&lang=en' })).json() as { id: string }[]
    const expected = all.map((p) => p.id)
    expect(expected).toEqual(expect.arrayContaining(named))
    const seen: string[] = []
    for (let offset = 0; offset < expected.length; offset += 100) {
      const response = await test.app.inject({
        url: `/api/products/page?q=NUT&lang=en&offset=${offset}&limit=100`,
      })
      const page = response.json() as { items: { id: string }[]; total: number; offset: number }
      expect(page.total).toBe(expected.length)
      expect(page.offset).toBe(offset)
      seen.push(...page.items.map((p) => p.id))
    }
    expect(seen).toEqual(expected)
    const end = await test.app.inject({ url: `/api/products/page?q=NUT&lang=en&offset=${expected.length}` })
    expect(end.json().items).toEqual([])
  })

  it('keeps the plain product list and the category counts whole', async () => {
    const active = test.app.stores.products.data.filter((p) => p.is_active)
    const list = (await test.app.inject({ url: '/api/products' })).json() as unknown[]
    expect(list).toHaveLength(active.length)
    const categories = (await test.app.inject({ url: '/api/categories' })).json() as {
      id: string
      _count: { products: number }
    }[]
    const nuts = categories.find((c) => c.id === 'cat-nuts')!
    expect(nuts._count.products).toBe(active.filter((p) => p.categoryId === 'cat-nuts').length)
  })

  it('answers the full list, however spelled, from one answer made once per content version without holding the loop', async () => {
    const active = test.app.stores.products.data.filter((p) => p.is_active)
    const gzip = { 'accept-encoding': 'gzip' }
    // As after a content write: the list is made anew.
    test.app.contentVersion.bump()
    // The longest the event loop is held while the list is made (a visitor's page waits that long).
    const loop = watchLoop()
    const firstStarted = performance.now()
    const first = await test.app.inject({ url: '/api/products', headers: gzip })
    const buildMs = performance.now() - firstStarted
    const longest = loop.stop()
    expect(first.statusCode).toBe(200)
    expect(first.headers['content-encoding']).toBe('gzip')
    const body = gunzipSync(first.rawPayload)
    expect(body.length).toBeGreaterThan(20_000_000)
    const list = JSON.parse(body.toString()) as { id: string; category: { id: string } | null }[]
    expect(list.map((p) => p.id)).toEqual(active.map((p) => p.id))
    expect(list[0]!.category?.id).toBe(active[0]!.categoryId)
    // What the whole list made at once holds the loop for, on this machine under its present load (the old way).
    const wholeMs = heldMs(() => JSON.stringify(list))
    // A slice at a time: never more than half of that (a few milliseconds on a quiet machine).
    expect(longest).toBeLessThan(Math.max(100, wholeMs / 2))
    // Every spelling of the same list is the same answer, served as made: no second build.
    for (const url of [
      '/api/products?lang=en',
      '/api/products?lang=es',
      '/api/products?',
      '/api/products?material=',
    ]) {
      const started = performance.now()
      const again = await test.app.inject({ url, headers: gzip })
      expect(performance.now() - started, url).toBeLessThan(buildMs / 4)
      expect(again.headers.etag, url).toBe(first.headers.etag)
      expect(again.rawPayload.equals(first.rawPayload), url).toBe(true)
    }
    // A client without gzip gets the same text.
    for (const accept of [undefined, 'br', 'identity']) {
      const plain = await test.app.inject({
        url: '/api/products?lang=en',
        headers: accept ? { 'accept-encoding': accept } : {},
      })
      expect(plain.headers['content-encoding'], accept).toBeUndefined()
      expect(Number(plain.headers['content-length']), accept).toBe(body.length)
      expect(plain.rawPayload.equals(body), accept).toBe(true)
    }
    expect(
      (
        await test.app.inject({
          url: '/api/products',
          headers: { ...gzip, 'if-none-match': first.headers.etag as string },
        })
      ).statusCode,
    ).toBe(304)
    // A filter is its own answer, under one canonical spelling.
    const a4 = await test.app.inject({ url: '/api/products?material=a4&material=a4&lang=es', headers: gzip })
    const a4Again = await test.app.inject({ url: '/api/products?material=a4', headers: gzip })
    expect(a4Again.headers.etag).toBe(a4.headers.etag)
    expect(JSON.parse(gunzipSync(a4.rawPayload).toString()).length).toBe(
      active.filter((p) => p.technical.materials.includes('a4')).length,
    )
  })
})
