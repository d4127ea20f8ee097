import type { Lang } from './i18n.ts'
import type { Settings } from './schemas/settings.ts'

// Kept apart from shared/schemas/settings.ts so that public pages read settings without loading TypeBox.

/**
 * The settings that are words a visitor reads. Each keeps the spec's field, which holds the Turkish
 * text, and has an English and a Spanish twin (`site_title_en`, `site_title_es`); read them with
 * settingText. `company_address` is one of them: the address is written in the reader's language.
 */
export const TEXT_SETTING_KEYS = [
  'site_title',
  'site_description',
  'site_keywords',
  'iso_quality_text',
  'footer_description',
  'company_address',
] as const
export type TextSettingKey = (typeof TEXT_SETTING_KEYS)[number]

/** A word setting in `lang`: its English or Spanish twin, or the Turkish spec field when that is blank. */
export function settingText(settings: Settings, key: TextSettingKey, lang: Lang): string {
  if (lang !== 'tr') {
    const own = settings[`${key}_${lang}`]
    if (own.trim() !== '') return own
  }
  return settings[key]
}
