import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { PageData } from '../../../../shared/page-data.ts'
import { LIST_FACETS, type ListFacet } from '../../../../shared/product-facets.ts'
import { fieldOfParam, type IdFieldKey } from '../../../../shared/catalogue/technical-fields.ts'
import type { Product } from '../../../../shared/schemas/product.ts'
import { idsOf } from '../../../../shared/schemas/technical.ts'
import { createTestApp } from '../../../../test/helpers/app.ts'
import { PRODUCT_PAGE_SIZE } from '../../../repositories/public-content.ts'

let test: Awaited<ReturnType<typeof createTestApp>>
beforeAll(async () => {
  test = await createTestApp()
})
afterAll(() => test.close())

type Filter = Partial<Record<ListFacet, string[]>> & { length?: [number | null, number | null] }
type PageReply = { items: { id: string }[]; total: number; facets: Record<ListFacet, Record<string, number>> }

/** An oracle written apart from the engine: the contract's rules read literally, one product at a time. */
function technicalValues(product: Product, facet: Exclude<ListFacet, 'size'>): readonly string[] {
  return idsOf(product.technical, fieldOfParam(facet) as IdFieldKey)
}

function matches(product: Product, filter: Filter): boolean {
  for (const facet of LIST_FACETS) {
    const wanted = filter[facet]
    if (!wanted?.length || facet === 'size') continue
    if (!technicalValues(product, facet).some((value) => wanted.includes(value))) return false
  }
  if (!filter.size?.length && !filter.length) return true
  // size and length on the SAME row
  return product.sizes.some((row) => {
    if (filter.size?.length && !filter.size.includes(row.size)) return false
    if (!filter.length) return true
    const [min, max] = filter.length
    return row.length !== null && (min === null || row.length >= min) && (max === null || row.length <= max)
  })
}

const active = () => test.app.stores.products.data.filter((p) => p.is_active)
const expectedIds = (filter: Filter) =>
  active()
    .filter((p) => matches(p, filter))
    .map((p) => p.id)

function queryOf(filter: Filter): string {
  const query = new URLSearchParams()
  for (const facet of LIST_FACETS) for (const value of filter[facet] ?? []) query.append(facet, value)
  if (filter.length) query.set('length', `${filter.length[0] ?? ''}-${filter.length[1] ?? ''}`)
  return query.toString()
}

async function list(filter: Filter): Promise<string[]> {
  const response = await test.app.inject({ url: `/api/products?${queryOf(filter)}` })
  expect(response.statusCode).toBe(200)
  return (response.json() as { id: string }[]).map((p) => p.id)
}

async function page(filter: Filter): Promise<PageReply> {
  const response = await test.app.inject({ url: `/api/products/page?limit=100&${queryOf(filter)}` })
  expect(response.statusCode).toBe(200)
  return response.json() as PageReply
}

/** The disjunctive count of each value: the filter with that facet's selection replaced by the value alone. */
function expectedCounts(filter: Filter, facet: ListFacet): Record<string, number> {
  const values = new Set(
    active().flatMap((p) => (facet === 'size' ? p.sizes.map((r) => r.size) : technicalValues(p, facet))),
  )
  const counts: Record<string, number> = {}
  for (const value of values) {
    const count = expectedIds({ ...filter, [facet]: [value] }).length
    if (count > 0) counts[value] = count
  }
  return counts
}

/** Every value the demo data uses for a facet. */
function valuesOf(facet: ListFacet): string[] {
  return [
    ...new Set(
      active().flatMap((p) => (facet === 'size' ? p.sizes.map((r) => r.size) : technicalValues(p, facet))),
    ),
  ].sort()
}

