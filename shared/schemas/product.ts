import { type Static, Type } from 'typebox'
import { Category, Slug } from './category.ts'
import { Id, LongText, localized, SafeUrl, ShortText } from './common.ts'

export const ProductImage = Type.Object({ image_url: SafeUrl }, { additionalProperties: false })

export const Product = Type.Object(
  {
    id: Id,
    /** URL name of the product page (/urunler/:slug), generated from name_tr and unique. */
    slug: Slug,
    ...localized('name', () => ShortText(200)),
    ...localized('description', () => LongText(5000)),
    main_image_url: SafeUrl,
    images: Type.Array(ProductImage, { maxItems: 20 }),
    specs: Type.Array(ShortText(300), { maxItems: 50 }),
    applications: Type.Array(ShortText(300), { maxItems: 50 }),
    categoryId: Type.Union([Id, Type.Null()]),
    is_active: Type.Boolean(),
    created_at: Type.String(),
    updated_at: Type.String(),
  },
  { additionalProperties: false },
)
export type Product = Static<typeof Product>

/** Public answer: the product with its category object. */
export const PublicProduct = Type.Intersect([
  Product,
  Type.Object({ category: Type.Union([Category, Type.Null()]) }),
])
export type PublicProduct = Static<typeof PublicProduct>
