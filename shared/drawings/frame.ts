import type { Drawing, DrawingProfile, SvgElement } from './types.ts'

/*
 * Every drawing is laid out in the same frame: an end view on the left, the side view on the right, room around
 * them for dimension lines. Parts of every size are scaled to fill it, so an M2 screw is as legible as an M12.
 */
export const MARGIN = { left: 70, right: 70, top: 62, bottom: 66 } as const
/** Between the end view and the side view. */
export const GAP = 78
const MAX_WIDTH = 640
const MAX_HEIGHT = 250

export interface Frame {
  /** Drawing units per mm. */
  scale: number
  width: number
  height: number
  /** Centre line of both views. */
  cy: number
  /** Centre of the end view. */
  ex: number
  /** Left edge of the side view. */
  x0: number
  /** A length in mm in drawing units. */
  u: (mm: number) => number
}

/** The scale and size for an end view `endMm` wide, a side view `sideMm` long and a part `heightMm` tall. */
export function frame(endMm: number, sideMm: number, heightMm: number): Frame {
  const scale = Math.min(
    (MAX_WIDTH - MARGIN.left - MARGIN.right - GAP) / (endMm + sideMm),
    MAX_HEIGHT / heightMm,
  )
  const u = (mm: number) => mm * scale
  return {
    scale,
    width: MARGIN.left + (endMm + sideMm) * scale + GAP + MARGIN.right,
    height: MARGIN.top + heightMm * scale + MARGIN.bottom,
    cy: MARGIN.top + (heightMm * scale) / 2,
    ex: MARGIN.left + u(endMm) / 2,
    x0: MARGIN.left + u(endMm) + GAP,
    u,
  }
}

/** The drawing a profile's function hands back: its frame's size and scale, what the canvas holds, the letters drawn. */
export function drawingOf(
  profile: DrawingProfile,
  f: Frame,
  elements: readonly SvgElement[],
  letters: readonly string[],
): Drawing {
  return { profile, width: f.width, height: f.height, scale: f.scale, elements, letters }
}

/** The six corners of a hexagon `s` across flats: flats top and bottom, or left and right (`flatsVertical`). */
export function hexagon(cx: number, cy: number, s: number, flatsVertical = false): string {
  const e = s / Math.cos(Math.PI / 6)
  const corners = Array.from({ length: 6 }, (_, i) => {
    const angle = (Math.PI / 3) * i + (flatsVertical ? Math.PI / 6 : 0)
    return `${(cx + (e / 2) * Math.cos(angle)).toFixed(2)} ${(cy + (e / 2) * Math.sin(angle)).toFixed(2)}`
  })
  return `M${corners.join('L')}Z`
}

/** Width across corners of a hexagon `s` across flats. */
export function acrossCorners(s: number): number {
  return s / Math.cos(Math.PI / 6)
}
