import type { Lang } from '../../shared/i18n.ts'

/*
 * A module of its own: the browser's intl object (in every page's entry) uses it, and importing it from format.ts
 * would move all of format.ts into the entry (0.5 KB gzip of every first load).
 */

/**
 * How each language writes a number (CLDR): its decimal and group separators, and how many digits the first group
 * needs before grouping starts: Spanish writes 2000 but 20.000.
 */
const NUMBER_STYLE: Record<Lang, { decimal: string; group: string; minimumGroupingDigits: number }> = {
  tr: { decimal: ',', group: '.', minimumGroupingDigits: 1 },
  en: { decimal: '.', group: ',', minimumGroupingDigits: 1 },
  es: { decimal: ',', group: '.', minimumGroupingDigits: 2 },
}

/**
 * `value` as Intl.NumberFormat writes it in `lang` with `decimals` fraction digits, without Intl, when nothing has
 * to be rounded: a number of no more fraction digits than `decimals` (a count, a statistic, a size such as 5,2),
 * padded to `decimals`. Undefined for anything else (a negative, a fraction to round, a language of another
 * style), which Intl formats. The browser's first Intl.NumberFormat loads ICU's number data: one task of 30-40 ms
 * on this machine, ~150 ms at a phone's speed, in the load of the home page and the product list (format.test.ts
 * holds the two to the same text).
 */
export function plainNumber(
  value: number,
  lang: string,
  decimals = 0,
  grouping: 'auto' | 'always' = 'auto',
): string | undefined {
  const style = NUMBER_STYLE[lang as Lang]
  // Intl writes -0 as "-0"; negatives and what is not a plain decimal (1e21, 1e-7) go to Intl.
  if (!style || !(value >= 0) || Object.is(value, -0)) return undefined
  const [whole = '', fraction = ''] = String(value).split('.')
  if (fraction.length > decimals || !/^\d+$/.test(whole) || /\D/.test(fraction)) return undefined
  const minimum = grouping === 'always' ? 1 : style.minimumGroupingDigits
  const grouped = whole.length >= 3 + minimum ? whole.replace(/\B(?=(\d{3})+$)/g, style.group) : whole
  return decimals === 0 ? grouped : `${grouped}${style.decimal}${fraction.padEnd(decimals, '0')}`
}
