import { describe, expect, it } from 'vitest'
import { EMPTY_FILTER, LIST_FACETS, type ProductFilterQuery } from '../../shared/product-facets.ts'
import { FIXTURE_VOCABULARIES, fixtureCategorySlug, fixtureProducts } from '../../test/fixtures/catalogue.ts'
import { plainScan, plainScanWithCounts } from '../../test/fixtures/plain-scan.ts'
import { buildFacetIndex } from './facet-index.ts'
import { queryFacets } from './facet-query.ts'

const products = fixtureProducts(400, 30)
const index = buildFacetIndex(products, fixtureCategorySlug, FIXTURE_VOCABULARIES)
const filter = (part: Partial<ProductFilterQuery>): ProductFilterQuery => ({ ...EMPTY_FILTER, ...part })
const ids = (positions: number[]) => positions.map((p) => index.products[p]!.id)

const CASES: Record<string, Partial<ProductFilterQuery>> = {
  none: {},
  category: { category: 'civatalar' },
  standard: { standard: ['din-912'] },
  'two standards (OR)': { standard: ['din-912', 'din-934'] },
  material: { material: ['a2'] },
  'two materials (OR)': { material: ['a2', 'a4'] },
  class: { class: ['8.8'] },
  finish: { finish: ['zinc-white'] },
  head: { head: ['hex'] },
  drive: { drive: ['hex-socket'] },
  certificate: { certificate: ['3-1'] },
  size: { size: ['M10'] },
  'length range': { length: { min: 20, max: 60 } },
  'length from': { length: { min: 80, max: null } },
  'length to': { length: { min: null, max: 10 } },
  'size and length on one row': { size: ['M3'], length: { min: 100, max: 120 } },
  combined: {
    category: 'civatalar',
    material: ['steel'],
    class: ['8.8', '10.9'],
    size: ['M8', 'M10'],
    length: { min: 30, max: 60 },
    finish: ['zinc-white'],
  },
  'unknown value': { material: ['unobtainium'] },
}

describe('the facet engine', () => {
  for (const [name, part] of Object.entries(CASES)) {
    it(`filters and counts like a plain scan: ${name}`, () => {
      const query = filter(part)
      const result = queryFacets(index, query, 'en')
      const expected = plainScanWithCounts(products, fixtureCategorySlug, query, 'en')
      expect(ids(result.matches)).toEqual(expected.matches.map((p) => p.id))
      for (const facet of ['category', ...LIST_FACETS] as const) {
        const nonZero = new Map([...result.counts[facet]].filter(([, n]) => n > 0))
        expect(nonZero, facet).toEqual(expected.counts[facet])
      }
    })
  }

  it('counts each facet without its own selection (disjunctive) and with all the others', () => {
    // A product has one material: among the a2 matches no product is also a4, so a conjunctive count says 0.
    const result = queryFacets(index, filter({ material: ['a2'], size: ['M8'] }), 'en')
    const a4 = plainScan(products, fixtureCategorySlug, filter({ material: ['a4'], size: ['M8'] }), 'en')
    expect(a4.length).toBeGreaterThan(0)
    expect(result.matches.length).toBeGreaterThan(0)
    expect(result.counts.material.get('a4')).toBe(a4.length)
    expect(result.counts.material.get('a2')).toBe(result.matches.length)
    // The other facets apply the material: a size count is the a2 products with that size.
    const m10 = plainScan(products, fixtureCategorySlug, filter({ material: ['a2'], size: ['M10'] }), 'en')
    expect(result.counts.size.get('M10')).toBe(m10.length)
  })

  it('matches size and length on the same row, not on two different rows', () => {
    const product = {
      ...products[0]!,
      id: 'two-rows',
      is_active: true,
      sizes: [
        { size: 'M4', length: 10, stock: 'stock' as const, weight_per_1000: null },
        { size: 'M12', length: 100, stock: 'stock' as const, weight_per_1000: null },
      ],
    }
    const small = buildFacetIndex([product], fixtureCategorySlug, FIXTURE_VOCABULARIES)
    expect(
      queryFacets(small, filter({ size: ['M4'], length: { min: 100, max: 100 } }), 'en').matches,
    ).toEqual([])
    expect(
      queryFacets(small, filter({ size: ['M12'], length: { min: 100, max: 100 } }), 'en').matches,
    ).toEqual([0])
    const counts = queryFacets(small, filter({ length: { min: 50, max: null } }), 'en').counts
    expect(counts.size.get('M4')).toBe(0)
    expect(counts.size.get('M12')).toBe(1)
    expect(counts.lengthBounds).toEqual({ min: 10, max: 100 })
  })

  it('reads the search box into facets and finds DIN equivalents of an ISO number', () => {
    const iso = queryFacets(index, filter({ q: 'ISO 4017' }), 'en')
    expect(iso.reading?.standards).toEqual(['iso-4017'])
    expect(iso.reading?.equivalents).toEqual(['din-933'])
    const either = plainScan(
      products,
      fixtureCategorySlug,
      filter({ standard: ['din-933', 'iso-4017'] }),
      'en',
    )
    // The same products, those listing ISO 4017 first (then those found through DIN 933), each in stored order.
    const listsIso = (p: (typeof products)[number]) => p.technical.standards.includes('iso-4017')
    expect(ids(iso.matches)).toEqual([
      ...either.filter((p) => p.technical.standards[0] === 'iso-4017').map((p) => p.id),
      ...either.filter((p) => p.technical.standards[0] !== 'iso-4017' && listsIso(p)).map((p) => p.id),
      ...either.filter((p) => !listsIso(p)).map((p) => p.id),
    ])

    const bolt = queryFacets(index, filter({ q: 'M4x20 8.8' }), 'en')
    const expected = plainScan(
      products,
      fixtureCategorySlug,
      filter({ size: ['M4'], length: { min: 20, max: 20 }, class: ['8.8'] }),
      'en',
    )
    expect(expected.length).toBeGreaterThan(0)
    expect(ids(bolt.matches)).toEqual(expected.map((p) => p.id))
  })
})
