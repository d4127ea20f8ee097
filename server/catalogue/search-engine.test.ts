import { describe, expect, it } from 'vitest'
import type { Lang } from '../../shared/i18n.ts'
import { EMPTY_FILTER, LIST_FACETS, type ProductFilterQuery } from '../../shared/product-facets.ts'
import type { Product } from '../../shared/schemas/product.ts'
import type { Vocabularies } from '../../shared/schemas/technical.ts'
import { foldForSearch } from '../../shared/search.ts'
import { seedContent } from '../seed/content/index.ts'
import { buildFacetIndex, facetValues, type FacetIndex } from './facet-index.ts'
import { queryFacets } from './facet-query.ts'
import { prepareSearch } from './search-engine.ts'
import { generateCatalogue } from '../../scripts/generate-catalogue.ts'
import { heldMs, watchLoop } from '../../test/helpers/event-loop.ts'

/*
 * The search box against the demo catalogue, in three languages. Expected sets come from the demo data (a
 * material's products, a synonym's terms), so a change of the seed changes them with it.
 */
const seed = seedContent()
const slugs = new Map(seed.categories.map((c) => [c.id, c.slug]))
const build = (products: Product[], vocabularies: Vocabularies) =>
  buildFacetIndex(products, (id) => slugs.get(id), vocabularies)
const index = build(seed.products, seed.vocabularies)

const filter = (part: Partial<ProductFilterQuery>): ProductFilterQuery => ({ ...EMPTY_FILTER, ...part })
const search = (q: string, lang: Lang, at: FacetIndex<Product> = index) =>
  queryFacets(at, filter({ q }), lang).matches.map((p) => at.products[p]!)
const ids = (products: readonly { id: string }[]) => products.map((p) => p.id)
const sorted = (products: readonly { id: string }[]) => ids(products).sort()

/** Products having one of the terms of `kind` that list `word` among their synonyms. */
function bySynonym(kind: 'materials' | 'finishes', word: string): string[] {
  const terms = new Set(
    seed.vocabularies[kind]
      .filter((t) => (t.synonyms ?? []).some((s) => foldForSearch(s) === foldForSearch(word)))
      .map((t) => t.id),
  )
  const facet = kind === 'materials' ? 'material' : 'finish'
  return sorted(index.products.filter((p) => facetValues(p, facet).some((id) => terms.has(id))))
}
const withStandard = (id: string) => index.products.filter((p) => p.technical.standards.includes(id))
const theOne = (standard: string) => {
  const found = withStandard(standard)
  expect(found).toHaveLength(1)
  return found[0]!
}