describe('GET /api/products with facets (demo data)', () => {
  it('filters by every value of every facet, and counts each value as the oracle does', async () => {
    for (const facet of LIST_FACETS) {
      const values = valuesOf(facet)
      expect(values.length, facet).toBeGreaterThan(0)
      for (const value of values) {
        const filter = { [facet]: [value] }
        const ids = expectedIds(filter)
        expect(ids.length, `${facet}=${value}`).toBeGreaterThan(0)
        expect(await list(filter), `${facet}=${value}`).toEqual(ids)
      }
      const unfiltered = await page({})
      const counts = Object.fromEntries(Object.entries(unfiltered.facets[facet]).filter(([, n]) => n > 0))
      expect(counts, facet).toEqual(expectedCounts({}, facet))
    }
  })

  it('ORs values inside a facet, ANDs across facets, and counts each facet without its own selection', async () => {
    const [first, second] = valuesOf('material')
    const filter: Filter = { material: [first!, second!], size: ['M10'] }
    const ids = expectedIds(filter)
    expect(ids.length).toBeGreaterThan(0)
    expect(ids.length).toBeLessThan(expectedIds({ material: [first!, second!] }).length)
    expect(await list(filter)).toEqual(ids)
    const reply = await page(filter)
    expect(reply.total).toBe(ids.length)
    expect(reply.items.map((p) => p.id)).toEqual(ids)
    for (const facet of ['material', 'size', 'class', 'standard'] as const) {
      const counts = Object.fromEntries(Object.entries(reply.facets[facet]).filter(([, n]) => n > 0))
      expect(counts, facet).toEqual(expectedCounts(filter, facet))
    }
  })

  it('matches size and length on the same size-table row, with open-ended ranges', async () => {
    for (const filter of [
      { size: ['M10'], length: [40, 40] },
      { size: ['M4'], length: [100, null] },
      { length: [null, 10] },
      { size: ['M6', 'M8'], length: [20, 60] },
    ] satisfies Filter[]) {
      expect(await list(filter), JSON.stringify(filter)).toEqual(expectedIds(filter))
    }
    // a product with an M10 row and a 40 mm row but no M10 x 40 row is not an M10 x 40 product
    const split = active().find(
      (p) =>
        p.sizes.some((r) => r.size === 'M4') &&
        p.sizes.some((r) => r.length === 120) &&
        !p.sizes.some((r) => r.size === 'M4' && r.length === 120),
    )
    if (split) expect(await list({ size: ['M4'], length: [120, 120] })).not.toContain(split.id)
  })

  it('answers the spec’s full array without parameters, and nothing for an unknown value', async () => {
    const all = (await test.app.inject({ url: '/api/products' })).json() as { id: string }[]
    expect(all.map((p) => p.id)).toEqual(active().map((p) => p.id))
    expect(await list({ material: ['unobtainium'] })).toEqual([])
  })
})

describe('/urunler with facets', () => {
  async function pageData(url: string): Promise<PageData> {
    return (
      await test.app.inject({ url: `/api/page-data?url=${encodeURIComponent(url)}` })
    ).json() as PageData
  }

  it('lists the filtered cards and panel values with counts in the page language', async () => {
    const [material] = valuesOf('material')
    const ids = expectedIds({ material: [material!], size: ['M10'] })
    const data = await pageData(`/es/urunler?size=M10&material=${material}`)
    if (data.page !== 'products') throw new Error(data.page)
    expect(data.data.cards.map((c) => c.id)).toEqual(ids.slice(0, PRODUCT_PAGE_SIZE))
    expect(data.data.total).toBe(ids.length)
    const term = test.app.stores.vocabularies.data.materials.find((t) => t.id === material)!
    const shown = data.data.facets.material.find((v) => v.id === material)
    expect(shown).toMatchObject({ label: term.label_es, count: ids.length, selected: true })
    expect(data.data.facets.size.map((v) => v.id)).toEqual(
      valuesOf('size')
        .filter((size) => expectedCounts({ material: [material!] }, 'size')[size])
        .sort(
          (a, b) =>
            data.data.facets.size.findIndex((v) => v.id === a) -
            data.data.facets.size.findIndex((v) => v.id === b),
        ),
    )
  })

  it('renders the form, chips and the DIN/ISO hint on the server (no JavaScript needed)', async () => {
    const [material] = valuesOf('material')
    const html = (await test.app.inject({ url: `/en/urunler?material=${material}&length=20-60` })).body
    const box = html.match(new RegExp(`<input[^>]*value="${material}"[^>]*>`))?.[0]
    expect(box).toContain('name="material"')
    expect(box).toContain('checked=""')
    expect(html).toContain('class="filter-chip"')
    expect(html).toContain('Length 20–60 mm')
    expect(html).toMatch(/<input[^>]*name="length"[^>]*value="20"/)
    const iso = (await test.app.inject({ url: '/en/urunler?q=ISO%204017' })).body
    expect(iso).toContain('also shows products made to its equivalent DIN 933')
  })

  it('embeds lean pages: /urunler and /es/urunler stay under 60 KB of HTML', async () => {
    for (const url of ['/urunler', '/es/urunler']) {
      const html = (await test.app.inject({ url })).body
      // no full product records (three languages) in the page state, only cards
      expect(html.includes('"description_tr"'), url).toBe(false)
      expect(Buffer.byteLength(html), url).toBeLessThan(60 * 1024)
    }
  })
})
