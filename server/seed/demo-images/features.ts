/** Recurring fastener features built on Scene: threads, hex bodies, bores, drive recesses. */
import { cross, hull, type P2, polygon, ring, sub, TAU, unit, type V3 } from './geometry.ts'
import { pathOf, type Scene, type Surface } from './scene.ts'

const DEG30 = Math.tan(Math.PI / 6)

export type ThreadSpec = Surface & {
  /** Far (tip) end and near end of the thread along the axis. */
  z0: number
  z1: number
  pitch: number
  /** Major (crest) and minor (root) radius. */
  R: number
  r: number
  /** Chamfer length at z0 (bolt end) or a pointed tip of this length (tapping screws). */
  chamfer?: number
  point?: number
  /** Chamfer length at z1 (threaded rod). */
  endChamfer?: number
  /** Share of the pitch where the core shows between the flanks (spaced tapping threads). */
  gap?: number
}

/**
 * External thread: a core cylinder, then for each turn the two visible flanks as helical bands
 * (the flank facing the head is lit, the other darker), with light crest and dark root lines.
 */
export function thread(sc: Scene, t: ThreadSpec): void {
  const c = t.c ?? [0, 0]
  const { z0, z1, pitch: p, R, r } = t
  const ramp = (z: number): number => {
    let k = 1
    if (t.point) k = Math.min(k, Math.max(0, (z - z0) / t.point))
    if (t.endChamfer) k = Math.min(k, Math.max(0, (z1 - z) / t.endChamfer))
    return k
  }
  const major = (z: number): number => {
    let m = R * ramp(z)
    if (t.chamfer) m = Math.min(m, r + ((z - z0) / t.chamfer) * (R - r))
    if (t.endChamfer) m = Math.min(m, r + ((z1 - z) / t.endChamfer) * (R - r) + (R - r) * 0.2)
    return Math.max(0, m)
  }
  const minor = (z: number): number => Math.max(0, r * ramp(z))

  const core: [number, number][] = t.point
    ? [
        [z0, 0],
        [z0 + t.point, r],
        [z1, r],
      ]
    : [
        [z0, r * 0.92],
        [z1, r * 0.92],
      ]
  sc.lathe(core, t)

  const phi = sc.cam.frontAngle()
  // Flank normals, tilted less than the real 60 degree profile would: reads better at this size.
  const flank = unit([1, 0.62, 0])
  const fr = flank[0]
  const fz = flank[1]
  const nA = (th: number): V3 => [fr * Math.cos(th), fr * Math.sin(th), fz]
  const nB = (th: number): V3 => [fr * Math.cos(th), fr * Math.sin(th), -fz]
  const nC = (th: number): V3 => [Math.cos(th), Math.sin(th), 0.15]
  const rm = (R + r) / 2
  const shared = {
    a: sc.revolveFill(c, rm, z1, nA, t),
    b: sc.revolveFill(c, rm, z1, nB, t),
    crest: sc.revolveFill(c, R, z1, nC, { ...t, ao: (t.ao ?? 1) * 1.12 }),
  }
  const tapered = (z: number) => t.point !== undefined && z < z0 + t.point + p

  const steps = 22
  const items: { d: number; svg: string }[] = []
  const lines: string[] = []
  const rootStroke = fadeStroke(sc, c, rm, z1, sc.color(0.04, t), 0.55)
  const g = (t.gap ?? 0) / 2
  for (let zc = z0 - p; zc < z1 + p; zc += p) {
    const crest: P2[] = []
    const root: P2[] = []
    const root2: P2[] = []
    const next: P2[] = []
    for (let i = 0; i <= steps; i++) {
      const s = i / steps / 2
      const th = phi - Math.PI / 2 + s * TAU
      const zA = zc + s * p
      crest.push(sc.pt(ring(c, major(zA), th, zA)))
      root.push(sc.pt(ring(c, minor(zA + p * (0.5 - g)), th, zA + p * (0.5 - g))))
      root2.push(sc.pt(ring(c, minor(zA + p * (0.5 + g)), th, zA + p * (0.5 + g))))
      next.push(sc.pt(ring(c, major(zA + p), th, zA + p)))
    }
    const zm = zc + p / 2
    let fa = shared.a
    let fb = shared.b
    if (tapered(zm)) {
      const rr = Math.max(0.05, (major(zm) + minor(zm)) / 2)
      fa = sc.revolveFill(c, rr, zm, nA, t)
      fb = sc.revolveFill(c, rr, zm, nB, t)
    }
    const d = sc.cam.depth([c[0], c[1], zm])
    items.push({ d, svg: `<path d="${pathOf([...crest, ...[...root].reverse()])}" fill="${fa}"/>` })
    items.push({ d: d + 1e-6, svg: `<path d="${pathOf([...root2, ...[...next].reverse()])}" fill="${fb}"/>` })
    lines.push(
      `<path d="${pathOf(crest, false)}" fill="none" stroke="${shared.crest}" stroke-width="${(sc.u(p) * 0.1).toFixed(2)}" stroke-linecap="round"/>`,
      `<path d="${pathOf(g > 0 ? root2 : root, false)}" fill="none" stroke="${rootStroke}" stroke-width="${(sc.u(p) * 0.07).toFixed(2)}"/>`,
    )
  }
  if (sc.cam.depth([0, 0, 1]) < sc.cam.depth([0, 0, 0])) items.reverse()
  const outline: P2[] = []
  const big = R * 1.5
  const stations: [number, number][] = [
    [z0, t.point ? 0.001 : t.chamfer ? r : big],
    [z0 + (t.point ?? t.chamfer ?? 0), big],
    [z1 - (t.endChamfer ?? 0), big],
    [z1, t.endChamfer ? r * 1.02 : big],
  ]
  for (const [z, rad] of stations) outline.push(...sc.ellipse(c, rad, z, 48, false))
  sc.clipped(sc.clip(hull(outline)), () => {
    for (const it of items.sort((x, y) => x.d - y.d)) sc.emit(it.svg)
    sc.emit(`<g>${lines.join('')}</g>`)
  })
}

