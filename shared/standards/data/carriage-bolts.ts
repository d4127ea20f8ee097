import { B_THREAD_LENGTH, D_THREAD, DK_HEAD_DIAMETER, F_NECK_HEIGHT, K_HEAD_HEIGHT, L_LENGTH, V_NECK_WIDTH } from '../letters.ts'
import type { StandardData } from '../types.ts'
import { rows } from './build.ts'

// Sources and disagreements per table: docs/standards-sources.md.

export const CARRIAGE_BOLTS: readonly StandardData[] = [
  {
    id: 'din-603',
    body: 'DIN',
    number: '603',
    title: {
      tr: 'Bombe başlı kare boyunlu cıvata',
      en: 'Mushroom head square neck bolt',
      es: 'Tornillo de cabeza redonda y cuello cuadrado',
    },
    kind: 'bolt',
    head: 'carriage',
    status: 'current',
    letters: [D_THREAD, L_LENGTH, B_THREAD_LENGTH, DK_HEAD_DIAMETER, K_HEAD_HEIGHT, V_NECK_WIDTH, F_NECK_HEIGHT],
    // Both sources give limits only; the tolerances are symmetric, so the nominal value is their middle. b is the
    // thread length for l ≤ 125 mm, which covers our whole range.
    tableLetters: ['dk', 'k', 'v', 'f', 'b'],
    lengths: [],
    rows: rows({
      M5: { dk: 13, k: 3, v: 5, f: 3.5, b: 16 },
      M6: { dk: 16, k: 3.5, v: 6, f: 4, b: 18 },
      M8: { dk: 20, k: 4.5, v: 8, f: 5, b: 22 },
      M10: { dk: 24, k: 5, v: 10, f: 6, b: 26 },
      M12: { dk: 30, k: 6.5, v: 12, f: 8, b: 30 },
    }),
  },
]
