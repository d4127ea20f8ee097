import { B_SPRING_WIDTH, D1_INNER, D2_OUTER, H_WASHER_THICKNESS, S_SPRING_THICKNESS } from '../letters.ts'
import type { LocalizedText, StandardData } from '../types.ts'
import { rows } from './build.ts'

// Sources and disagreements per table: docs/standards-sources.md.

const PLAIN: LocalizedText = { tr: 'Düz pul', en: 'Plain washer', es: 'Arandela plana' }
const LARGE: LocalizedText = { tr: 'Geniş düz pul', en: 'Large plain washer', es: 'Arandela plana ancha' }
const FLAT_LETTERS = [D1_INNER, D2_OUTER, H_WASHER_THICKNESS]

/** DIN 125 A and ISO 7089 agree in our range; one table, two identities. */
const PLAIN_ROWS = rows({
  M2: { d1: 2.2, d2: 5, h: 0.3 },
  'M2.5': { d1: 2.7, d2: 6, h: 0.5 },
  M3: { d1: 3.2, d2: 7, h: 0.5 },
  M4: { d1: 4.3, d2: 9, h: 0.8 },
  M5: { d1: 5.3, d2: 10, h: 1 },
  M6: { d1: 6.4, d2: 12, h: 1.6 },
  M8: { d1: 8.4, d2: 16, h: 1.6 },
  M10: { d1: 10.5, d2: 20, h: 2 },
  M12: { d1: 13, d2: 24, h: 2.5 },
})

const WASHER = { kind: 'washer' } as const

export const WASHERS: readonly StandardData[] = [
  {
    id: 'din-125',
    body: 'DIN',
    number: '125',
    title: PLAIN,
    ...WASHER,
    status: 'withdrawn',
    letters: FLAT_LETTERS,
    tableLetters: ['d1', 'd2', 'h'],
    lengths: [],
    rows: PLAIN_ROWS,
  },
  {
    id: 'iso-7089',
    body: 'ISO',
    number: '7089',
    title: PLAIN,
    ...WASHER,
    status: 'current',
    letters: FLAT_LETTERS,
    tableLetters: ['d1', 'd2', 'h'],
    lengths: [],
    rows: PLAIN_ROWS,
  },
  {
    id: 'din-127',
    body: 'DIN',
    number: '127',
    title: { tr: 'Yaylı pul', en: 'Spring lock washer', es: 'Arandela elástica Grower' },
    ...WASHER,
    status: 'withdrawn',
    letters: [D1_INNER, D2_OUTER, B_SPRING_WIDTH, S_SPRING_THICKNESS],
    tableLetters: ['d1', 'd2', 'b', 's'],
    lengths: [],
    // b and s only where two sources agree; the rest are pending.
    rows: rows({
      M2: { d1: 2.1, d2: 4.4, s: 0.5 },
      'M2.5': { d1: 2.6, d2: 5.1, b: 1, s: 0.6 },
      M3: { d1: 3.1, d2: 6.2, b: 1.3, s: 0.8 },
      M4: { d1: 4.1, d2: 7.6, b: 1.5, s: 0.9 },
      M5: { d1: 5.1, d2: 9.2, b: 1.8, s: 1.2 },
      M6: { d1: 6.1, d2: 11.8, s: 1.6 },
      M8: { d1: 8.1, d2: 14.8, s: 2 },
      M10: { d1: 10.2, d2: 18.1 },
      M12: { d1: 12.2, d2: 21.1, b: 4, s: 2.5 },
    }),
  },
  {
    id: 'iso-7093',
    body: 'ISO',
    number: '7093',
    title: LARGE,
    ...WASHER,
    status: 'current',
    letters: FLAT_LETTERS,
    tableLetters: ['d1', 'd2', 'h'],
    lengths: [],
    rows: rows({
      M3: { d1: 3.2, d2: 9, h: 0.8 },
      M4: { d1: 4.3, d2: 12, h: 1 },
      // h for M5: the sources disagree (1 against 1.2), so it is left out.
      M5: { d1: 5.3, d2: 15 },
      M6: { d1: 6.4, d2: 18, h: 1.6 },
      M8: { d1: 8.4, d2: 24, h: 2 },
      M10: { d1: 10.5, d2: 30, h: 2.5 },
      M12: { d1: 13, d2: 37, h: 3 },
    }),
  },
  {
    id: 'din-9021',
    body: 'DIN',
    number: '9021',
    title: LARGE,
    ...WASHER,
    status: 'withdrawn',
    letters: FLAT_LETTERS,
    tableLetters: ['d1', 'd2', 'h'],
    lengths: [],
    // M12 is in one source only: pending.
    rows: rows({
      M3: { d1: 3.2, d2: 9, h: 0.8 },
      M4: { d1: 4.3, d2: 12, h: 1 },
      M5: { d1: 5.3, d2: 15, h: 1.2 },
      M6: { d1: 6.4, d2: 18, h: 1.6 },
      M8: { d1: 8.4, d2: 24, h: 2 },
      M10: { d1: 10.5, d2: 30, h: 2.5 },
    }),
  },
  {
    id: 'din-7349',
    body: 'DIN',
    number: '7349',
    title: { tr: 'Kalın pul', en: 'Heavy-duty plain washer', es: 'Arandela gruesa' },
    ...WASHER,
    status: 'current',
    letters: FLAT_LETTERS,
    tableLetters: ['d1', 'd2', 'h'],
    lengths: [],
    // d2 and h are confirmed twice only for M8 and M12 (BOLTS 13 x 30 x 6 and the issue 20 audit); the other sizes
    // give d1 alone until a second table is found.
    rows: rows({
      M3: { d1: 3.2 },
      M4: { d1: 4.3 },
      M5: { d1: 5.3 },
      M6: { d1: 6.4 },
      M8: { d1: 8.4, d2: 21, h: 4 },
      M10: { d1: 10.5 },
      M12: { d1: 13, d2: 30, h: 6 },
    }),
  },
]
