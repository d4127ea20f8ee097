import { describe, expect, it } from 'vitest'
import { counterText, easeOut, formatCounter, formatNumber, parseCounter } from './format-counter.ts'

describe('formatCounter', () => {
  it('shows 1000 and more in thousands with K', () => {
    expect(formatCounter('1000')).toBe('1K')
    expect(formatCounter('2000')).toBe('2K')
    expect(formatCounter('1500+')).toBe('1.5K+')
    expect(formatCounter('10.000+')).toBe('10K+')
    expect(formatCounter('250000')).toBe('250K')
  })

  it('keeps smaller numbers, prefixes and suffixes as typed', () => {
    expect(formatCounter('25+')).toBe('25+')
    expect(formatCounter('999')).toBe('999')
    expect(formatCounter('%99')).toBe('%99')
    expect(formatCounter('2.5')).toBe('2.5')
    expect(formatCounter('0')).toBe('0')
  })

  it('leaves text without a single number unchanged', () => {
    expect(formatCounter('ISO')).toBe('ISO')
    expect(formatCounter('2-12')).toBe('2-12')
    expect(formatCounter('')).toBe('')
  })
})

describe('parseCounter', () => {
  it('splits prefix, number and suffix', () => {
    expect(parseCounter('25+')).toEqual({ prefix: '', target: 25, decimals: 0, suffix: '+' })
    expect(parseCounter(' %99,5 ')).toEqual({ prefix: '%', target: 99.5, decimals: 1, suffix: '' })
    expect(parseCounter('2.000 m²')).toEqual({ prefix: '', target: 2000, decimals: 0, suffix: ' m²' })
    expect(parseCounter('abc')).toBeNull()
  })
})

describe('counter animation helpers', () => {
  it('formats the in-between values the way the final one is formatted', () => {
    const counter = parseCounter('1500+')!
    expect(counterText(counter, 0)).toBe('0+')
    expect(counterText(counter, 999)).toBe('999+')
    expect(counterText(counter, 1250)).toBe('1.3K+')
    expect(formatNumber(12.345, 1)).toBe('12.3')
    expect(formatNumber(999.7)).toBe('1K')
  })

  it('eases out from 0 to 1', () => {
    expect(easeOut(0)).toBe(0)
    expect(easeOut(1)).toBe(1)
    expect(easeOut(2)).toBe(1)
    expect(easeOut(0.5)).toBeGreaterThan(0.5)
  })
})
