import type { PRICE_PER } from '../../../shared/schemas/desk.ts'
import { type Currency, type QuotationInput } from '../../../shared/schemas/desk.ts'
import type { StoredQuoteItem } from '../../../shared/schemas/quote-item.ts'

/*
 * The quotation editor's form state: what the admin types (prices as Turkish text, "12,50"), turned into the
 * PUT body, with the amounts the server will compute shown live. The server prices again and is the authority.
 */

export type PricePer = (typeof PRICE_PER)[number]

/** One line being edited: an item line points at the request's line, a free line has its own text. */
export type DraftLine = {
  key: number
  item?: number
  text: string
  quantity: string
  price: string
  per: PricePer
}

export type Draft = {
  currency: Currency
  valid_until: string
  delivery: string
  terms: string
  note: string
  lines: DraftLine[]
}

/** What the admin routes answer for a quotation (server/desk/quotation.ts adminView). */
export type QuotationAnswer =
  | { kind: 'accepted'; at: string; name: string; po_number?: string }
  | { kind: 'declined'; at: string; reason?: string }
export type QuotationRecordView = {
  input: QuotationInput
  lines: {
    item?: number
    text?: string
    quantity: number
    unit_price: number
    per: PricePer
    amount: number
  }[]
  total: number
  currency: Currency
  state: 'draft' | 'sent' | 'accepted' | 'declined'
  token: string
  created_at: string
  updated_at: string
  sent_at?: string
  answer?: QuotationAnswer
}

export const DEFAULT_VALID_DAYS = 30

let nextKey = 1
export const newKey = () => nextKey++

/** Today + `days` in Turkey (UTC+3 all year), `YYYY-MM-DD`. */
export function dayInTurkey(days: number, now = Date.now()): string {
  return new Date(now + 3 * 3600_000 + days * 86_400_000).toISOString().slice(0, 10)
}

/** A saved price as the editor shows it: "45,50", "0,0125"; Turkish decimal comma, no grouping (typed back as is). */
export function priceText(value: number): string {
  return new Intl.NumberFormat('tr', {
    minimumFractionDigits: 2,
    maximumFractionDigits: 4,
    useGrouping: false,
  }).format(value)
}

/** A fresh draft from the request's lines: each line at its requested quantity, priced per 100 pieces. */
export function draftFromItems(items: readonly StoredQuoteItem[], now = Date.now()): Draft {
  return {
    currency: 'TRY',
    valid_until: dayInTurkey(DEFAULT_VALID_DAYS, now),
    delivery: '',
    terms: '',
    note: '',
    lines:
      items.length > 0
        ? items.map((item, index) => ({
            key: newKey(),
            item: index,
            text: '',
            quantity: String(item.quantity),
            price: '',
            per: 100,
          }))
        : [freeLine()],
  }
}

export function freeLine(): DraftLine {
  return { key: newKey(), text: '', quantity: '1', price: '', per: 1 }
}

/** The saved quotation back into the form. */
export function draftFromRecord(record: QuotationRecordView): Draft {
  const { input } = record
  return {
    currency: input.currency,
    valid_until: input.valid_until,
    delivery: input.delivery,
    terms: input.terms,
    note: input.note,
    lines: record.lines.map((line) => ({
      key: newKey(),
      ...(line.item !== undefined ? { item: line.item } : {}),
      text: line.text ?? '',
      quantity: String(line.quantity),
      price: priceText(line.unit_price),
      per: line.per,
    })),
  }
}

/**
 * A typed price as a number, or null. "1.250,50" and "1250,5" are Turkish; "12.5" (one dot, no comma) is read as
 * a decimal point, as people paste it from other programs.
 */
export function parsePrice(text: string): number | null {
  let clean = text.replace(/[\s₺€$]/g, '')
  if (!clean) return null
  if (clean.includes(',')) clean = clean.replace(/\./g, '').replace(',', '.')
  else if ((clean.match(/\./g) ?? []).length > 1) clean = clean.replace(/\./g, '')
  if (!/^\d+(\.\d+)?$/.test(clean)) return null
  return Number(clean)
}

export function parseQuantity(text: string): number | null {
  const clean = text.replace(/[\s.]/g, '')
  return /^\d+$/.test(clean) ? Number(clean) : null
}

/** The line's amount in cents as the server computes it (price kept to 1/10,000, half up), or null while unpriced. */
export function lineAmountMinor(line: DraftLine): number | null {
  const quantity = parseQuantity(line.quantity)
  const price = parsePrice(line.price)
  if (quantity === null || price === null) return null
  const scaled = BigInt(Math.round(price * 10_000))
  const divisor = BigInt(line.per) * 100n
  return Number((BigInt(quantity) * scaled * 2n + divisor) / (2n * divisor))
}

export function totalMinor(lines: readonly DraftLine[]): number {
  return lines.reduce((sum, line) => sum + (lineAmountMinor(line) ?? 0), 0)
}

const SYMBOLS: Record<Currency, string> = { TRY: '₺', EUR: '€', USD: '$' }

/** `1.234,50 ₺`: as the Turkish PDF writes money. */
export function formatMoneyTr(value: number, currency: Currency): string {
  const number = new Intl.NumberFormat('tr', {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
    useGrouping: 'always',
  }).format(value)
  return `${number} ${SYMBOLS[currency]}`
}

/**
 * The PUT body, or the first line the schema would refuse (a price or quantity that is not a number, a free line
 * without text), named here by its number in plain words.
 */
export function inputOf(
  draft: Draft,
  requested: readonly StoredQuoteItem[],
): { input: QuotationInput } | { problem: { line: number; field: 'price' | 'quantity' | 'text' } } {
  const lines: QuotationInput['lines'] = []
  for (const [index, line] of draft.lines.entries()) {
    const price = parsePrice(line.price)
    const quantity = parseQuantity(line.quantity)
    if (line.item === undefined && !line.text.trim()) return { problem: { line: index + 1, field: 'text' } }
    if (quantity === null || quantity < 1) return { problem: { line: index + 1, field: 'quantity' } }
    if (price === null) return { problem: { line: index + 1, field: 'price' } }
    if (line.item !== undefined) {
      const requestedQuantity = requested[line.item]?.quantity
      lines.push({
        item: line.item,
        ...(quantity !== requestedQuantity ? { quantity } : {}),
        unit_price: price,
        per: line.per,
      })
    } else lines.push({ text: line.text.trim(), quantity, unit_price: price, per: line.per })
  }
  return {
    input: {
      currency: draft.currency,
      valid_until: draft.valid_until,
      delivery: draft.delivery.trim(),
      terms: draft.terms.trim(),
      note: draft.note.trim(),
      lines,
    },
  }
}
