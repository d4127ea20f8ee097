import { describe, expect, it } from 'vitest'
import { formatDate, formatDateTime, formatFileSize, formatNumber } from './format.ts'

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
})
