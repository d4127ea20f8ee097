import { Canvas, pt } from './canvas.ts'
import { acrossCorners, drawingOf, frame, hexagon } from './frame.ts'
import type { Drawing, DrawingInput, DrawingProfile } from './types.ts'

/*
 * Bolts and screws: the end view (head seen from above) on the left, the side view on the right with the head at
 * the left and the shank running right. Values a row lacks fall back to usual proportions of d: the drawing shows
 * the standard's letters, the numbers are in the table beside it.
 */

type HeadShape = 'hex' | 'flange' | 'socket-cap' | 'countersunk' | 'button' | 'plain' | 'none'

const HEAD_OF: Partial<Record<DrawingProfile, HeadShape>> = {
  'hex-bolt': 'hex',
  // A hex head on a round flange at its bearing face (DIN 6921): k is the whole head, flange included.
  'flange-bolt': 'flange',
  'socket-cap': 'socket-cap',
  countersunk: 'countersunk',
  button: 'button',
}

export function drawScrew(input: DrawingInput, plainHead: boolean): Drawing {
  const { d, values, letters } = input
  const has = (letter: string) => letters.includes(letter)
  const shape: HeadShape = HEAD_OF[input.profile] ?? (plainHead ? 'plain' : 'none')
  const l = input.l ?? 4 * d
  const hexHead = shape === 'hex' || shape === 'flange'
  const s = values.s ?? (hexHead ? 1.6 * d : 0.8 * d)
  const dc = values.dc ?? 2.2 * d
  const dk = values.dk ?? (shape === 'countersunk' ? 2 * d : shape === 'button' ? 1.75 * d : 1.5 * d)
  const k = values.k ?? (shape === 'countersunk' ? (dk - d) / 2 : shape === 'button' ? 0.55 * d : 0.7 * d)
  // Across corners in the side view of a hex head (or the flange, when wider); the head's diameter for round heads.
  const headHeight =
    shape === 'hex'
      ? acrossCorners(s)
      : shape === 'flange'
        ? Math.max(acrossCorners(s), dc)
        : shape === 'none'
          ? d
          : dk
  const headLength = shape === 'none' ? 0 : k
  // l runs from under the head, except on countersunk heads, where it includes the head.
  const shankLength = shape === 'countersunk' ? Math.max(l - k, d) : l
  const f = frame(headHeight, headLength + shankLength, headHeight)
  const { cy, ex, x0, u } = f
  const c = new Canvas()
  const xHead = x0 + u(headLength)
  const xEnd = xHead + u(shankLength)
  const r = u(d) / 2
  const drawn: string[] = []

  // End view.
  c.centre(`M${pt(ex - u(headHeight) / 2 - 10, cy)}H${(ex + u(headHeight) / 2 + 10).toFixed(2)}`)
  c.centre(`M${pt(ex, cy - u(headHeight) / 2 - 10)}V${(cy + u(headHeight) / 2 + 10).toFixed(2)}`)
  if (hexHead) {
    if (shape === 'flange') c.circle(ex, cy, u(dc) / 2)
    c.outline(hexagon(ex, cy, u(s)))
    c.circle(ex, cy, u(s) / 2 - 1, 'thin')
  } else if (shape === 'none') {
    c.circle(ex, cy, r)
    c.circle(ex, cy, r * 0.82, 'thread')
  } else {
    c.circle(ex, cy, u(dk) / 2)
    if (shape !== 'plain') c.outline(hexagon(ex, cy, u(s), true), '#ffffff')
  }

  // Side view: head, shank, thread.
  c.centre(`M${pt(x0 - 12, cy)}H${(xEnd + 12).toFixed(2)}`)
  const half = u(headHeight) / 2
  if (shape === 'flange') {
    // The hex part across its corners, then the flange (a quarter of k) as wide as dc.
    const hexHalf = u(acrossCorners(s)) / 2
    const xFlange = xHead - u(k) / 4
    const flangeHalf = u(dc) / 2
    const ch = Math.min(u(k) * 0.15, 4)
    c.outline(
      `M${pt(x0 + ch, cy - hexHalf)}H${xFlange.toFixed(2)}V${(cy + hexHalf).toFixed(2)}H${(x0 + ch).toFixed(2)}` +
        `L${pt(x0, cy + hexHalf - ch)}V${(cy - hexHalf + ch).toFixed(2)}Z`,
    )
    c.thin(
      `M${pt(x0, cy - hexHalf / 2)}H${xFlange.toFixed(2)}M${pt(x0, cy + hexHalf / 2)}H${xFlange.toFixed(2)}`,
    )
    c.outline(
      `M${pt(xFlange, cy - flangeHalf * 0.8)}L${pt(xHead, cy - flangeHalf)}V${(cy + flangeHalf).toFixed(2)}` +
        `L${pt(xFlange, cy + flangeHalf * 0.8)}Z`,
    )
  } else if (shape === 'hex' || shape === 'plain' || shape === 'socket-cap') {
    const ch = Math.min(u(k) * 0.15, 4)
    c.outline(
      `M${pt(x0 + ch, cy - half)}H${xHead.toFixed(2)}V${(cy + half).toFixed(2)}H${(x0 + ch).toFixed(2)}` +
        `L${pt(x0, cy + half - ch)}V${(cy - half + ch).toFixed(2)}Z`,
    )
    if (shape === 'hex')
      c.thin(`M${pt(x0, cy - half / 2)}H${xHead.toFixed(2)}M${pt(x0, cy + half / 2)}H${xHead.toFixed(2)}`)
  } else if (shape === 'countersunk') {
    const rim = u(k) * 0.08
    c.outline(
      `M${pt(x0, cy - half)}H${(x0 + rim).toFixed(2)}L${pt(xHead, cy - r)}V${(cy + r).toFixed(2)}` +
        `L${pt(x0 + rim, cy + half)}H${x0.toFixed(2)}Z`,
    )
  } else if (shape === 'button') {
    c.outline(`M${pt(xHead, cy - half)}A${pt(u(k), half)} 0 0 0 ${pt(xHead, cy + half)}Z`)
  }
  if (shape === 'socket-cap' || shape === 'countersunk' || shape === 'button') {
    const depth = Math.min(u(k) * 0.6, u(k) - 2)
    const hs = u(s) / 2
    c.hidden(
      `M${pt(x0 + (shape === 'button' ? u(k) * 0.25 : 0), cy - hs)}H${(x0 + depth).toFixed(2)}` +
        `L${pt(x0 + depth + hs * 0.58, cy)}L${pt(x0 + depth, cy + hs)}H${(x0 + (shape === 'button' ? u(k) * 0.25 : 0)).toFixed(2)}`,
    )
  }
  const chamfer = Math.min(u(d) * 0.1, 6)
  c.outline(
    `M${pt(xHead, cy - r)}H${(xEnd - chamfer).toFixed(2)}L${pt(xEnd, cy - r + chamfer)}V${(cy + r - chamfer).toFixed(2)}` +
      `L${pt(xEnd - chamfer, cy + r)}H${xHead.toFixed(2)}`,
  )
  const b = values.b ?? (has('b') ? Math.min(2 * d + 6, shankLength * 0.7) : shankLength)
  const threadStart = Math.max(xHead, xEnd - u(Math.min(b, shankLength)))
  const root = r * 0.82
  c.thin(
    `M${pt(threadStart, cy - root)}H${(xEnd - chamfer).toFixed(2)}M${pt(threadStart, cy + root)}H${(xEnd - chamfer).toFixed(2)}`,
  )
  if (threadStart > xHead + 1) c.outline(`M${pt(threadStart, cy - r)}V${(cy + r).toFixed(2)}`, 'none')

  // Dimensions: letters of the standard only.
  const top = cy - half
  const bottom = cy + half
  if (has('s') && shape !== 'plain') {
    drawn.push('s')
    if (hexHead) {
      const quarter = u(acrossCorners(s)) / 4
      c.dimension(
        's',
        { x: ex - quarter, y: cy - u(s) / 2 },
        { x: ex - quarter, y: cy + u(s) / 2 },
        -(u(acrossCorners(s)) / 4 + 24 + (u(headHeight) - u(acrossCorners(s))) / 2),
      )
    } else {
      const corner = u(acrossCorners(s)) / 4
      c.dimension(
        's',
        { x: ex - u(s) / 2, y: cy + corner },
        { x: ex + u(s) / 2, y: cy + corner },
        half - corner + 24,
      )
    }
  }
  if (
    has('dk') &&
    (shape === 'socket-cap' || shape === 'countersunk' || shape === 'button' || shape === 'plain')
  ) {
    drawn.push('dk')
    c.dimension('dk', { x: ex, y: top }, { x: ex, y: bottom }, -(half + 22))
  }
  if (has('dc') && shape === 'flange') {
    drawn.push('dc')
    c.dimension('dc', { x: ex - u(dc) / 2, y: cy }, { x: ex + u(dc) / 2, y: cy }, u(dc) / 2 + 24)
  }
  if (has('k') && shape !== 'none') {
    drawn.push('k')
    c.dimension('k', { x: x0, y: top }, { x: xHead, y: top }, -24)
  }
  if (has('b') && threadStart > xHead + 1) {
    drawn.push('b')
    c.dimension('b', { x: threadStart, y: cy - r }, { x: xEnd, y: cy - r }, -(Math.max(half - r, 0) + 24))
  }
  if (has('l')) {
    drawn.push('l')
    const from = shape === 'countersunk' ? x0 : xHead
    c.dimension('l', { x: from, y: cy + r }, { x: xEnd, y: cy + r }, Math.max(half - r, 0) + 26)
  }
  if (has('d')) {
    drawn.push('d')
    c.dimension('d', { x: xEnd, y: cy - r }, { x: xEnd, y: cy + r }, 26)
  }
  return drawingOf(input.profile, f, c.elements, drawn)
}
