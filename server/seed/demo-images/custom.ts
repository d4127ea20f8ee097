/** Custom parts: a cold-forged special (stepped shaft, collar, hex, pilot) and a spacer sleeve. */
import type { PartDef } from './drawings.ts'
import { bore, hexBody, thread } from './features.ts'
import { pathOf } from './scene.ts'

export const customForged: PartDef = {
  view: { tilt: 24, roll: 44, spin: 6 },
  draw: (sc) => {
    thread(sc, { z0: 0, z1: 12, pitch: 1.25, R: 4, r: 3.32, chamfer: 0.8 })
    sc.lathe([
      [11.6, 3.6],
      [12.6, 5],
      [20, 5],
      [20, 4.3],
      [21.3, 4.3],
      [21.3, 5],
      [29, 5],
      [29.7, 6],
      [36, 6],
      [36, 9.6],
      [36.4, 10],
      [39.1, 10],
      [39.5, 9.6],
      [39.5, 6.5],
    ])
    hexBody(sc, 14, 39.5, 47)
    sc.lathe([
      [47, 4],
      [52, 4],
      [52.6, 3.4],
      [52.6, 1.5],
    ])
    bore(sc, 52.6, [{ z0: 50.8, z1: 52.6, r: 1.5 }], { sink: 0.3 })
  },
}

export const customSleeve: PartDef = {
  view: { tilt: 26, roll: 58, spin: 0 },
  draw: (sc) => {
    sc.lathe([
      [0, 8.4],
      [0.8, 9.2],
      [14, 9.2],
      [14, 8.6],
      [15.4, 8.6],
      [15.4, 9.2],
      [27, 9.2],
      [27, 13.6],
      [27.5, 14.2],
      [33.4, 14.2],
      [34, 13.6],
      [34, 7],
      [33.2, 6.2],
    ])
    for (const r of [7.6, 8.9, 10.2, 11.5, 12.8]) {
      sc.emit(
        `<path d="${pathOf(sc.ellipse([0, 0], r, 34, 96))}" fill="none" stroke="#ffffff" stroke-opacity="0.14" stroke-width="${sc.u(0.07).toFixed(2)}"/>`,
      )
    }
    bore(sc, 33.2, [{ z0: 0, z1: 33.2, r: 6.2 }], { through: true })
  },
}
