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

export const PublicCategory = Type.Intersect([
  Category,
  Type.Object({ _count: Type.Object({ products: Type.Integer() }) }),
])
export type PublicCategory = Static<typeof PublicCategory>