/** A stroke colour that fades out toward both silhouettes of a shank (for lines along the helix). */
function fadeStroke(sc: Scene, c: P2, r: number, z: number, color: string, opacity: number): string {
  const phi = sc.cam.frontAngle()
  const a = sc.cam.project(ring(c, r, phi - Math.PI / 2, z))
  const b = sc.cam.project(ring(c, r, phi + Math.PI / 2, z))
  const id = sc.id()
  const stop = (o: number, op: number) => `<stop offset="${o}" stop-color="${color}" stop-opacity="${op}"/>`
  sc.def(
    `<linearGradient id="${id}" gradientUnits="userSpaceOnUse" x1="${a[0].toFixed(1)}" y1="${a[1].toFixed(1)}" x2="${b[0].toFixed(1)}" y2="${b[1].toFixed(1)}">${stop(0.04, 0)}${stop(0.25, opacity)}${stop(0.75, opacity)}${stop(0.96, 0)}</linearGradient>`,
  )
  return `url(#${id})`
}

/** Chamfer depth on a hex face at offset u from the face centre (30 degree chamfer). */
const chamferDepth = (sw: number, rc: number, u: number): number =>
  Math.max(0, Math.hypot(sw / 2, u) - rc) * DEG30

/**
 * Hex prism (bolt head or nut) across flats sw from z0 to z1 with the usual 30 degree chamfers:
 * curved face edges, a chamfer cone and a round top bearing face.
 */
