import { describe, expect, it } from 'vitest'
import { counterText, easeOut, formatCounter, parseCounter } from './format-counter.ts'

describe('formatCounter', () => {
  it('writes 1000 and more in full, grouped from four digits in every language', () => {
    expect(formatCounter('2000', 'tr')).toBe('2.000')
    expect(formatCounter('2000', 'en')).toBe('2,000')
    expect(formatCounter('2000', 'es')).toBe('2.000')
    expect(formatCounter('2.000', 'en')).toBe('2,000')
    expect(formatCounter('1500+', 'es')).toBe('1.500+')
    expect(formatCounter('250000', 'tr')).toBe('250.000')
    expect(formatCounter('12.500', 'en')).toBe('12,500')
  })

  it('keeps smaller numbers, prefixes and suffixes as typed, decimals in the language', () => {
    expect(formatCounter('25+', 'en')).toBe('25+')
    expect(formatCounter('999', 'tr')).toBe('999')
    expect(formatCounter('%99', 'tr')).toBe('%99')
    expect(formatCounter('2.5', 'en')).toBe('2.5')
    expect(formatCounter('2.5', 'tr')).toBe('2,5')
    expect(formatCounter('0', 'es')).toBe('0')
  })

  it('leaves text without a single number unchanged', () => {
    expect(formatCounter('ISO', 'tr')).toBe('ISO')
    expect(formatCounter('2-12', 'en')).toBe('2-12')
    expect(formatCounter('', 'es')).toBe('')
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
    expect(counterText(counter, 0, 'tr')).toBe('0+')
    expect(counterText(counter, 999.4, 'tr')).toBe('999+')
    expect(counterText(counter, 1250.2, 'tr')).toBe('1.250+')
    expect(counterText(counter, 1250.2, 'es')).toBe('1.250+')
    const decimal = parseCounter('12,5')!
    expect(counterText(decimal, 3, 'tr')).toBe('3,0')
    expect(counterText(decimal, 12.345, 'en')).toBe('12.3')
  })

  it('eases out from 0 to 1', () => {
    expect(easeOut(0)).toBe(0)
    expect(easeOut(1)).toBe(1)
    expect(easeOut(2)).toBe(1)
    expect(easeOut(0.5)).toBeGreaterThan(0.5)
  })
})
