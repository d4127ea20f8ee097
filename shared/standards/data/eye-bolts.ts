import {
  B_THREAD_LENGTH,
  D2_EYE_INNER,
  D3_EYE_OUTER,
  D_THREAD,
  H_TOTAL_NUT_HEIGHT,
  L_LENGTH,
  L_SHANK_THREAD,
  S_EYE_THICKNESS,
} from '../letters.ts'
import type { StandardData } from '../types.ts'
import { rows } from './build.ts'

// Sources and disagreements per table: docs/standards-sources.md.

export const EYE_BOLTS: readonly StandardData[] = [
  {
    id: 'din-444',
    body: 'DIN',
    number: '444',
    title: { tr: 'Gözlü cıvata', en: 'Eye bolt', es: 'Tornillo con ojo' },
    kind: 'eye-bolt',
    head: 'eye',
    status: 'current',
    letters: [D_THREAD, L_LENGTH, B_THREAD_LENGTH, D2_EYE_INNER, D3_EYE_OUTER, S_EYE_THICKNESS],
    // s is the eye thickness of forms B and C (form A is forged thicker); b is the thread length for l ≤ 125 mm.
    // M5 is in only one source: pending.
    tableLetters: ['d2', 'd3', 's', 'b'],
    lengths: [],
    // M5 is a DIN 444 size whose values only one source gives ("–" until a second one does).
    rows: rows({
      M5: {},
      M6: { d2: 6, d3: 14, s: 7, b: 18 },
      M8: { d2: 8, d3: 18, s: 9, b: 22 },
      M10: { d2: 10, d3: 20, s: 12, b: 26 },
      M12: { d2: 12, d3: 25, s: 14, b: 30 },
    }),
  },
  {
    id: 'din-580',
    body: 'DIN',
    number: '580',
    title: { tr: 'Kaldırma mapası', en: 'Lifting eye bolt', es: 'Cáncamo macho de elevación' },
    kind: 'eye-bolt',
    head: 'eye',
    status: 'current',
    letters: [D_THREAD, D2_EYE_INNER, D3_EYE_OUTER, H_TOTAL_NUT_HEIGHT, L_SHANK_THREAD],
    // M12 l: 20.5 in one source, 21 in the other: left out.
    tableLetters: ['d2', 'd3', 'h', 'l'],
    lengths: [],
    rows: rows({
      M6: { d2: 20, d3: 36, h: 36, l: 13 },
      M8: { d2: 20, d3: 36, h: 36, l: 13 },
      M10: { d2: 25, d3: 45, h: 45, l: 17 },
      M12: { d2: 30, d3: 54, h: 53 },
    }),
  },
]
