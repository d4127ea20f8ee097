import { weighedSizes } from '../../shared/catalogue/size-weights.ts'
import type { Category, PublicCategory } from '../../shared/schemas/category.ts'
import type { Product, PublicProduct } from '../../shared/schemas/product.ts'
import type { Stores } from '../store/collections.ts'

/**
 * The two joins both the public site and the admin answer with: a product with its category
 * object, and a category with its product count. The public side counts active products only.
 */
export function withCategory(stores: Stores): (product: Product) => PublicProduct {
  const categories = new Map<string, Category>(stores.categories.data.map((c) => [c.id, c]))
  return (product) => ({
    ...product,
    category: product.categoryId ? (categories.get(product.categoryId) ?? null) : null,
  })
}

/** The public record: with its category, and each blank weight computed and marked (never stored). */
export function toPublicProduct(stores: Stores): (product: Product) => PublicProduct {
  const joined = withCategory(stores)
  return (product) => ({ ...joined(product), sizes: weighedSizes(product) })
}

export function categoriesWithCounts(
  stores: Stores,
  counted: (product: Product) => boolean,
): PublicCategory[] {
  const counts = new Map<string, number>()
  for (const product of stores.products.data) {
    if (product.categoryId && counted(product)) {
      counts.set(product.categoryId, (counts.get(product.categoryId) ?? 0) + 1)
    }
  }
  return stores.categories.data.map((category) => ({
    ...category,
    _count: { products: counts.get(category.id) ?? 0 },
  }))
}
