import { rowFor, sizeOfStandards } from './lookup.ts'
import { pitchOf, sizeDiameter } from './sizes.ts'
import type { SizeKey, Standard } from './types.ts'

/*
 * Which lengths a size of a standard comes in: the one rule the admin's size editor, the server's product writes
 * (form and CSV), the data-folder upgrade and the demo data follow. A length is the standard's when it is one of
 * its preferred lengths (ISO 888 series), within the shortest and longest the standard lists for that size, and,
 * for a partly threaded bolt, leaves a plain shank. Anything else is a special length, saved only when marked so.
 */

/**
 * Thread length b of a partly threaded bolt (DIN 931 / ISO 4014) of nominal length `length`: 2d + 6 up to
 * 125 mm, 2d + 12 up to 200 mm, 2d + 25 beyond.
 */
export function threadLengthB(size: SizeKey, length: number): number {
  const d = sizeDiameter(size)
  if (length <= 125) return 2 * d + 6
  if (length <= 200) return 2 * d + 12
  return 2 * d + 25
}

/**
 * Whether a partly threaded bolt of this length keeps a plain shank: l >= b + 5P (below that the thread would run
 * to the head, and the part is a fully threaded screw). M10 (b 26, P 1.5): 33.5 mm, so 35 mm is its shortest.
 */
export function leavesShank(size: SizeKey, length: number): boolean {
  const pitch = pitchOf(size)
  if (pitch === undefined) return true
  return length >= threadLengthB(size, length) + 5 * pitch
}

/** Whether the standard limits lengths at all: parts without a length (nuts, washers) and unsourced series do not. */
export function limitsLengths(standard: Standard): boolean {
  return standard.lengths.length > 0
}

/**
 * The standard's lengths for a size between `min` and `max` mm (both included): its preferred lengths within the
 * size's own shortest and longest, and for a partly threaded bolt only those that leave a shank. Empty for a size
 * its table does not define.
 */
export function standardLengths(
  standard: Standard,
  size: SizeKey,
  min = -Infinity,
  max = Infinity,
): number[] {
  const row = rowFor(standard, size)
  if (!row) return []
  const low = Math.max(min, row.lengths?.min ?? -Infinity)
  const high = Math.min(max, row.lengths?.max ?? Infinity)
  return standard.lengths.filter(
    (length) => length >= low && length <= high && (!standard.partlyThreaded || leavesShank(size, length)),
  )
}

/**
 * Whether a size row's length is one its standards define: among the product's standards that have this size, one
 * lists the length for it or does not limit lengths at all (a nut's, or a series not sourced yet). A row without a
 * length always is, and so is a size none of them has (sizeOfStandards refuses that one on its own).
 */
export function lengthOfStandards(
  standards: readonly Standard[],
  size: SizeKey,
  length: number | null,
): boolean {
  if (length === null) return true
  const ofSize = standards.filter((standard) => sizeOfStandards([standard], size))
  if (ofSize.length === 0) return true
  return ofSize.some(
    (standard) => !limitsLengths(standard) || standardLengths(standard, size).includes(length),
  )
}
