import { definePage } from '../page-definition.ts'
import type { FacetGroups, ProductCardData, ProductFilterQuery, SearchReading } from '../product-facets.ts'
import { LIST_FACETS, PRODUCT_PARAMS } from '../product-params.ts'

/**
 * One page of the filtered list (shared/product-facets.ts): `cards` (page language only) start at `offset` of
 * `total` matches; `facets` fills the filter panel, `reading` says how the search box was understood, `nearest`
 * offers the closest products when a search finds none.
 */
type ProductsData = {
  cards: ProductCardData[]
  total: number
  offset: number
  pageSize: number
  filter: ProductFilterQuery
  facets: FacetGroups
  reading: SearchReading | null
  /** A search that found nothing: the nearest products (cards), else empty. */
  nearest: ProductCardData[]
}

/** /urunler, one page of the filtered list: `?category=<slug>&q=<text>&material=a2&...&page=<n>`. */
export const products = definePage<ProductsData>()({
  path: '/urunler',
  title: 'page.products.title',
  sitemap: true,
  query: PRODUCT_PARAMS,
  repeated: LIST_FACETS,
  ranges: ['length'],
  module: 'products/products-page.tsx',
})

/**
 * Its own area, the technical fields' labels (the facets' titles), the one id of the product page's
 * it names (the cards' spec list label) and a standard's link.
 */
export const messageAreas = ['products', 'technical', 'product.specs', 'standards.link']
