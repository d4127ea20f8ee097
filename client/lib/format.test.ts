import { describe, expect, it } from 'vitest'
import { LANGS } from '../../shared/i18n.ts'
import { numberFormatsMade } from '../../test/helpers/intl-constructions.ts'
import { formatDate, formatDateTime, formatFileSize, formatNumber, plainNumber } from './format.ts'

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

  it('writes the numbers 0-999 without Intl exactly as Intl does, and leaves the rest to it', () => {
    for (const lang of LANGS) {
      for (let decimals = 0; decimals <= 3; decimals++) {
        const intl = new Intl.NumberFormat(lang, {
          minimumFractionDigits: decimals,
          maximumFractionDigits: decimals,
        })
        // Every 37th step of 0.001 below 1,000, the last (999.999 = 37 x 27,027 steps) among them.
        for (let step = 0; step < 1_000_000; step += 37) {
          const value = step / 1000
          const plain = plainNumber(value, lang, decimals)
          if (plain !== undefined) expect(plain, `${value} ${lang} ${decimals}`).toBe(intl.format(value))
        }
        expect(plainNumber(5.2, lang, decimals) === undefined).toBe(decimals === 0)
      }
      // Intl's default message number (up to three fraction digits): integers only.
      const byDefault = new Intl.NumberFormat(lang)
      for (let value = 0; value < 1000; value++)
        expect(plainNumber(value, lang)).toBe(byDefault.format(value))
    }
    // Left to Intl: grouping, rounding, negatives, other languages, what is not a plain decimal.
    for (const value of [1000, 0.1 + 0.2, -1, Number.NaN, Infinity, 1e-7]) {
      expect(plainNumber(value, 'tr', 2), String(value)).toBeUndefined()
    }
    expect(plainNumber(5, 'de')).toBeUndefined()
  })

  it('makes no Intl.NumberFormat for a number it writes itself', () => {
    expect(
      numberFormatsMade(() => {
        expect(formatNumber(12, 'es', 0, 'always')).toBe('12')
        expect(formatNumber(5.2, 'tr', 2)).toBe('5,20')
      }),
    ).toBe(0)
    expect(numberFormatsMade(() => expect(formatNumber(1234.5, 'es', 1, 'always')).toBe('1.234,5'))).toBe(1)
  })
})
