import { D_THREAD, DK_HEAD_DIAMETER, K_HEAD_HEIGHT, L_LENGTH } from '../letters.ts'
import type { StandardData } from '../types.ts'
import { rows } from './build.ts'

// Sources and disagreements per table: docs/standards-sources.md.

const PAN_HEAD_TAPPING = {
  title: {
    tr: 'Yıldız yuvarlak başlı sac vidası',
    en: 'Cross recessed pan head tapping screw',
    es: 'Tornillo rosca chapa de cabeza alomada con huella cruzada',
  },
  kind: 'screw',
  head: 'pan',
  drive: 'phillips',
  sizeSeries: 'tapping',
  letters: [D_THREAD, L_LENGTH, DK_HEAD_DIAMETER, K_HEAD_HEIGHT],
  tableLetters: ['dk', 'k'],
  lengths: [],
} as const

export const TAPPING_SCREWS: readonly StandardData[] = [
  {
    id: 'din-7981',
    body: 'DIN',
    number: '7981',
    ...PAN_HEAD_TAPPING,
    status: 'withdrawn',
    // dk and k: the standard's nominal equals the maximum, which both sources print.
    rows: rows({
      'ST2.2': { dk: 4.2, k: 1.8 },
      'ST2.9': { dk: 5.6, k: 2.2 },
      'ST3.5': { dk: 6.9, k: 2.6 },
      'ST4.2': { dk: 8.2, k: 3.05 },
      'ST4.8': { dk: 9.5, k: 3.55 },
      'ST5.5': { dk: 10.8, k: 3.95 },
      'ST6.3': { dk: 12.5, k: 4.55 },
    }),
  },
  {
    id: 'iso-7049',
    body: 'ISO',
    number: '7049',
    ...PAN_HEAD_TAPPING,
    status: 'current',
    // dk and k maxima (= nominal): FreeCAD `iso7049head.csv` and fasten.it's DIN EN ISO 7049 table agree to the digit.
    rows: rows({
      'ST2.2': { dk: 4, k: 1.6 },
      'ST2.9': { dk: 5.6, k: 2.4 },
      'ST3.5': { dk: 7, k: 2.6 },
      'ST4.2': { dk: 8, k: 3.1 },
      'ST4.8': { dk: 9.5, k: 3.7 },
      'ST5.5': { dk: 11, k: 4 },
      'ST6.3': { dk: 12, k: 4.6 },
    }),
  },
]
