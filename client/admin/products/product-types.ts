import type { Lang } from '../../../shared/i18n.ts'
import type { ProductInput, PublicProduct } from '../../../shared/schemas/product.ts'
import { joinList, splitList } from '../lib/lists.ts'

type Other = Exclude<Lang, 'tr'>
/** The product's lists: Turkish in the spec's field, English and Spanish beside it. */
type ListKey = 'specs' | 'applications' | `specs_${Other}` | `applications_${Other}`
const LIST_KEYS: readonly ListKey[] = [
  'specs',
  'specs_en',
  'specs_es',
  'applications',
  'applications_en',
  'applications_es',
]

/** The product form as typed: lists as comma-separated text, category 'none' for no category. */
export type ProductForm = { [K in `name_${Lang}` | `description_${Lang}` | ListKey]: string } & {
  main_image_url: string
  images: string[]
  categoryId: string
  is_active: boolean
}

export const NO_CATEGORY = 'none'

export function emptyProductForm(): ProductForm {
  return {
    name_tr: '',
    name_en: '',
    name_es: '',
    description_tr: '',
    description_en: '',
    description_es: '',
    main_image_url: '',
    images: [],
    specs: '',
    specs_en: '',
    specs_es: '',
    applications: '',
    applications_en: '',
    applications_es: '',
    categoryId: NO_CATEGORY,
    is_active: true,
  }
}

export function productForm(product: PublicProduct): ProductForm {
  const lists = Object.fromEntries(
    // A record stored before the translated lists existed has none: an empty list.
    LIST_KEYS.map((key) => [key, joinList((product[key] as string[] | undefined) ?? [])]),
  ) as Record<ListKey, string>
  return {
    name_tr: product.name_tr,
    name_en: product.name_en,
    name_es: product.name_es,
    description_tr: product.description_tr,
    description_en: product.description_en,
    description_es: product.description_es,
    main_image_url: product.main_image_url,
    images: product.images.map((image) => image.image_url),
    ...lists,
    categoryId: product.categoryId ?? NO_CATEGORY,
    is_active: product.is_active,
  }
}

/** The form as sent: lists split on commas, trimmed, empties dropped; 'none' or empty category -> null. */
export function productInput(form: ProductForm): ProductInput {
  const lists = Object.fromEntries(LIST_KEYS.map((key) => [key, splitList(form[key])])) as Record<
    ListKey,
    string[]
  >
  return {
    name_tr: form.name_tr.trim(),
    name_en: form.name_en.trim(),
    name_es: form.name_es.trim(),
    description_tr: form.description_tr.trim(),
    description_en: form.description_en.trim(),
    description_es: form.description_es.trim(),
    main_image_url: form.main_image_url,
    images: form.images.map((image_url) => ({ image_url })),
    ...lists,
    categoryId: form.categoryId === NO_CATEGORY || form.categoryId === '' ? null : form.categoryId,
    is_active: form.is_active,
  }
}
