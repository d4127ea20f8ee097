import { fieldOfParam, vocabularyOf, type TermFieldKey } from '../../shared/catalogue/technical-fields.ts'
import type { Lang } from '../../shared/i18n.ts'
import { EMPTY_FILTER, type SearchReading } from '../../shared/product-facets.ts'
import {
  MAX_QUOTE_ITEMS,
  QUOTE_CHOICES,
  QUOTE_LINE_TEXT_MAX,
  QUOTE_PASTE_MAX,
  QUOTE_QUANTITY,
  type QuoteCheck,
  type QuoteChoice,
  type QuoteItem,
} from '../../shared/quote-items.ts'
import type { Product } from '../../shared/schemas/product.ts'
import type { ParsedQuoteItem } from '../../shared/schemas/quote-item.ts'
import { catalogueIndex } from '../catalogue/catalogue-index.ts'
import { queryFacets } from '../catalogue/facet-query.ts'
import { readSearch } from '../catalogue/search-reading.ts'
import type { Stores } from '../store/collections.ts'
import { parseSize } from '../../shared/standards/index.ts'
import { type Columns, headerColumns, type SplitLine, splitCells, splitText } from './bom-line.ts'
import { describeQuoteItem } from './quote-lines.ts'

/*
 * A pasted bill of materials, line by line, into quote lines: the quantity is taken out (bom-line.ts), the rest is
 * read by the search box's reader (standards in every spelling, sizes, terms by label and synonym), then our
 * product is found: by standard (its main one, one it lists, or the DIN/ISO equivalent), else by the search
 * engine's words. What could not be matched stays as the buyer wrote it, a free line to check.
 */

const choiceField = (choice: QuoteChoice) => fieldOfParam(choice) as TermFieldKey

function offered(product: Product, choice: QuoteChoice): readonly string[] {
  const value = (product.technical as Record<string, unknown>)[choiceField(choice)]
  if (Array.isArray(value)) return value as string[]
  return typeof value === 'string' && value ? [value] : []
}

/** The term ids read for a choice (one spelling may name several: "zinc" is white, yellow and black zinc). */
function readChoice(reading: SearchReading, choice: QuoteChoice): string[] {
  const kind = vocabularyOf(choiceField(choice))
  return reading.terms.filter((term) => term.kind === kind).map((term) => term.id)
}

type Fit = { product: Product; rank: number[] }

/** How well a product fits what was read, compared element by element: standard, size, length, choices. */
function fit(product: Product, reading: SearchReading, length: number | undefined): Fit {
  const listed = product.technical.standards
  const standard = reading.standards.includes(listed[0] ?? '')
    ? 3
    : listed.some((id) => reading.standards.includes(id))
      ? 2
      : listed.some((id) => reading.equivalents.includes(id))
        ? 1
        : 0
  const rows = product.sizes.filter((row) => reading.sizes.includes(row.size))
  const choices = QUOTE_CHOICES.filter((choice) => {
    const read = readChoice(reading, choice)
    return read.length > 0 && read.some((id) => offered(product, choice).includes(id))
  }).length
  return {
    product,
    rank: [standard, rows.length > 0 ? 1 : 0, rows.some((row) => row.length === length) ? 1 : 0, choices],
  }
}

function better(a: Fit, b: Fit): boolean {
  for (let i = 0; i < a.rank.length; i++) if (a.rank[i] !== b.rank[i]) return a.rank[i]! > b.rank[i]!
  return false
}

/** Our product to a read standard (or its equivalent), the best fitting first; null without one. */
function byStandard(stores: Stores, reading: SearchReading, length: number | undefined): Product | null {
  const wanted = new Set([...reading.standards, ...reading.equivalents])
  if (wanted.size === 0) return null
  let best: Fit | null = null
  for (const product of catalogueIndex(stores).products) {
    if (!product.technical.standards.some((id) => wanted.has(id))) continue
    const candidate = fit(product, reading, length)
    if (!best || better(candidate, best)) best = candidate
  }
  return best?.product ?? null
}

/** Most words left after the standard, size and terms that are still searched for a product. */
const MAX_SEARCH_WORDS = 6

/**
 * The search engine's best match for the words, when convincing: some words were left to search for, and every
 * one of them, with every size and term read, matched the product (the search box's own strict reading).
 */
function byWords(stores: Stores, words: string, reading: SearchReading, lang: Lang): Product | null {
  // A long description is the buyer's own words for a part, not a search (and each word costs a fuzzy search).
  const count = reading.text.split(' ').length
  if (!/\p{L}{3}/u.test(reading.text) || count > MAX_SEARCH_WORDS) return null
  const index = catalogueIndex(stores)
  const { matches } = queryFacets(index, { ...EMPTY_FILTER, q: words }, lang)
  const first = matches[0]
  return first === undefined ? null : index.products[first]!
}

function quantityOf(split: SplitLine): number | undefined {
  const { quantity } = split
  return quantity !== undefined && quantity >= QUOTE_QUANTITY.min && quantity <= QUOTE_QUANTITY.max
    ? quantity
    : undefined
}

