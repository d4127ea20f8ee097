import { describe, expect, it } from 'vitest'
import { lineAmountMinor as serverAmount } from '../../../server/desk/quotation.ts'
import { SAMPLE_LINES } from '../../../test/helpers/stored-quote.ts'
import {
  draftFromItems,
  type DraftLine,
  formatMoneyTr,
  inputOf,
  lineAmountMinor,
  parsePrice,
  priceText,
} from './quotation-draft.ts'

const line = (quantity: string, price: string, per: 1 | 100 | 1000): DraftLine => ({
  key: 1,
  text: 'x',
  quantity,
  price,
  per,
})

describe('the quotation editor draft', () => {
  it('reads prices as Turkish types them, and pasted decimal points', () => {
    expect(parsePrice('12,50')).toBe(12.5)
    expect(parsePrice('1.250,75')).toBe(1250.75)
    expect(parsePrice('1.250.000')).toBe(1_250_000)
    expect(parsePrice('12.5')).toBe(12.5)
    expect(parsePrice(' 45 € ')).toBe(45)
    expect(parsePrice('')).toBeNull()
    expect(parsePrice('12,5,0')).toBeNull()
    expect(parsePrice('-3')).toBeNull()
    expect(priceText(45.5)).toBe('45,50')
    expect(priceText(0.0125)).toBe('0,0125')
    expect(parsePrice(priceText(0.0125))).toBe(0.0125)
  })

  it('shows the amounts the server will store, to the cent', () => {
    for (const [quantity, price, per] of [
      [12_000, 45.5, 1000],
      [333, 0.0125, 1],
      [7, 1.005, 1],
      [999_999, 123.4567, 100],
      [1, 0.005, 1],
    ] as const)
      expect(lineAmountMinor(line(String(quantity), priceText(price), per))).toBe(
        serverAmount(quantity, price, per),
      )
    expect(lineAmountMinor(line('10', '', 1))).toBeNull()
    expect(formatMoneyTr(1721, 'EUR')).toBe('1.721,00 €')
    expect(formatMoneyTr(1234567.5, 'TRY')).toBe('1.234.567,50 ₺')
  })

  it('starts from the request lines, sends the requested quantity only when changed, names the first bad line', () => {
    const draft = draftFromItems(SAMPLE_LINES, Date.parse('2026-05-01T22:30:00Z'))
    // 01:30 on 2 May in Turkey: 30 days later.
    expect(draft.valid_until).toBe('2026-06-01')
    expect(draft.lines.map((l) => [l.item, l.quantity, l.per])).toEqual([
      [0, '12000', 100],
      [1, '500', 100],
      [2, '250', 100],
    ])
    expect(inputOf(draft, SAMPLE_LINES)).toEqual({ problem: { line: 1, field: 'price' } })
    draft.lines = draft.lines.map((l, index) => ({
      ...l,
      price: '10',
      quantity: index === 1 ? '600' : l.quantity,
    }))
    draft.lines.push({ key: 9, text: ' ', quantity: '1', price: '5', per: 1 })
    expect(inputOf(draft, SAMPLE_LINES)).toEqual({ problem: { line: 4, field: 'text' } })
    draft.lines[3]!.text = 'Nakliye'
    const result = inputOf(draft, SAMPLE_LINES)
    if (!('input' in result)) throw new Error('refused')
    expect(result.input.lines).toEqual([
      { item: 0, unit_price: 10, per: 100 },
      { item: 1, quantity: 600, unit_price: 10, per: 100 },
      { item: 2, unit_price: 10, per: 100 },
      { text: 'Nakliye', quantity: 1, unit_price: 5, per: 1 },
    ])
  })
})
