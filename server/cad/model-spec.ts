import { profileFor } from '../../shared/drawings/index.ts'
import { isSizeKey, rowFor, sizeDiameter } from '../../shared/standards/index.ts'
import type { SizeKey, Standard } from '../../shared/standards/types.ts'

/*
 * What a solid is built from: the standard's values for one size (and the row's length), nothing guessed. A size
 * whose row lacks a value the shape needs, or a standard whose part has no drawing profile yet (rivets, carriage and
 * eye bolts, pan-head tapping screws), has no spec, and its CAD file answers 404 rather than a wrong model.
 *
 * Placement, the same for every part: millimetres, the axis along Z, the face the part is fastened against at z = 0.
 * A bolt's head stands above it (0..k) and its shank runs down to -l; a countersunk screw, whose l includes the
 * head, lies wholly below (-l..0) with its top flush at 0; nuts and washers stand on it (0..m, 0..h).
 */

/** Socket depth t (min) by thread: ISO 4762 (socket cap), ISO 10642 (countersunk), ISO 7380 (button). */
const SOCKET_DEPTH: Record<'socket-cap' | 'countersunk' | 'button', Partial<Record<SizeKey, number>>> = {
  'socket-cap': { M2: 1, 'M2.5': 1.1, M3: 1.3, M4: 2, M5: 2.5, M6: 3, M8: 4, M10: 5, M12: 6 },
  countersunk: { M3: 1.1, M4: 1.5, M5: 1.9, M6: 2.2, M8: 3, M10: 3.6, M12: 4.3 },
  button: { M3: 1.04, M4: 1.3, M5: 1.56, M6: 2.08, M8: 2.6, M10: 3.12, M12: 4.16 },
}

/**
 * Nuts drawn with the plain nut profile whose part is more than a hexagon the values do not describe: a flange
 * (DIN 6923, no dc in its table) or weld projections (DIN 929). A plain hexagon would be a wrong model.
 */
const NOT_PLAIN_NUTS = new Set(['din-6923', 'din-929'])

export type ModelSpec =
  | { shape: 'hex-bolt'; d: number; l: number; pitch: number; s: number; k: number }
  | { shape: 'flange-bolt'; d: number; l: number; pitch: number; s: number; k: number; dc: number }
  | {
      shape: 'socket-cap' | 'countersunk' | 'button'
      d: number
      l: number
      pitch: number
      dk: number
      k: number
      /** Hexagon socket across flats and depth. */
      s: number
      t: number
    }
  | { shape: 'nut'; d: number; s: number; m: number }
  | { shape: 'washer'; d1: number; d2: number; h: number }
  /** A spring lock washer (DIN 127): a split ring of section b x s. */
  | { shape: 'spring-washer'; d1: number; d2: number; s: number }

export type ModelShape = ModelSpec['shape']

/**
 * The spec of `standard`'s part at `size` (and `length`, required exactly when the part has one), or null when it
 * cannot be built from sourced values.
 */
export function modelSpec(standard: Standard, size: string, length: number | null): ModelSpec | null {
  if (!isSizeKey(size)) return null
  const row = rowFor(standard, size)
  if (!row) return null
  const v = row.values
  const d = sizeDiameter(size)
  const hasLength = standard.letters.some((letter) => letter.symbol === 'l')
  if (hasLength !== (length !== null)) return null
  if (length !== null && !(length > 0 && length <= 1000)) return null
  const l = length ?? 0
  const pitch = row.pitch
  const profile = profileFor(standard)
  switch (profile) {
    case 'hex-bolt':
      return v.s && v.k && pitch ? { shape: 'hex-bolt', d, l, pitch, s: v.s, k: v.k } : null
    case 'flange-bolt':
      return v.s && v.k && v.dc && pitch
        ? { shape: 'flange-bolt', d, l, pitch, s: v.s, k: v.k, dc: v.dc }
        : null
    case 'socket-cap':
    case 'countersunk':
    case 'button': {
      const t = SOCKET_DEPTH[profile][size]
      if (!(v.dk && v.k && v.s && t && pitch)) return null
      // A countersunk screw's l includes its head: the shank must be longer than the head.
      if (profile === 'countersunk' && l <= v.k) return null
      return { shape: profile, d, l, pitch, dk: v.dk, k: v.k, s: v.s, t }
    }
    case 'nut':
      // Only nuts whose whole height is the hexagon (m); a locking or cap nut's overall height h says nothing of it.
      if (NOT_PLAIN_NUTS.has(standard.id)) return null
      return v.s && v.m ? { shape: 'nut', d, s: v.s, m: v.m } : null
    case 'washer':
      if (!(v.d1 && v.d2)) return null
      if (v.h) return { shape: 'washer', d1: v.d1, d2: v.d2, h: v.h }
      if (v.s && standard.tableLetters.includes('b'))
        return { shape: 'spring-washer', d1: v.d1, d2: v.d2, s: v.s }
      return null
    default:
      return null
  }
}

/**
 * Whether `standard` has CAD files for `size` at some length: the sizes a product page offers them for. Both files
 * or neither: the model, and the drawing, which also needs every value of the table (shared/drawings sizeDrawing).
 */
export function modelsSize(standard: Standard, size: string): boolean {
  const row = isSizeKey(size) ? rowFor(standard, size) : undefined
  if (!row || !standard.tableLetters.every((letter) => row.values[letter] !== undefined)) return false
  const hasLength = standard.letters.some((letter) => letter.symbol === 'l')
  // The length only bounds a countersunk screw (l > k); any positive length stands for "some length".
  return modelSpec(standard, size, hasLength ? 1000 : null) !== null
}
