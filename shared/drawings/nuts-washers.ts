import { Canvas, pt } from './canvas.ts'
import { acrossCorners, drawingOf, frame, hexagon } from './frame.ts'
import type { Drawing, DrawingInput } from './types.ts'

/* Nuts and washers: the face view on the left, the side view (a section for washers) on the right. */

export function drawNut(input: DrawingInput): Drawing {
  const { d, values, letters } = input
  const has = (letter: string) => letters.includes(letter)
  const s = values.s ?? 1.7 * d
  // DIN 934 calls the height m; DIN 985 and DIN 1587 give the overall height h.
  const heightLetter = has('m') ? 'm' : has('h') ? 'h' : null
  const m = (heightLetter ? values[heightLetter] : undefined) ?? 0.8 * d
  const e = acrossCorners(s)
  const f = frame(e, m, e)
  const { cy, ex, x0, u } = f
  const c = new Canvas()
  const x1 = x0 + u(m)
  const half = u(e) / 2
  const drawn: string[] = []

  c.centre(
    `M${pt(ex - half - 10, cy)}H${(ex + half + 10).toFixed(2)}M${pt(ex, cy - half - 10)}V${(cy + half + 10).toFixed(2)}`,
  )
  c.outline(hexagon(ex, cy, u(s)))
  c.circle(ex, cy, u(s) / 2 - 1, 'thin')
  // An internal thread: the core hole is the visible edge, the thread's major diameter the three-quarter circle.
  c.circle(ex, cy, (u(d) / 2) * 0.84, 'edge', '#ffffff')
  c.circle(ex, cy, u(d) / 2, 'thread')

  c.centre(`M${pt(x0 - 12, cy)}H${(x1 + 12).toFixed(2)}`)
  c.outline(`M${pt(x0, cy - half)}H${x1.toFixed(2)}V${(cy + half).toFixed(2)}H${x0.toFixed(2)}Z`)
  c.thin(`M${pt(x0, cy - half / 2)}H${x1.toFixed(2)}M${pt(x0, cy + half / 2)}H${x1.toFixed(2)}`)
  c.hidden(`M${pt(x0, cy - u(d) / 2)}H${x1.toFixed(2)}M${pt(x0, cy + u(d) / 2)}H${x1.toFixed(2)}`)

  if (has('s')) {
    drawn.push('s')
    const quarter = u(e) / 4
    c.dimension(
      's',
      { x: ex - quarter, y: cy - u(s) / 2 },
      { x: ex - quarter, y: cy + u(s) / 2 },
      -(quarter + 24),
    )
  }
  if (has('d')) {
    drawn.push('d')
    c.dimension('d', { x: ex - u(d) / 2, y: cy }, { x: ex + u(d) / 2, y: cy }, half + 26)
  }
  if (heightLetter) {
    drawn.push(heightLetter)
    c.dimension(heightLetter, { x: x0, y: cy - half }, { x: x1, y: cy - half }, -24)
  }
  return drawingOf(input.profile, f, c.elements, drawn)
}

export function drawWasher(input: DrawingInput): Drawing {
  const { d, values, letters } = input
  const has = (letter: string) => letters.includes(letter)
  const d1 = values.d1 ?? d * 1.08
  const d2 = values.d2 ?? d * 2
  // Flat washers give the thickness as h; a spring washer's section is b wide and s thick (DIN 127).
  const thicknessLetter = has('h') ? 'h' : has('s') ? 's' : null
  const t = (thicknessLetter ? values[thicknessLetter] : undefined) ?? Math.max(d * 0.2, 0.5)
  const f = frame(d2, Math.max(t, d2 * 0.12), d2)
  const { cy, ex, x0, u } = f
  const c = new Canvas()
  const x1 = x0 + u(t)
  const outer = u(d2) / 2
  const inner = u(d1) / 2
  const drawn: string[] = []

  c.centre(
    `M${pt(ex - outer - 10, cy)}H${(ex + outer + 10).toFixed(2)}M${pt(ex, cy - outer - 10)}V${(cy + outer + 10).toFixed(2)}`,
  )
  c.circle(ex, cy, outer)
  c.circle(ex, cy, inner, 'edge', '#ffffff')

  c.centre(`M${pt(x0 - 12, cy)}H${(x1 + 12).toFixed(2)}`)
  for (const [y0, y1] of [
    [cy - outer, cy - inner],
    [cy + inner, cy + outer],
  ] as const) {
    c.outline(`M${pt(x0, y0)}H${x1.toFixed(2)}V${y1.toFixed(2)}H${x0.toFixed(2)}Z`, '#ffffff')
    c.hatch(x0, y0, x1 - x0, y1 - y0, 5)
  }

  if (has('d2')) {
    drawn.push('d2')
    c.dimension('d2', { x: ex, y: cy - outer }, { x: ex, y: cy + outer }, -(outer + 24))
  }
  if (has('d1')) {
    drawn.push('d1')
    c.dimension('d1', { x: x1, y: cy - inner }, { x: x1, y: cy + inner }, 30)
  }
  if (has('b') && thicknessLetter === 's') {
    drawn.push('b')
    c.dimension('b', { x: x0, y: cy - outer }, { x: x0, y: cy - inner }, -24)
  }
  if (thicknessLetter) {
    drawn.push(thicknessLetter)
    c.dimension(thicknessLetter, { x: x0, y: cy - outer }, { x: x1, y: cy - outer }, -24)
  }
  return drawingOf(input.profile, f, c.elements, drawn)
}