/**
 * Tapping screw and rivet sizes with a length ("ST4,2x13", "Ø4.8x12"), which the search box reads only without
 * one: the size is left for it, the length taken here. A size in no series we make ("M16") is left in the words.
 */
const SIZE_WITH_DECIMAL_LENGTH =
  /(?<![\p{L}\d])(st|ø|d)\s*(\d+(?:[.,]\d+)?)\s*[x×*]\s*(\d+(?:[.,]\d+)?)(?![\p{L}\d])/iu
const UNREAD_SIZE = /(?<![a-z])(?:m|st|ø|d)\s*\d/

function takeSizeLength(split: SplitLine): SplitLine {
  const match = SIZE_WITH_DECIMAL_LENGTH.exec(split.words)
  if (!match || !parseSize(`${match[1]}${match[2]}`)) return split
  const words = `${split.words.slice(0, match.index)} ${match[1]}${match[2]} ${split.words.slice(match.index + match[0].length)}`
  return { ...split, words, length: split.length ?? Number(match[3]!.replace(',', '.')) }
}

/** One line read into a quote line and the fields the buyer should check. */
function readLine(
  source: string,
  split: SplitLine,
  stores: Stores,
  lang: Lang,
): { item: QuoteItem; check: QuoteCheck[] } {
  const check: QuoteCheck[] = []
  const quantity = quantityOf(split)
  const reading = readSearch(split.words, stores.vocabularies.data, lang)
  const unreadSize = reading.sizes.length === 0 && UNREAD_SIZE.test(reading.text)
  const length = split.length ?? reading.length?.min ?? undefined
  const product =
    byStandard(stores, reading, length) ??
    (reading.standards.length === 0 ? byWords(stores, split.words, reading, lang) : null)
  if (!product) {
    const item: QuoteItem = { text: source.slice(0, QUOTE_LINE_TEXT_MAX), quantity: quantity ?? 1 }
    return { item, check: quantity === undefined ? ['product', 'quantity'] : ['product'] }
  }
  if (reading.standards.length === 0) check.push('product')
  const item: QuoteItem = { product: product.slug, quantity: quantity ?? 1 }
  const [size, ...otherSizes] = reading.sizes
  const rows = size ? product.sizes.filter((row) => row.size === size) : []
  if (size && rows.length > 0) {
    item.size = size
    if (length !== undefined) {
      if (rows.some((row) => row.length === length)) item.length = length
      else check.push('length')
    }
  } else if (size || unreadSize) check.push('size')
  else if (length !== undefined) check.push('length')
  if (otherSizes.length > 0 && !check.includes('size')) check.push('size')
  for (const choice of QUOTE_CHOICES) {
    const read = readChoice(reading, choice)
    if (read.length === 0) continue
    const chosen = read.find((id) => offered(product, choice).includes(id))
    if (chosen) item[choice] = chosen
    else check.push(choice)
  }
  if (quantity === undefined) check.push('quantity')
  return { item, check }
}

/**
 * The pasted text as quote lines, one per non-empty line (a spreadsheet's header row is skipped), at most
 * MAX_QUOTE_ITEMS; each carries its labels and product page in `lang` (describeQuoteItem), the line as pasted
 * (`source`) and what to check.
 */
export function readBillOfMaterials(text: string, stores: Stores, lang: Lang): ParsedQuoteItem[] {
  const items: ParsedQuoteItem[] = []
  let columns: Columns | null = null
  for (const raw of text.slice(0, QUOTE_PASTE_MAX).split(/\r\n|\r|\n/)) {
    if (items.length >= MAX_QUOTE_ITEMS) break
    // Control characters other than tabs are never part of what a buyer means.
    const line = raw.replace(/[^\P{Cc}\t]+/gu, ' ').trim()
    if (line === '') continue
    const cells = line.includes('\t') ? line.split('\t').map((cell) => cell.trim()) : [line]
    const header = headerColumns(cells)
    if (header) {
      columns = cells.length > 1 ? header : columns
      continue
    }
    const source = cells.filter(Boolean).join(' ').slice(0, QUOTE_LINE_TEXT_MAX)
    // A line longer than a line's text is no line of a list (and is not worth reading): kept for the buyer to fix.
    const { item, check } =
      line.length > QUOTE_LINE_TEXT_MAX
        ? { item: { text: source, quantity: 1 }, check: ['product', 'quantity'] as QuoteCheck[] }
        : readLine(
            source,
            takeSizeLength(cells.length > 1 ? splitCells(cells, columns) : splitText(line)),
            stores,
            lang,
          )
    const described = describeQuoteItem(item, stores, lang, items.length)
    // The schema's Static type drops the spread QUOTE_CHOICES from the `check` enum (shared/schemas/quote-item.ts);
    // the values are QuoteCheck, which the schema's runtime enum holds.
    items.push({ ...described, source, check })
  }
  return items
}
