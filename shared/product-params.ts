/**
 * The names of /urunler's URL parameters (shared/product-facets.ts reads and writes their values).
 * Apart from it because the page registry (shared/pages.ts), which every page's first load carries,
 * needs only the names: the readers stay in the product pages' chunks.
 */

/** Facets whose values are ids from a list (standards, size keys, vocabulary terms); repeatable. */
export const LIST_FACETS = ['standard', 'size', 'material', 'class', 'finish', 'head', 'drive'] as const
export type ListFacet = (typeof LIST_FACETS)[number]

/** Every parameter of /urunler, in the order a canonical URL lists them. */
export const PRODUCT_PARAMS = [
  'category',
  'q',
  'standard',
  'size',
  'length',
  'material',
  'class',
  'finish',
  'head',
  'drive',
  'page',
] as const
