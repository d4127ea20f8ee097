import { LANGS } from '../../../shared/i18n.ts'
import {
  type DerivedField,
  ProductInput,
  type PublicProduct,
  TYPED_FIELDS,
} from '../../../shared/schemas/product.ts'
import { emptyTechnical, type Technical } from '../../../shared/schemas/technical.ts'
import { textFields } from '../../../shared/schemas/field-meta.ts'
import { fieldKey } from '../../../shared/translations.ts'

/**
 * The product form as typed: the admin's input (shared/schemas/product.ts) without the derived spec lines and
 * applications, with the pictures as URLs, 'none' for no category and the technical data whole.
 */
export type ProductForm = Omit<
  Required<ProductInput>,
  DerivedField | 'images' | 'categoryId' | 'technical'
> & {
  images: string[]
  categoryId: string
  technical: Technical
}

export const NO_CATEGORY = 'none'

/** The form of `product`, field by field of the input; a new product's form holds every field's empty value. */
export function productForm(product: PublicProduct | null): ProductForm {
  const form: Record<string, unknown> = {}
  for (const key of TYPED_FIELDS) {
    const schema = ProductInput.properties[key] as { type?: string }
    form[key] = product ? structuredClone(product[key]) : schema.type === 'array' ? [] : ''
  }
  return {
    ...(form as ProductForm),
    images: product ? product.images.map((image) => image.image_url) : [],
    categoryId: product?.categoryId ?? NO_CATEGORY,
    technical: product ? structuredClone(product.technical) : emptyTechnical(),
    // A new product is shown on the site unless the admin says otherwise.
    is_active: product?.is_active ?? true,
  }
}

export const emptyProductForm = () => productForm(null)

/** Every translatable text of the input, as trimmed before sending (names, descriptions, the notes). */
const TEXTS = textFields(ProductInput).filter((field) => !field.list)

/** The form as sent: 'none' or empty category -> null; pictures as records; every text trimmed. */
export function productInput(form: ProductForm): ProductInput {
  const body = structuredClone(form) as unknown as Record<string, Record<string, unknown>>
  for (const field of TEXTS) {
    const holder = field.within ? body[field.within]! : body
    for (const lang of LANGS) {
      const key = fieldKey(field, lang)
      if (typeof holder[key] === 'string') holder[key] = (holder[key] as string).trim()
    }
  }
  return {
    ...(body as unknown as ProductInput),
    images: form.images.map((image_url) => ({ image_url })),
    categoryId: form.categoryId === NO_CATEGORY || form.categoryId === '' ? null : form.categoryId,
  }
}
