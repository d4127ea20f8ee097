import { type Lang, pickText } from '../../shared/i18n.ts'
import type { PublicCategory } from '../../shared/schemas/category.ts'
import type { Product, PublicProduct } from '../../shared/schemas/product.ts'
import { type PublicSettings, toPublicSettings } from '../../shared/schemas/settings.ts'
import type { PublicSlider } from '../../shared/schemas/slider.ts'
import { foldForSearch } from '../../shared/search.ts'
import type { Stores } from '../store/collections.ts'
import { categoriesWithCounts, withCategory } from './joins.ts'

/** What the public site may see: active records only, sorted, never users or private files. */
export function publicSettings(stores: Stores): PublicSettings {
  return toPublicSettings(stores.settings.data)
}

export function publicCategories(stores: Stores): PublicCategory[] {
  return categoriesWithCounts(stores, (product) => product.is_active)
}

export type ProductFilter = { category?: string | undefined; search?: string | undefined; lang: Lang }
/** `clampToLastPage`: an offset past the end shows the last page instead of nothing. */
export type ProductPageQuery = ProductFilter & { offset: number; limit: number; clampToLastPage?: boolean }
export type ProductPage = { items: PublicProduct[]; total: number; offset: number }

/** Products the first HTML of /urunler holds; the rest arrive through "load more". */
export const PRODUCT_PAGE_SIZE = 24

/** Active products matching the filter, with their category object, in stored order. */
export function publicProducts(stores: Stores, filter?: ProductFilter): PublicProduct[] {
  return matchingProducts(stores, filter).map(withCategory(stores))
}

/**
 * One page of the filtered list and the number of all matches. Only the page's records are
 * copied, so a catalogue of thousands of products costs one pass of string comparisons.
 */
export function publicProductPage(stores: Stores, query: ProductPageQuery): ProductPage {
  const matches = matchingProducts(stores, query)
  const total = matches.length
  const lastPageStart = total === 0 ? 0 : Math.floor((total - 1) / query.limit) * query.limit
  const offset = query.clampToLastPage ? Math.min(query.offset, lastPageStart) : query.offset
  return { items: matches.slice(offset, offset + query.limit).map(withCategory(stores)), total, offset }
}

/** Other active products of the same category, for the bottom of a product page. */
export function relatedProducts(stores: Stores, product: PublicProduct, limit = 4): PublicProduct[] {
  if (!product.categoryId) return []
  return stores.products.data
    .filter((p) => p.is_active && p.categoryId === product.categoryId && p.id !== product.id)
    .slice(0, limit)
    .map(withCategory(stores))
}

export function publicProductBySlug(stores: Stores, slug: string): PublicProduct | null {
  const product = stores.products.data.find((p) => p.slug === slug && p.is_active)
  if (!product) return null
  return withCategory(stores)(product)
}

function matchingProducts(stores: Stores, filter?: ProductFilter): Product[] {
  const categoryId = filter?.category
    ? (stores.categories.data.find((c) => c.slug === filter.category)?.id ?? '\0none')
    : undefined
  const needle = foldForSearch(filter?.search?.trim() ?? '')
  return stores.products.data.filter(
    (product) =>
      product.is_active &&
      (categoryId === undefined || product.categoryId === categoryId) &&
      (needle === '' || foldedName(product, filter?.lang ?? 'tr').includes(needle)),
  )
}

/*
 * Folded names per record and language. Every store write replaces the records with fresh
 * copies, so keying on the record object can never serve a stale name.
 */
const foldedNames = new WeakMap<Product, Partial<Record<Lang, string>>>()

function foldedName(product: Product, lang: Lang): string {
  let names = foldedNames.get(product)
  if (!names) foldedNames.set(product, (names = {}))
  return (names[lang] ??= foldForSearch(pickText(product, 'name', lang)))
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
