import type { Category, CategoryInput, PublicCategory } from '../../../shared/schemas/category.ts'
import { slugify, uniqueSlug } from '../../../shared/slug.ts'
import type { Stores } from '../../store/collections.ts'
import { categoriesWithCounts } from '../joins.ts'
import { AdminError, notFound } from './errors.ts'
import { newId } from './ids.ts'

export const SLUG_TAKEN = 'Bu kısa ad (slug) zaten kullanılıyor'

/** Categories with the number of products (inactive ones too) in each. */
export function listCategories(stores: Stores): PublicCategory[] {
  return categoriesWithCounts(stores, () => true)
}

/** An explicit slug must be free (409); a generated one gets -2, -3... when taken. */
function pickSlug(categories: Category[], input: CategoryInput, exceptId?: string): string {
  const taken = new Set(categories.filter((c) => c.id !== exceptId).map((c) => c.slug))
  const typed = slugify(input.slug ?? '').slice(0, 100)
  if (typed) {
    if (taken.has(typed)) throw new AdminError(409, SLUG_TAKEN)
    return typed
  }
  return uniqueSlug(slugify(input.name_tr).slice(0, 100).replace(/-$/, '') || 'kategori', taken)
}

const names = (input: CategoryInput) => ({
  name_tr: input.name_tr.trim(),
  name_en: (input.name_en ?? '').trim(),
  name_es: (input.name_es ?? '').trim(),
})

export async function createCategory(stores: Stores, input: CategoryInput): Promise<Category> {
  return stores.categories.update((categories) => {
    const category: Category = { id: newId('cat'), slug: pickSlug(categories, input), ...names(input) }
    categories.push(category)
    return category
  })
}

export async function updateCategory(stores: Stores, id: string, input: CategoryInput): Promise<Category> {
  if (!stores.categories.data.some((category) => category.id === id)) throw notFound('Kategori')
  return stores.categories.update((categories) => {
    const category = categories.find((candidate) => candidate.id === id)
    if (!category) throw notFound('Kategori')
    const keep = !input.slug?.trim() && category.name_tr === input.name_tr.trim()
    Object.assign(category, names(input), { slug: keep ? category.slug : pickSlug(categories, input, id) })
    return category
  })
}

/**
 * Deletes the category; its products stay, uncategorised (the admin was warned). The products
 * write always runs, after the category is gone: a product save queued before it (which saw the
 * category still there) is written first and then cleared; one that runs later is refused by its
 * own check (see products.ts). So no product keeps the id of a deleted category.
 */
export async function deleteCategory(stores: Stores, id: string): Promise<void> {
  if (!stores.categories.data.some((category) => category.id === id)) throw notFound('Kategori')
  await stores.categories.update((categories) => {
    const index = categories.findIndex((category) => category.id === id)
    if (index >= 0) categories.splice(index, 1)
  })
  // One batch of the products that had it (none: nothing written).
  await stores.products.write((draft) => {
    for (const product of draft.records)
      if (product.categoryId === id) draft.put({ ...product, categoryId: null })
  })
}
