import { fieldOfVocabulary, paramOf } from '../../shared/catalogue/technical-fields.ts'
import type { Lang } from '../../shared/i18n.ts'
import {
  LIST_FACETS,
  type LengthRange,
  type ProductFilterQuery,
  type SearchReading,
} from '../../shared/product-facets.ts'
import {
  andInto,
  type Bitset,
  bitset,
  countAnd,
  fullBitset,
  hasBit,
  orInto,
  positions,
  setBit,
} from './bitset.ts'
import { type FacetIndex, PRODUCT_FACETS, type ProductFacet } from './facet-index.ts'
import { searchText } from './search-engine.ts'
import { readSearch } from './search-reading.ts'

/** Counts per value of every facet: each facet's counts apply every other facet's selection, not its own. */
export type FacetCounts = Record<ProductFacet | 'size', Map<string, number>> & {
  lengthBounds: { min: number; max: number } | null
}

export type FacetResult = {
  /** Positions in `index.products` of the matches: best first with a search, in stored order without. */
  matches: number[]
  counts: FacetCounts
  /** How the search box was read; null without a search. */
  reading: SearchReading | null
}

function inRange(length: number, range: LengthRange | null): boolean {
  if (range === null) return true
  // A row without a length (NaN) never matches a length range.
  return (range.min === null || length >= range.min) && (range.max === null || length <= range.max)
}

/** Products with at least one row whose size is one of `sizes` (any when empty) and whose length is in `range`. */
function rowMatches(index: FacetIndex, sizes: readonly string[], range: LengthRange | null): Bitset {
  const result = bitset(index.products.length)
  if (range === null) {
    for (const size of sizes) {
      const set = index.sizeSets.get(size)
      if (set) orInto(result, set)
    }
    return result
  }
  const wanted = new Uint8Array(index.sizeIds.length)
  for (const size of sizes) {
    const position = index.sizeIds.indexOf(size)
    if (position !== -1) wanted[position] = 1
  }
  const anySize = sizes.length === 0
  const { rowProduct, rowSize, rowLength } = index
  for (let row = 0; row < rowProduct.length; row++) {
    if ((anySize || wanted[rowSize[row]!] === 1) && inRange(rowLength[row]!, range))
      setBit(result, rowProduct[row]!)
  }
  return result
}

/** Products having any of `values` in a product facet (none for values nobody has). */
function anyOf(index: FacetIndex, facet: ProductFacet, values: readonly string[]): Bitset {
  const result = bitset(index.products.length)
  for (const value of values) {
    const set = index.sets[facet].get(value)
    if (set) orInto(result, set)
  }
  return result
}

type Search = { mask: Bitset; score: Map<number, number> }

/** A product that lists a standard the buyer typed outranks one found through its DIN/ISO equivalent. */
function standardScore(index: FacetIndex, reading: SearchReading, position: number): number {
  const listed = index.products[position]!.technical.standards
  if (reading.standards.includes(listed[0] ?? '')) return 2
  return listed.some((id) => reading.standards.includes(id)) ? 1 : 0
}

/**
 * The products the search box finds, with a score: every facet read from it (standards with their equivalents,
 * sizes on one row with the length, terms) and, for the text left, the search engine's matches. The score puts
 * a product whose main standard is the typed one first, then one listing it, then one found through the
 * equivalent; within each, the engine's text ranking.
 */
function searchMatches(index: FacetIndex, reading: SearchReading, lang: Lang): Search {
  const mask = fullBitset(index.products.length)
  if (reading.standards.length > 0) {
    andInto(mask, anyOf(index, 'standard', [...reading.standards, ...reading.equivalents]))
  }
  if (reading.sizes.length > 0 || reading.length)
    andInto(mask, rowMatches(index, reading.sizes, reading.length))
  // Terms of one vocabulary read as either of them, like ticked values of one facet.
  for (const kind of new Set(reading.terms.map((term) => term.kind))) {
    const facet = paramOf(fieldOfVocabulary(kind)) as ProductFacet | undefined
    const ids = reading.terms.filter((term) => term.kind === kind).map((term) => term.id)
    if (facet) andInto(mask, anyOf(index, facet, ids))
  }
  const text = reading.text ? searchText(index, reading.text, lang) : null
  if (text) {
    const found = bitset(index.products.length)
    for (const position of text.keys()) setBit(found, position)
    andInto(mask, found)
  }
  const best = text ? Math.max(1, ...text.values()) : 1
  const score = new Map<number, number>()
  for (const position of positions(mask)) {
    // Each step outweighs everything after it: the text's score is scaled into [0, 1].
    score.set(
      position,
      (reading.standards.length > 0 ? standardScore(index, reading, position) * 2 : 0) +
        (text?.get(position) ?? 0) / best,
    )
  }
  return { mask, score }
}

