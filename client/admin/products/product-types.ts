import type { Lang } from '../../../shared/i18n.ts'
import type { ProductInput, PublicProduct } from '../../../shared/schemas/product.ts'
import { emptyTechnical, type SizeRow, type Technical } from '../../../shared/schemas/technical.ts'

/**
 * The product form as typed: category 'none' for no category; technical data and size table as edited. The
 * spec lines and applications are not typed: the server derives them from the technical data.
 */
export type ProductForm = { [K in `name_${Lang}` | `description_${Lang}`]: string } & {
  main_image_url: string
  images: string[]
  categoryId: string
  is_active: boolean
  technical: Technical
  sizes: SizeRow[]
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
    categoryId: NO_CATEGORY,
    is_active: true,
    technical: emptyTechnical(),
    sizes: [],
  }
}

export function productForm(product: PublicProduct): ProductForm {
  return {
    name_tr: product.name_tr,
    name_en: product.name_en,
    name_es: product.name_es,
    description_tr: product.description_tr,
    description_en: product.description_en,
    description_es: product.description_es,
    main_image_url: product.main_image_url,
    images: product.images.map((image) => image.image_url),
    categoryId: product.categoryId ?? NO_CATEGORY,
    is_active: product.is_active,
    technical: structuredClone(product.technical),
    sizes: structuredClone(product.sizes),
  }
}

/** The form as sent: 'none' or empty category -> null; notes trimmed. */
export function productInput(form: ProductForm): ProductInput {
  const { technical } = form
  return {
    name_tr: form.name_tr.trim(),
    name_en: form.name_en.trim(),
    name_es: form.name_es.trim(),
    description_tr: form.description_tr.trim(),
    description_en: form.description_en.trim(),
    description_es: form.description_es.trim(),
    main_image_url: form.main_image_url,
    images: form.images.map((image_url) => ({ image_url })),
    categoryId: form.categoryId === NO_CATEGORY || form.categoryId === '' ? null : form.categoryId,
    is_active: form.is_active,
    technical: {
      ...technical,
      notes_tr: technical.notes_tr.trim(),
      notes_en: technical.notes_en.trim(),
      notes_es: technical.notes_es.trim(),
    },
    sizes: form.sizes,
  }
}
