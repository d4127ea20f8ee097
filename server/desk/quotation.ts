import { randomBytes, timingSafeEqual } from 'node:crypto'
import type { Currency, QuotationInput, QuotationState, QuotationSummary } from '../../shared/schemas/desk.ts'
import type { StoredQuoteItem } from '../../shared/schemas/quote-item.ts'

/*
 * A priced quotation (issue 22): what the admin saved, its amounts in integer minor units (no float drift), the
 * buyer's token and answer. Pure functions; server/desk/quotation-store.ts keeps the record on disk.
 */

/** One priced line as stored: the input line with its quantity settled and its amount in cents. */
export type PricedLine = {
  item?: number
  text?: string
  quantity: number
  unit_price: number
  per: 1 | 100 | 1000
  /** quantity × unit_price / per, rounded half up to the cent, in cents. */
  amount_minor: number
}

export type QuotationAnswer =
  | { kind: 'accepted'; at: string; name: string; po_number?: string }
  | { kind: 'declined'; at: string; reason?: string }

/** `DATA_DIR/submissions/<id>.quotation.json`. */
export type QuotationRecord = {
  id: string
  /** The secret half of the buyer's token (`<id>.<secret>`): 32 random bytes, base64url. */
  secret: string
  input: QuotationInput
  lines: PricedLine[]
  total_minor: number
  state: QuotationState
  created_at: string
  updated_at: string
  sent_at?: string
  answer?: QuotationAnswer
}

/** Why a quotation cannot be saved, in plain Turkish (answered 400). */
export class QuotationRefused extends Error {}

/** Unit prices are kept to 1/10,000 of the currency (a per-piece price of a small screw), amounts to the cent. */
const PRICE_SCALE = 10_000n

/** `quantity × unit_price / per` in cents, rounded half up, exactly (BigInt: 1e9 pieces at 1e9 would pass 2^53). */
export function lineAmountMinor(quantity: number, unitPrice: number, per: number): number {
  const price = BigInt(Math.round(unitPrice * Number(PRICE_SCALE)))
  const divisor = BigInt(per) * (PRICE_SCALE / 100n)
  const amount = (BigInt(quantity) * price * 2n + divisor) / (2n * divisor)
  if (amount > BigInt(Number.MAX_SAFE_INTEGER)) throw new QuotationRefused('Satır tutarı çok büyük')
  return Number(amount)
}

/** A date `YYYY-MM-DD` that exists in the calendar (not 2026-02-30). */
export function isRealDate(text: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text)
  if (!match) return false
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])]
  const date = new Date(Date.UTC(year, month - 1, day))
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
}

/** Turkey has kept UTC+3 all year since 2016. */
const TURKEY_OFFSET_MS = 3 * 3600_000

/** Today in Turkey, `YYYY-MM-DD`. */
export function turkeyToday(now = Date.now()): string {
  return new Date(now + TURKEY_OFFSET_MS).toISOString().slice(0, 10)
}

/** The moment a quotation valid until `validUntil` expires: the end of that day, Turkey time. */
export function expiresAt(validUntil: string): number {
  return Date.parse(`${validUntil}T00:00:00Z`) + 24 * 3600_000 - TURKEY_OFFSET_MS
}

export function isExpired(validUntil: string, now = Date.now()): boolean {
  return now >= expiresAt(validUntil)
}

/**
 * The input checked against the request's lines and priced. `item` must name one of the request's lines; a free
 * line needs its text and quantity; an item line takes the requested quantity unless it gives one.
 */
export function priceQuotation(
  input: QuotationInput,
  items: readonly StoredQuoteItem[],
  now = Date.now(),
): { lines: PricedLine[]; total_minor: number } {
  if (!isRealDate(input.valid_until))
    throw new QuotationRefused(`Geçerlilik tarihi gerçek bir tarih değil: ${input.valid_until}`)
  if (input.valid_until < turkeyToday(now)) throw new QuotationRefused('Geçerlilik tarihi geçmişte olamaz')
  const lines = input.lines.map((line, index): PricedLine => {
    const number = index + 1
    let quantity: number
    const priced: Partial<PricedLine> = {}
    if (line.item !== undefined) {
      const item = items[line.item]
      if (!item)
        throw new QuotationRefused(
          items.length === 0
            ? `Satır ${number}: bu talepte ürün satırı yok; fiyatı serbest satırla (metin ve adet) yazın`
            : `Satır ${number}: talepte ${line.item + 1}. satır yok (talepte ${items.length} satır var)`,
        )
      quantity = line.quantity ?? item.quantity
      priced.item = line.item
      if (line.text?.trim()) priced.text = line.text.trim()
    } else {
      const text = line.text?.trim() ?? ''
      if (!text) throw new QuotationRefused(`Satır ${number}: serbest satırın açıklaması boş olamaz`)
      if (line.quantity === undefined)
        throw new QuotationRefused(`Satır ${number}: serbest satırın adedi yok`)
      quantity = line.quantity
      priced.text = text
    }
    return {
      ...priced,
      quantity,
      unit_price: line.unit_price,
      per: line.per,
      amount_minor: lineAmountMinor(quantity, line.unit_price, line.per),
    }
  })
  const total = lines.reduce((sum, line) => sum + line.amount_minor, 0)
  if (!Number.isSafeInteger(total)) throw new QuotationRefused('Teklif toplamı çok büyük')
  return { lines, total_minor: total }
}

export function newSecret(): string {
  return randomBytes(32).toString('base64url')
}

export function tokenOf(record: Pick<QuotationRecord, 'id' | 'secret'>): string {
  return `${record.id}.${record.secret}`
}

/** A token's request id and secret, or null when it cannot be one (the id names a file: nothing but [A-Za-z0-9_-]). */
export function splitToken(token: string): { id: string; secret: string } | null {
  const match = /^([A-Za-z0-9_-]{1,64})\.([A-Za-z0-9_-]{43})$/.exec(token)
  return match ? { id: match[1]!, secret: match[2]! } : null
}

/** Whether `secret` is the record's, compared in constant time. */
export function secretMatches(record: Pick<QuotationRecord, 'secret'>, secret: string): boolean {
  const a = Buffer.from(record.secret)
  const b = Buffer.from(secret)
  return a.length === b.length && timingSafeEqual(a, b)
}

export function summaryOf(record: QuotationRecord): QuotationSummary {
  const summary: QuotationSummary = {
    state: record.state,
    currency: record.input.currency,
    total: record.total_minor / 100,
    valid_until: record.input.valid_until,
    updated_at: record.updated_at,
  }
  if (record.sent_at) summary.sent_at = record.sent_at
  if (record.answer) summary.answered_at = record.answer.at
  return summary
}

/** What the admin routes answer: the record with its token and totals, amounts as currency numbers. */
export function adminView(record: QuotationRecord) {
  return {
    input: record.input,
    lines: record.lines.map(({ amount_minor, ...line }) => ({ ...line, amount: amount_minor / 100 })),
    total: record.total_minor / 100,
    currency: record.input.currency satisfies Currency,
    state: record.state,
    token: tokenOf(record),
    created_at: record.created_at,
    updated_at: record.updated_at,
    ...(record.sent_at ? { sent_at: record.sent_at } : {}),
    ...(record.answer ? { answer: record.answer } : {}),
  }
}
export type QuotationAdminView = ReturnType<typeof adminView>