export function hexBody(
  sc: Scene,
  sw: number,
  z0: number,
  z1: number,
  s: Surface & { top?: boolean; bottom?: boolean; topFace?: boolean; corner?: number } = {},
): void {
  const c = s.c ?? [0, 0]
  const R = sw / Math.sqrt(3)
  const half = R / 2
  const rc = sw * 0.475
  const dmax = chamferDepth(sw, rc, half)
  const corners = polygon(6, R, s.corner ?? 0)
  const silhouette = hull(
    corners.flatMap((p) => [sc.pt([c[0] + p[0], c[1] + p[1], z0]), sc.pt([c[0] + p[0], c[1] + p[1], z1])]),
  )
  sc.clipped(sc.clip(silhouette), () => {
    if (s.top !== false) sc.frustum(z1 - dmax * 1.05, R * 1.02, z1, rc, s)
    const faces: { d: number; svg: string }[] = []
    corners.forEach((p, i) => {
      const q = corners[(i + 1) % 6]!
      const mx = (p[0] + q[0]) / 2
      const my = (p[1] + q[1]) / 2
      const n = unit([mx, my, 0])
      if (!sc.faces(n)) return
      const tx = (q[0] - p[0]) / (2 * half)
      const ty = (q[1] - p[1]) / (2 * half)
      const edge = (z: number, sign: number, top: boolean): P2[] =>
        Array.from({ length: 17 }, (_, j) => {
          const u = sign * (-half + (2 * half * j) / 16)
          const dz = (top ? s.top !== false : s.bottom === true) ? chamferDepth(sw, rc, u) : 0
          return sc.pt([c[0] + mx + tx * u, c[1] + my + ty * u, top ? z - dz : z + dz])
        })
      const pts = [...edge(z0, 1, false), ...edge(z1, -1, true)]
      const v = sc.value(n, s)
      const fill = sc.faceFill(
        sc.cam.project([c[0] + mx, c[1] + my, z1]),
        sc.cam.project([c[0] + mx, c[1] + my, z0]),
        v,
        s,
      )
      const edgeA = sc.pt([c[0] + p[0], c[1] + p[1], z0 + dmax])
      const edgeB = sc.pt([c[0] + p[0], c[1] + p[1], z1 - dmax])
      faces.push({
        d: sc.cam.depth([c[0] + mx, c[1] + my, (z0 + z1) / 2]),
        svg:
          `<path d="${pathOf(pts)}" fill="${fill}"/>` +
          `<path d="${pathOf([edgeA, edgeB], false)}" stroke="${sc.color(v + 0.3, s)}" stroke-opacity="0.55" stroke-width="${sc.u(0.18).toFixed(2)}" stroke-linecap="round"/>`,
      })
    })
    for (const f of faces.sort((x, y) => x.d - y.d)) sc.emit(f.svg)
    if (s.topFace !== false) {
      if (s.top !== false) sc.disk(z1, rc, 0, true, s)
      else sc.prism(corners, z1 - 0.01, z1, { ...s, top: true })
    }
  })
}

export type BoreLayer = {
  z0: number
  z1: number
  r: number
  R?: number
  pitch?: number
  pal?: Surface['pal']
}

/**
 * A bore seen through its opening at zTop: the far inner wall (threaded or plain, darker with depth),
 * a countersink ring and, for through holes, the background seen through the far end.
 */
