/**
 * The product list's filter as URL parameters: `category`, `q`, and a parameter per facet of the technical-field
 * registry (`standard`, `size`, `length` as `20-60`, `20-` or `-60`, `material`, `class`, ...). A repeated facet
 * (`material=a2&material=a4`) means either value; different facets must all hold. One module for the values (the
 * names and their canonical order: shared/product-params.ts) and the length syntax, read by the page, the API, the
 * response cache and the browser.
 */

import type { VocabularyKind } from './catalogue/technical-fields.ts'
import { LIST_FACETS, type ListFacet, PRODUCT_PARAMS } from './product-params.ts'

export { LIST_FACETS, type ListFacet, PRODUCT_PARAMS }

/** Lengths are whole or decimal millimetres within a generous bound (our range is 3-120 mm). */
const MAX_LENGTH = 10_000

/** A length range in mm, either end open. */
export type LengthRange = { min: number | null; max: number | null }

/** `20-60`, `20-`, `-60`, `40` (exactly 40); null when the text is no range (invented or empty). */
export function parseLengthRange(text: string | null | undefined): LengthRange | null {
  const match = /^\s*(\d{1,5}(?:\.\d{1,2})?)?\s*(-)?\s*(\d{1,5}(?:\.\d{1,2})?)?\s*$/.exec(text ?? '')
  if (!match || (match[1] === undefined && match[3] === undefined)) return null
  const min = match[1] === undefined ? null : Number(match[1])
  const max = match[2] === undefined ? min : match[3] === undefined ? null : Number(match[3])
  if ((min ?? 0) > MAX_LENGTH || (max ?? 0) > MAX_LENGTH) return null
  if (min !== null && max !== null && min > max) return null
  return { min, max }
}

/** The canonical text of a range: `20-60`, `20-`, `-60`, `40-40`. */
export function formatLengthRange(range: LengthRange): string {
  return `${range.min ?? ''}-${range.max ?? ''}`
}

/**
 * The length of a query: one value (`20-60`, from links and the canonical URL), or two (`length=20&length=60`,
 * the filter form's "from" and "to" fields, either may be empty), read as one range.
 */
export function lengthFromValues(values: readonly string[]): LengthRange | null {
  if (values.length < 2) return parseLengthRange(values[0])
  const [from, to] = [values[0]?.trim() ?? '', values[1]?.trim() ?? '']
  return from === '' && to === '' ? null : parseLengthRange(`${from}-${to}`)
}

/** The filter a URL asks for. Lists are deduplicated and sorted, so equal filters are equal URLs. */
export type ProductFilterQuery = {
  category: string | null
  q: string
  length: LengthRange | null
} & Record<ListFacet, string[]>

export const EMPTY_FILTER: ProductFilterQuery = Object.freeze({
  category: null,
  q: '',
  length: null,
  ...(Object.fromEntries(LIST_FACETS.map((facet) => [facet, []])) as unknown as Record<ListFacet, string[]>),
})

/**
 * Values of a list facet: repeated parameters and comma lists alike, sorted, at most 30, each at most 40
 * characters. The canonical URL keeps the same values, so a URL of a thousand invented values is as short as the
 * filter it makes.
 */
export function listValues(values: readonly string[]): string[] {
  const all = values.flatMap((value) => value.split(',')).map((value) => value.trim())
  return [...new Set(all.filter((value) => value !== '' && value.length <= 40))].sort().slice(0, 30)
}

/** The filter of a query string (`getAll` of URLSearchParams, or a Fastify query object). */
export function filterFromParams(getAll: (name: string) => readonly string[]): ProductFilterQuery {
  const first = (name: string) => getAll(name)[0]?.trim() ?? ''
  const filter: ProductFilterQuery = {
    ...EMPTY_FILTER,
    category: first('category').slice(0, 120) || null,
    q: first('q').slice(0, 200),
    length: lengthFromValues(getAll('length')),
  }
  for (const facet of LIST_FACETS) filter[facet] = listValues(getAll(facet))
  return filter
}

/** Reads a parsed query object (`{ material: ['a2', 'a4'], q: 'x' }`) the way `filterFromParams` wants it. */
export function getAllOf(query: Readonly<Record<string, unknown>>): (name: string) => string[] {
  return (name) => {
    const value = query[name]
    if (Array.isArray(value)) return value.filter((v): v is string => typeof v === 'string')
    return typeof value === 'string' ? [value] : []
  }
}

/** Whether a filter narrows the list at all (beyond the category and the search box). */
export function hasFacets(filter: ProductFilterQuery): boolean {
  return filter.length !== null || LIST_FACETS.some((facet) => filter[facet].length > 0)
}

/** The canonical query string of a filter (and page), without the leading `?`; '' for none. */
export function filterSearch(filter: ProductFilterQuery, page = 1): string {
  const query = new URLSearchParams()
  for (const name of PRODUCT_PARAMS) {
    if (name === 'category') {
      if (filter.category) query.append(name, filter.category)
    } else if (name === 'q') {
      if (filter.q.trim()) query.append(name, filter.q.trim())
    } else if (name === 'length') {
      if (filter.length) query.append(name, formatLengthRange(filter.length))
    } else if (name === 'page') {
      if (page > 1) query.append(name, String(page))
    } else {
      for (const value of filter[name]) query.append(name, value)
    }
  }
  return query.toString()
}

/** One value of a facet as the page shows it: its id, label in the page language, and count. */
/** `selected` only on a ticked value: the page embeds every value, most of them unticked. */
export type FacetValue = { id: string; label: string; count: number; selected?: true }

/** The filter panel's content: each list facet's values with counts, and the lengths on offer. */
export type FacetGroups = Record<ListFacet | 'category', FacetValue[]> & {
  /** Shortest and longest length of the rows the other filters leave; null when none has a length. */
  lengthBounds: { min: number; max: number } | null
}

/** What the search box was read as: the facets found in it and the text left for the name search. */
export type SearchReading = {
  standards: string[]
  /** Standards found through DIN <-> ISO equivalence (shown as a hint: "also DIN 933"). */
  equivalents: string[]
  sizes: string[]
  length: LengthRange | null
  /** Terms of the vocabularies the search box reads (the registry's `search`), by vocabulary. */
  terms: { kind: VocabularyKind; id: string; /** In the page language. */ label: string }[]
  text: string
}

/** A product as a card of the list shows it, in the page language only. */
export type ProductCardData = {
  id: string
  slug: string
  name: string
  /** The first sentence or so of the description, for the list view. */
  summary: string
  /** Every picture, main first: the card shows the first, the lightbox all. */
  images: string[]
  category: string | null
  /** The spec lines (standards, size range, lengths...): the card's only place for the size range. */
  specs: string[]
}
