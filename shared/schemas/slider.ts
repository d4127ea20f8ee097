import { type Static, Type } from 'typebox'
import { Id, SafeUrl, ShortText, specLocalized } from './common.ts'

const SortOrder = Type.Integer({ minimum: 0, maximum: 1_000_000 })

export const Slider = Type.Object(
  {
    id: Id,
    image_url: SafeUrl,
    /** Alt text and caption: Turkish in the spec's field, English and Spanish beside it. */
    ...specLocalized('alt_text', () => ShortText(300)),
    sort_order: SortOrder,
    is_active: Type.Boolean(),
  },
  { additionalProperties: false },
)
export type Slider = Static<typeof Slider>

export const PublicSlider = Type.Object({
  id: Id,
  image_url: SafeUrl,
  alt_text: Type.String(),
  alt_text_en: Type.String(),
  alt_text_es: Type.String(),
})
export type PublicSlider = Static<typeof PublicSlider>

/** What the admin's slider form sends (POST and PUT /api/admin/sliders): the image is required. */
export const SliderInput = Type.Object(
  {
    image_url: SafeUrl,
    alt_text: Type.Optional(ShortText(300)),
    alt_text_en: Type.Optional(ShortText(300)),
    alt_text_es: Type.Optional(ShortText(300)),
    sort_order: Type.Optional(SortOrder),
    is_active: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
)
export type SliderInput = Static<typeof SliderInput>
