export const LANGS = ['tr', 'en', 'es'] as const
export type Lang = (typeof LANGS)[number]
export const DEFAULT_LANG: Lang = 'tr'

/** Public pages carry every area's texts but the admin panel's; admin pages carry all. */
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
