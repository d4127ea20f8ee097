import type { Lang } from '../../shared/i18n.ts'
import { formatNumber } from './format.ts'

/**
 * Home statistics values are admin-typed text such as "25+", "2000", "2.000" or "%99": a number with
 * an optional prefix and suffix. The number is written in full the page language's way by Intl, grouped
 * from four digits in every language ("2.000 m²" in Turkish and Spanish, "2,000 m²" in English): a figure
 * shortened to "2K" read as a different quantity beside its unit. The prefix and suffix stay as typed.
 */
export type Counter = { prefix: string; target: number; decimals: number; suffix: string }

const PATTERN = /^(\D*?)(\d+(?:[.,]\d+)*)(\D*)$/

/** Splits a value into prefix, number and suffix; null when it holds no single number. */
export function parseCounter(value: string): Counter | null {
  const match = PATTERN.exec(value.trim())
  if (!match) return null
  const [, prefix = '', digits = '', suffix = ''] = match
  let target: number
  let decimals = 0
  if (/^\d{1,3}([.,])\d{3}(\1\d{3})*$/.test(digits)) {
    // "2.000" or "10,000": thousands separators
    target = Number(digits.replace(/[.,]/g, ''))
  } else if (/^\d+([.,]\d+)?$/.test(digits)) {
    const normal = digits.replace(',', '.')
    target = Number(normal)
    decimals = normal.includes('.') ? normal.length - normal.indexOf('.') - 1 : 0
  } else {
    return null
  }
  return Number.isFinite(target) ? { prefix, target, decimals, suffix } : null
}

/** The counter as shown once finished: "1500+" -> "1.500+" in Turkish; text without a number stays as is. */
export function formatCounter(value: string, lang: Lang): string {
  const counter = parseCounter(value)
  return counter ? counterText(counter, counter.target, lang) : value
}

/**
 * The counter showing `current` (a value on the way to its target), formatted like the final value:
 * the same grouping and the same fraction digits every frame.
 */
export function counterText(counter: Counter, current: number, lang: Lang): string {
  return `${counter.prefix}${counterNumber(current, lang, counter.decimals)}${counter.suffix}`
}

/** 2000 -> "2.000" (tr, es) or "2,000" (en); 2.5 -> "2,5" (tr, `decimals` 1). */
function counterNumber(value: number, lang: Lang, decimals: number): string {
  return formatNumber(Number(value.toFixed(decimals)), lang, decimals, 'always')
}

/** Ease-out (cubic): fast start, gentle landing; `t` from 0 to 1. */
export function easeOut(t: number): number {
  const clamped = Math.min(1, Math.max(0, t))
  return 1 - (1 - clamped) ** 3
}
