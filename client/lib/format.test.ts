import { describe, expect, it } from 'vitest'
import { LANGS } from '../../shared/i18n.ts'
import { numberFormatsMade } from '../../test/helpers/intl-constructions.ts'
import { formatDate, formatDateTime, formatFileSize, formatNumber } from './format.ts'
import { plainNumber } from './plain-number.ts'

describe('numbers and dates in the reader’s language', () => {
  it('groups thousands and writes decimals as each language does', () => {
    expect(formatNumber(2000, 'tr')).toBe('2.000')
    expect(formatNumber(2000, 'en')).toBe('2,000')
    expect(formatNumber(2000, 'es')).toBe('2000')
    expect(formatNumber(20000, 'es')).toBe('20.000')
    expect(formatNumber(2.5, 'tr', 1)).toBe('2,5')
    expect(formatNumber(2, 'en', 1)).toBe('2.0')
  })

  it('writes file sizes with the language’s unit', () => {
    expect(formatFileSize(1.25 * 1024 * 1024, 'tr')).toBe('1,3 MB')
    expect(formatFileSize(850 * 1024, 'en')).toBe('850 kB')
    expect(formatFileSize(12, 'en')).toBe('12 byte')
  })

  it('writes calendar dates the same day everywhere, and moments in Turkish for the admin', () => {
    expect(formatDate('2026-01-15', 'tr')).toBe('15 Ocak 2026')
    expect(formatDate('2026-01-15', 'en')).toBe('January 15, 2026')
    expect(formatDate('2026-01-15', 'es')).toBe('15 de enero de 2026')
    const moment = new Date(2026, 10, 24, 14, 5)
    expect(formatDateTime(moment, 'tr')).toBe('24 Kasım 2026 14:05')
    expect(formatDateTime('not a date', 'tr')).toBe('not a date')
  })

  it('writes a number with nothing to round without Intl exactly as Intl does, and leaves the rest to it', () => {
    // Values with 0-3 fraction digits of their own: every 371st step of 0.001 below 1,000, every 373rd integer
    // up to 10^6 and every 79,193rd up to 10^8 (Spanish groups from five digits), and the largest exact integer.
    const values: number[] = [Number.MAX_SAFE_INTEGER, 123456789.25]
    for (let step = 0; step < 1_000_000; step += 371) values.push(step / 1000)
    for (let value = 0; value < 1_000_000; value += 373) values.push(value)
    for (let value = 0; value < 100_000_000; value += 79_193) values.push(value)
    for (const lang of LANGS) {
      for (const grouping of ['auto', 'always'] as const) {
        for (let decimals = 0; decimals <= 3; decimals++) {
          const intl = new Intl.NumberFormat(lang, {
            minimumFractionDigits: decimals,
            maximumFractionDigits: decimals,
            useGrouping: grouping,
          })
          let written = 0
          for (const value of values) {
            const plain = plainNumber(value, lang, decimals, grouping)
            if (plain === undefined) continue
            written++
            expect(plain, `${value} ${lang} ${decimals} ${grouping}`).toBe(intl.format(value))
          }
          // Every value with no more fraction digits than `decimals` is written without Intl.
          const roundFree = values.filter((value) => (String(value).split('.')[1] ?? '').length <= decimals)
          expect(written).toBe(roundFree.length)
        }
      }
      // Intl's default number of a message (up to three fraction digits): whole numbers.
      const byDefault = new Intl.NumberFormat(lang)
      for (let value = 0; value < 100_000; value += 13)
        expect(plainNumber(value, lang)).toBe(byDefault.format(value))
    }
    // Left to Intl: rounding, negatives, -0, other languages, what is not a plain decimal.
    for (const value of [0.1 + 0.2, -1, -0, Number.NaN, Infinity, 1e21, 1e-7]) {
      expect(plainNumber(value, 'tr', 2), String(value)).toBeUndefined()
    }
    expect(plainNumber(5, 'de')).toBeUndefined()
  })

  it('makes no Intl.NumberFormat for a number it writes itself', () => {
    expect(
      numberFormatsMade(() => {
        expect(formatNumber(12, 'es', 0, 'always')).toBe('12')
        expect(formatNumber(2500, 'es', 0, 'always')).toBe('2.500')
        expect(formatNumber(5.2, 'tr', 2)).toBe('5,20')
      }),
    ).toBe(0)
    expect(numberFormatsMade(() => expect(formatNumber(1234.56, 'es', 1, 'always')).toBe('1.234,6'))).toBe(1)
  })
})
