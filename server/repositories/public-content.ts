import { type Lang, pickText } from '../../shared/i18n.ts'
import type { Category, PublicCategory } from '../../shared/schemas/category.ts'
import type { PublicProduct } from '../../shared/schemas/product.ts'
import { type PublicSettings, toPublicSettings } from '../../shared/schemas/settings.ts'
import type { PublicSlider } from '../../shared/schemas/slider.ts'
import { matchesSearch } from '../../shared/search.ts'
import type { Stores } from '../store/collections.ts'

/** What the public site may see: active records only, sorted, never users or private files. */
export function publicSettings(stores: Stores): PublicSettings {
  return toPublicSettings(stores.settings.data)
}

export function publicCategories(stores: Stores): PublicCategory[] {
  const counts = new Map<string, number>()
  for (const product of stores.products.data) {
    if (product.is_active && product.categoryId) {
      counts.set(product.categoryId, (counts.get(product.categoryId) ?? 0) + 1)
    }
  }
  return stores.categories.data.map((category) => ({
    ...category,
    _count: { products: counts.get(category.id) ?? 0 },
  }))
}

export type ProductFilter = { category?: string | undefined; search?: string | undefined; lang: Lang }

export function publicProducts(stores: Stores, filter?: ProductFilter): PublicProduct[] {
  const categories = new Map<string, Category>(stores.categories.data.map((c) => [c.id, c]))
  const categoryId = filter?.category
    ? (stores.categories.data.find((c) => c.slug === filter.category)?.id ?? '\0none')
    : undefined
  const result: PublicProduct[] = []
  for (const product of stores.products.data) {
    if (!product.is_active) continue
    if (categoryId !== undefined && product.categoryId !== categoryId) continue
    if (filter?.search && !matchesSearch(pickText(product, 'name', filter.lang), filter.search)) continue
    result.push({
      ...product,
      category: product.categoryId ? (categories.get(product.categoryId) ?? null) : null,
    })
  }
  return result
}

export function publicProductBySlug(stores: Stores, slug: string): PublicProduct | null {
  const product = stores.products.data.find((p) => p.slug === slug && p.is_active)
  if (!product) return null
  const category = stores.categories.data.find((c) => c.id === product.categoryId) ?? null
  return { ...product, category }
}

export function publicSliders(stores: Stores): PublicSlider[] {
  return stores.sliders.data
    .filter((slider) => slider.is_active)
    .sort((a, b) => a.sort_order - b.sort_order)
    .map(({ id, image_url, alt_text }) => ({ id, image_url, alt_text }))
}

/** A home block with its inactive cards removed and the rest in display order. */
export function activeBlock<B extends { cards: { is_active: boolean; order: number }[] }>(block: B): B {
  return { ...block, cards: block.cards.filter((card) => card.is_active).sort((a, b) => a.order - b.order) }
}
