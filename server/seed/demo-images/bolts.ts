/** Bolts: hex bolts (DIN 933 / 931), flange bolt, carriage bolt, threaded rod, lifting eye bolt. */
import type { PartDef } from './drawings.ts'
import { hexBody, ridges, thread } from './features.ts'
import { domeProfile, polygon, TAU, type V3 } from './geometry.ts'
import type { Quad } from './scene.ts'

const BOLT_VIEW = { tilt: 22, roll: 44, spin: 8 }

/** M10 metric thread from the tip (z = 0) to z1. */
const m10 = (z1: number) => ({ z0: 0, z1, pitch: 1.5, R: 5, r: 4.08, chamfer: 1 })

export const hexBolt: PartDef = {
  view: BOLT_VIEW,
  draw: (sc) => {
    thread(sc, m10(50))
    hexBody(sc, 16, 50, 56.4)
  },
}

export const hexBoltPartial: PartDef = {
  view: BOLT_VIEW,
  draw: (sc) => {
    thread(sc, m10(26))
    sc.lathe([
      [25.4, 4.3],
      [26.6, 4.95],
      [70, 4.95],
    ])
    hexBody(sc, 16, 70, 76.4)
  },
}

export const flangeBolt: PartDef = {
  view: { tilt: 24, roll: 44, spin: 12 },
  draw: (sc) => {
    thread(sc, m10(40))
    sc.prism(ridges(56, 10.9, 10.55), 40, 41.8)
    sc.lathe([
      [41.8, 10.9],
      [42.3, 10.6],
      [43.8, 7.9],
    ])
    hexBody(sc, 15, 43, 50, { top: true })
  },
}

export const carriageBolt: PartDef = {
  view: { tilt: 24, roll: 44, spin: 20 },
  draw: (sc) => {
    thread(sc, m10(26))
    sc.lathe([
      [25.4, 4.3],
      [26.6, 4.95],
      [54, 4.95],
    ])
    sc.prism(polygon(4, 5 * Math.SQRT2, Math.PI / 4), 54, 60, { smooth: true })
    sc.dome([[60, 12.5], [60.5, 12.5], ...domeProfile(60.5, 12.5, 5, 24)])
  },
}

export const threadedRod: PartDef = {
  view: { tilt: 16, roll: 46, spin: 0 },
  draw: (sc) => {
    thread(sc, { ...m10(84), endChamfer: 1 })
    sc.lathe([
      [83.2, 4.5],
      [84, 4.05],
      [84, 0],
    ])
  },
}

/** Torus quads for the lifting eye: ring in the part xz plane, hidden below zCut. */
function ringQuads(zc: number, rc: number, tube: number, zCut: number): Quad[] {
  const nu = 140
  const nv = 40
  const at = (u: number, v: number): { p: V3; n: V3 } => {
    const nx = Math.sin(u) * Math.cos(v)
    const nz = -Math.cos(u) * Math.cos(v)
    const ny = Math.sin(v)
    return {
      p: [rc * Math.sin(u) + tube * nx, tube * ny, zc - rc * Math.cos(u) + tube * nz],
      n: [nx, ny, nz],
    }
  }
  const quads: Quad[] = []
  for (let i = 0; i < nu; i++) {
    for (let j = 0; j < nv; j++) {
      const u0 = (TAU * i) / nu
      const u1 = (TAU * (i + 1)) / nu
      const v0 = (TAU * j) / nv
      const v1 = (TAU * (j + 1)) / nv
      const corners = [at(u0, v0), at(u1, v0), at(u1, v1), at(u0, v1)]
      if (corners.every((k) => k.p[2] < zCut)) continue
      quads.push({ pts: corners.map((k) => k.p), n: at((u0 + u1) / 2, (v0 + v1) / 2).n })
    }
  }
  return quads
}

export const eyeBolt: PartDef = {
  view: { tilt: 14, roll: -12, spin: 38 },
  draw: (sc) => {
    thread(sc, { z0: 0, z1: 20, pitch: 1.75, R: 6, r: 4.93, chamfer: 1.2 })
    sc.lathe([
      [20, 12.6],
      [20.5, 13.2],
      [25, 13.2],
      [25.8, 12.6],
      [26.2, 11],
    ])
    sc.dome([
      [26.2, 11],
      [26.6, 9.6],
      [27.4, 7.6],
      [28.4, 6.4],
      [29.6, 5.8],
    ])
    sc.mesh(ringQuads(45.7, 16.2, 5.4, -1), { soft: 2.2, holes: true })
  },
}
