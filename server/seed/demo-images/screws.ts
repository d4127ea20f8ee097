/** Screws: socket cap, countersunk, button head, self-tapping and chipboard screws. */
import type { PartDef } from './drawings.ts'
import { crossRecess, hexSocket, ridges, thread } from './features.ts'
import { domeProfile } from './geometry.ts'

const SCREW_VIEW = { tilt: 26, roll: 42, spin: 10 }

/** M8 metric thread from the tip (z = 0) to z1. */
const m8 = (z1: number) => ({ z0: 0, z1, pitch: 1.25, R: 4, r: 3.32, chamfer: 0.8 })

export const socketCapScrew: PartDef = {
  view: SCREW_VIEW,
  draw: (sc) => {
    thread(sc, m8(30))
    sc.lathe([
      [30, 6.1],
      [30.4, 6.5],
    ])
    sc.prism(ridges(54, 6.5, 6.32), 30.4, 37.3)
    sc.lathe([
      [37.3, 6.5],
      [37.65, 6.42],
      [37.88, 6.22],
      [38, 5.95],
      [38, 0],
    ])
    hexSocket(sc, 38, 6, 4.5)
  },
}

export const countersunkScrew: PartDef = {
  view: SCREW_VIEW,
  draw: (sc) => {
    thread(sc, m8(30))
    sc.lathe([
      [29.9, 3.9],
      [34.1, 8],
      [34.5, 8],
      [34.5, 0],
    ])
    hexSocket(sc, 34.5, 5, 3.2)
  },
}

export const buttonHeadScrew: PartDef = {
  view: SCREW_VIEW,
  draw: (sc) => {
    thread(sc, m8(20))
    sc.dome([[20, 7], [20.6, 7], ...domeProfile(20.6, 7, 3.8, 20, 3.3).slice(0, -1)])
    sc.disk(24.4, 3.3, 0, true)
    hexSocket(sc, 24.4, 5, 2.8)
  },
}

export const selfTappingScrew: PartDef = {
  view: SCREW_VIEW,
  draw: (sc) => {
    thread(sc, { z0: 0, z1: 25, pitch: 1.6, R: 2.4, r: 1.65, point: 3.6, gap: 0.3 })
    sc.dome([[25, 4.6], [25.25, 4.75], [26.2, 4.7], ...domeProfile(26.2, 4.7, 2.2, 20, 3).slice(0, -1)])
    sc.disk(28.4, 3, 0, true)
    crossRecess(sc, 28.4, 2.5, 0.48, 2.6)
  },
}

export const chipboardScrew: PartDef = {
  view: SCREW_VIEW,
  draw: (sc) => {
    thread(sc, { z0: 0, z1: 27, pitch: 1.8, R: 2, r: 1.25, point: 3, gap: 0.2 })
    sc.lathe([
      [26.6, 1.25],
      [27.4, 1.42],
      [37.3, 1.42],
      [40, 4],
      [40.3, 4],
      [40.3, 0],
    ])
    crossRecess(sc, 40.3, 2.2, 0.46, 2.4, { pozi: true })
  },
}
