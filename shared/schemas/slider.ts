import { type Static, Type } from 'typebox'
import { Id, SafeUrl, ShortText } from './common.ts'

export const Slider = Type.Object(
  {
    id: Id,
    image_url: SafeUrl,
    alt_text: ShortText(300),
    sort_order: Type.Integer({ minimum: 0, maximum: 1_000_000 }),
    is_active: Type.Boolean(),
  },
  { additionalProperties: false },
)
export type Slider = Static<typeof Slider>

export const PublicSlider = Type.Object({ id: Id, image_url: SafeUrl, alt_text: Type.String() })
export type PublicSlider = Static<typeof PublicSlider>
