/**
 * Studio lighting and finish palettes. A surface normal (camera space) gives a brightness from a
 * small studio environment (bright ceiling, soft box at the upper left, strip light at the right,
 * darker floor and horizon), which a finish palette then maps to a colour.
 */
import { smooth, unit, type V3 } from './geometry.ts'
import type { DemoFinish } from './index.ts'

const KEY = unit([-0.55, 0.72, 0.45])
const STRIP = unit([0.9, 0.25, 0.35])
const TOP = unit([0.1, 0.95, 0.3])
const CARD = unit([-0.35, -0.45, 0.82])
const DIFFUSE = unit([-0.4, 0.65, 0.65])

function environment(r: V3): number {
  const y = r[1]
  const base = y >= 0 ? 0.52 + 0.16 * smooth(0, 0.9, y) : 0.5 - 0.06 * smooth(0, -0.8, y)
  const horizon = -0.22 * Math.exp(-((y + 0.03) ** 2) / 0.008)
  const flag = -0.1 * smooth(0.3, 0.95, -r[0]) * smooth(0.4, -0.3, y)
  const key = 0.55 * smooth(0.8, 0.95, r[0] * KEY[0] + r[1] * KEY[1] + r[2] * KEY[2])
  const strip = 0.42 * smooth(0.84, 0.965, r[0] * STRIP[0] + r[1] * STRIP[1] + r[2] * STRIP[2])
  const top = 0.05 * smooth(0.78, 0.95, r[0] * TOP[0] + r[1] * TOP[1] + r[2] * TOP[2])
  const card = 0.18 * smooth(0.6, 0.95, r[0] * CARD[0] + r[1] * CARD[1] + r[2] * CARD[2])
  return base + horizon + flag + key + strip + top + card
}

/** Brightness (about 0..1.1) of a surface with camera-space unit normal n. */
export function brightness(n: V3): number {
  const nv = Math.max(0, n[2])
  const r: V3 = [2 * nv * n[0], 2 * nv * n[1], 2 * nv * n[2] - 1]
  const diffuse = Math.max(0, n[0] * DIFFUSE[0] + n[1] * DIFFUSE[1] + n[2] * DIFFUSE[2])
  return 0.74 * environment(r) + 0.3 * diffuse - 0.06
}

export type Palette = readonly string[]

/** Tone ramps from the darkest to the brightest reflection, per finish. */
export const PALETTES: Record<DemoFinish | 'nylon', Palette> = {
  zinc: ['#1b222d', '#455163', '#78889d', '#abbacd', '#d5dfeb', '#f3f7fc'],
  black: ['#09090a', '#131517', '#1f2226', '#2f3338', '#4a5058', '#838a93'],
  stainless: ['#26282b', '#55585c', '#8c9095', '#bcbfc3', '#e0e2e4', '#fbfbfb'],
  yellow: ['#33260e', '#6e5422', '#a99040', '#cfbb62', '#e8de98', '#fcf8de'],
  nylon: ['#8c887e', '#b5b1a6', '#d3cfc4', '#e6e2d8', '#f2efe8', '#fffdf8'],
}

function hexToRgb(hex: string): [number, number, number] {
  const n = Number.parseInt(hex.slice(1), 16)
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255]
}

const RGB = Object.fromEntries(
  Object.entries(PALETTES).map(([name, ramp]) => [name, ramp.map(hexToRgb)]),
) as Record<keyof typeof PALETTES, [number, number, number][]>

/** Colour of brightness v on a palette (v is clamped to 0..1). */
export function tone(palette: keyof typeof PALETTES, v: number): string {
  const ramp = RGB[palette]
  const x = Math.min(1, Math.max(0, v)) * (ramp.length - 1)
  const i = Math.min(ramp.length - 2, Math.floor(x))
  const t = x - i
  const a = ramp[i]!
  const b = ramp[i + 1]!
  const c = (k: number) => Math.round(a[k]! + (b[k]! - a[k]!) * t)
  return `#${((1 << 24) | (c(0) << 16) | (c(1) << 8) | c(2)).toString(16).slice(1)}`
}
