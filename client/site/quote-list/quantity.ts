import { QUOTE_QUANTITY } from '../../../shared/quote-items.ts'

/**
 * A quantity in pieces as a buyer types it in any of the site's languages: "5000", "5.000", "5,000", "5 000"
 * (groups of three digits after the first); null for anything else, a fraction ("5,5") included, or a number out of
 * range.
 */
export function parseQuantity(value: string): number | null {
  const typed = value.trim()
  const grouped = /^\d{1,3}(?:([.,\s\u00a0\u202f'])\d{3})(?:\1\d{3})*$/.test(typed)
  if (!grouped && !/^\d+$/.test(typed)) return null
  const number = Number(typed.replace(/\D/g, ''))
  return Number.isSafeInteger(number) && number >= QUOTE_QUANTITY.min && number <= QUOTE_QUANTITY.max
    ? number
    : null
}
