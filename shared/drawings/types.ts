/**
 * A dimension drawing as plain data: SVG elements with their attributes, no React and no DOM, so the
 * same description is written into an .svg file the pages show (drawingSvg, served by
 * server/routes/drawings.ts) and into the datasheet PDF as vectors.
 */

/** The outlines a standard's part is drawn with; every other part gets the generic outline. */
export const DRAWING_PROFILES = [
  'hex-bolt',
  'flange-bolt',
  'socket-cap',
  'countersunk',
  'button',
  'nut',
  'washer',
  'generic',
] as const
export type DrawingProfile = (typeof DRAWING_PROFILES)[number]

export type SvgTag = 'path' | 'circle' | 'line' | 'text'

/**
 * What an element is on a technical drawing (ISO 128): a CAD file puts each kind on a layer of its own
 * (server/cad/drawing-dxf.ts); the SVG shows it by its style alone.
 */
export const DRAWING_LAYERS = ['outline', 'thin', 'hidden', 'centre', 'dimension', 'hatch'] as const
export type DrawingLayer = (typeof DRAWING_LAYERS)[number]

/** One SVG element; attribute names as SVG spells them (`stroke-width`). */
export interface SvgElement {
  tag: SvgTag
  attrs: Readonly<Record<string, string | number>>
  layer: DrawingLayer
  /** The text of a `text` element. */
  text?: string
}

export interface Drawing {
  profile: DrawingProfile
  /** The viewBox is `0 0 width height`, in drawing units (not mm: parts of every size fill the frame). */
  width: number
  height: number
  /** Drawing units per mm (the frame's scale): a length in units / scale is the part's length in mm. */
  scale: number
  elements: readonly SvgElement[]
  /** The standard's letters drawn as dimension lines, in drawing order. */
  letters: readonly string[]
}

/** What a part is drawn from: nominal values in mm by the standard's letters. */
export interface DrawingInput {
  profile: DrawingProfile
  /** Nominal thread (or hole) diameter in mm. */
  d: number
  /** Nominal length in mm; absent for nuts and washers. */
  l?: number
  /** The standard's table values for one size (s, k, dk, m, h, d1, d2, b …). */
  values: Readonly<Record<string, number>>
  /** The standard's letters: only these are drawn as dimension lines. */
  letters: readonly string[]
}
