import { type Static, Type } from 'typebox'
import { Id, localized, ShortText } from './common.ts'

export const Slug = Type.String({ minLength: 1, maxLength: 120, pattern: '^[a-z0-9]+(?:-[a-z0-9]+)*$' })

export const Category = Type.Object(
  {
    id: Id,
    slug: Slug,
    ...localized('name', () => ShortText(120)),
  },
  { additionalProperties: false },
)
export type Category = Static<typeof Category>

/**
 * A category with the number of its products: what the public API answers (active products
 * counted) and what the admin's category list answers (inactive ones counted too).
 */
export const PublicCategory = Type.Intersect([
  Category,
  Type.Object({ _count: Type.Object({ products: Type.Integer() }) }),
])
export type PublicCategory = Static<typeof PublicCategory>

/** What the admin's category form sends (POST and PUT /api/admin/categories). */
export const CategoryInput = Type.Object(
  {
    name_tr: Type.String({ minLength: 1, maxLength: 120, pattern: '\\S' }),
    name_en: Type.Optional(ShortText(120)),
    name_es: Type.Optional(ShortText(120)),
    /** Typed by the admin (normalised like a generated one) or blank for one from name_tr. */
    slug: Type.Optional(ShortText(120)),
  },
  { additionalProperties: false },
)
export type CategoryInput = Static<typeof CategoryInput>
