/**
 * SVG builder for one part: projects part-space geometry through the camera and writes shaded
 * shapes. Surfaces of revolution get linear gradients computed from the studio lighting, flat faces a
 * soft sheen, small facets (knurls, rings) flat colours.
 */
import { type Camera, hull, type P2, ring, TAU, unit, type V3 } from './geometry.ts'
import type { DemoFinish } from './index.ts'
import { brightness, type PALETTES, tone } from './shading.ts'

export type Pal = keyof typeof PALETTES

/** Shared surface options: palette, a brightness factor (ambient occlusion) and the axis centre. */
export type Surface = { pal?: Pal; ao?: number; c?: P2 }

export type Quad = { pts: V3[]; n: V3 }

const num = (n: number): string => (Math.round(n * 10) / 10).toString()

export function pathOf(pts: readonly P2[], close = true): string {
  return `${pts.map((p, i) => `${i ? 'L' : 'M'}${num(p[0])} ${num(p[1])}`).join('')}${close ? 'Z' : ''}`
}

/** Brightness offsets of the soft reflection across flat faces, upper left to lower right. */
const SHEEN: readonly [number, number][] = [
  [0, 0.02],
  [0.3, 0.08],
  [0.62, -0.1],
  [0.85, -0.17],
  [1, -0.1],
]

function sheenAt(t: number): number {
  for (let i = 1; i < SHEEN.length; i++) {
    const [o1, v1] = SHEEN[i]!
    const [o0, v0] = SHEEN[i - 1]!
    if (t <= o1) return v0 + ((v1 - v0) * (t - o0)) / (o1 - o0)
  }
  return SHEEN[SHEEN.length - 1]![1]
}

export class Scene {
  private readonly defList: string[] = []
  private readonly out: string[] = []
  private count = 0
  readonly box = { x0: Number.POSITIVE_INFINITY, y0: Number.POSITIVE_INFINITY, x1: -1e9, y1: -1e9 }

  constructor(
    readonly cam: Camera,
    readonly finish: DemoFinish,
    private readonly prefix: string,
  ) {}

  get defs(): string {
    return this.defList.join('')
  }

  get body(): string {
    return this.out.join('')
  }

  id(): string {
    this.count += 1
    return `${this.prefix}${this.count.toString(36)}`
  }

  /** Part millimetres to SVG pixels (stroke widths). */
  u(mm: number): number {
    return mm * this.cam.scale
  }

  /** Projects a part-space point and grows the bounding box. */
  pt(p: V3): P2 {
    const q = this.cam.project(p)
    const b = this.box
    if (q[0] < b.x0) b.x0 = q[0]
    if (q[1] < b.y0) b.y0 = q[1]
    if (q[0] > b.x1) b.x1 = q[0]
    if (q[1] > b.y1) b.y1 = q[1]
    return q
  }

  emit(svg: string): void {
    this.out.push(svg)
  }

  def(svg: string): void {
    this.defList.push(svg)
  }

  /** Brightness of a part-space normal, times the surface's occlusion factor. */
  value(n: V3, s: Surface = {}): number {
    return brightness(unit(this.cam.dir(n))) * (s.ao ?? 1)
  }

  color(v: number, s: Surface = {}): string {
    return tone(s.pal ?? this.finish, v)
  }

  faces(n: V3): boolean {
    return this.cam.dir(n)[2] > 0.004
  }

  /** A userSpaceOnUse linear gradient from a to b; stops are [offset, brightness]. */
  gradient(a: P2, b: P2, stops: [number, number][], s: Surface = {}): string {
    const id = this.id()
    const sorted = [...stops].sort((x, y) => x[0] - y[0])
    const st = sorted
      .map(
        ([o, v]) =>
          `<stop offset="${Math.min(1, Math.max(0, o)).toFixed(3)}" stop-color="${this.color(v, s)}"/>`,
      )
      .join('')
    this.def(
      `<linearGradient id="${id}" gradientUnits="userSpaceOnUse" x1="${num(a[0])}" y1="${num(a[1])}" x2="${num(b[0])}" y2="${num(b[1])}">${st}</linearGradient>`,
    )
    return `url(#${id})`
  }

