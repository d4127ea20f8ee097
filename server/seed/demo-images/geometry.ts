/** Small 3D helpers for the demo renders: vectors, an orthographic camera and 2D hulls. */

export type V3 = readonly [number, number, number]
export type P2 = readonly [number, number]

export const TAU = Math.PI * 2

export const sub = (a: V3, b: V3): V3 => [a[0] - b[0], a[1] - b[1], a[2] - b[2]]
export const cross = (a: V3, b: V3): V3 => [
  a[1] * b[2] - a[2] * b[1],
  a[2] * b[0] - a[0] * b[2],
  a[0] * b[1] - a[1] * b[0],
]
export function unit(a: V3): V3 {
  const l = Math.hypot(a[0], a[1], a[2]) || 1
  return [a[0] / l, a[1] / l, a[2] / l]
}

export const smooth = (e0: number, e1: number, x: number): number => {
  const t = Math.min(1, Math.max(0, (x - e0) / (e1 - e0)))
  return t * t * (3 - 2 * t)
}

/** Where the part sits in front of the camera, in degrees. */
export type View = {
  /** Tips the part axis (part +z) toward the viewer: 0 = seen from the side, 90 = from the top. */
  tilt: number
  /** Turns the picture in the screen plane; positive leans the part top to the left. */
  roll: number
  /** Turns the part about its own axis first (which hex faces face the camera). */
  spin?: number
}

type M3 = readonly number[]

function mul(a: M3, b: M3): number[] {
  const out: number[] = []
  for (let r = 0; r < 3; r++) {
    for (let c = 0; c < 3; c++) {
      out.push(a[r * 3]! * b[c]! + a[r * 3 + 1]! * b[3 + c]! + a[r * 3 + 2]! * b[6 + c]!)
    }
  }
  return out
}

const rad = (deg: number): number => (deg * Math.PI) / 180

/**
 * Orthographic camera. Part space: the part axis is +z (head / top at high z). Camera space: x to the
 * right, y up, z toward the viewer. SVG space: y down, scaled and offset.
 */
export class Camera {
  private readonly m: number[]

  constructor(
    readonly view: View,
    readonly scale = 1,
    readonly ox = 0,
    readonly oy = 0,
  ) {
    const g = rad(view.spin ?? 0)
    const b = rad(view.tilt)
    const a = rad(view.roll)
    const spin = [Math.cos(g), -Math.sin(g), 0, Math.sin(g), Math.cos(g), 0, 0, 0, 1]
    const upright = [1, 0, 0, 0, 0, 1, 0, -1, 0]
    const tilt = [1, 0, 0, 0, Math.cos(b), -Math.sin(b), 0, Math.sin(b), Math.cos(b)]
    const roll = [Math.cos(a), -Math.sin(a), 0, Math.sin(a), Math.cos(a), 0, 0, 0, 1]
    this.m = mul(roll, mul(tilt, mul(upright, spin)))
  }

  fitted(scale: number, ox: number, oy: number): Camera {
    return new Camera(this.view, scale, ox, oy)
  }

  /** A part-space direction in camera space. */
  dir(v: V3): V3 {
    const m = this.m
    return [
      m[0]! * v[0] + m[1]! * v[1] + m[2]! * v[2],
      m[3]! * v[0] + m[4]! * v[1] + m[5]! * v[2],
      m[6]! * v[0] + m[7]! * v[1] + m[8]! * v[2],
    ]
  }

  project(p: V3): P2 {
    const c = this.dir(p)
    return [this.ox + this.scale * c[0], this.oy - this.scale * c[1]]
  }

  /** Larger is nearer to the viewer. */
  depth(p: V3): number {
    return this.dir(p)[2]
  }

  /** Angle about the part axis whose radial direction points most toward the viewer. */
  frontAngle(): number {
    return Math.atan2(this.m[7]!, this.m[6]!)
  }
}

/** Point on a circle about the part axis (shifted to centre c) at height z. */
export const ring = (c: P2, r: number, theta: number, z: number): V3 => [
  c[0] + r * Math.cos(theta),
  c[1] + r * Math.sin(theta),
  z,
]

/** Convex hull (Andrew's monotone chain), counter-clockwise in SVG space. */
export function hull(points: readonly P2[]): P2[] {
  const pts = [...points].sort((a, b) => a[0] - b[0] || a[1] - b[1])
  if (pts.length < 3) return pts
  const turn = (o: P2, a: P2, b: P2) => (a[0] - o[0]) * (b[1] - o[1]) - (a[1] - o[1]) * (b[0] - o[0])
  const lower: P2[] = []
  for (const p of pts) {
    while (lower.length >= 2 && turn(lower[lower.length - 2]!, lower[lower.length - 1]!, p) <= 0) lower.pop()
    lower.push(p)
  }
  const upper: P2[] = []
  for (let i = pts.length - 1; i >= 0; i--) {
    const p = pts[i]!
    while (upper.length >= 2 && turn(upper[upper.length - 2]!, upper[upper.length - 1]!, p) <= 0) upper.pop()
    upper.push(p)
  }
  return [...lower.slice(0, -1), ...upper.slice(0, -1)]
}

/** Regular polygon in the part xy plane (counter-clockwise), first corner at angle a0. */
export function polygon(n: number, r: number, a0 = 0): P2[] {
  return Array.from({ length: n }, (_, i) => {
    const a = a0 + (TAU * i) / n
    return [r * Math.cos(a), r * Math.sin(a)] as const
  })
}

/** Profile points of a quarter ellipse from (z0, r0) up to (z0 + h, 0): domes of rivets, caps, heads. */
export function domeProfile(z0: number, r0: number, h: number, steps = 16, flat = 0): [number, number][] {
  const out: [number, number][] = []
  for (let i = 0; i <= steps; i++) {
    const t = (i / steps) * (Math.PI / 2)
    const r = flat + (r0 - flat) * Math.cos(t)
    out.push([z0 + h * Math.sin(t), i === steps ? flat : r])
  }
  if (flat > 0) out.push([z0 + h, 0])
  return out
}
