import { describe, expect, it } from 'vitest'
import { STANDARDS_BY_ID } from './catalogue.ts'
import { standardLengths } from './length-rules.ts'
import { changedValues, rowFor } from './lookup.ts'
import {
  SIZE_KEYS,
  isSizeKey,
  parseSize,
  pitchOf,
  sizeDiameter,
  sizeIndex,
  sizeLabel,
  sizeSeries,
} from './sizes.ts'
import type { Standard } from './types.ts'

/** A rivet table built in the test: no rivet table is sourced yet, and the lookups must already serve one. */
function rivetStandard(): Standard {
  const pending = STANDARDS_BY_ID.get('din-7337')
  if (!pending) throw new Error('no din-7337')
  return {
    ...pending,
    tableLetters: ['dk'],
    lengths: [6, 8, 10, 12, 16, 20],
    rows: [
      { size: 'd3.2', values: { dk: 6.5 }, lengths: { min: 6, max: 12 } },
      { size: 'd4.8', values: { dk: 9.5 } },
    ],
  }
}

describe('size keys', () => {
  it('orders metric, then tapping, then rivet sizes, each smallest first', () => {
    expect(sizeIndex('M12')).toBeLessThan(sizeIndex('ST2.2'))
    expect(sizeIndex('ST2.2')).toBeLessThan(sizeIndex('ST6.3'))
    expect(sizeIndex('ST6.3')).toBeLessThan(sizeIndex('d2'))
    expect(sizeIndex('d2.4')).toBeLessThan(sizeIndex('d12'))
    expect(new Set(SIZE_KEYS).size).toBe(SIZE_KEYS.length)
  })
  it('knows each key’s series, diameter, pitch and label', () => {
    expect(sizeSeries('M10')).toBe('metric')
    expect(sizeSeries('ST4.2')).toBe('tapping')
    expect(sizeSeries('d4.8')).toBe('rivet')
    expect(sizeDiameter('M2.5')).toBe(2.5)
    expect(sizeDiameter('ST4.2')).toBe(4.2)
    expect(sizeDiameter('d6.4')).toBe(6.4)
    expect(pitchOf('M10')).toBe(1.5)
    expect(pitchOf('ST4.2')).toBe(1.4)
    expect(pitchOf('d4.8')).toBeUndefined()
    expect(sizeLabel('M10')).toBe('M10')
    expect(sizeLabel('ST4.2')).toBe('ST4.2')
    expect(sizeLabel('d4.8')).toBe('Ø4.8')
  })
  it('accepts only keys of our series', () => {
    expect(isSizeKey('ST4.2')).toBe(true)
    expect(isSizeKey('d3.2')).toBe(true)
    expect(isSizeKey('M16')).toBe(false)
    expect(isSizeKey('4.8')).toBe(false)
  })
})

describe('parseSize', () => {
  it('reads metric threads as parseThread does', () => {
    expect(parseSize('m10x1.25')).toBe('M10')
    expect(parseSize('M 2,5')).toBe('M2.5')
  })
  it('reads tapping screw sizes, with or without a length', () => {
    expect(parseSize('ST4.2')).toBe('ST4.2')
    expect(parseSize(' st 4,8 ')).toBe('ST4.8')
    expect(parseSize('ST3.5x16')).toBe('ST3.5')
  })
  it('reads rivet diameters written with Ø or d', () => {
    expect(parseSize('Ø4.8')).toBe('d4.8')
    expect(parseSize('ø 3,2x10')).toBe('d3.2')
    expect(parseSize('d12')).toBe('d12')
  })
  it('refuses sizes outside our series and bare numbers', () => {
    for (const text of ['M16', 'ST8', 'Ø7', '4.8', '', 'A2-70', 'DIN 933'])
      expect(parseSize(text), text).toBeNull()
  })
})

describe('lookups on non-metric sizes', () => {
  it('finds rows, compares and fills lengths by rivet diameter', () => {
    const rivet = rivetStandard()
    expect(rowFor(rivet, 'd4.8')?.values.dk).toBe(9.5)
    expect(rowFor(rivet, 'd4')).toBeUndefined()
    expect(changedValues(rivet, rivet, 'd3.2')).toEqual([])
    expect(changedValues(rivet, rivet, 'd4')).toBeNull()
    expect(standardLengths(rivet, 'd3.2', 0, 120)).toEqual([6, 8, 10, 12])
    expect(standardLengths(rivet, 'd4.8', 10, 16)).toEqual([10, 12, 16])
  })
  it('declares the series of the pending tapping and rivet standards', () => {
    expect(STANDARDS_BY_ID.get('iso-7049')?.sizeSeries).toBe('tapping')
    expect(STANDARDS_BY_ID.get('din-660')?.sizeSeries).toBe('rivet')
    expect(STANDARDS_BY_ID.get('din-933')?.sizeSeries).toBeUndefined()
  })
})
