import { QUOTE_CHOICES, type QuoteChoice } from './catalogue/field-params.ts'

/*
 * One line of a quote request, as the browser's quote list keeps it, as `POST /api/quote` takes it (the `items`
 * form field, a JSON array) and as `POST /api/quote/parse` reads it out of a pasted bill of materials. Data and
 * plain types only: every page that offers "Add to quote list" carries this module.
 */

/** The multipart field holding the lines, a JSON array. */
export const QUOTE_ITEMS_FIELD = 'items'
/** Most lines one request carries. */
export const MAX_QUOTE_ITEMS = 200
/** Pieces per line: a whole number from 1 to a billion. */
export const QUOTE_QUANTITY = { min: 1, max: 1_000_000_000 } as const
/** Longest free text (`text`) and note of a line, in characters. */
export const QUOTE_LINE_TEXT_MAX = 500
/** Longest pasted bill of materials, in characters (200 lines of a wide spreadsheet). */
export const QUOTE_PASTE_MAX = 50_000
/**
 * Longest `items` field in bytes: 200 lines with every field at its longest stay far below it, while a post cannot
 * make the server hold more than this of one field.
 */
export const QUOTE_ITEMS_MAX_BYTES = 400_000

/** A line's choices of the product's technical data, by the facet parameter they share (`material`, `class`, `finish`). */
export { QUOTE_CHOICES, type QuoteChoice }

/**
 * A line: our product (by slug) with its size row and chosen technical data, or a free line (`text`) the buyer
 * wrote; always a quantity in pieces. Term ids are those of data/vocabularies.json.
 */
export type QuoteItem = {
  product?: string
  size?: string
  /** mm, as the product's size row gives it. */
  length?: number
  quantity: number
  note?: string
  text?: string
} & Partial<Record<QuoteChoice, string>>

/** The fields of a line a reader of a pasted list may ask the buyer to check. */
export type QuoteCheck = 'product' | 'size' | 'length' | QuoteChoice | 'quantity'
export const QUOTE_CHECKS = [
  'product',
  'size',
  'length',
  ...QUOTE_CHOICES,
  'quantity',
] as readonly QuoteCheck[]

/** What a line shows, in the page's language: the product's name and main standard, the chosen terms' labels. */
export type QuoteItemLabels = {
  product?: string
  standard?: string
} & Partial<Record<QuoteChoice, string>>
