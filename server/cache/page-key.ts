import { canonicalPage } from '../../shared/page-query.ts'
import { filterFromParams, formatLengthRange, LIST_FACETS } from '../../shared/product-facets.ts'
import { catalogueIndex } from '../catalogue/catalogue-index.ts'
import { knownFilter } from '../catalogue/facet-index.ts'
import { publicProductBySlug } from '../repositories/public-content.ts'
import type { Stores } from '../store/collections.ts'

/**
 * Where an answer is cached: `shared` answers (the site's pages as its own links name them) live in the big cache;
 * the rest (searches, combinations of filters, sizes picked on a product or quote page, unknown categories or
 * products, page numbers, odd spellings of a path, 404s) go to a small one, since anyone can invent any number of
 * them. Both render through the gate (see TieredCache).
 */
export type CacheKey = { url: string; shared: boolean }

/**
 * The cache key of a page URL and the URL to render, or null for a malformed URL (400). Shared: a page without
 * parameters, /urunler narrowed by one known value (a category, one facet value or a length range we make: the
 * links of its filter panel), the quote page for one known product. Each is one of a set bounded by the content.
 */
export function pageCacheKey(stores: Stores, url: string): CacheKey | null {
  const canonical = canonicalPage(url)
  if (!canonical) return null
  const path = canonical.url.split('?')[0] ?? ''
  if (path === '/admin') return { url: canonical.url, shared: true }
  if (!canonical.page || path.includes('//') || (path !== '/' && path.endsWith('/'))) {
    return { url: canonical.url, shared: false }
  }
  const { params } = canonical
  const names = Object.keys(params)
  let known: boolean
  switch (canonical.page) {
    case 'products': {
      const filter = filterFromParams((name) => (params[name] ? [params[name]] : []))
      const selections =
        (filter.category ? 1 : 0) +
        (filter.length ? 1 : 0) +
        LIST_FACETS.reduce((sum, facet) => sum + filter[facet].length, 0)
      known =
        selections <= 1 &&
        params.q === undefined &&
        params.page === undefined &&
        (filter.category === null || stores.categories.data.some((c) => c.slug === filter.category)) &&
        knownFilter(catalogueIndex(stores), filter) &&
        (params.length === undefined ||
          (filter.length !== null && params.length === formatLengthRange(filter.length)))
      break
    }
    case 'product':
      known = names.length === 0 && publicProductBySlug(stores, canonical.pathParams.slug ?? '') !== null
      break
    case 'quote':
      known =
        names.length === 0 ||
        (names.length === 1 &&
          params.product !== undefined &&
          publicProductBySlug(stores, params.product) !== null)
      break
    default:
      known = names.length === 0
  }
  return { url: canonical.url, shared: known }
}