  clip(pts: readonly P2[]): string {
    const id = this.id()
    this.def(`<clipPath id="${id}"><path d="${pathOf(pts)}"/></clipPath>`)
    return id
  }

  clipped(id: string, draw: () => void): void {
    this.emit(`<g clip-path="url(#${id})">`)
    draw()
    this.emit('</g>')
  }

  fill(pts: readonly P2[], fill: string, extra = ''): void {
    this.emit(`<path d="${pathOf(pts)}" fill="${fill}"${extra}/>`)
  }

  /** Projected circle about the axis; track = false for helper outlines (clip paths) outside the part. */
  ellipse(c: P2, r: number, z: number, n = 144, track = true): P2[] {
    return Array.from({ length: n }, (_, i) => {
      const p = ring(c, r, (TAU * i) / n, z)
      return track ? this.pt(p) : this.cam.project(p)
    })
  }

  /**
   * Gradient across a surface of revolution at height z, radius r: one stop per angle of the visible
   * half (the far half for inner surfaces), brightness from normal(theta).
   */
  revolveFill(
    c: P2,
    r: number,
    z: number,
    normal: (t: number) => V3,
    s: Surface & { inner?: boolean },
  ): string {
    const phi = this.cam.frontAngle()
    const a = this.cam.project(ring(c, r, phi - Math.PI / 2, z))
    const b = this.cam.project(ring(c, r, phi + Math.PI / 2, z))
    const dx = b[0] - a[0]
    const dy = b[1] - a[1]
    const len2 = dx * dx + dy * dy
    const mid = phi + (s.inner ? Math.PI : 0)
    if (len2 < 1e-6) return this.color(this.value(normal(mid), s), s)
    const stops: [number, number][] = []
    const n = 24
    for (let i = 0; i <= n; i++) {
      const t = mid - Math.PI / 2 + (Math.PI * i) / n
      const p = this.cam.project(ring(c, r, t, z))
      stops.push([((p[0] - a[0]) * dx + (p[1] - a[1]) * dy) / len2, this.value(normal(t), s)])
    }
    return this.gradient(a, b, stops, s)
  }

  /** Conical or cylindrical band between two circles; normal from the profile unless given. */
  frustum(
    z0: number,
    r0: number,
    z1: number,
    r1: number,
    s: Surface & { inner?: boolean; n?: readonly [number, number] } = {},
  ): void {
    const c = s.c ?? [0, 0]
    const pts: P2[] = []
    for (const [z, r] of [
      [z0, r0],
      [z1, r1],
    ] as const) {
      if (r <= 1e-6) pts.push(this.pt([c[0], c[1], z]))
      else pts.push(...this.ellipse(c, r, z, 120))
    }
    const l = Math.hypot(z1 - z0, r1 - r0) || 1
    const [nr, nz] = s.n ?? [(z1 - z0) / l, -(r1 - r0) / l]
    const fill = this.revolveFill(
      c,
      Math.max((r0 + r1) / 2, Math.max(r0, r1) * 0.6),
      (z0 + z1) / 2,
      (t) => [nr * Math.cos(t), nr * Math.sin(t), nz],
      s,
    )
    this.fill(hull(pts), fill)
  }

  /** Flat ring (or disk when rIn = 0) across the axis, facing +z when up. */
  disk(z: number, rOut: number, rIn: number, up: boolean, s: Surface = {}): void {
    const n: V3 = [0, 0, up ? 1 : -1]
    if (!this.faces(n)) return
    const c = s.c ?? [0, 0]
    const outer = this.ellipse(c, rOut, z)
    const xs = outer.map((p) => p[0])
    const ys = outer.map((p) => p[1])
    const a: P2 = [Math.min(...xs), Math.min(...ys)]
    const b: P2 = [Math.max(...xs), Math.max(...ys)]
    const v = this.value(n, s)
    const fill = this.gradient(a, b, [...SHEEN.map(([o, dv]): [number, number] => [o, v + dv])], s)
    let d = pathOf(outer)
    if (rIn > 0) d += pathOf(this.ellipse(c, rIn, z).reverse())
    this.emit(`<path d="${d}" fill="${fill}" fill-rule="evenodd"/>`)
  }

