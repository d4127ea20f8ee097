export const LANGS = ['tr', 'en', 'es'] as const
export type Lang = (typeof LANGS)[number]
export const DEFAULT_LANG: Lang = 'tr'

/** Public pages carry every area's texts but the admin panel's; admin pages carry every Turkish text. */
export type MessageScope = 'site' | 'admin'

export function isLang(value: unknown): value is Lang {
  return typeof value === 'string' && (LANGS as readonly string[]).includes(value)
}

/**
 * Reads `record[base_lang]`, falling back to Turkish when the chosen language's text is
 * missing or blank: Turkish is the one text the admin must always fill in, so a page never shows
 * an empty heading while a translation is pending.
 */
export function pickText(record: object, base: string, lang: Lang): string {
  const bag = record as Record<string, unknown>
  const own = bag[`${base}_${lang}`]
  if (typeof own === 'string' && own.trim() !== '') return own
  const fallback = bag[`${base}_${DEFAULT_LANG}`]
  return typeof fallback === 'string' ? fallback : ''
}

/**
 * For records whose Turkish text sits in the spec's unsuffixed field (`alt_text`, with `alt_text_en`
 * and `alt_text_es` beside it): the text in `lang`, Turkish when the translation is blank.
 */
export function localText(record: object, base: string, lang: Lang): string {
  const bag = record as Record<string, unknown>
  const own = lang === DEFAULT_LANG ? undefined : bag[`${base}_${lang}`]
  if (typeof own === 'string' && own.trim() !== '') return own
  const fallback = bag[base]
  return typeof fallback === 'string' ? fallback : ''
}

/** The same for lists (`specs`, `specs_en`, `specs_es`): the list in `lang`, Turkish when it is empty. */
export function localList(record: object, base: string, lang: Lang): string[] {
  const bag = record as Record<string, unknown>
  const own = lang === DEFAULT_LANG ? undefined : bag[`${base}_${lang}`]
  if (Array.isArray(own) && own.length > 0) return own as string[]
  const fallback = bag[base]
  return Array.isArray(fallback) ? (fallback as string[]) : []
}
