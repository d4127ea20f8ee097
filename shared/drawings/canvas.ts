import type { DrawingLayer, SvgElement } from './types.ts'

/*
 * Line styles of a technical drawing (ISO 128): a wide continuous line for visible edges, narrow lines for
 * thread roots, hatching, dimensions and centre lines (dash-dot), dashes for hidden edges.
 */
const INK = '#16202c'
const DIM = '#1d4067'
export const LABEL_SIZE = 15
/**
 * A drawing shown narrower than this many CSS px (a phone: about 325 px at 390) draws its letters at
 * NARROW_LABEL_SIZE units instead, so that they stay about 12 px tall on screen (15 units of a 640 wide drawing
 * would be 7.6 px there). The SVG file says so in a media query; the PDF's drawing keeps LABEL_SIZE.
 */
export const NARROW_BELOW_PX = 480
export const NARROW_LABEL_SIZE = 24

type Attrs = Record<string, string | number>

const round = (value: number) => Math.round(value * 100) / 100

function withStyle(
  tag: SvgElement['tag'],
  layer: DrawingLayer,
  attrs: Attrs,
  style: Attrs,
  text?: string,
): SvgElement {
  const rounded: Attrs = {}
  for (const [name, value] of Object.entries({ ...style, ...attrs })) {
    rounded[name] = typeof value === 'number' ? round(value) : value
  }
  return text === undefined ? { tag, attrs: rounded, layer } : { tag, attrs: rounded, layer, text }
}

const EDGE = { fill: 'none', stroke: INK, 'stroke-width': 2, 'stroke-linejoin': 'round' }
const THIN = { fill: 'none', stroke: INK, 'stroke-width': 0.9 }

/** Collects elements in drawing units; `pt` turns a point into path syntax. */
export class Canvas {
  readonly elements: SvgElement[] = []

  /** A visible edge; `fill` shades the part's body. */
  outline(d: string, fill = '#eef1f5'): void {
    this.elements.push(withStyle('path', 'outline', { d }, { ...EDGE, fill }))
  }

  /** Thread roots and the other narrow lines. */
  thin(d: string): void {
    this.elements.push(withStyle('path', 'thin', { d }, THIN))
  }

  hidden(d: string): void {
    this.elements.push(withStyle('path', 'hidden', { d }, { ...THIN, 'stroke-dasharray': '5 3' }))
  }

  centre(d: string): void {
    this.elements.push(
      withStyle('path', 'centre', { d }, { ...THIN, stroke: '#64748b', 'stroke-dasharray': '14 3 2 3' }),
    )
  }

  circle(
    cx: number,
    cy: number,
    r: number,
    kind: 'edge' | 'thin' | 'thread' = 'edge',
    fill = '#eef1f5',
  ): void {
    const style =
      kind === 'edge'
        ? { ...EDGE, fill }
        : kind === 'thin'
          ? THIN
          : // The thread's root circle is drawn as three quarters (ISO 6410).
            { ...THIN, 'stroke-dasharray': `${round((Math.PI * r * 3) / 2)} ${round((Math.PI * r) / 2)}` }
    this.elements.push(withStyle('circle', kind === 'edge' ? 'outline' : 'thin', { cx, cy, r }, style))
  }

  /** 45° hatching of a section inside a rectangle. */
  hatch(x: number, y: number, width: number, height: number, step = 6): void {
    const lines: string[] = []
    // In box coordinates (X right, Y up from the bottom-left corner) each line is X = Y + c.
    for (let c = -height + step / 2; c < width; c += step) {
      const y0 = Math.max(0, -c)
      const y1 = Math.min(height, width - c)
      lines.push(`M${pt(x + y0 + c, y + height - y0)}L${pt(x + y1 + c, y + height - y1)}`)
    }
    this.elements.push(withStyle('path', 'hatch', { d: lines.join('') }, { ...THIN, 'stroke-width': 0.7 }))
  }

  /**
   * A dimension: the distance between points a and b (on one horizontal or vertical), drawn `offset` units
   * away on a line with arrows and extension lines, labelled with the standard's letter.
   */
  dimension(letter: string, a: Point, b: Point, offset: number): void {
    const horizontal = Math.abs(a.y - b.y) < 1e-6
    const style = { fill: 'none', stroke: DIM, 'stroke-width': 0.9 }
    const arrows = { fill: DIM, stroke: 'none' }
    const [p, q] = horizontal
      ? [a.x < b.x ? a : b, a.x < b.x ? b : a]
      : [a.y < b.y ? a : b, a.y < b.y ? b : a]
    const length = horizontal ? q.x - p.x : q.y - p.y
    const sign = Math.sign(offset) || 1
    // Extension lines start a little off the part and pass the dimension line by 4 units.
    const ext = (point: Point) =>
      horizontal
        ? `M${pt(point.x, point.y + sign * 3)}V${round(point.y + offset + sign * 4)}`
        : `M${pt(point.x + sign * 3, point.y)}H${round(point.x + offset + sign * 4)}`
    const lineAt = horizontal ? p.y + offset : p.x + offset
    const start = horizontal ? { x: p.x, y: lineAt } : { x: lineAt, y: p.y }
    const end = horizontal ? { x: q.x, y: lineAt } : { x: lineAt, y: q.y }
    // A short dimension takes its arrows outside, pointing in.
    const outside = length < 26
    const tail = outside ? 14 : 0
    const line = horizontal
      ? `M${pt(start.x - tail, start.y)}H${round(end.x + tail)}`
      : `M${pt(start.x, start.y - tail)}V${round(end.y + tail)}`
    this.elements.push(withStyle('path', 'dimension', { d: `${ext(p)}${ext(q)}${line}` }, style))
    const dir = outside ? -1 : 1
    this.elements.push(
      withStyle(
        'path',
        'dimension',
        { d: arrow(start, horizontal, dir) + arrow(end, horizontal, -dir) },
        arrows,
      ),
    )
    const label = horizontal
      ? { x: (start.x + end.x) / 2, y: lineAt + (offset < 0 ? -6 : LABEL_SIZE + 2), anchor: 'middle' }
      : {
          x: lineAt + (offset < 0 ? -6 : 6),
          y: (start.y + end.y) / 2 + LABEL_SIZE / 3,
          anchor: offset < 0 ? 'end' : 'start',
        }
    this.elements.push(
      withStyle(
        'text',
        'dimension',
        { x: label.x, y: label.y },
        {
          fill: DIM,
          'font-family': 'Inter, Arial, sans-serif',
          'font-size': LABEL_SIZE,
          'font-style': 'italic',
          'font-weight': 600,
          'text-anchor': label.anchor,
          'data-letter': letter,
        },
        letter,
      ),
    )
  }
}

export type Point = { x: number; y: number }

export function pt(x: number, y: number): string {
  return `${round(x)} ${round(y)}`
}

/** A filled arrowhead at `tip`, pointing along +axis when `dir` is 1 (to the right or down). */
function arrow(tip: Point, horizontal: boolean, dir: number): string {
  const length = 9
  const half = 3
  // dir 1 at the start points back towards the start (the arrow sits inside the line).
  const back = -dir * length
  return horizontal
    ? `M${pt(tip.x, tip.y)}L${pt(tip.x - back, tip.y - half)}L${pt(tip.x - back, tip.y + half)}Z`
    : `M${pt(tip.x, tip.y)}L${pt(tip.x - half, tip.y - back)}L${pt(tip.x + half, tip.y - back)}Z`
}
