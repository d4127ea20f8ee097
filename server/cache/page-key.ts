import { canonicalPage } from '../../shared/page-query.ts'
import { filterFromParams, formatLengthRange } from '../../shared/product-facets.ts'
import { catalogueIndex } from '../catalogue/catalogue-index.ts'
import { knownFilter } from '../catalogue/facet-index.ts'
import { publicProductBySlug } from '../repositories/public-content.ts'
import type { Stores } from '../store/collections.ts'

/**
 * Where an answer is cached: `shared` answers (the site's pages as its own links name them) live
 * in the big cache and are always rendered when missing; the rest (searches, unknown categories
 * or products, page numbers, odd spellings of a path, 404s) go to a small cache and through the
 * render gate, since anyone can invent any number of them.
 */
export type CacheKey = { url: string; shared: boolean }

/** The cache key of a page URL and the URL to render, or null for a malformed URL (400). */
export function pageCacheKey(stores: Stores, url: string): CacheKey | null {
  const canonical = canonicalPage(url)
  if (!canonical) return null
  const path = canonical.url.split('?')[0] ?? ''
  if (path === '/admin') return { url: canonical.url, shared: true }
  if (!canonical.page || path.includes('//') || (path !== '/' && path.endsWith('/'))) {
    return { url: canonical.url, shared: false }
  }
  const { category, product, q, page } = canonical.params
  // A filter of known values in canonical order is one of a bounded set of pages; an invented one is not.
  const filter = filterFromParams((name) => (canonical.params[name] ? [canonical.params[name]] : []))
  const knownFacets =
    canonical.page !== 'products' ||
    (knownFilter(catalogueIndex(stores), filter) &&
      (canonical.params.length === undefined ||
        (filter.length !== null && canonical.params.length === formatLengthRange(filter.length))))
  const known =
    knownFacets &&
    (canonical.page !== 'product' || publicProductBySlug(stores, canonical.pathParams.slug ?? '') !== null) &&
    (category === undefined || stores.categories.data.some((c) => c.slug === category)) &&
    (product === undefined || publicProductBySlug(stores, product) !== null) &&
    q === undefined &&
    page === undefined
  return { url: canonical.url, shared: known }
}
