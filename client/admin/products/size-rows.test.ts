import { describe, expect, it } from 'vitest'
import {
  lengthChoices,
  mergeRows,
  nextRow,
  parsePastedRows,
  rangeRows,
  rowAccepted,
  sizesBetween,
} from './size-rows.ts'

const row = (size: string, length: number | null, stock: 'stock' | 'order' = 'order') => ({
  size,
  length,
  stock,
  weight_per_1000: null,
})

describe('size table editor steps', () => {
  it("fills a range from the standard's preferred lengths within each size's limits", () => {
    expect(sizesBetween('M6', 'M12')).toEqual(['M6', 'M8', 'M10', 'M12'])
    expect(sizesBetween('M12', 'M6')).toEqual([])
    const rows = rangeRows('din-933', 'M6', 'M8', 20, 80, 'stock')
    const labels = rows.map((r) => `${r.size}x${r.length}`)
    expect(labels).toContain('M6x60')
    expect(labels).not.toContain('M6x65') // DIN 933 lists M6 up to 60 mm
    expect(labels).toContain('M8x80')
    expect(rows.every((r) => r.stock === 'stock')).toBe(true)
    // Nuts have no lengths: one row per size.
    expect(rangeRows('din-934', 'M6', 'M8', 20, 80, 'order')).toEqual([row('M6', null), row('M8', null)])
  })

  it('fills a partly threaded bolt only with lengths that leave a shank, and 90 mm where the size reaches it', () => {
    const labels = rangeRows('din-931', 'M10', 'M10', 20, 100, 'order').map((r) => r.length)
    expect(labels).toEqual([35, 40, 45, 50, 55, 60, 65, 70, 80, 90, 100])
    expect(rangeRows('din-912', 'M10', 'M10', 80, 100, 'order').map((r) => r.length)).toEqual([80, 90, 100])
  })

  it("offers a row only its standards' lengths, any length when they give none, and flags an unmarked outsider", () => {
    expect(lengthChoices(['din-933'], 'M6')).toEqual([12, 16, 20, 25, 30, 35, 40, 45, 50, 55, 60])
    expect(lengthChoices(['din-931', 'iso-4014'], 'M10')?.[0]).toBe(35)
    expect(lengthChoices(['din-934'], 'M10')).toBeNull()
    expect(lengthChoices([], 'M10')).toBeNull()
    expect(rowAccepted(['din-933'], row('M6', 65))).toBe(false)
    expect(rowAccepted(['din-933'], { ...row('M6', 65), special: true })).toBe(true)
    expect(rowAccepted(['din-933'], row('M6', 60))).toBe(true)
  })

  it('adds the next standard length of the last size', () => {
    expect(nextRow(['din-933'], [row('M6', 50)])).toEqual(row('M6', 55))
    expect(nextRow(['din-933'], [row('M6', 55), row('M6', 60)]).length).toBe(12)
    expect(nextRow([], [row('M6', 50)])).toEqual(row('M6', 55))
  })

  it('merges without duplicates and keeps rows sorted', () => {
    const merged = mergeRows([row('M10', 40, 'stock')], [row('M8', 20), row('M10', 40), row('M10', 30)])
    expect(merged).toEqual([row('M8', 20), row('M10', 30), row('M10', 40, 'stock')])
  })

  it('reads pasted spreadsheet lines and lists every bad one with its reason', () => {
    const result = parsePastedRows(
      [
        'M10\t40\tstok\t32,7',
        'st4.2\t16\tsipariş',
        '',
        'M16\t40',
        'M8\tabc',
        'M8\t20\tbelki',
        'M8\t20\t\t1.2.3',
        'M10\t40',
        'Ø4.8\t12',
      ].join('\n'),
    )
    expect(result.rows).toEqual([
      { size: 'M10', length: 40, stock: 'stock', weight_per_1000: 32.7 },
      { size: 'ST4.2', length: 16, stock: 'order', weight_per_1000: null },
      { size: 'd4.8', length: 12, stock: 'order', weight_per_1000: null },
    ])
    expect(result.problems.map((p) => [p.line, p.reason])).toEqual([
      [4, 'admin.sizes.paste.badSize'],
      [5, 'admin.sizes.paste.badLength'],
      [6, 'admin.sizes.paste.badStock'],
      [7, 'admin.sizes.paste.badWeight'],
      [8, 'admin.sizes.paste.duplicate'],
    ])
  })
})
