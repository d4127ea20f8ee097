import { describe, expect, it } from 'vitest'
import { findStandard, rowFor } from './lookup.ts'
import type { SizeKey } from './types.ts'

/** A value from the catalogue, failing loudly when the standard or row is missing. */
function value(id: string, size: SizeKey, letter: string): number | undefined {
  const standard = findStandard(id)
  if (!standard) throw new Error(`no standard ${id}`)
  const row = rowFor(standard, size)
  if (!row) throw new Error(`${id} has no ${size} row`)
  return row.values[letter]
}

// Known facts of the catalogue's standards and the fastener guide: if any of these moves, a table was edited wrongly.
describe('pinned dimension facts', () => {
  it('hex head widths across flats: DIN 933 against ISO 4017', () => {
    expect(value('din-933', 'M10', 's')).toBe(17)
    expect(value('iso-4017', 'M10', 's')).toBe(16)
    expect(value('din-933', 'M12', 's')).toBe(19)
    expect(value('iso-4017', 'M12', 's')).toBe(18)
  })
  it('DIN 931 and ISO 4014 change s the same way', () => {
    expect(value('din-931', 'M10', 's')).toBe(17)
    expect(value('iso-4014', 'M10', 's')).toBe(16)
    expect(value('din-931', 'M12', 's')).toBe(19)
    expect(value('iso-4014', 'M12', 's')).toBe(18)
  })
  it('hex nut heights: DIN 934 M6 m = 5, ISO 4032 M6 m = 5.2', () => {
    expect(value('din-934', 'M6', 'm')).toBe(5)
    expect(value('iso-4032', 'M6', 'm')).toBe(5.2)
  })
  it('DIN 912 M8: dk = 13, k = 8, s = 6', () => {
    expect(value('din-912', 'M8', 'dk')).toBe(13)
    expect(value('din-912', 'M8', 'k')).toBe(8)
    expect(value('din-912', 'M8', 's')).toBe(6)
  })
  it('DIN 125 M10 is 10.5 x 20 x 2', () => {
    expect(value('din-125', 'M10', 'd1')).toBe(10.5)
    expect(value('din-125', 'M10', 'd2')).toBe(20)
    expect(value('din-125', 'M10', 'h')).toBe(2)
  })
  it('DIN 9021 M8 is 8.4 x 24 x 2, and M5 is 1.2 thick', () => {
    expect(value('din-9021', 'M8', 'd2')).toBe(24)
    expect(value('din-9021', 'M8', 'h')).toBe(2)
    expect(value('din-9021', 'M5', 'h')).toBe(1.2)
  })
  it('DIN 7349 M8 is 21 mm wide and 4 mm thick', () => {
    expect(value('din-7349', 'M8', 'd2')).toBe(21)
    expect(value('din-7349', 'M8', 'h')).toBe(4)
  })
  it('DIN 929 weld nuts: M10 s = 17, M5 m = 4', () => {
    expect(value('din-929', 'M10', 's')).toBe(17)
    expect(value('din-929', 'M5', 'm')).toBe(4)
  })
  it('DIN 603 M8: dk = 20, square neck v = 8', () => {
    expect(value('din-603', 'M8', 'dk')).toBe(20)
    expect(value('din-603', 'M8', 'v')).toBe(8)
  })
  it('DIN 6923 flange nuts: M10 s = 15 (not DIN 934’s 17), M6 m = 6', () => {
    expect(value('din-6923', 'M10', 's')).toBe(15)
    expect(value('din-6923', 'M6', 'm')).toBe(6)
  })
  it('DIN 7981 ST4.2: dk = 8.2, k = 3.05, pitch 1.4 (ISO 1478)', () => {
    expect(value('din-7981', 'ST4.2', 'dk')).toBe(8.2)
    expect(value('din-7981', 'ST4.2', 'k')).toBe(3.05)
    expect(rowFor(findStandard('din-7981')!, 'ST4.2')?.pitch).toBe(1.4)
    expect(rowFor(findStandard('din-7981')!, 'ST6.3')?.pitch).toBe(1.8)
  })
  it('DIN 444 M10: eye 20 mm across a 10 mm hole, 12 mm thick (form B)', () => {
    expect(value('din-444', 'M10', 'd2')).toBe(10)
    expect(value('din-444', 'M10', 'd3')).toBe(20)
    expect(value('din-444', 'M10', 's')).toBe(12)
  })
  it('DIN 580 M10: eye 25 / 45 mm, 45 mm high; M12 l is not agreed', () => {
    expect(value('din-580', 'M10', 'd2')).toBe(25)
    expect(value('din-580', 'M10', 'h')).toBe(45)
    expect(value('din-580', 'M12', 'l')).toBeUndefined()
  })
  it('DIN 660 round head rivets: Ø5 dk = 8.8, k = 3; Ø8 dk = 14', () => {
    expect(value('din-660', 'd5', 'dk')).toBe(8.8)
    expect(value('din-660', 'd5', 'k')).toBe(3)
    expect(value('din-660', 'd8', 'dk')).toBe(14)
  })
  it('DIN 6921 M10 flange bolt: s = 15 (not EN 1665’s 16), k = 9.2, flange 22.3', () => {
    expect(value('din-6921', 'M10', 's')).toBe(15)
    expect(value('din-6921', 'M10', 'k')).toBe(9.2)
    expect(value('din-6921', 'M10', 'dc')).toBe(22.3)
  })
  it('ISO 10511 M12 thin nylon nut: s = 18, h at most 10.23 (DIN 985: 19 and 12)', () => {
    expect(value('iso-10511', 'M12', 's')).toBe(18)
    expect(value('iso-10511', 'M12', 'h')).toBe(10.23)
    expect(value('din-985', 'M12', 'h')).toBe(12)
  })
  it('coarse pitches', () => {
    expect(rowFor(findStandard('din-933')!, 'M10')?.pitch).toBe(1.5)
    expect(rowFor(findStandard('din-933')!, 'M12')?.pitch).toBe(1.75)
    expect(rowFor(findStandard('din-934')!, 'M2.5')?.pitch).toBe(0.45)
  })
})