  /**
   * Surface of revolution from a profile of [z, r] points, traced from the bottom up with the
   * material on the left (so flat steps facing up run from the outside in). Drawn far to near.
   */
  lathe(profile: readonly (readonly [number, number])[], s: Surface & { inner?: boolean } = {}): void {
    const c = s.c ?? [0, 0]
    const segs = profile.slice(1).map((p, i) => [profile[i]!, p] as const)
    const depth = (z: number) => this.cam.depth([c[0], c[1], z])
    segs.sort((x, y) => depth((x[0][0] + x[1][0]) / 2) - depth((y[0][0] + y[1][0]) / 2))
    for (const [[z0, r0], [z1, r1]] of segs) {
      if (Math.abs(z1 - z0) < 1e-9) {
        if (Math.abs(r1 - r0) > 1e-9) this.disk(z0, Math.max(r0, r1), Math.min(r0, r1), r1 < r0, s)
      } else {
        this.frustum(z0, r0, z1, r1, s)
      }
    }
  }

  /**
   * Curved surface of revolution (domes, rounded heads) as a fine facet mesh with smooth normals,
   * which shades without the banding a stack of gradient bands shows. Same profile rules as lathe.
   */
  dome(profile: readonly (readonly [number, number])[], s: Surface & { soft?: number } = {}): void {
    const c = s.c ?? [0, 0]
    const segN = profile.slice(1).map((p, i) => {
      const q = profile[i]!
      const l = Math.hypot(p[0] - q[0], p[1] - q[1]) || 1
      return [(p[0] - q[0]) / l, -(p[1] - q[1]) / l] as const
    })
    const vertN = profile.map((_, i) => {
      const a = segN[Math.max(0, i - 1)]!
      const b = segN[Math.min(segN.length - 1, i)]!
      const l = Math.hypot(a[0] + b[0], a[1] + b[1]) || 1
      return [(a[0] + b[0]) / l, (a[1] + b[1]) / l] as const
    })
    const around = 160
    const quads: Quad[] = []
    for (let i = 0; i + 1 < profile.length; i++) {
      const [z0, r0] = profile[i]!
      const [z1, r1] = profile[i + 1]!
      const nr = (vertN[i]![0] + vertN[i + 1]![0]) / 2
      const nz = (vertN[i]![1] + vertN[i + 1]![1]) / 2
      for (let j = 0; j < around; j++) {
        const ta = (TAU * j) / around
        const tb = (TAU * (j + 1)) / around
        const tm = (ta + tb) / 2
        quads.push({
          pts: [ring(c, r0, ta, z0), ring(c, r0, tb, z0), ring(c, r1, tb, z1), ring(c, r1, ta, z1)],
          n: [nr * Math.cos(tm), nr * Math.sin(tm), nz],
        })
      }
    }
    this.mesh(quads, { ...s, soft: s.soft ?? 3.4 })
  }