export function bore(
  sc: Scene,
  zTop: number,
  layers: readonly BoreLayer[],
  s: Surface & { sink?: number; through?: boolean } = {},
): void {
  const c = s.c ?? [0, 0]
  const first = layers[0]!
  const zBot = Math.min(...layers.map((l) => l.z0))
  const total = Math.max(1e-3, zTop - zBot)
  const sink = s.sink ?? 0
  const opening = first.r
  if (sink > 0) {
    sc.clipped(sc.clip(sc.ellipse(c, opening + sink, zTop)), () =>
      sc.frustum(zTop - sink, opening, zTop, opening + sink, { ...s, inner: true, n: [-0.7, 0.7] }),
    )
  }
  const occlusion = (z: number) => 1 - 0.62 * Math.min(1, (zTop - z) / total) ** 0.7
  sc.clipped(sc.clip(sc.ellipse(c, opening, zTop - sink)), () => {
    const phi = sc.cam.frontAngle() + Math.PI
    const items: { d: number; svg: string }[] = []
    for (const l of layers) {
      const ls = { ...s, pal: l.pal ?? s.pal }
      const wallR = l.R ?? l.r
      const wall = sc.revolveFill(c, wallR, (l.z0 + l.z1) / 2, (t) => [-Math.cos(t), -Math.sin(t), 0], {
        ...ls,
        inner: true,
        ao: (s.ao ?? 1) * occlusion((l.z0 + l.z1) / 2),
      })
      items.push({
        d: sc.cam.depth([c[0], c[1], l.z0]),
        // The wall shows only where the view does not pass on below this layer.
        svg: `<path d="${pathOf(hull([...sc.ellipse(c, wallR, l.z0), ...sc.ellipse(c, wallR, l.z1)]))}${pathOf(sc.ellipse(c, l.r, l.z0))}" fill="${wall}" fill-rule="evenodd"/>`,
      })
      if (!l.pitch || !l.R) continue
      const p = l.pitch
      const major = l.R
      const flank = unit([p / 2, major - l.r, 0])
      for (let zc = l.z0 - p; zc < l.z1; zc += p) {
        const tooth: P2[] = []
        const root: P2[] = []
        const next: P2[] = []
        for (let i = 0; i <= 20; i++) {
          const f = i / 40
          const th = phi - Math.PI / 2 + f * TAU
          tooth.push(sc.pt(ring(c, l.r, th, zc + f * p)))
          root.push(sc.pt(ring(c, major, th, zc + f * p + p / 2)))
          next.push(sc.pt(ring(c, l.r, th, zc + f * p + p)))
        }
        const zm = zc + p / 2
        const ao = (s.ao ?? 1) * occlusion(zm)
        const fill = (sign: number) =>
          sc.revolveFill(
            c,
            (l.r + major) / 2,
            zm,
            (t) => [-flank[0] * Math.cos(t), -flank[0] * Math.sin(t), sign * flank[1]],
            { ...ls, inner: true, ao },
          )
        const d = sc.cam.depth([c[0], c[1], zm])
        items.push({ d, svg: `<path d="${pathOf([...tooth, ...[...root].reverse()])}" fill="${fill(1)}"/>` })
        items.push({
          d: d + 1e-6,
          svg: `<path d="${pathOf([...root, ...[...next].reverse()])}" fill="${fill(-1)}"/>`,
        })
        items.push({
          d: d + 2e-6,
          svg: `<path d="${pathOf(next, false)}" fill="none" stroke="${sc.color(0.75 * ao, ls)}" stroke-opacity="0.6" stroke-width="${sc.u(p * 0.08).toFixed(2)}"/>`,
        })
      }
    }
    for (const it of items.sort((x, y) => x.d - y.d)) sc.emit(it.svg)
    if (s.through) sc.fill(sc.ellipse(c, Math.min(...layers.map((l) => l.r)), zBot), '#e4e8ed')
  })
}

/** Hexagon socket (Allen drive) of width sw and depth in a top face at zTop. */
export function hexSocket(
  sc: Scene,
  zTop: number,
  sw: number,
  depth: number,
  s: Surface & { corner?: number } = {},
) {
  recess(sc, zTop, polygon(6, sw / Math.sqrt(3), s.corner ?? 0), depth, 1, s)
}

