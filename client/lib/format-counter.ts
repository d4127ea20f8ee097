/**
 * Home statistics values are admin-typed text such as "25+", "2000" or "%99": a number with an
 * optional prefix and suffix. Numbers of 1000 and more are shown in thousands with K, so they stay short.
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

/** 999 -> "999", 1000 -> "1K", 1500 -> "1.5K", 2.5 -> "2.5" (with `decimals` 1). */
export function formatNumber(value: number, decimals = 0): string {
  const rounded = Number(value.toFixed(decimals))
  if (rounded >= 1000) {
    const thousands = Math.round(rounded / 100) / 10
    return `${Number.isInteger(thousands) ? thousands : thousands.toFixed(1)}K`
  }
  return rounded.toFixed(decimals)
}

/** The counter as shown once finished: "1500+" -> "1.5K+"; text without a number stays as is. */
export function formatCounter(value: string): string {
  const counter = parseCounter(value)
  return counter ? counterText(counter, counter.target) : value
}

/** The counter showing `current` (a value on the way to its target). */
export function counterText(counter: Counter, current: number): string {
  return `${counter.prefix}${formatNumber(current, counter.decimals)}${counter.suffix}`
}

/** Ease-out (cubic): fast start, gentle landing; `t` from 0 to 1. */
export function easeOut(t: number): number {
  const clamped = Math.min(1, Math.max(0, t))
  return 1 - (1 - clamped) ** 3
}