/** Runs a filter against the index: the matches and every facet's counts. */
export function queryFacets(index: FacetIndex, filter: ProductFilterQuery, lang: Lang): FacetResult {
  const count = index.products.length
  const selected: Partial<Record<ProductFacet, string[]>> = {}
  if (filter.category) selected.category = [filter.category]
  for (const facet of LIST_FACETS) {
    if (facet !== 'size' && filter[facet].length > 0) selected[facet] = filter[facet]
  }
  /** Each narrowing set, by what narrows it: a product facet, the size-table rows, or the search box. */
  const masks = new Map<ProductFacet | 'rows' | 'q', Bitset>()
  for (const facet of PRODUCT_FACETS) {
    const values = selected[facet]
    if (values) masks.set(facet, anyOf(index, facet, values))
  }
  const rowsSelected = filter.size.length > 0 || filter.length !== null
  if (rowsSelected) masks.set('rows', rowMatches(index, filter.size, filter.length))
  const q = filter.q.trim()
  const reading = q ? readSearch(q, index.vocabularies, lang) : null
  const search = reading ? searchMatches(index, reading, lang) : null
  if (search) masks.set('q', search.mask)

  const allBut = (left: string | null): Bitset => {
    const result = fullBitset(count)
    for (const [name, mask] of masks) if (name !== left) andInto(result, mask)
    return result
  }
  const all = allBut(null)

  const counts = { lengthBounds: null } as FacetCounts
  for (const facet of PRODUCT_FACETS) {
    const base = masks.has(facet) ? allBut(facet) : all
    const values = new Map<string, number>()
    for (const [value, set] of index.sets[facet]) values.set(value, countAnd(set, base))
    counts[facet] = values
  }
  const rowBase = rowsSelected ? allBut('rows') : all
  counts.size = sizeCounts(index, rowBase, filter.length)
  counts.lengthBounds = lengthBounds(index, rowBase, filter.size)
  const matches = positions(all)
  // Best first; equal scores keep the stored order (the sort is stable).
  if (search) matches.sort((a, b) => search.score.get(b)! - search.score.get(a)!)
  return { matches, counts, reading }
}

/** Products per size among `base`, counting only rows in the length range (same row as the size). */
function sizeCounts(index: FacetIndex, base: Bitset, range: LengthRange | null): Map<string, number> {
  const result = new Map<string, number>()
  if (range === null) {
    for (const [size, set] of index.sizeSets) result.set(size, countAnd(set, base))
    return result
  }
  const counted = new Int32Array(index.sizeIds.length).fill(-1)
  const totals = new Int32Array(index.sizeIds.length)
  const { rowProduct, rowSize, rowLength } = index
  for (let row = 0; row < rowProduct.length; row++) {
    const product = rowProduct[row]!
    const size = rowSize[row]!
    // Rows are stored product by product, so "counted for this product" is the last product seen per size.
    if (counted[size] !== product && hasBit(base, product) && inRange(rowLength[row]!, range)) {
      counted[size] = product
      totals[size]!++
    }
  }
  index.sizeIds.forEach((size, i) => result.set(size, totals[i]!))
  return result
}

/** Shortest and longest length among the rows of `base`'s products in the selected sizes. */
function lengthBounds(
  index: FacetIndex,
  base: Bitset,
  sizes: readonly string[],
): FacetCounts['lengthBounds'] {
  const wanted = new Uint8Array(index.sizeIds.length).fill(sizes.length === 0 ? 1 : 0)
  for (const size of sizes) {
    const position = index.sizeIds.indexOf(size)
    if (position !== -1) wanted[position] = 1
  }
  let min = Infinity
  let max = -Infinity
  const { rowProduct, rowSize, rowLength } = index
  for (let row = 0; row < rowProduct.length; row++) {
    const length = rowLength[row]!
    if (length === length && wanted[rowSize[row]!] === 1 && hasBit(base, rowProduct[row]!)) {
      if (length < min) min = length
      if (length > max) max = length
    }
  }
  return min === Infinity ? null : { min, max }
}

/**
 * When a search finds nothing: the products nearest to it, best first, at most `limit`. The looser reading: any
 * one of the facets read (a standard or its equivalent, a size, a term) or any word of the text, with more typos;
 * a product meeting more of them ranks higher. The page's other filters are left out, as they may be the cause.
 */
export function nearestMatches(index: FacetIndex, q: string, lang: Lang, limit: number): number[] {
  const reading = readSearch(q.trim(), index.vocabularies, lang)
  const parts: Bitset[] = []
  if (reading.standards.length > 0)
    parts.push(anyOf(index, 'standard', [...reading.standards, ...reading.equivalents]))
  if (reading.sizes.length > 0) parts.push(rowMatches(index, reading.sizes, null))
  for (const kind of new Set(reading.terms.map((term) => term.kind))) {
    const facet = paramOf(fieldOfVocabulary(kind)) as ProductFacet | undefined
    const ids = reading.terms.filter((term) => term.kind === kind).map((term) => term.id)
    if (facet) parts.push(anyOf(index, facet, ids))
  }
  const text = reading.text ? searchText(index, reading.text, lang, true) : new Map<number, number>()
  const best = Math.max(1, ...text.values())
  const score = new Map<number, number>()
  for (const part of parts)
    for (const position of positions(part)) score.set(position, (score.get(position) ?? 0) + 1)
  for (const [position, value] of text) score.set(position, (score.get(position) ?? 0) + value / best)
  return [...score.keys()].sort((a, b) => score.get(b)! - score.get(a)! || a - b).slice(0, limit)
}
