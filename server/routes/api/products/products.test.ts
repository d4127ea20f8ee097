import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { pickText } from '../../../../shared/i18n.ts'
import type { PageData } from '../../../../shared/page-data.ts'
import { matchesSearch } from '../../../../shared/search.ts'
import { createTestApp } from '../../../../test/helpers/app.ts'
import { PRODUCT_PAGE_SIZE } from '../../../repositories/public-content.ts'

let test: Awaited<ReturnType<typeof createTestApp>>
beforeAll(async () => {
  test = await createTestApp()
})
afterAll(() => test.close())

type Page = {
  items: { id: string; categoryId: string | null; category: { slug: string } | null }[]
  total: number
}

async function page(query: string): Promise<Page> {
  const response = await test.app.inject({ url: `/api/products/page?${query}` })
  expect(response.statusCode, query).toBe(200)
  return response.json() as Page
}

describe('GET /api/products/page', () => {
  it('answers one page of active products with the total, in stored order', async () => {
    const active = test.app.stores.products.data.filter((p) => p.is_active)
    const size = PRODUCT_PAGE_SIZE
    expect(active.length).toBeGreaterThan(size)
    const first = await page('')
    expect(first.total).toBe(active.length)
    expect(first.items.map((p) => p.id)).toEqual(active.slice(0, size).map((p) => p.id))
    const rest = await page(`offset=${size}&limit=100`)
    expect(rest.total).toBe(active.length)
    expect(rest.items.map((p) => p.id)).toEqual(active.slice(size).map((p) => p.id))
    const small = await page('offset=2&limit=3')
    expect(small.items.map((p) => p.id)).toEqual(active.slice(2, 5).map((p) => p.id))
    expect((await page('offset=500')).items).toEqual([])
  })

  it('filters by category slug and Turkish-aware search in the chosen language', async () => {
    const bolts = await page('category=civatalar')
    const boltIds = test.app.stores.products.data
      .filter((p) => p.is_active && p.categoryId === 'cat-bolts')
      .map((p) => p.id)
    expect(bolts.items.map((p) => p.id)).toEqual(boltIds)
    expect(bolts.items.every((p) => p.category?.slug === 'civatalar')).toBe(true)
    for (const q of ['CIVATA', 'civata', 'Cıvata', 'cıvata']) {
      const found = await page(`q=${encodeURIComponent(q)}`)
      const expected = test.app.stores.products.data.filter(
        (p) => p.is_active && matchesSearch(p.name_tr, 'cıvata'),
      )
      // Every product named so, and those first (a name outranks a description that mentions the word).
      expect(
        found.items
          .slice(0, expected.length)
          .map((p) => p.id)
          .sort(),
        q,
      ).toEqual(expected.map((p) => p.id).sort())
      expect(expected.length).toBeGreaterThan(0)
    }
    const english = await page('q=BOLT&lang=en')
    const englishIds = test.app.stores.products.data
      .filter((p) => p.is_active && /bolt/i.test(pickText(p, 'name', 'en')))
      .map((p) => p.id)
    expect(
      english.items
        .slice(0, englishIds.length)
        .map((p) => p.id)
        .sort(),
    ).toEqual(englishIds.sort())
    // Every language's text is searched whatever the reading language: an English word on the Turkish page.
    expect((await page('q=bolt&lang=tr')).items.map((p) => p.id).sort()).toEqual(
      english.items.map((p) => p.id).sort(),
    )
    expect((await page('category=no-such-category')).total).toBe(0)
  })

  it('refuses bad paging values and unknown keys', async () => {
    for (const query of ['limit=101', 'limit=0', 'offset=-1', 'offset=x', 'lang=de', 'other=1']) {
      const response = await test.app.inject({ url: `/api/products/page?${query}` })
      expect(response.statusCode, query).toBe(400)
    }
    expect((await page('limit=100')).items.length).toBe(
      test.app.stores.products.data.filter((p) => p.is_active).length,
    )
  })

  it('keeps GET /api/products answering the whole filtered array', async () => {
    const all = (await test.app.inject({ url: '/api/products?category=somunlar' })).json() as { id: string }[]
    const nuts = test.app.stores.products.data.filter((p) => p.is_active && p.categoryId === 'cat-nuts')
    expect(all.map((p) => p.id)).toEqual(nuts.map((p) => p.id))
  })
})

describe('products and product page data', () => {
  async function pageData(url: string): Promise<PageData> {
    const response = await test.app.inject({ url: `/api/page-data?url=${encodeURIComponent(url)}` })
    return response.json() as PageData
  }

  it('holds the first page of matches, the total and the filter of the URL', async () => {
    const data = await pageData('/en/urunler?category=civatalar&q=HEX')
    if (data.page !== 'products') throw new Error(`unexpected page ${data.page}`)
    const expected = test.app.stores.products.data.filter(
      (p) => p.is_active && p.categoryId === 'cat-bolts' && matchesSearch(p.name_en, 'hex'),
    )
    expect(expected.length).toBeGreaterThan(0)
    expect(data.data.cards.map((p) => p.id)).toEqual(expected.map((p) => p.id))
    // Cards hold the page language only: the English name, no Turkish record fields.
    expect(data.data.cards[0]).toMatchObject({ name: expected[0]!.name_en })
    expect(data.data.cards[0]).not.toHaveProperty('name_tr')
    expect(data.data).toMatchObject({ total: expected.length, offset: 0, pageSize: PRODUCT_PAGE_SIZE })
    expect(data.data.filter).toMatchObject({ category: 'civatalar', q: 'HEX' })
    const second = await pageData('/urunler?page=2')
    if (second.page !== 'products') throw new Error('not products')
    const active = test.app.stores.products.data.filter((p) => p.is_active)
    const size = PRODUCT_PAGE_SIZE
    expect(second.data.offset).toBe(size)
    expect(second.data.cards.map((p) => p.id)).toEqual(active.slice(size, 2 * size).map((p) => p.id))
    // a page past the end shows the last page rather than nothing
    const beyond = await pageData('/urunler?page=99')
    if (beyond.page !== 'products') throw new Error('not products')
    expect(beyond.data.offset).toBe(Math.floor((active.length - 1) / size) * size)
  })

  it('gives a product page up to four related products of its category', async () => {
    const product = test.app.stores.products.data.find((p) => p.is_active && p.categoryId === 'cat-bolts')!
    const data = await pageData(`/es/urunler/${product.slug}`)
    if (data.page !== 'product') throw new Error(`unexpected page ${data.page}`)
    expect(data.data.product.id).toBe(product.id)
    const others = test.app.stores.products.data.filter(
      (p) => p.is_active && p.categoryId === 'cat-bolts' && p.id !== product.id,
    )
    expect(data.data.related.map((p) => p.id)).toEqual(others.slice(0, 4).map((p) => p.id))
    const bolts = test.app.stores.categories.data.find((c) => c.id === 'cat-bolts')!
    expect(data.data.related.every((p) => p.category === (bolts.name_es || bolts.name_tr))).toBe(true)
  })
})
