import { type Static, Type } from 'typebox'
import { Category, Slug } from './category.ts'
import { Id, LongText, localized, SafeUrl, ShortText } from './common.ts'
import { SizeRows, Technical } from './technical.ts'

export const ProductImage = Type.Object({ image_url: SafeUrl }, { additionalProperties: false })

const Names = localized('name', () => ShortText(200))
const Descriptions = localized('description', () => LongText(5000))
const List = Type.Array(ShortText(300), { maxItems: 50 })
const Images = Type.Array(ProductImage, { maxItems: 20 })

export const Product = Type.Object(
  {
    id: Id,
    /** URL name of the product page (/urunler/:slug), generated from name_tr and unique. */
    slug: Slug,
    ...Names,
    ...Descriptions,
    main_image_url: SafeUrl,
    images: Images,
    /** Standards, terms and notes (issue 13); `specs*` and `applications*` are derived from them. */
    technical: Technical,
    /** The size table, sorted by size (SIZE_KEYS order) then length; nulls first. */
    sizes: SizeRows,
    /**
     * Spec lines and applications: Turkish in the spec's fields, English and Spanish beside them.
     * Derived from technical + sizes + vocabularies on every write (shared/technical-text.ts), kept for the spec's clients.
     */
    specs: List,
    specs_en: List,
    specs_es: List,
    applications: List,
    applications_en: List,
    applications_es: List,
    categoryId: Type.Union([Id, Type.Null()]),
    is_active: Type.Boolean(),
    created_at: Type.String(),
    updated_at: Type.String(),
  },
  { additionalProperties: false },
)
export type Product = Static<typeof Product>

/**
 * A product with its category object: what the public API answers (active products only) and
 * what the admin's product list answers (inactive ones too).
 */
export const PublicProduct = Type.Intersect([
  Product,
  Type.Object({ category: Type.Union([Category, Type.Null()]) }),
])
export type PublicProduct = Static<typeof PublicProduct>

/**
 * What the admin's product form sends (POST and PUT /api/admin/products); the server sets id,
 * slug and the dates. Only the Turkish name is required: a field left out is saved empty, except
 * `technical` and `sizes`, which keep their stored value. `specs*` and `applications*` are accepted
 * for the spec's clients but ignored: the server derives them from the technical data.
 */
export const ProductInput = Type.Object(
  {
    name_tr: Type.String({ minLength: 1, maxLength: 200, pattern: '\\S' }),
    name_en: Type.Optional(Names.name_en),
    name_es: Type.Optional(Names.name_es),
    description_tr: Type.Optional(Descriptions.description_tr),
    description_en: Type.Optional(Descriptions.description_en),
    description_es: Type.Optional(Descriptions.description_es),
    main_image_url: Type.Optional(SafeUrl),
    images: Type.Optional(Images),
    specs: Type.Optional(List),
    specs_en: Type.Optional(List),
    specs_es: Type.Optional(List),
    applications: Type.Optional(List),
    applications_en: Type.Optional(List),
    applications_es: Type.Optional(List),
    /** Left out on PUT: the stored value is kept (an older client never wipes a size table). */
    technical: Type.Optional(Technical),
    sizes: Type.Optional(SizeRows),
    /** '' is taken as null (no category), like the form's "none". */
    categoryId: Type.Optional(Type.Union([Id, Type.Literal(''), Type.Null()])),
    is_active: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
)
export type ProductInput = Static<typeof ProductInput>
