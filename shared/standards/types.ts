import type { Lang } from '../i18n.ts'

/** A text in every language of the site. */
export type LocalizedText = Record<Lang, string>

export const STANDARD_BODIES = ['DIN', 'ISO'] as const
export type StandardBody = (typeof STANDARD_BODIES)[number]

/** What the part is: a small controlled list, so every page and filter labels it the same way. */
export const STANDARD_KINDS = ['bolt', 'screw', 'nut', 'washer', 'rivet', 'threaded-rod', 'eye-bolt'] as const
export type StandardKind = (typeof STANDARD_KINDS)[number]

export const HEAD_TYPES = [
  'hex',
  'socket-cap',
  'countersunk',
  'button',
  'pan',
  'flange',
  'carriage',
  'eye',
  'round',
] as const
export type HeadType = (typeof HEAD_TYPES)[number]

/** How the part is turned: `external-hex` is a spanner on the flats, `hex-socket` an Allen key. */
export const DRIVE_TYPES = ['external-hex', 'hex-socket', 'phillips', 'pozidriv', 'torx'] as const
export type DriveType = (typeof DRIVE_TYPES)[number]

export const STANDARD_STATUSES = ['current', 'withdrawn'] as const
export type StandardStatus = (typeof STANDARD_STATUSES)[number]

/** Metric coarse threads in our range, smallest first. */
export const THREAD_SIZES = ['M2', 'M2.5', 'M3', 'M4', 'M5', 'M6', 'M8', 'M10', 'M12'] as const
export type ThreadSize = (typeof THREAD_SIZES)[number]

/** Tapping screw threads (ISO 1478) in our range, smallest first: DIN 7981 / ISO 7049. */
export const TAPPING_SIZES = ['ST2.2', 'ST2.9', 'ST3.5', 'ST4.2', 'ST4.8', 'ST5.5', 'ST6.3'] as const
export type TappingSize = (typeof TAPPING_SIZES)[number]

/**
 * Rivet shank diameters in mm, smallest first: blind rivets (DIN 7337 / ISO 15977) come in 2.4-6.4, solid rivets
 * (DIN 660, DIN 661, ISO 1051) in 2-12. The key is "d" and the diameter ("d4.8"), so it never reads as a thread.
 */
export const RIVET_SIZES = [
  'd2',
  'd2.4',
  'd2.5',
  'd3',
  'd3.2',
  'd4',
  'd4.8',
  'd5',
  'd6',
  'd6.4',
  'd8',
  'd10',
  'd12',
] as const
export type RivetSize = (typeof RIVET_SIZES)[number]

/** Which size series a standard's rows are keyed by. */
export const SIZE_SERIES = ['metric', 'tapping', 'rivet'] as const
export type SizeSeries = (typeof SIZE_SERIES)[number]

/** One size of a dimension table: a metric thread, a tapping screw thread or a rivet diameter. */
export type SizeKey = ThreadSize | TappingSize | RivetSize

/** A letter of a standard's drawing and what it measures there ("s" is across flats on a hex head, the key size on a socket). */
export interface DimensionLetter {
  symbol: string
  label: LocalizedText
}

/**
 * One size of a standard's dimension table: nominal values in mm. A letter the table lists may be missing
 * from a row when two public sources did not agree on it (docs/standards-sources.md says which): never a guess.
 * A row may hold no value at all: a size the standard covers whose values are not confirmed twice yet (so a
 * product in that size still names a size of its standard, and the page shows "–").
 */
export interface DimensionRow {
  size: SizeKey
  /** Thread pitch in mm: the coarse pitch for metric sizes; absent for rivets and for unsourced tapping pitches. */
  pitch?: number
  values: Readonly<Record<string, number>>
  /** Shortest and longest length the standard lists for this thread, in mm, where it limits them. */
  lengths?: { min: number; max: number }
}

/** A DIN standard and its ISO counterpart (or the reverse), seen from one side. */
export interface Equivalence {
  id: string
  /** What a buyer should know when swapping one for the other. */
  changed: LocalizedText
  /** Table letters whose values differ somewhere in our range. */
  letters: readonly string[]
}

/** What a data file declares: everything but the equivalents, which are kept once per pair (equivalences.ts). */
export interface StandardData {
  /** Slug, used in URLs: `din-933`, `iso-4017`. */
  id: string
  body: StandardBody
  number: string
  title: LocalizedText
  kind: StandardKind
  head?: HeadType
  drive?: DriveType
  status: StandardStatus
  /** What replaced a withdrawn standard when it is not its ISO equivalent: "DIN EN 1665" (shown beside the status). */
  successor?: string
  /** The size series its rows use; absent means metric threads. */
  sizeSeries?: SizeSeries
  /** Every letter the drawing and table use, with its meaning. */
  letters: readonly DimensionLetter[]
  /** The letters of the dimension table, in column order (a subset of `letters`). */
  tableLetters: readonly string[]
  /** Preferred nominal lengths in mm within our range; empty when the part has no length or it is not sourced yet. */
  lengths: readonly number[]
  /**
   * A partly threaded bolt (DIN 931, ISO 4014): a length is one of its sizes only where a plain shank remains
   * (length-rules.ts).
   */
  partlyThreaded?: boolean
  /** Rows within our range of its size series (M2–M12, ST2.2–ST6.3, rivets 2–12 mm), sorted by size; empty while the table is pending (see docs/standards-sources.md). */
  rows: readonly DimensionRow[]
}

export interface Standard extends StandardData {
  /** "DIN 933" */
  designation: string
  equivalents: readonly Equivalence[]
}

/** One value that differs between two standards for the same thread. */
export interface ChangedValue {
  letter: string
  from: number
  to: number
}
