import { THREAD_SIZES, type TappingSize, type ThreadSize } from './types.ts'

/** Coarse pitch per thread in mm (ISO 261; the same in every source table of docs/standards-sources.md). */
export const COARSE_PITCH: Readonly<Record<ThreadSize, number>> = {
  M2: 0.4,
  'M2.5': 0.45,
  M3: 0.5,
  M4: 0.7,
  M5: 0.8,
  M6: 1,
  M8: 1.25,
  M10: 1.5,
  M12: 1.75,
}

/**
 * Pitch per tapping screw thread in mm (ISO 1478), as the DIN 7981 tables of two sources state it
 * (docs/standards-sources.md).
 */
export const TAPPING_PITCH: Readonly<Record<TappingSize, number>> = {
  'ST2.2': 0.8,
  'ST2.9': 1.1,
  'ST3.5': 1.3,
  'ST4.2': 1.4,
  'ST4.8': 1.6,
  'ST5.5': 1.8,
  'ST6.3': 1.8,
}

/** Nominal diameter in mm: the number after the M. */
export function threadDiameter(thread: ThreadSize): number {
  return Number(thread.slice(1))
}

/** "m10", "M10x1.5", "M 10" -> "M10"; null when it is not one of our coarse sizes. Fine pitches keep their diameter. */
export function parseThread(text: string): ThreadSize | null {
  const match = /^\s*m\s*(\d+(?:[.,]\d+)?)(?:\s*[x×]\s*\d+(?:[.,]\d+)?)?\s*$/i.exec(text)
  if (!match?.[1]) return null
  const size = `M${Number(match[1].replace(',', '.'))}`
  return (THREAD_SIZES as readonly string[]).includes(size) ? (size as ThreadSize) : null
}
