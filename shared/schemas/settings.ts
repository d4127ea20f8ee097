import { type Static, Type } from 'typebox'
import type { Lang } from '../i18n.ts'
import { TEXT_SETTING_KEYS, type TextSettingKey } from '../settings-text.ts'
import { SafeUrl, ShortText } from './common.ts'
import { withMeta } from './field-meta.ts'

type TranslatedKey = `${TextSettingKey}_${Exclude<Lang, 'tr'>}`
const TRANSLATED_KEYS = TEXT_SETTING_KEYS.flatMap((key) => [`${key}_en`, `${key}_es`]) as TranslatedKey[]

/** Every settings key the site reads (company details, social links, SEO texts, logo and favicon). */
export const SETTING_KEYS = [
  'site_logo',
  'site_favicon',
  'company_name',
  'company_phone',
  'company_email',
  'company_address',
  'company_website',
  'social_facebook',
  'social_twitter',
  'social_instagram',
  'social_linkedin',
  'site_title',
  'site_description',
  'site_keywords',
  'iso_quality_text',
  'footer_description',
  ...TRANSLATED_KEYS,
] as const
export type SettingKey = (typeof SETTING_KEYS)[number]

const URL_KEYS = new Set<SettingKey>([
  'site_logo',
  'site_favicon',
  'company_website',
  'social_facebook',
  'social_twitter',
  'social_instagram',
  'social_linkedin',
])

/** The word setting a key holds in some language (`site_title_en` -> `site_title`), if it is one. */
const textOf = (key: SettingKey) =>
  TEXT_SETTING_KEYS.find((base) => key === base || key === `${base}_en` || key === `${base}_es`)

function settingSchema(key: SettingKey) {
  if (URL_KEYS.has(key)) return SafeUrl
  const base = textOf(key)
  // The word settings are texts a visitor reads: Turkish in the spec's key, the translations beside it.
  return base ? withMeta(ShortText(1000), { text: { base, naming: 'spec' } }) : ShortText(1000)
}

export const Settings = Type.Object(
  Object.fromEntries(SETTING_KEYS.map((key) => [key, settingSchema(key)])) as {
    [K in SettingKey]: ReturnType<typeof ShortText>
  },
  { additionalProperties: false },
)
export type Settings = Static<typeof Settings>

/** The body of POST /api/admin/settings: keys left out keep their stored value. */
export const SettingsInput = Type.Partial(Settings, { additionalProperties: false })
export type SettingsInput = Static<typeof SettingsInput>

/**
 * What GET /api/settings answers: every key, plus short aliases (`phone` for `company_phone`) the pages read.
 */
export const PublicSettings = Type.Intersect([
  Settings,
  Type.Object({
    phone: Type.String(),
    email: Type.String(),
    address: Type.String(),
    linkedin: Type.String(),
    instagram: Type.String(),
    facebook: Type.String(),
    twitter: Type.String(),
  }),
])
export type PublicSettings = Static<typeof PublicSettings>

export function toPublicSettings(settings: Settings): PublicSettings {
  return {
    ...settings,
    phone: settings.company_phone,
    email: settings.company_email,
    address: settings.company_address,
    linkedin: settings.social_linkedin,
    instagram: settings.social_instagram,
    facebook: settings.social_facebook,
    twitter: settings.social_twitter,
  }
}
