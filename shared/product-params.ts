/**
 * The names of /urunler's URL parameters (shared/product-facets.ts reads and writes their values): the category,
 * the search box, every facet of the technical-field registry in its order, the page. Apart from product-facets.ts
 * because the page registry (shared/pages.ts), which every page's first load carries, needs only the names.
 */
import { FACET_PARAMS, type FacetParam, LIST_FACETS, type ListFacet } from './catalogue/field-params.ts'

export { LIST_FACETS, type ListFacet }

/** Every parameter of /urunler, in the order a canonical URL lists them. */
export const PRODUCT_PARAMS: readonly ('category' | 'q' | FacetParam | 'page')[] = [
  'category',
  'q',
  ...FACET_PARAMS,
  'page',
]
