import { type Lang, pickText } from '../../../../shared/i18n.ts'
import { EMPTY_FILTER, filterSearch } from '../../../../shared/product-facets.ts'
import { localizePath, pagePath } from '../../../../shared/routes.ts'
import type { Suggestion, SuggestionReply } from '../../../../shared/schemas/search-suggestions.ts'
import { foldForSearch } from '../../../../shared/search.ts'
import { parseSize, sizeText, STANDARDS_BY_ID } from '../../../../shared/standards/index.ts'
import { bitset, positions } from '../../../catalogue/bitset.ts'
import { catalogueIndex } from '../../../catalogue/catalogue-index.ts'
import { queryFacets } from '../../../catalogue/facet-query.ts'
import { searchStandards } from '../../../repositories/standards.ts'
import type { Stores } from '../../../store/collections.ts'

/** At most this many suggestions per group: a short list under the box, the products page has the rest. */
export const SUGGESTIONS_PER_GROUP = 5

const EMPTY: SuggestionReply = { products: [], standards: [], sizes: [] }

/** The standard ids of a product; tolerant of records written before products had technical data. */
function standardIds(product: object): readonly string[] {
  const technical = (product as { technical?: { standards?: unknown } }).technical
  return Array.isArray(technical?.standards) ? (technical.standards as string[]) : []
}

/** The first products the products page answers for `q` (its ranking, whatever it is), in `lang`. */
function products(stores: Stores, q: string, lang: Lang): Suggestion[] {
  const index = catalogueIndex(stores)
  const { matches } = queryFacets(index, { ...EMPTY_FILTER, q }, lang)
  return matches.slice(0, SUGGESTIONS_PER_GROUP).map((position) => {
    const product = index.products[position]!
    const designations = standardIds(product).flatMap((id) => STANDARDS_BY_ID.get(id)?.designation ?? [])
    return {
      label: pickText(product, 'name', lang),
      detail: designations.join(' / '),
      url: localizePath(lang, pagePath('product', { slug: (product as { slug: string }).slug })),
    }
  })
}

/** Standards by any spelling of their number or words of their title, each with its equivalents. */
function standards(q: string, lang: Lang): Suggestion[] {
  return searchStandards(q, lang)
    .slice(0, SUGGESTIONS_PER_GROUP)
    .map((standard) => ({
      label: standard.designation,
      detail: standard.title[lang],
      url: localizePath(lang, pagePath('standard', { slug: standard.id })),
    }))
}

/**
 * Sizes the catalogue has: the one `q` spells ("m8x30" is M8), else those whose name starts with what is typed
 * ("M1" offers M10 and M12), each linking to the products page narrowed to it.
 */
function sizes(stores: Stores, q: string, lang: Lang): Suggestion[] {
  const index = catalogueIndex(stores)
  const exact = parseSize(q)
  const typed = foldForSearch(q).replace(/\s+/g, '')
  const wanted = exact
    ? index.sizeIds.filter((id) => id === exact)
    : /^(m|st|d)\d/.test(typed)
      ? index.sizeIds.filter((id) => foldForSearch(id).startsWith(typed))
      : []
  return wanted.slice(0, SUGGESTIONS_PER_GROUP).map((id) => ({
    label: sizeText(id),
    detail: '',
    url: localizePath(lang, `${pagePath('products')}?${filterSearch({ ...EMPTY_FILTER, size: [id] })}`),
    count: positions(index.sizeSets.get(id) ?? bitset(0)).length,
  }))
}

/** The type-ahead's answer for `text` read in `lang`: nothing for blank text. */
export function searchSuggestions(stores: Stores, text: string, lang: Lang): SuggestionReply {
  const q = text.trim()
  if (!q) return EMPTY
  return { products: products(stores, q, lang), standards: standards(q, lang), sizes: sizes(stores, q, lang) }
}