// The issue 20 audit's corrections (docs/standards-sources.md names both sources of each value).
describe('standards data corrections', () => {
  const standard = (id: string) => {
    const found = findStandard(id)
    if (!found) throw new Error(`no standard ${id}`)
    return found
  }
  it('DIN 6921 and DIN 6923 are withdrawn, replaced by DIN EN 1665 and DIN EN 1661', () => {
    expect(standard('din-6921')).toMatchObject({ status: 'withdrawn', successor: 'DIN EN 1665' })
    expect(standard('din-6923')).toMatchObject({ status: 'withdrawn', successor: 'DIN EN 1661' })
    // Their tables stay their own: DIN 6921 M10 keeps s 15 (EN 1665 has 16).
    expect(value('din-6921', 'M10', 's')).toBe(15)
  })
  it('DIN 660 covers 2 to 8 mm', () => {
    expect(standard('din-660').rows.map((row) => row.size)).toEqual([
      'd2',
      'd2.5',
      'd3',
      'd4',
      'd5',
      'd6',
      'd8',
    ])
  })
  it('fills the blanks two sources confirm', () => {
    expect(value('iso-4017', 'M2', 'k')).toBe(1.4)
    expect(value('iso-4017', 'M2.5', 'k')).toBe(1.7)
    expect(value('din-1587', 'M12', 'h')).toBe(22)
    expect(value('din-7349', 'M12', 'd2')).toBe(30)
    expect(value('din-7349', 'M12', 'h')).toBe(6)
    expect(value('din-127', 'M12', 'b')).toBe(4)
    expect(value('din-127', 'M12', 's')).toBe(2.5)
  })
  it('gives ISO 7049 its table (FreeCAD iso7049head.csv = fasten.it), apart from DIN 7981', () => {
    const iso = standard('iso-7049')
    expect(iso.rows.map((row) => [row.size, row.values.dk, row.values.k])).toEqual([
      ['ST2.2', 4, 1.6],
      ['ST2.9', 5.6, 2.4],
      ['ST3.5', 7, 2.6],
      ['ST4.2', 8, 3.1],
      ['ST4.8', 9.5, 3.7],
      ['ST5.5', 11, 4],
      ['ST6.3', 12, 4.6],
    ])
    expect(value('din-7981', 'ST4.2', 'dk')).toBe(8.2)
    expect(iso.equivalents.find((pair) => pair.id === 'din-7981')?.letters).toEqual(['dk', 'k'])
  })
  it('says what changed between DIN 7991 and ISO 10642 including the thread length', () => {
    const changed = standard('din-7991').equivalents.find((pair) => pair.id === 'iso-10642')!.changed
    expect(changed.tr).toContain('2d + 6')
    expect(changed.en).toMatch(/thread length \(b\).*2d \+ 6 mm in DIN 7991, 2d \+ 12 mm in ISO 10642/)
    expect(changed.es).toContain('2d + 12')
  })
})