/** Cross recess (Phillips or Pozidriv) with arm length a (from centre) and arm half width w. */
export function crossRecess(
  sc: Scene,
  zTop: number,
  a: number,
  w: number,
  depth: number,
  s: Surface & { pozi?: boolean } = {},
) {
  const cross: P2[] = [
    [w, w],
    [w, a],
    [-w, a],
    [-w, w],
    [-a, w],
    [-a, -w],
    [-w, -w],
    [-w, -a],
    [w, -a],
    [w, -w],
    [a, -w],
    [a, w],
  ]
  recess(sc, zTop, cross, depth, 0.35, s)
  if (s.pozi) {
    const c = s.c ?? [0, 0]
    const col = sc.color(0.15, s)
    for (let k = 0; k < 4; k++) {
      const th = Math.PI / 4 + (k * Math.PI) / 2
      const p1 = sc.pt(ring(c, w * 1.6, th, zTop))
      const p2 = sc.pt(ring(c, a * 0.62, th, zTop))
      sc.emit(
        `<path d="${pathOf([p1, p2], false)}" stroke="${col}" stroke-width="${sc.u(w * 0.25).toFixed(2)}" stroke-opacity="0.8" stroke-linecap="round"/>`,
      )
    }
  }
}

/** A drive recess: an opening polygon (counter-clockwise) whose walls run down to a smaller floor. */
function recess(sc: Scene, zTop: number, open: readonly P2[], depth: number, floorScale: number, s: Surface) {
  const c = s.c ?? [0, 0]
  const at = (p: P2, k: number, z: number): V3 => [c[0] + p[0] * k, c[1] + p[1] * k, z]
  const top = open.map((p) => sc.pt(at(p, 1, zTop)))
  const zf = zTop - depth
  sc.clipped(sc.clip(top), () => {
    sc.fill(top, sc.color(0.03, s))
    sc.fill(
      open.map((p) => sc.pt(at(p, floorScale, zf))),
      sc.color(sc.value([0, 0, 1], s) * 0.22, s),
    )
    const walls: { d: number; pts: P2[]; v: number; a: P2; b: P2 }[] = []
    open.forEach((p, i) => {
      const q = open[(i + 1) % open.length]!
      const A = at(p, 1, zTop)
      const B = at(q, 1, zTop)
      const C = at(q, floorScale, zf)
      const D = at(p, floorScale, zf)
      let n = unit(cross(sub(B, A), sub(D, A)))
      const mid: V3 = [(A[0] + B[0]) / 2 - c[0], (A[1] + B[1]) / 2 - c[1], 0]
      if (n[0] * mid[0] + n[1] * mid[1] > 0) n = [-n[0], -n[1], -n[2]]
      if (!sc.faces(n)) return
      walls.push({
        d: sc.cam.depth([(A[0] + C[0]) / 2, (A[1] + C[1]) / 2, (zTop + zf) / 2]),
        pts: [sc.pt(A), sc.pt(B), sc.pt(C), sc.pt(D)],
        v: sc.value(n, s),
        a: sc.cam.project([(A[0] + B[0]) / 2, (A[1] + B[1]) / 2, zTop]),
        b: sc.cam.project([(C[0] + D[0]) / 2, (C[1] + D[1]) / 2, zf]),
      })
    })
    for (const w of walls.sort((x, y) => x.d - y.d)) {
      sc.fill(
        w.pts,
        sc.gradient(
          w.a,
          w.b,
          [
            [0, w.v * 0.8],
            [1, w.v * 0.25],
          ],
          s,
        ),
      )
    }
  })
  sc.emit(
    `<path d="${pathOf(top)}" fill="none" stroke="${sc.color(0.95, s)}" stroke-opacity="0.5" stroke-width="${sc.u(0.12).toFixed(2)}" stroke-linejoin="round"/>`,
  )
}

/** Polygon with n straight ridges (knurl, serration) between radii rIn and rOut. */
export function ridges(n: number, rOut: number, rIn: number): P2[] {
  return Array.from({ length: 2 * n }, (_, i) => {
    const a = (Math.PI * i) / n
    const r = i % 2 ? rIn : rOut
    return [r * Math.cos(a), r * Math.sin(a)] as const
  })
}
