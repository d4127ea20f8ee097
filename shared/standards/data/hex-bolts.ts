import { HEX_BOLT_LENGTHS, HEX_SCREW_LENGTHS } from '../lengths.ts'
import { B_THREAD_LENGTH, D_THREAD, DC_FLANGE_DIAMETER, K_HEAD_HEIGHT, L_LENGTH, S_ACROSS_FLATS } from '../letters.ts'
import type { LocalizedText, StandardData } from '../types.ts'
import { rows } from './build.ts'

// Sources and disagreements per table: docs/standards-sources.md.

const FULL_THREAD: LocalizedText = {
  tr: 'Altı köşe başlı cıvata, tam dişli',
  en: 'Hexagon head bolt, fully threaded',
  es: 'Tornillo de cabeza hexagonal, rosca completa',
}

const PART_THREAD: LocalizedText = {
  tr: 'Altı köşe başlı cıvata, yarım dişli',
  en: 'Hexagon head bolt, partially threaded',
  es: 'Tornillo de cabeza hexagonal, rosca parcial',
}

const HEX_HEAD = { kind: 'bolt', head: 'hex', drive: 'external-hex' } as const
const SCREW_LETTERS = [D_THREAD, L_LENGTH, S_ACROSS_FLATS, K_HEAD_HEIGHT]
const BOLT_LETTERS = [D_THREAD, L_LENGTH, B_THREAD_LENGTH, S_ACROSS_FLATS, K_HEAD_HEIGHT]

export const HEX_BOLTS: readonly StandardData[] = [
  {
    id: 'din-933',
    body: 'DIN',
    number: '933',
    title: FULL_THREAD,
    ...HEX_HEAD,
    status: 'withdrawn',
    letters: SCREW_LETTERS,
    tableLetters: ['s', 'k'],
    lengths: HEX_SCREW_LENGTHS,
    rows: rows({
      M2: { s: 4, k: 1.4, lMin: 4, lMax: 20 },
      'M2.5': { s: 5, k: 1.7, lMin: 5, lMax: 25 },
      M3: { s: 5.5, k: 2, lMin: 5, lMax: 30 },
      M4: { s: 7, k: 2.8, lMin: 6, lMax: 40 },
      M5: { s: 8, k: 3.5, lMin: 8, lMax: 50 },
      M6: { s: 10, k: 4, lMin: 12, lMax: 60 },
      M8: { s: 13, k: 5.3, lMin: 16, lMax: 80 },
      M10: { s: 17, k: 6.4, lMin: 20, lMax: 100 },
      M12: { s: 19, k: 7.5, lMin: 25, lMax: 120 },
    }),
  },
  {
    id: 'iso-4017',
    body: 'ISO',
    number: '4017',
    title: FULL_THREAD,
    ...HEX_HEAD,
    status: 'current',
    letters: SCREW_LETTERS,
    tableLetters: ['s', 'k'],
    lengths: HEX_SCREW_LENGTHS,
    rows: rows({
      // k for M2 and M2.5: BOLTS and FreeCAD `iso4017head.csv` give 1.4/1.7 (cq_warehouse's 1.6/1.9 are maxima).
      M2: { s: 4, k: 1.4, lMin: 4, lMax: 20 },
      'M2.5': { s: 5, k: 1.7, lMin: 5, lMax: 25 },
      M3: { s: 5.5, k: 2, lMin: 5, lMax: 30 },
      M4: { s: 7, k: 2.8, lMin: 6, lMax: 40 },
      M5: { s: 8, k: 3.5, lMin: 8, lMax: 50 },
      M6: { s: 10, k: 4, lMin: 12, lMax: 60 },
      M8: { s: 13, k: 5.3, lMin: 16, lMax: 80 },
      M10: { s: 16, k: 6.4, lMin: 20, lMax: 100 },
      M12: { s: 18, k: 7.5, lMin: 25, lMax: 120 },
    }),
  },
  {
    id: 'din-931',
    body: 'DIN',
    number: '931',
    title: PART_THREAD,
    ...HEX_HEAD,
    status: 'withdrawn',
    letters: BOLT_LETTERS,
    // b is the thread length for l ≤ 125 mm, which covers our whole range.
    tableLetters: ['s', 'k', 'b'],
    lengths: HEX_BOLT_LENGTHS,
    partlyThreaded: true,
    rows: rows({
      M3: { s: 5.5, k: 2, b: 12 },
      M4: { s: 7, k: 2.8, b: 14 },
      M5: { s: 8, k: 3.5, b: 16 },
      M6: { s: 10, k: 4, b: 18 },
      M8: { s: 13, k: 5.3, b: 22 },
      M10: { s: 17, k: 6.4, b: 26 },
      M12: { s: 19, k: 7.5, b: 30 },
    }),
  },
  {
    id: 'iso-4014',
    body: 'ISO',
    number: '4014',
    title: PART_THREAD,
    ...HEX_HEAD,
    status: 'current',
    letters: BOLT_LETTERS,
    tableLetters: ['s', 'k', 'b'],
    lengths: HEX_BOLT_LENGTHS,
    partlyThreaded: true,
    rows: rows({
      M3: { s: 5.5, k: 2, b: 12 },
      M4: { s: 7, k: 2.8, b: 14 },
      M5: { s: 8, k: 3.5, b: 16 },
      M6: { s: 10, k: 4, b: 18 },
      M8: { s: 13, k: 5.3, b: 22 },
      M10: { s: 16, k: 6.4, b: 26 },
      M12: { s: 18, k: 7.5, b: 30 },
    }),
  },
  {
    id: 'din-6921',
    body: 'DIN',
    number: '6921',
    title: { tr: 'Flanşlı altı köşe başlı cıvata', en: 'Hexagon flange bolt', es: 'Tornillo hexagonal con brida' },
    kind: 'bolt',
    head: 'flange',
    drive: 'external-hex',
    // Replaced by DIN EN 1665 (1998), whose values differ (M10 s 16, k 10.4): this table stays DIN 6921's.
    status: 'withdrawn',
    successor: 'DIN EN 1665',
    letters: [D_THREAD, L_LENGTH, S_ACROSS_FLATS, K_HEAD_HEIGHT, DC_FLANGE_DIAMETER],
    // k is the whole head height (flange included) and dc the flange diameter, both as the two sources print them.
    // Only M10 is in both DIN 6921 tables; the other sizes are pending. The EN 1665 successor has other values
    // (M10 s 16, k 10.4), so its tables are not used here.
    tableLetters: ['s', 'k', 'dc'],
    lengths: [],
    // M5 to M12 are DIN 6921 sizes; only M10's values are confirmed by two sources (the others: "–").
    rows: rows({
      M5: {},
      M6: {},
      M8: {},
      M10: { s: 15, k: 9.2, dc: 22.3 },
      M12: {},
    }),
  },
]
