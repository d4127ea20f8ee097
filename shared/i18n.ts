export const LANGS = ['tr', 'en', 'es'] as const
export type Lang = (typeof LANGS)[number]
export const DEFAULT_LANG: Lang = 'tr'

export function isLang(value: unknown): value is Lang {
  return typeof value === 'string' && (LANGS as readonly string[]).includes(value)
}

/** Field names such as `name_tr`, `name_en`, `name_es` for a base name. */
export type Localized<Base extends string> = { [L in Lang as `${Base}_${L}`]: string }

/**
 * Reads `record[base_lang]`, falling back to Turkish when the chosen language's text is
 * missing or blank (spec section 3).
 */
export function pickText(record: object, base: string, lang: Lang): string {
  const bag = record as Record<string, unknown>
  const own = bag[`${base}_${lang}`]
  if (typeof own === 'string' && own.trim() !== '') return own
  const fallback = bag[`${base}_${DEFAULT_LANG}`]
  return typeof fallback === 'string' ? fallback : ''
}
