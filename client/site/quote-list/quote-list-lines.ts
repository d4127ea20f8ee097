import {
  MAX_QUOTE_ITEMS,
  QUOTE_CHOICES,
  QUOTE_LINE_TEXT_MAX,
  QUOTE_QUANTITY,
  type QuoteCheck,
  type QuoteChoice,
  type QuoteItem,
  type QuoteItemLabels,
} from '../../../shared/quote-items.ts'

/*
 * The browser's quote list as data: the lines, how stored text is read back (anything unexpected is dropped, never
 * a crash), and the pure changes the store applies. Only what a line of the contract holds is ever kept: no name,
 * e-mail or phone of the buyer.
 */

/** One of a product's values for a choice, as its page showed it (id and text in that page's language). */
export type ChoiceOption = { id: string; text: string }

/** What a line shows before the server has described it: labels as they were when the line was added. */
export type LineLabels = QuoteItemLabels & {
  /** The size as shown ("M8"). */
  size?: string
  /** The product's values for each choice, so the list can offer them again. */
  options?: Partial<Record<QuoteChoice, ChoiceOption[]>>
  /** What the reader of a pasted list asks the buyer to check on this line. */
  check?: QuoteCheck[]
}

const CHECKS: readonly QuoteCheck[] = ['product', 'size', 'length', ...QUOTE_CHOICES, 'quantity']

/** A line of the list: a QuoteItem with a local id and its label snapshot. */
export type QuoteListLine = QuoteItem & { id: string; labels: LineLabels }

/** The one storage key; a new shape gets a new version. */
export const STORAGE_KEY = 'kuzey.quoteList.v1'

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/
const TERM = /^[a-z0-9][a-z0-9.-]*$/

const text = (value: unknown, max: number): string | undefined =>
  typeof value === 'string' && value.trim() !== '' ? value.trim().slice(0, max) : undefined

export const isQuantity = (value: unknown): value is number =>
  typeof value === 'number' &&
  Number.isInteger(value) &&
  value >= QUOTE_QUANTITY.min &&
  value <= QUOTE_QUANTITY.max

function readOptions(value: unknown): LineLabels['options'] {
  if (!value || typeof value !== 'object') return undefined
  const options: Partial<Record<QuoteChoice, ChoiceOption[]>> = {}
  for (const choice of QUOTE_CHOICES) {
    const list = (value as Record<string, unknown>)[choice]
    if (!Array.isArray(list)) continue
    const read = list.flatMap((option: unknown) => {
      const { id, text: label } = (option ?? {}) as Record<string, unknown>
      const shown = text(label, 200)
      return typeof id === 'string' && TERM.test(id) && shown ? [{ id, text: shown }] : []
    })
    if (read.length > 0) options[choice] = read.slice(0, 100)
  }
  return Object.keys(options).length > 0 ? options : undefined
}

function readLabels(value: unknown): LineLabels {
  const raw = (value && typeof value === 'object' ? value : {}) as Record<string, unknown>
  const labels: LineLabels = {}
  for (const key of ['product', 'standard', 'size', ...QUOTE_CHOICES] as const) {
    const label = text(raw[key], 300)
    if (label) labels[key] = label
  }
  const options = readOptions(raw.options)
  if (options) labels.options = options
  if (Array.isArray(raw.check)) {
    const check = CHECKS.filter((field) => (raw.check as unknown[]).includes(field))
    if (check.length > 0) labels.check = check
  }
  return labels
}

/** A QuoteItem from anything, or null when it is not one (the fields of the contract only). */
export function readItem(value: unknown): QuoteItem | null {
  if (!value || typeof value !== 'object') return null
  const raw = value as Record<string, unknown>
  if (!isQuantity(raw.quantity)) return null
  const item: QuoteItem = { quantity: raw.quantity }
  if (typeof raw.product === 'string' && SLUG.test(raw.product) && raw.product.length <= 120)
    item.product = raw.product
  const size = text(raw.size, 20)
  if (size) item.size = size
  if (typeof raw.length === 'number' && raw.length >= 1 && raw.length <= 500) item.length = raw.length
  for (const choice of QUOTE_CHOICES) {
    const id = raw[choice]
    if (typeof id === 'string' && TERM.test(id) && id.length <= 40) item[choice] = id
  }
  const note = text(raw.note, QUOTE_LINE_TEXT_MAX)
  if (note) item.note = note
  const free = text(raw.text, QUOTE_LINE_TEXT_MAX)
  if (free) item.text = free
  // A line names a product or says in words what it is.
  return item.product || item.text ? item : null
}

function readLine(value: unknown): QuoteListLine | null {
  const item = readItem(value)
  const { id, labels } = (value ?? {}) as Record<string, unknown>
  if (!item || typeof id !== 'string' || !/^[\w-]{1,40}$/.test(id)) return null
  return { ...item, id, labels: readLabels(labels) }
}

/** The stored text read back: the valid lines (each id once, at most MAX_QUOTE_ITEMS); [] for anything else. */
export function parseStored(raw: string | null): QuoteListLine[] {
  if (!raw) return []
  let parsed: unknown
  try {
    parsed = JSON.parse(raw)
  } catch {
    return []
  }
  const lines = (parsed as { lines?: unknown } | null)?.lines
  if (!Array.isArray(lines)) return []
  const seen = new Set<string>()
  const read: QuoteListLine[] = []
  for (const value of lines) {
    const line = readLine(value)
    if (!line || seen.has(line.id)) continue
    seen.add(line.id)
    read.push(line)
    if (read.length === MAX_QUOTE_ITEMS) break
  }
  return read
}

export const serialize = (lines: readonly QuoteListLine[]): string => JSON.stringify({ lines })

/** Lines that ask for the same thing: the same product, size, length and choices (free lines never merge). */
function sameThing(a: QuoteItem, b: QuoteItem): boolean {
  if (!a.product || a.text || b.text) return false
  return (
    a.product === b.product &&
    a.size === b.size &&
    a.length === b.length &&
    QUOTE_CHOICES.every((choice) => a[choice] === b[choice])
  )
}

export type AddResult = 'added' | 'merged' | 'full'

/**
 * The list with `item` added: to the quantity of a line asking for the same thing (its note joined), or as a new
 * line while there is room. The quantity stops at the largest accepted.
 */
export function addLine(
  lines: readonly QuoteListLine[],
  item: QuoteItem,
  labels: LineLabels,
  id: string,
): { lines: QuoteListLine[]; result: AddResult } {
  const index = lines.findIndex((line) => sameThing(line, item))
  if (index >= 0) {
    const line = lines[index]!
    const note =
      item.note && line.note !== item.note
        ? [line.note, item.note].filter(Boolean).join('; ').slice(0, QUOTE_LINE_TEXT_MAX)
        : line.note
    const merged: QuoteListLine = {
      ...line,
      quantity: Math.min(line.quantity + item.quantity, QUOTE_QUANTITY.max),
      ...(note ? { note } : {}),
    }
    return { lines: lines.map((old, i) => (i === index ? merged : old)), result: 'merged' }
  }
  if (lines.length >= MAX_QUOTE_ITEMS) return { lines: [...lines], result: 'full' }
  return { lines: [...lines, { ...item, id, labels }], result: 'added' }
}

/** The line's fields as the quote form posts them: the contract's QuoteItem, without id and labels. */
export function toItem({ id: _id, labels: _labels, ...item }: QuoteListLine): QuoteItem {
  return item
}
