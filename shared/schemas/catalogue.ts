import { type Static, Type } from 'typebox'
import { SafeUrl, ShortText } from './common.ts'

/** The catalogue PDF the public /katalog page shows (replaced from /admin/catalog). */
export const Catalogue = Type.Object(
  {
    file_url: SafeUrl,
    file_name: ShortText(200),
    size: Type.Integer({ minimum: 0 }),
    updated_at: Type.String(),
  },
  { additionalProperties: false },
)
export type Catalogue = Static<typeof Catalogue>
