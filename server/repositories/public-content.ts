import type { Lang } from '../../shared/i18n.ts'
import type { PublicCategory } from '../../shared/schemas/category.ts'
import type { Product, PublicProduct } from '../../shared/schemas/product.ts'
import { type PublicSettings, toPublicSettings } from '../../shared/schemas/settings.ts'
import type { PublicSlider } from '../../shared/schemas/slider.ts'
import {
  EMPTY_FILTER,
  type FacetGroups,
  type ProductCardData,
  type ProductFilterQuery,
  type SearchReading,
} from '../../shared/product-facets.ts'
import { catalogueIndex } from '../catalogue/catalogue-index.ts'
import { type FacetResult, nearestMatches, queryFacets } from '../catalogue/facet-query.ts'
import { facetGroups, productCard } from '../catalogue/page-view.ts'
import type { Stores } from '../store/collections.ts'
import { categoriesWithCounts, toPublicProduct } from './joins.ts'

/** What the public site may see: active records only, sorted, never users or private files. */
export function publicSettings(stores: Stores): PublicSettings {
  return toPublicSettings(stores.settings.data)
}

export function publicCategories(stores: Stores): PublicCategory[] {
  return categoriesWithCounts(stores, (product) => product.is_active)
}

/** `facets`: the whole filter of the products page (it then supersedes `category` and `search`). */
export type ProductFilter = {
  category?: string | undefined
  search?: string | undefined
  facets?: ProductFilterQuery | undefined
  lang: Lang
}
/** `clampToLastPage`: an offset past the end shows the last page instead of nothing. */
export type ProductPageQuery = ProductFilter & { offset: number; limit: number; clampToLastPage?: boolean }
export type ProductPage = {
  items: PublicProduct[]
  total: number
  offset: number
  /** Products per facet value (each facet counted without its own selection) and how the search was read. */
  facets: Pick<FacetResult, 'counts' | 'reading'>
}

/** Products the first HTML of /urunler holds; the rest arrive through "load more". */
export const PRODUCT_PAGE_SIZE = 12

/** Active products matching the filter, with their category object, in stored order. */
export function publicProducts(stores: Stores, filter?: ProductFilter): PublicProduct[] {
  return matchingProducts(stores, filter).map(toPublicProduct(stores))
}

/**
 * One page of the filtered list and the number of all matches. Only the page's records are
 * copied, so a catalogue of thousands of products costs one pass of string comparisons.
 */
export function publicProductPage(stores: Stores, query: ProductPageQuery): ProductPage {
  const result = runFilter(stores, query)
  const index = catalogueIndex(stores)
  const matches = result.matches.map((position) => index.products[position]!)
  const total = matches.length
  const lastPageStart = total === 0 ? 0 : Math.floor((total - 1) / query.limit) * query.limit
  const offset = query.clampToLastPage ? Math.min(query.offset, lastPageStart) : query.offset
  return {
    items: matches.slice(offset, offset + query.limit).map(toPublicProduct(stores)),
    total,
    offset,
    facets: { counts: result.counts, reading: result.reading },
  }
}

/** Other active products of the same category, for the bottom of a product page. */
export function relatedProducts(stores: Stores, product: PublicProduct, limit = 4): PublicProduct[] {
  if (!product.categoryId) return []
  return stores.products.data
    .filter((p) => p.is_active && p.categoryId === product.categoryId && p.id !== product.id)
    .slice(0, limit)
    .map(toPublicProduct(stores))
}

export function publicProductBySlug(stores: Stores, slug: string): PublicProduct | null {
  const product = stores.products.data.find((p) => p.slug === slug && p.is_active)
  if (!product) return null
  return toPublicProduct(stores)(product)
}

/** The filter as the facet engine takes it. */
function filterQuery(filter?: ProductFilter): ProductFilterQuery {
  return filter?.facets ?? { ...EMPTY_FILTER, category: filter?.category || null, q: filter?.search ?? '' }
}

function runFilter(stores: Stores, filter?: ProductFilter): FacetResult {
  return queryFacets(catalogueIndex(stores), filterQuery(filter), filter?.lang ?? 'tr')
}

/** Active products matching the filter, in stored order (`toPublicProduct` makes each the public record). */
export function matchingProducts(stores: Stores, filter?: ProductFilter): Product[] {
  const index = catalogueIndex(stores)
  return runFilter(stores, filter).matches.map((position) => index.products[position]!)
}

export function publicSliders(stores: Stores): PublicSlider[] {
  return stores.sliders.data
    .filter((slider) => slider.is_active)
    .sort((a, b) => a.sort_order - b.sort_order)
    .map(({ id, image_url, alt_text, alt_text_en, alt_text_es }) => ({
      id,
      image_url,
      alt_text,
      alt_text_en,
      alt_text_es,
    }))
}

/** A home block with its inactive cards removed and the rest in display order. */
export function activeBlock<B extends { cards: { is_active: boolean; order: number }[] }>(block: B): B {
  return { ...block, cards: block.cards.filter((card) => card.is_active).sort((a, b) => a.order - b.order) }
}

/** One page of /urunler as the page shows it: card fields in its language and the filter panel's values. */
export type ProductListView = {
  cards: ProductCardData[]
  total: number
  offset: number
  facets: FacetGroups
  reading: SearchReading | null
  /** When a search finds nothing: the nearest products (a looser reading of it), else empty. */
  nearest: ProductCardData[]
}

/** How many nearest matches an empty search shows. */
const NEAREST = 6

export function publicProductList(
  stores: Stores,
  query: ProductPageQuery & { facets: ProductFilterQuery },
): ProductListView {
  const index = catalogueIndex(stores)
  const result = runFilter(stores, query)
  const total = result.matches.length
  const lastPageStart = total === 0 ? 0 : Math.floor((total - 1) / query.limit) * query.limit
  const offset = query.clampToLastPage ? Math.min(query.offset, lastPageStart) : query.offset
  const categories = stores.categories.data
  const cards = result.matches.slice(offset, offset + query.limit).map((position) => {
    const product = index.products[position]!
    return productCard(
      product,
      categories.find((c) => c.id === product.categoryId),
      query.lang,
    )
  })
  const facets = facetGroups(index, result.counts, query.facets, categories, query.lang)
  const q = query.facets.q.trim()
  const nearest =
    total === 0 && q
      ? nearestMatches(index, q, query.lang, NEAREST).map((position) => {
          const product = index.products[position]!
          return productCard(
            product,
            categories.find((c) => c.id === product.categoryId),
            query.lang,
          )
        })
      : []
  return { cards, total, offset, facets, reading: result.reading, nearest }
}
