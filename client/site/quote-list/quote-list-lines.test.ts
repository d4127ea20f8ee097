import { describe, expect, it } from 'vitest'
import { MAX_QUOTE_ITEMS, QUOTE_LINE_TEXT_MAX, QUOTE_QUANTITY } from '../../../shared/quote-items.ts'
import { addLine, parseStored, type QuoteListLine, serialize, toItem } from './quote-list-lines.ts'

const bolt = { product: 'din-933-hex-bolt', size: 'M8', length: 30, material: 'steel', quantity: 500 }
const labels = { product: 'Altıgen Başlı Cıvata', standard: 'DIN 933', size: 'M8' }

function listOf(count: number): QuoteListLine[] {
  return Array.from({ length: count }, (_, index) => ({
    product: 'din-933-hex-bolt',
    size: 'M8',
    length: index + 1,
    quantity: 1,
    id: `line-${index}`,
    labels: {},
  }))
}

describe('the quote list lines', () => {
  it('adds the same product, size, length and choices to the existing line, anything else as a new line', () => {
    let { lines, result } = addLine([], bolt, labels, 'a')
    expect(result).toBe('added')
    ;({ lines, result } = addLine(lines, { ...bolt, quantity: 250, note: 'zinc flake' }, labels, 'b'))
    expect(result).toBe('merged')
    expect(lines).toEqual([{ ...bolt, quantity: 750, note: 'zinc flake', id: 'a', labels }])
    ;({ lines } = addLine(lines, { ...bolt, quantity: 1, note: 'packed in 100' }, labels, 'c'))
    expect(lines[0]!.note).toBe('zinc flake; packed in 100')
    for (const other of [{ length: 40 }, { size: 'M10' }, { material: 'a2' }, { finish: 'zinc-white' }]) {
      ;({ lines, result } = addLine(lines, { ...bolt, ...other }, labels, JSON.stringify(other)))
      expect(result).toBe('added')
    }
    expect(lines).toHaveLength(5)
    // Free lines are never merged, even with the same words.
    ;({ lines } = addLine(lines, { text: 'special part', quantity: 5 }, {}, 'f1'))
    ;({ lines, result } = addLine(lines, { text: 'special part', quantity: 5 }, {}, 'f2'))
    expect(result).toBe('added')
    expect(lines).toHaveLength(7)
  })

  it('stops a merged quantity at the largest accepted', () => {
    const { lines } = addLine([], { ...bolt, quantity: QUOTE_QUANTITY.max - 1 }, labels, 'a')
    const merged = addLine(lines, { ...bolt, quantity: 10 }, labels, 'b')
    expect(merged.lines[0]!.quantity).toBe(QUOTE_QUANTITY.max)
  })

  it('holds at most MAX_QUOTE_ITEMS lines, but still merges into a full list', () => {
    const full = listOf(MAX_QUOTE_ITEMS)
    const refused = addLine(full, { ...bolt, length: 9999 }, labels, 'x')
    expect(refused.result).toBe('full')
    expect(refused.lines).toHaveLength(MAX_QUOTE_ITEMS)
    const merged = addLine(full, { product: 'din-933-hex-bolt', size: 'M8', length: 3, quantity: 4 }, {}, 'y')
    expect(merged.result).toBe('merged')
    expect(merged.lines[2]!.quantity).toBe(5)
    // A stored list longer than the limit is cut to it.
    expect(parseStored(serialize(listOf(MAX_QUOTE_ITEMS + 20)))).toHaveLength(MAX_QUOTE_ITEMS)
  })

  it('reads back what it wrote', () => {
    const { lines } = addLine(
      [],
      { ...bolt, note: 'urgent' },
      { ...labels, options: { material: [{ id: 'steel', text: 'Çelik' }] } },
      'a',
    )
    expect(parseStored(serialize(lines))).toEqual(lines)
  })

  it('drops corrupted storage and bad lines instead of failing', () => {
    for (const raw of [null, '', '{', 'null', '42', '"text"', '[]', '{"lines":5}', '{"lines":{"0":{}}}'])
      expect(parseStored(raw), String(raw)).toEqual([])
    const good = { ...bolt, id: 'good', labels }
    const stored = JSON.stringify({
      lines: [
        null,
        7,
        'line',
        { ...bolt, id: 'no-quantity', quantity: undefined, labels },
        { ...bolt, id: 'zero', quantity: 0, labels },
        { ...bolt, id: 'fraction', quantity: 1.5, labels },
        { ...bolt, id: 'too-many', quantity: QUOTE_QUANTITY.max + 1, labels },
        { quantity: 5, id: 'nothing' },
        { ...bolt, labels },
        good,
        { ...bolt, id: 'good', quantity: 1, labels },
      ],
    })
    expect(parseStored(stored)).toEqual([good])
  })

  it('keeps only the fields of a line: never a name, an e-mail or a phone, and texts within their limits', () => {
    const stored = JSON.stringify({
      lines: [
        {
          ...bolt,
          id: 'a',
          email: 'buyer@example.com',
          name: 'Ayşe',
          phone: '+90 555',
          product: 'Not A Slug!',
          text: 'x'.repeat(QUOTE_LINE_TEXT_MAX + 50),
          material: '<script>',
          labels: { product: 'Bolt', email: 'buyer@example.com', options: { material: [{ id: 'a2' }, 'x'] } },
        },
      ],
    })
    const [line] = parseStored(stored)
    expect(line).toEqual({
      size: 'M8',
      length: 30,
      quantity: 500,
      text: 'x'.repeat(QUOTE_LINE_TEXT_MAX),
      id: 'a',
      labels: { product: 'Bolt' },
    })
    expect(toItem(line!)).toEqual({
      size: 'M8',
      length: 30,
      quantity: 500,
      text: 'x'.repeat(QUOTE_LINE_TEXT_MAX),
    })
  })
})
