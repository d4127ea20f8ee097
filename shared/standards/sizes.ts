import { COARSE_PITCH, TAPPING_PITCH, parseThread } from './threads.ts'
import {
  RIVET_SIZES,
  TAPPING_SIZES,
  THREAD_SIZES,
  type RivetSize,
  type SizeKey,
  type SizeSeries,
  type TappingSize,
} from './types.ts'

/*
 * Size keys beside metric threads: tapping screws ("ST4.2") and rivets ("d4.8"). One ordered list of every key, so
 * rows sort the same way whatever their series, and one parser for what buyers type.
 */

/** Every size key, metric first, then tapping screws, then rivets; each series smallest first. */
export const SIZE_KEYS: readonly SizeKey[] = [...THREAD_SIZES, ...TAPPING_SIZES, ...RIVET_SIZES]

function isIn<T extends string>(list: readonly T[], value: string): value is T {
  return (list as readonly string[]).includes(value)
}

/** The same keys for lookup: a page asks this of every size row it writes. */
const SIZE_KEY_SET: ReadonlySet<string> = new Set(SIZE_KEYS)

export function isSizeKey(value: string): value is SizeKey {
  return SIZE_KEY_SET.has(value)
}

export function sizeSeries(size: SizeKey): SizeSeries {
  if (isIn(TAPPING_SIZES, size)) return 'tapping'
  if (isIn(RIVET_SIZES, size)) return 'rivet'
  return 'metric'
}

/** Position in SIZE_KEYS, for sorting rows. */
export function sizeIndex(size: SizeKey): number {
  return SIZE_KEYS.indexOf(size)
}

/** Nominal diameter in mm: 10 for M10, 4.2 for ST4.2, 4.8 for d4.8. */
export function sizeDiameter(size: SizeKey): number {
  return Number(size.replace(/^(M|ST|d)/, ''))
}

/** Coarse pitch for metric sizes, the ISO 1478 pitch for tapping threads; undefined for rivets. */
export function pitchOf(size: SizeKey): number | undefined {
  if (isIn(THREAD_SIZES, size)) return COARSE_PITCH[size]
  if (isIn(TAPPING_SIZES, size)) return TAPPING_PITCH[size]
  return undefined
}

/** How a page writes the size: "M10", "ST4.2", "Ø4.8". */
export function sizeLabel(size: SizeKey): string {
  return sizeSeries(size) === 'rivet' ? `Ø${size.slice(1)}` : size
}

/** How a page writes a row's size, a key of our series or a size outside them as the product gives it. */
export function sizeText(size: string): string {
  return isSizeKey(size) ? sizeLabel(size) : size
}

function numberIn(text: string): string {
  return String(Number(text.replace(',', '.')))
}

/**
 * What buyers type, to a size key: "M10", "M10x1.25" (as parseThread); "ST4.2", "st 4,2", "ST4.2x16" (length
 * ignored); "Ø4.8", "ø 4,8x12", "d4.8" for rivets. Null for a size outside our series: "M16", "ST8", a bare "4.8"
 * (which could be either).
 */
export function parseSize(text: string): SizeKey | null {
  const thread = parseThread(text)
  if (thread) return thread
  const tapping = /^\s*st\s*(\d+(?:[.,]\d+)?)(?:\s*[x×]\s*\d+(?:[.,]\d+)?)?\s*$/i.exec(text)
  if (tapping?.[1]) {
    const key = `ST${numberIn(tapping[1])}`
    return isIn(TAPPING_SIZES, key) ? (key as TappingSize) : null
  }
  const rivet = /^\s*[øØdD]\s*(\d+(?:[.,]\d+)?)(?:\s*[x×]\s*\d+(?:[.,]\d+)?)?\s*$/.exec(text)
  if (rivet?.[1]) {
    const key = `d${numberIn(rivet[1])}`
    return isIn(RIVET_SIZES, key) ? (key as RivetSize) : null
  }
  return null
}