describe('the search engine over the demo catalogue', () => {
  const stainless = sorted(
    index.products.filter((p) => facetValues(p, 'material').some((m) => m === 'a2' || m === 'a4')),
  )
  it.each([
    ['stainless', 'en'],
    ['paslanmaz', 'tr'],
    ['Paslanmaz Çelik', 'tr'],
    ['paslanmaz celik', 'tr'],
    ['inoxidable', 'es'],
    ['inox', 'es'],
    ['inox', 'tr'],
    ['stainless', 'tr'],
  ] as const)('"%s" (%s) finds exactly the A2 and A4 products', (q, lang) => {
    expect(stainless.length).toBeGreaterThan(5)
    expect(sorted(search(q, lang))).toEqual(stainless)
  })

  it.each([
    ['zinc', 'en'],
    ['çinko', 'tr'],
    ['cinko', 'tr'],
    ['galvaniz', 'tr'],
    ['cincado', 'es'],
    ['zincado', 'es'],
  ] as const)('"%s" (%s) finds the products of every finish with that synonym', (q, lang) => {
    const expected = bySynonym('finishes', q)
    expect(expected.length).toBeGreaterThan(5)
    expect(sorted(search(q, lang))).toEqual(expected)
  })

  it.each([
    ['allen', 'tr'],
    ['imbus', 'en'],
    ['allen', 'es'],
    ['socket', 'en'],
  ] as const)('trade name "%s" (%s) finds every hex socket product', (q, lang) => {
    const sockets = ids(index.products.filter((p) => p.technical.drive === 'hex-socket'))
    expect(sockets.length).toBeGreaterThan(2)
    expect(ids(search(q, lang))).toEqual(expect.arrayContaining(sockets))
  })

  it.each([
    ['fiberli', 'en'],
    ['autoblocante', 'tr'],
    ['lock nut', 'es'],
    ['fiberli somun', 'tr'],
  ] as const)('"%s" (%s) finds the nylon insert lock nut first', (q, lang) => {
    expect(search(q, lang)[0]?.id).toBe(theOne('din-985').id)
  })

  it('reads a standard in every spelling, and ISO 4017 finds the DIN 933 product through its equivalent', () => {
    const din933 = theOne('din-933')
    for (const q of ['933', 'DIN933', 'DIN 933', 'din 933', 'ISO 4017', 'iso4017']) {
      expect(ids(search(q, 'tr')), q).toContain(din933.id)
    }
    expect(sorted(search('933', 'en'))).toEqual(sorted(search('DIN 933', 'es')))
  })

  it('reads a size in every spelling: M8x30, M8 x 30, M8×30, M8 30, m8x30', () => {
    const rowOf = (p: Product) => p.sizes.some((row) => row.size === 'M8' && row.length === 30)
    const expected = sorted(index.products.filter(rowOf))
    expect(expected.length).toBeGreaterThan(1)
    for (const q of ['M8x30', 'M8 x 30', 'M8×30', 'M8 30', 'm8x30', 'M8*30']) {
      const found = queryFacets(index, filter({ q }), 'en')
      expect(found.reading?.sizes, q).toEqual(['M8'])
      expect(found.reading?.length, q).toEqual({ min: 30, max: 30 })
      expect(sorted(found.matches.map((p) => index.products[p]!)), q).toEqual(expected)
    }
    // A space before a standard's number is no length: "M8 933" is the size and DIN 933.
    const m8din = queryFacets(index, filter({ q: 'M8 933' }), 'en').reading
    expect(m8din?.standards).toEqual(['din-933'])
    expect(m8din?.length).toBeNull()
  })

  it('puts the product of the exact standard and size first (DIN 933 M10x40)', () => {
    for (const lang of ['tr', 'en', 'es'] as const) {
      expect(search('DIN 933 M10x40', lang)[0]?.id, lang).toBe(theOne('din-933').id)
      expect(search('ISO 4017 M10x40', lang)[0]?.id, lang).toBe(
        withStandard('iso-4017').find((p) => p.technical.standards[0] === 'iso-4017')?.id ??
          theOne('din-933').id,
      )
    }
  })

  it('folds Turkish letters so ASCII typing finds Turkish words', () => {
    const bolts = ids(search('cıvata', 'tr'))
    expect(bolts.length).toBeGreaterThan(3)
    expect(ids(search('civata', 'tr'))).toEqual(bolts)
    expect(ids(search('CIVATA', 'tr'))).toEqual(bolts)
    expect(ids(search('alti kose somun', 'tr'))).toContain(theOne('din-934').id)
    expect(ids(search('ALTI KÖŞE SOMUN', 'tr'))).toContain(theOne('din-934').id)
  })

  it('stems per language: "tornillo cilíndrico allen" finds the DIN 912 product (its name says "cilíndrica")', () => {
    expect(ids(search('tornillo cilíndrico allen', 'es'))).toContain(theOne('din-912').id)
    expect(ids(search('arandelas planas', 'es'))).toContain(theOne('din-125').id)
    expect(ids(search('washers', 'en'))).toContain(theOne('din-125').id)
    expect(ids(search('cıvatalar', 'tr'))).toContain(theOne('din-933').id)
  })

  it('forgives one typo on a longer word and finds by prefix', () => {
    expect(sorted(search('stainles', 'en'))).toEqual(expect.arrayContaining(stainless))
    expect(ids(search('hexagn nut', 'en'))).toContain(theOne('din-934').id)
    expect(ids(search('wash', 'en'))).toContain(theOne('din-125').id)
    // Short words need their letters: "nut" has no typo tolerance to find "not" or "cut".
    expect(search('xyzzy', 'en')).toEqual([])
  })

  it('takes effect for a synonym the admin adds to a term', () => {
    const word = 'kurbağacık'
    expect(search(word, 'tr')).toEqual([])
    const vocabularies = structuredClone(seed.vocabularies)
    vocabularies.drives.find((t) => t.id === 'hex-socket')!.synonyms!.push(word)
    const edited = build(seed.products, vocabularies)
    const sockets = sorted(edited.products.filter((p) => p.technical.drive === 'hex-socket'))
    expect(sorted(search('kurbagacik', 'en', edited))).toEqual(sockets)
    // A material synonym is read as the facet: the reading names the term.
    vocabularies.materials.find((t) => t.id === 'brass')!.synonyms = ['sarı metal']
    const brass = build(seed.products, vocabularies)
    const reading = queryFacets(brass, filter({ q: 'sari metal' }), 'es').reading
    expect(reading?.terms).toEqual([{ kind: 'materials', id: 'brass', label: 'Latón' }])
  })

  it('updates one changed product without losing the others', () => {
    const products = structuredClone(seed.products)
    const first = build(products, seed.vocabularies)
    expect(search('kelebek', 'tr', first)).toEqual([])
    const changed = { ...products[3]!, name_tr: 'Kelebek Somun' }
    const next = build(products.with(3, changed), seed.vocabularies)
    expect(ids(search('kelebek', 'tr', next))).toEqual([changed.id])
    expect(ids(search('kelebek', 'tr', first))).toEqual([])
    expect(sorted(search('stainless', 'en', next))).toEqual(stainless)
  })

  it('combines the search with facets and counts each facet among the search matches', () => {
    const q = 'paslanmaz'
    const all = queryFacets(index, filter({ q }), 'tr')
    for (const facet of LIST_FACETS) {
      if (facet === 'size') continue
      for (const [value, count] of all.counts[facet]) {
        const narrowed = queryFacets(index, filter({ q, [facet]: [value] }), 'tr')
        expect(narrowed.matches.length, `${facet}=${value}`).toBe(count)
        // Narrowing keeps the ranking order of the search.
        const order = all.matches.filter((p) => narrowed.matches.includes(p))
        expect(narrowed.matches).toEqual(order)
      }
    }
    for (const [size, count] of all.counts.size) {
      expect(queryFacets(index, filter({ q, size: [size] }), 'tr').matches.length, size).toBe(count)
    }
  })
})

describe('making the engine', () => {
  it('is done a slice per loop turn before the first search, which then finds it made', async () => {
    const products = generateCatalogue(3000, 20)
    // Its own vocabularies object: an engine is made per set of vocabularies, so no other test's engine serves.
    const fresh = () => build(products, structuredClone(seed.vocabularies))
    const atOnce = heldMs(() => queryFacets(fresh(), filter({ q: 'cıvata' }), 'tr'))

    // The better of two makings: one garbage collection of the engine made at once, landing inside the watch,
    // would hold the loop as long as no slice ever does.
    const made = [fresh(), fresh()]
    const held: number[] = []
    for (const index of made) {
      const loop = watchLoop()
      await prepareSearch(index)
      held.push(loop.stop())
    }
    const large = made[1]!
    const first = heldMs(() => queryFacets(large, filter({ q: 'cıvata' }), 'tr'))

    // Made at once, the engine holds the loop for the whole catalogue; sliced, for a hundred products at a time.
    expect(Math.min(...held)).toBeLessThan(atOnce / 4)
    expect(first).toBeLessThan(atOnce / 4)
    expect(queryFacets(large, filter({ q: 'cıvata' }), 'tr').matches.length).toBeGreaterThan(0)
  })
})
