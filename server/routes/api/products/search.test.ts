import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Lang } from '../../../../shared/i18n.ts'
import type { PageData } from '../../../../shared/page-data.ts'
import { createTestApp } from '../../../../test/helpers/app.ts'
import { PRODUCT_PAGE_SIZE } from '../../../repositories/public-content.ts'

let test: Awaited<ReturnType<typeof createTestApp>>
beforeAll(async () => {
  test = await createTestApp()
})
afterAll(() => test.close())

const PREFIX: Record<Lang, string> = { tr: '', en: '/en', es: '/es' }

async function products(page: string): Promise<Extract<PageData, { page: 'products' }>['data']> {
  const response = await test.app.inject({ url: `/api/page-data?url=${encodeURIComponent(page)}` })
  const data = response.json() as PageData
  if (data.page !== 'products') throw new Error(data.page)
  return data.data
}

const ids = (list: { id: string }[]) => list.map((p) => p.id)

describe('one search engine for the API and the pages', () => {
  it.each([
    ['tr', 'paslanmaz'],
    ['tr', 'DIN 933 M10x40'],
    ['en', 'stainless hex bolt'],
    ['en', 'bolt'],
    ['es', 'tornillo cilíndrico allen'],
    ['es', 'tuerca'],
  ] as const)('answers the same products in the same order (%s "%s")', async (lang, q) => {
    const query = `q=${encodeURIComponent(q)}&lang=${lang}`
    const all = (await test.app.inject({ url: `/api/products?${query}` })).json() as { id: string }[]
    expect(all.length, q).toBeGreaterThan(0)
    const paged = (await test.app.inject({ url: `/api/products/page?${query}&limit=100` })).json()
    expect(ids(paged.items)).toEqual(ids(all))
    const page = await products(`${PREFIX[lang]}/urunler?q=${encodeURIComponent(q)}`)
    expect(page.total).toBe(all.length)
    expect(ids(page.cards)).toEqual(ids(all).slice(0, PRODUCT_PAGE_SIZE))
    expect(page.nearest).toEqual([])
  })

  it('reads the query in the language `lang` names (default tr)', async () => {
    const bare = (await test.app.inject({ url: '/api/products?q=civata' })).json() as { id: string }[]
    const tr = (await test.app.inject({ url: '/api/products?q=civata&lang=tr' })).json() as { id: string }[]
    expect(ids(bare)).toEqual(ids(tr))
    expect(bare.length).toBeGreaterThan(0)
  })

  it('offers the nearest products, the standards and the quote form when a search finds nothing', async () => {
    const q = 'paslanmaz kelebek somun'
    for (const lang of ['tr', 'en', 'es'] as const) {
      const page = await products(`${PREFIX[lang]}/urunler?q=${encodeURIComponent(q)}`)
      expect(page.total, lang).toBe(0)
      expect(page.nearest.length, lang).toBeGreaterThan(0)
      // The looser reading: the stainless nuts come before products that match one word only.
      const first = test.app.stores.products.data.find((p) => p.id === page.nearest[0]!.id)!
      expect(
        first.technical.materials.some((m) => m === 'a2' || m === 'a4'),
        lang,
      ).toBe(true)
      expect(first.name_tr.toLowerCase()).toContain('somun')
    }
    const html = await test.app.inject({ url: `/es/urunler?q=${encodeURIComponent(q)}` })
    expect(html.body).toContain('Productos más cercanos a su búsqueda')
    expect(html.body).toContain('href="/es/standartlar"')
    expect(html.body).toContain('Solicitar presupuesto')
    // A filter that finds nothing without a search has nothing to be near.
    expect((await products('/urunler?material=unobtainium')).nearest).toEqual([])
  })
})