  /** Flat-faced prism from a counter-clockwise polygon; small faces get flat colours. */
  prism(
    poly: readonly P2[],
    z0: number,
    z1: number,
    s: Surface & { top?: boolean; smooth?: boolean } = {},
  ): void {
    const c = s.c ?? [0, 0]
    const faces: { d: number; pts: P2[]; n: V3; a: P2; b: P2 }[] = []
    poly.forEach((p, i) => {
      const q = poly[(i + 1) % poly.length]!
      const n = unit([q[1] - p[1], p[0] - q[0], 0])
      if (!this.faces(n)) return
      const at = (x: P2, z: number): V3 => [c[0] + x[0], c[1] + x[1], z]
      const mid: V3 = [c[0] + (p[0] + q[0]) / 2, c[1] + (p[1] + q[1]) / 2, (z0 + z1) / 2]
      faces.push({
        d: this.cam.depth(mid),
        pts: [this.pt(at(p, z0)), this.pt(at(q, z0)), this.pt(at(q, z1)), this.pt(at(p, z1))],
        n,
        a: this.cam.project([mid[0], mid[1], z1]),
        b: this.cam.project([mid[0], mid[1], z0]),
      })
    })
    faces.sort((x, y) => x.d - y.d)
    for (const f of faces) {
      const v = this.value(f.n, s)
      if (s.smooth) {
        this.fill(f.pts, this.faceFill(f.a, f.b, v, s))
      } else {
        const col = this.color(v, s)
        this.fill(f.pts, col, ` stroke="${col}" stroke-width="0.6" stroke-linejoin="round"`)
      }
    }
    if (s.top && this.faces([0, 0, 1])) {
      this.fill(
        poly.map((p) => this.pt([c[0] + p[0], c[1] + p[1], z1])),
        this.color(this.value([0, 0, 1], s), s),
      )
    }
  }

  /** Soft gradient for a flat face, brighter toward a. */
  faceFill(a: P2, b: P2, v: number, s: Surface = {}): string {
    return this.gradient(
      a,
      b,
      [
        [0, v + 0.07],
        [0.5, v],
        [1, v - 0.08],
      ],
      s,
    )
  }

  /**
   * Facet mesh with analytic normals, sorted far to near; for rings, split washers and domes. With
   * soft, a blurred copy smooths the facets, clipped to the outline over a crisp underlay (the outline
   * filled for convex shapes, or the mesh itself when the shape has holes).
   */
  mesh(quads: readonly Quad[], s: Surface & { sheen?: boolean; soft?: number; holes?: boolean } = {}): void {
    const items: { d: number; pts: P2[]; v: number }[] = []
    for (const q of quads) {
      const cn = unit(this.cam.dir(q.n))
      if (cn[2] <= 0) continue
      const d = q.pts.reduce((sum, p) => sum + this.cam.depth(p), 0) / q.pts.length
      items.push({ d, pts: q.pts.map((p) => this.pt(p)), v: brightness(cn) * (s.ao ?? 1) })
    }
    items.sort((x, y) => x.d - y.d)
    const all = items.flatMap((it) => it.pts)
    const x0 = Math.min(...all.map((p) => p[0]))
    const y0 = Math.min(...all.map((p) => p[1]))
    const w = Math.max(1, Math.max(...all.map((p) => p[0])) - x0)
    const h = Math.max(1, Math.max(...all.map((p) => p[1])) - y0)
    const facets = items
      .map((it) => {
        let v = it.v
        if (s.sheen) {
          const cx = it.pts.reduce((sum, p) => sum + p[0], 0) / it.pts.length
          const cy = it.pts.reduce((sum, p) => sum + p[1], 0) / it.pts.length
          v += sheenAt(((cx - x0) / w + (cy - y0) / h) / 2)
        }
        const col = this.color(v, s)
        return `<path d="${pathOf(it.pts)}" fill="${col}" stroke="${col}" stroke-width="0.9" stroke-linejoin="round"/>`
      })
      .join('')
    if (!s.soft) {
      this.emit(facets)
      return
    }
    const outline = hull(all)
    const blur = this.id()
    this.def(
      `<filter id="${blur}" x="-5%" y="-5%" width="110%" height="110%"><feGaussianBlur stdDeviation="${s.soft}"/></filter>`,
    )
    if (s.holes) this.emit(facets)
    else this.fill(outline, this.color(0.3, s))
    this.emit(`<g clip-path="url(#${this.clip(outline)})"><g filter="url(#${blur})">${facets}</g></g>`)
  }
}
