/** Nuts: hex, nylon-insert lock nut, serrated flange nut, dome cap nut and hex weld nut. */
import type { PartDef } from './drawings.ts'
import { bore, hexBody, ridges } from './features.ts'
import { domeProfile } from './geometry.ts'

const NUT_VIEW = { tilt: 50, roll: -8, spin: 14 }
const M10_BORE = { r: 4.2, R: 5, pitch: 1.5 }

export const hexNut: PartDef = {
  view: NUT_VIEW,
  draw: (sc) => {
    hexBody(sc, 17, 0, 8, { bottom: true })
    bore(sc, 8, [{ z0: 0, z1: 7.2, ...M10_BORE }], { sink: 0.8, through: true })
  },
}

export const lockNut: PartDef = {
  view: NUT_VIEW,
  draw: (sc) => {
    hexBody(sc, 17, 0, 6.6, { bottom: true })
    sc.lathe([
      [6.6, 7.7],
      [9.2, 7.7],
      [9.6, 7.5],
      [9.9, 7.1],
      [10, 6.6],
      [10, 6.1],
      [9.75, 5.8],
    ])
    sc.disk(9.75, 5.85, 4.4, true, { pal: 'nylon' })
    bore(
      sc,
      9.75,
      [
        { z0: 6.4, z1: 9.75, r: 4.4, pal: 'nylon' },
        { z0: 0, z1: 6.4, ...M10_BORE },
      ],
      { through: true },
    )
  },
}

export const flangeNut: PartDef = {
  view: NUT_VIEW,
  draw: (sc) => {
    sc.prism(ridges(56, 10.9, 10.55), 0, 1.7)
    sc.lathe([
      [1.7, 10.9],
      [2.2, 10.6],
      [3.8, 7.9],
    ])
    hexBody(sc, 15, 3, 10)
    bore(sc, 10, [{ z0: 0, z1: 9.2, ...M10_BORE }], { sink: 0.8, through: true })
  },
}

export const capNut: PartDef = {
  view: { tilt: 34, roll: -8, spin: 14 },
  draw: (sc) => {
    hexBody(sc, 17, 0, 8, { bottom: true })
    sc.dome([[8, 7.7], [9.6, 7.7], ...domeProfile(9.6, 7.7, 8.4, 30)])
  },
}

export const weldNut: PartDef = {
  view: NUT_VIEW,
  draw: (sc) => {
    hexBody(sc, 17, 0, 8, { bottom: true })
    bore(sc, 8, [{ z0: 0, z1: 7.2, ...M10_BORE }], { sink: 0.8, through: true })
    const bumps = [0, 1, 2]
      .map((k) => {
        const a = (k * 2 * Math.PI) / 3
        return [7.3 * Math.cos(a), 7.3 * Math.sin(a)] as const
      })
      .sort((p, q) => sc.cam.depth([p[0], p[1], 8]) - sc.cam.depth([q[0], q[1], 8]))
    for (const c of bumps) {
      sc.lathe(
        [
          [7.9, 1.9],
          [8.3, 1.75],
          [8.8, 1.3],
          [9.15, 0.7],
          [9.3, 0],
        ],
        { c },
      )
    }
  },
}
