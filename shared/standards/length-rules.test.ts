import { describe, expect, it } from 'vitest'
import { STANDARDS_BY_ID } from './catalogue.ts'
import { leavesShank, lengthOfStandards, standardLengths, threadLengthB } from './length-rules.ts'
import { rowFor } from './lookup.ts'
import type { SizeKey } from './types.ts'

function standard(id: string) {
  const found = STANDARDS_BY_ID.get(id)
  if (!found) throw new Error(`no standard ${id}`)
  return found
}

describe('standardLengths', () => {
  it('picks the standard’s lengths inside the asked range', () => {
    expect(standardLengths(standard('din-933'), 'M6', 20, 80)).toEqual([20, 25, 30, 35, 40, 45, 50, 55, 60])
    expect(standardLengths(standard('iso-4017'), 'M12', 20, 80)).toEqual([
      25, 30, 35, 40, 45, 50, 55, 60, 65, 70, 80,
    ])
    expect(standardLengths(standard('iso-4762'), 'M3', 3, 12)).toEqual([5, 6, 8, 10, 12])
  })
  it('offers 90 mm, a preferred length of the ISO 888 series, where the size reaches it', () => {
    for (const id of ['din-933', 'iso-4017', 'din-912', 'iso-4762', 'din-931', 'iso-4014']) {
      expect(standardLengths(standard(id), 'M10', 80, 100), id).toEqual([80, 90, 100])
    }
    // M8 DIN 933 stops at 80 mm: no 90 there.
    expect(standardLengths(standard('din-933'), 'M8')).not.toContain(90)
  })
  it('keeps a plain shank on a partly threaded bolt: l >= b + 5P', () => {
    expect(standardLengths(standard('din-931'), 'M10', 20, 60)).toEqual([35, 40, 45, 50, 55, 60])
    expect(standardLengths(standard('iso-4014'), 'M12')[0]).toBe(40) // b 30 + 5 x 1.75 = 38.75
    expect(standardLengths(standard('din-931'), 'M6')[0]).toBe(30) // b 18 + 5 x 1 = 23: the series starts at 30
    // The fully threaded screw of the same size has no such limit.
    expect(standardLengths(standard('din-933'), 'M10', 20, 40)).toEqual([20, 25, 30, 35, 40])
  })
  it('is empty for a thread or range the standard does not cover, and for parts without lengths', () => {
    expect(standardLengths(standard('din-931'), 'M2', 10, 50)).toEqual([])
    expect(standardLengths(standard('din-933'), 'M6', 70, 120)).toEqual([])
    expect(standardLengths(standard('din-934'), 'M6', 0, 120)).toEqual([])
  })
})

describe('the shank rule', () => {
  it('takes b = 2d + 6 up to 125 mm, as the DIN 931 and ISO 4014 tables print it', () => {
    for (const id of ['din-931', 'iso-4014']) {
      for (const row of standard(id).rows) {
        expect(threadLengthB(row.size, 100), `${id} ${row.size}`).toBe(row.values.b)
      }
    }
    expect(threadLengthB('M10', 150)).toBe(32)
    expect(threadLengthB('M10', 250)).toBe(45)
  })
  it('starts M10 at 34 mm (26 + 5 x 1.5 = 33.5)', () => {
    expect(leavesShank('M10', 33)).toBe(false)
    expect(leavesShank('M10', 34)).toBe(true)
    expect(leavesShank('M10', 30)).toBe(false)
  })
})

describe('lengthOfStandards', () => {
  const of = (ids: string[], size: SizeKey, length: number | null) =>
    lengthOfStandards(
      ids.map((id) => standard(id)),
      size,
      length,
    )
  it('takes a length one of the standards lists for that size', () => {
    expect(of(['din-933'], 'M10', 90)).toBe(true)
    expect(of(['din-933'], 'M10', 42)).toBe(false) // not a preferred length
    expect(of(['din-933'], 'M10', 120)).toBe(false) // past M10's longest (100)
    expect(of(['din-931'], 'M10', 30)).toBe(false) // no shank left
    expect(of(['din-931', 'din-933'], 'M10', 30)).toBe(true) // the fully threaded one lists it
  })
  it('takes any length where no standard limits lengths, and a row without a length', () => {
    expect(of([], 'M10', 42)).toBe(true)
    expect(of(['din-934'], 'M10', 42)).toBe(true)
    expect(of(['din-933'], 'M10', null)).toBe(true)
    // DIN 7981 has ST4.2 and no length series; DIN 933 has no ST4.2, so its lengths do not apply.
    expect(of(['din-933', 'din-7981'], 'ST4.2', 16)).toBe(true)
  })
  it('has a row for every size it offers lengths of', () => {
    for (const row of standard('din-931').rows) expect(rowFor(standard('din-931'), row.size)).toBeDefined()
  })
})
