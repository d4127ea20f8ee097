import { D1_RIVET_SHANK, DK_HEAD_DIAMETER, K_HEAD_HEIGHT, L_LENGTH } from '../letters.ts'
import type { StandardData } from '../types.ts'
import { rows } from './build.ts'

// Sources and disagreements per table: docs/standards-sources.md.

export const RIVETS: readonly StandardData[] = [
  {
    id: 'din-660',
    sizeSeries: 'rivet',
    body: 'DIN',
    number: '660',
    title: { tr: 'Yuvarlak başlı dolu perçin', en: 'Round head solid rivet', es: 'Remache macizo de cabeza redonda' },
    kind: 'rivet',
    head: 'round',
    status: 'current',
    letters: [D1_RIVET_SHANK, L_LENGTH, DK_HEAD_DIAMETER, K_HEAD_HEIGHT],
    // DIN 660 covers 1-8 mm: no 10 and 12 mm rows. dk is the nominal (h14/h15), k the nominal (js14).
    tableLetters: ['dk', 'k'],
    lengths: [],
    rows: rows({
      d2: { dk: 3.5, k: 1.2 },
      'd2.5': { dk: 4.4, k: 1.5 },
      d3: { dk: 5.2, k: 1.8 },
      d4: { dk: 7, k: 2.4 },
      d5: { dk: 8.8, k: 3 },
      d6: { dk: 10.5, k: 3.6 },
      d8: { dk: 14, k: 4.8 },
    }),
  },
]
