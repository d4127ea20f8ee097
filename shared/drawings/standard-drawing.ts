import {
  isSizeKey,
  rowFor,
  sizeDiameter,
  type DimensionRow,
  type SizeKey,
  type Standard,
} from '../standards/index.ts'
import { drawWasher, drawNut } from './nuts-washers.ts'
import { drawScrew } from './screws.ts'
import type { Drawing, DrawingInput, DrawingProfile } from './types.ts'

/** Which outline a standard's part is drawn with. */
export function profileFor(standard: Pick<Standard, 'kind' | 'head'>): DrawingProfile {
  if (standard.kind === 'nut') return 'nut'
  if (standard.kind === 'washer') return 'washer'
  if (standard.kind === 'bolt' || standard.kind === 'screw') {
    if (standard.head === 'hex') return 'hex-bolt'
    if (standard.head === 'flange') return 'flange-bolt'
    if (standard.head === 'socket-cap') return 'socket-cap'
    if (standard.head === 'countersunk') return 'countersunk'
    if (standard.head === 'button') return 'button'
  }
  return 'generic'
}

/** The size a standard is drawn at: M10 where the table has it with every column, else the nearest complete row. */
const PREFERRED: readonly SizeKey[] = ['M10', 'M8', 'M12', 'M6', 'M5', 'M4', 'M3', 'M2.5', 'M2']

export function representativeRow(standard: Standard): DimensionRow | undefined {
  const complete = (row: DimensionRow | undefined) =>
    row && standard.tableLetters.every((letter) => row.values[letter] !== undefined)
  for (const size of PREFERRED) {
    const row = rowFor(standard, size)
    if (complete(row)) return row
  }
  return PREFERRED.map((size) => rowFor(standard, size)).find(Boolean) ?? standard.rows[0]
}

/**
 * The nominal length drawn: the standard's shortest preferred length from 4 d (long enough to show the thread length b
 * of a partly threaded bolt), within the lengths it lists for the size. Undefined for parts without a length.
 */
export function representativeLength(
  standard: Standard,
  row: DimensionRow | undefined,
  d: number,
): number | undefined {
  if (!standard.letters.some((letter) => letter.symbol === 'l')) return undefined
  const b = row?.values.b
  const wanted = Math.max(4 * d, b !== undefined ? b + 1.5 * d : 0)
  const limits = row?.lengths
  const candidates = standard.lengths.filter(
    (length) => !limits || (length >= limits.min && length <= limits.max),
  )
  // Without a sourced length series: the next 5 mm.
  if (candidates.length === 0) return Math.ceil(wanted / 5) * 5
  return candidates.find((length) => length >= wanted) ?? candidates[candidates.length - 1]
}

export interface StandardDrawing {
  drawing: Drawing
  /** The size the proportions are taken from; undefined when the standard has no table yet (usual proportions). */
  size?: SizeKey
  length?: number
}

/** The dimension drawing of a standard at its representative size, with its letters as dimension lines. */
export function drawStandard(standard: Standard): StandardDrawing {
  const row = representativeRow(standard)
  const d = row ? sizeDiameter(row.size) : 10
  const length = representativeLength(standard, row, d)
  const input: DrawingInput = {
    profile: profileFor(standard),
    d,
    ...(length !== undefined ? { l: length } : {}),
    values: row?.values ?? {},
    letters: standard.letters.map((letter) => letter.symbol),
  }
  const result: StandardDrawing = { drawing: draw(input) }
  if (row) result.size = row.size
  if (length !== undefined) result.length = length
  return result
}

export interface SizeDrawing extends StandardDrawing {
  size: SizeKey
  /** The drawn size's values in mm by letter: the row's, the nominal diameter d and the length l. */
  values: Readonly<Record<string, number>>
}

/**
 * The drawing of one size of the standard's table with that row's values (and `length`, which a part with a length
 * needs and a nut or washer must not have). Null when the size is not in the table or its row lacks a value of the
 * table's letters: the drawing would fall back to usual proportions, and a CAD file must not.
 */
export function sizeDrawing(standard: Standard, size: string, length: number | null): SizeDrawing | null {
  if (!isSizeKey(size)) return null
  const row = rowFor(standard, size)
  if (!row || !standard.tableLetters.every((letter) => row.values[letter] !== undefined)) return null
  const hasLength = standard.letters.some((letter) => letter.symbol === 'l')
  if (hasLength !== (length !== null)) return null
  if (length !== null && !(length > 0 && length <= 1000)) return null
  const d = sizeDiameter(size)
  const values: Record<string, number> = { d, ...row.values }
  if (length !== null) values.l = length
  const drawing = draw({
    profile: profileFor(standard),
    d,
    ...(length !== null ? { l: length } : {}),
    values: row.values,
    letters: standard.letters.map((letter) => letter.symbol),
  })
  return length === null ? { drawing, size, values } : { drawing, size, length, values }
}

export function draw(input: DrawingInput): Drawing {
  switch (input.profile) {
    case 'nut':
      return drawNut(input)
    case 'washer':
      return drawWasher(input)
    case 'generic':
      // Threaded rods have no head; every other part gets a plain head.
      return drawScrew(input, input.values.k !== undefined || input.letters.includes('k'))
    default:
      return drawScrew(input, false)
  }
}
