import type { Lang } from '../../shared/i18n.ts'
import { plainNumber } from './plain-number.ts'

/**
 * Every number and date the site shows goes through here, formatted by Intl in the reader's
 * language: "2.000" in Turkish, "2,000" in English, "2000" in Spanish (Spanish groups from five
 * digits). The public pages pass the page language; the admin panel, which is Turkish, passes 'tr'.
 *
 * Formatters are kept per language and options: the home counters format a number every frame.
 */
const numberFormats = new Map<string, Intl.NumberFormat>()
const dateFormats = new Map<string, Intl.DateTimeFormat>()

function cached<T>(cache: Map<string, T>, key: string, create: () => T): T {
  let value = cache.get(key)
  if (!value) {
    value = create()
    cache.set(key, value)
  }
  return value
}

/**
 * `value` with exactly `decimals` fraction digits and the language's grouping; `grouping: 'always'` groups
 * four-digit numbers in Spanish too ("2.000"), for a figure that stands alone (a home statistic) and should
 * read alike in every language.
 */
export function formatNumber(
  value: number,
  lang: Lang,
  decimals = 0,
  grouping: 'auto' | 'always' = 'auto',
): string {
  const plain = plainNumber(value, lang, decimals, grouping)
  if (plain !== undefined) return plain
  const format = cached(
    numberFormats,
    `${lang}|${decimals}|${grouping}`,
    () =>
      new Intl.NumberFormat(lang, {
        minimumFractionDigits: decimals,
        maximumFractionDigits: decimals,
        useGrouping: grouping,
      }),
  )
  return format.format(value)
}

/** A nominal value in mm with the digits it was given: "5,2" in Turkish, "5.2" in English, "17" as is. */
export function formatMm(value: number, lang: Lang): string {
  const decimals = Math.min((String(value).split('.')[1] ?? '').length, 3)
  return formatNumber(value, lang, decimals)
}

/** A file size: "850 kB", "1,2 MB" (one fraction digit at most). */
export function formatFileSize(bytes: number, lang: Lang): string {
  const [value, unit] =
    bytes < 1024
      ? [bytes, 'byte']
      : bytes < 1024 * 1024
        ? [bytes / 1024, 'kilobyte']
        : [bytes / 1024 / 1024, 'megabyte']
  const format = cached(
    numberFormats,
    `${lang}|${unit}`,
    () => new Intl.NumberFormat(lang, { style: 'unit', unit, maximumFractionDigits: 1 }),
  )
  return format.format(value)
}

/**
 * A calendar date such as "24 Kasım 2026". Read in UTC: a date without a time ("2026-01-15") is
 * then the same day on the server and in every visitor's time zone, so hydration matches.
 */
export function formatDate(value: string | Date, lang: Lang): string {
  const date = new Date(value)
  if (Number.isNaN(date.getTime())) return String(value)
  const format = cached(
    dateFormats,
    `${lang}|date`,
    () => new Intl.DateTimeFormat(lang, { dateStyle: 'long', timeZone: 'UTC' }),
  )
  return format.format(date)
}

/** A moment in the reader's own time zone: "24 Kasım 2026 14:05" (admin screens, rendered in the browser). */
export function formatDateTime(value: string | Date, lang: Lang): string {
  const date = new Date(value)
  if (Number.isNaN(date.getTime())) return String(value)
  const format = cached(
    dateFormats,
    `${lang}|dateTime`,
    () => new Intl.DateTimeFormat(lang, { dateStyle: 'long', timeStyle: 'short' }),
  )
  return format.format(date)
}
