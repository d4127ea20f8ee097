/** Rivets: blind rivet with mandrel (DIN 7337), solid round head rivet (DIN 660), rivet nut. */
import type { PartDef } from './drawings.ts'
import { bore, ridges } from './features.ts'
import { domeProfile } from './geometry.ts'

export const blindRivet: PartDef = {
  view: { tilt: 24, roll: 44, spin: 0 },
  draw: (sc) => {
    sc.lathe([
      [-0.9, 0],
      [-0.9, 1.1],
      [-0.5, 1.75],
      [0, 2],
    ])
    sc.lathe([
      [0, 2.15],
      [0.25, 2.4],
      [12, 2.4],
    ])
    sc.dome([[12, 4.75], [12.3, 4.75], ...domeProfile(12.3, 4.75, 1.3, 16, 1.5).slice(0, -1)])
    sc.lathe([
      [13.5, 1.45],
      [31, 1.45],
      [31.3, 1.32],
      [31.6, 1.45],
      [32.4, 1.45],
      [32.7, 1.32],
      [33, 1.45],
      [36.2, 1.45],
      [36.7, 1.1],
      [36.7, 0],
    ])
  },
}

export const solidRivet: PartDef = {
  view: { tilt: 22, roll: 44, spin: 0 },
  draw: (sc) => {
    sc.lathe([
      [0, 2.5],
      [0.5, 3],
      [20, 3],
    ])
    sc.dome([[20, 5.25], ...domeProfile(20, 5.25, 3.6, 26)])
  },
}

export const rivetNut: PartDef = {
  view: { tilt: 40, roll: 30, spin: 8 },
  draw: (sc) => {
    sc.lathe([
      [0, 4.05],
      [0.6, 4.45],
    ])
    sc.prism(ridges(30, 4.5, 4.2), 0.6, 11)
    sc.lathe([
      [11, 6.3],
      [11.2, 6.5],
      [11.95, 6.5],
      [12.2, 6.2],
      [12.2, 3.5],
      [11.9, 3.15],
    ])
    bore(
      sc,
      11.9,
      [
        { z0: 6, z1: 11.9, r: 3.15 },
        { z0: 0, z1: 6, r: 2.5, R: 3, pitch: 1 },
      ],
      { through: true },
    )
  },
}
