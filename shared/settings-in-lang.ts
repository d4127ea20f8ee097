import type { Lang } from './i18n.ts'
import type { PublicSettings } from './schemas/settings.ts'
import { settingText, TEXT_SETTING_KEYS } from './settings-text.ts'

/**
 * The settings a page embeds: each word setting already in the page's language (in its spec
 * field) and the other languages' twins blank, so settingText still answers the same for `lang`
 * while the page does not carry three copies of every text. GET /api/settings keeps all three.
 */
export function settingsInLang(settings: PublicSettings, lang: Lang): PublicSettings {
  const lean: PublicSettings = { ...settings }
  for (const key of TEXT_SETTING_KEYS) {
    lean[key] = settingText(settings, key, lang)
    lean[`${key}_en`] = ''
    lean[`${key}_es`] = ''
  }
  return lean
}
