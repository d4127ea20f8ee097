/*
 * The path data of shared/drawings (absolute M, L, H, V, A and Z only: canvas.ts, screws.ts, nuts-washers.ts) as
 * point lists, in the drawing's units. An elliptical arc becomes a polyline fine enough that it strays at most
 * 1/800 of the larger radius from the curve; anything else throws, so a new command in a drawing
 * fails the DXF tests rather than vanishing from the file.
 */

export type Outline = { points: [number, number][]; closed: boolean }

const TOKEN = /[A-Za-z]|-?(?:\d+\.?\d*|\.\d+)(?:e[-+]?\d+)?/g

export function pathOutlines(d: string): Outline[] {
  const tokens = d.match(TOKEN) ?? []
  const outlines: Outline[] = []
  let current: Outline | null = null
  let x = 0
  let y = 0
  let command = ''
  let i = 0
  const number = () => {
    const token = tokens[i++]
    const value = Number(token)
    if (token === undefined || !Number.isFinite(value)) throw new Error(`Path data ends early: ${d}`)
    return value
  }
  const lineTo = (nx: number, ny: number) => {
    if (!current) throw new Error(`Path data draws before a move: ${d}`)
    current.points.push([nx, ny])
    x = nx
    y = ny
  }
  while (i < tokens.length) {
    const token = tokens[i]!
    if (/[A-Za-z]/.test(token)) {
      command = token
      i++
    } else if (command === 'M') {
      // Numbers after a move's first pair are lines (SVG 9.3.3).
      command = 'L'
    }
    switch (command) {
      case 'M':
        x = number()
        y = number()
        current = { points: [[x, y]], closed: false }
        outlines.push(current)
        break
      case 'L':
        lineTo(number(), number())
        break
      case 'H':
        lineTo(number(), y)
        break
      case 'V':
        lineTo(x, number())
        break
      case 'A': {
        const [rx, ry, rotation, large, sweep, nx, ny] = Array.from({ length: 7 }, number) as [
          number,
          number,
          number,
          number,
          number,
          number,
          number,
        ]
        for (const point of arcPoints(x, y, rx, ry, rotation, large !== 0, sweep !== 0, nx, ny)) {
          lineTo(point[0], point[1])
        }
        break
      }
      case 'Z':
        if (!current) throw new Error(`Path data closes nothing: ${d}`)
        current.closed = true
        // A new subpath after Z starts at the closed one's start (SVG 9.3.4).
        ;[x, y] = current.points[0]!
        break
      default:
        throw new Error(`Path command ${command || token} is not drawn in DXF: ${d}`)
    }
  }
  return outlines
}

/** The points after (x0, y0) along an SVG elliptical arc to (x1, y1), by the endpoint-to-centre conversion of SVG F.6.5. */
export function arcPoints(
  x0: number,
  y0: number,
  rxIn: number,
  ryIn: number,
  rotationDeg: number,
  large: boolean,
  sweep: boolean,
  x1: number,
  y1: number,
): [number, number][] {
  let rx = Math.abs(rxIn)
  let ry = Math.abs(ryIn)
  if (rx === 0 || ry === 0 || (x0 === x1 && y0 === y1)) return [[x1, y1]]
  const phi = (rotationDeg * Math.PI) / 180
  const cos = Math.cos(phi)
  const sin = Math.sin(phi)
  const dx = (x0 - x1) / 2
  const dy = (y0 - y1) / 2
  const px = cos * dx + sin * dy
  const py = -sin * dx + cos * dy
  // Radii too small to reach the end point are scaled up (F.6.6). So are radii a rounding too large: a path's
  // numbers are rounded to 0.01 units, and a half ellipse whose radius passes half its chord by 0.005 would
  // have its centre moved off the chord by far more than that (0.5 units on the button head).
  const lambda = (px * px) / (rx * rx) + (py * py) / (ry * ry)
  if (lambda > 0.999) {
    rx *= Math.sqrt(lambda)
    ry *= Math.sqrt(lambda)
  }
  const numerator = rx * rx * ry * ry - rx * rx * py * py - ry * ry * px * px
  const denominator = rx * rx * py * py + ry * ry * px * px
  const factor = (large === sweep ? -1 : 1) * Math.sqrt(Math.max(0, numerator / denominator))
  const cxp = (factor * rx * py) / ry
  const cyp = (-factor * ry * px) / rx
  const cx = cos * cxp - sin * cyp + (x0 + x1) / 2
  const cy = sin * cxp + cos * cyp + (y0 + y1) / 2
  const angle = (ux: number, uy: number, vx: number, vy: number) =>
    Math.atan2(ux * vy - uy * vx, ux * vx + uy * vy)
  const start = angle(1, 0, (px - cxp) / rx, (py - cyp) / ry)
  let delta = angle((px - cxp) / rx, (py - cyp) / ry, (-px - cxp) / rx, (-py - cyp) / ry)
  if (!sweep && delta > 0) delta -= 2 * Math.PI
  if (sweep && delta < 0) delta += 2 * Math.PI
  // A chord of angle t on radius r sags r (1 - cos(t/2)): 1/800 of r for t = 0.1 rad (about 6°).
  const steps = Math.max(2, Math.ceil(Math.abs(delta) / 0.1))
  const points: [number, number][] = []
  for (let step = 1; step < steps; step++) {
    const t = start + (delta * step) / steps
    const ex = rx * Math.cos(t)
    const ey = ry * Math.sin(t)
    points.push([cos * ex - sin * ey + cx, sin * ex + cos * ey + cy])
  }
  points.push([x1, y1])
  return points
}
