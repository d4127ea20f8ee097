/** Washers: flat (DIN 125), large fender (DIN 9021) and split spring lock washer (DIN 127). */
import type { PartDef } from './drawings.ts'
import { bore } from './features.ts'
import { TAU, type V3 } from './geometry.ts'
import type { Quad, Scene } from './scene.ts'

const WASHER_VIEW = { tilt: 56, roll: -6, spin: 0 }

function flatWasher(sc: Scene, rIn: number, rOut: number, h: number): void {
  const e = Math.min(0.3, h * 0.15)
  sc.lathe([
    [0, rOut],
    [h - e, rOut],
    [h - e * 0.3, rOut - e * 0.3],
    [h, rOut - e],
    [h, rIn + e],
    [h - e * 0.3, rIn + e * 0.3],
    [h - e, rIn],
  ])
  bore(sc, h - e, [{ z0: 0, z1: h - e, r: rIn }], { through: true })
}

export const flatWasherDef: PartDef = { view: WASHER_VIEW, draw: (sc) => flatWasher(sc, 5.3, 10, 2) }

export const fenderWasher: PartDef = { view: WASHER_VIEW, draw: (sc) => flatWasher(sc, 5.3, 15, 1.6) }

/** Split ring with a bevelled rectangular section, rising by `rise` over one turn. */
function springQuads(rIn: number, rOut: number, s: number, rise: number, gap: number): Quad[] {
  const e = 0.28
  const section: [number, number][] = [
    [rIn, e],
    [rIn + e, 0],
    [rOut - e, 0],
    [rOut, e],
    [rOut, s - e],
    [rOut - e, s],
    [rIn + e, s],
    [rIn, s - e],
  ]
  const steps = 180
  const t0 = gap / 2
  const t1 = TAU - gap / 2
  const at = (t: number, [r, z]: [number, number]): V3 => [
    r * Math.cos(t),
    r * Math.sin(t),
    z + (rise * (t - t0)) / (t1 - t0),
  ]
  const quads: Quad[] = []
  for (let i = 0; i < steps; i++) {
    const ta = t0 + ((t1 - t0) * i) / steps
    const tb = t0 + ((t1 - t0) * (i + 1)) / steps
    const tm = (ta + tb) / 2
    section.forEach((p, k) => {
      const q = section[(k + 1) % section.length]!
      const dr = q[0] - p[0]
      const dz = q[1] - p[1]
      const l = Math.hypot(dr, dz)
      const nr = dz / l
      const nz = -dr / l
      quads.push({
        pts: [at(ta, p), at(ta, q), at(tb, q), at(tb, p)],
        n: [nr * Math.cos(tm), nr * Math.sin(tm), nz],
      })
    })
  }
  for (const [t, sign] of [
    [t0, -1],
    [t1, 1],
  ] as const) {
    quads.push({
      pts: section.map((p) => at(t, p)),
      n: [-Math.sin(t) * sign, Math.cos(t) * sign, 0],
    })
  }
  return quads
}

export const springWasher: PartDef = {
  view: { tilt: 40, roll: -6, spin: 250 },
  draw: (sc) => sc.mesh(springQuads(5.1, 9.05, 2.2, 2.4, 0.14), { sheen: true }),
}
