import { D_THREAD, DK_DOME, H_TOTAL_NUT_HEIGHT, M_NUT_HEIGHT, S_ACROSS_FLATS } from '../letters.ts'
import type { LocalizedText, StandardData } from '../types.ts'
import { rows } from './build.ts'

// Sources and disagreements per table: docs/standards-sources.md.

const HEX_NUT: LocalizedText = { tr: 'Altı köşe somun', en: 'Hexagon nut', es: 'Tuerca hexagonal' }

const NYLON_NUT: LocalizedText = {
  tr: 'Fiberli (naylon halkalı) emniyet somunu, alçak tip',
  en: 'Prevailing torque thin nut with nylon insert',
  es: 'Tuerca autoblocante baja con anillo de nailon',
}

const NUT = { kind: 'nut', drive: 'external-hex' } as const

const WELD_NUT: StandardData = {
  id: 'din-929',
  body: 'DIN',
  number: '929',
  title: { tr: 'Altı köşe kaynak somunu', en: 'Hexagon weld nut', es: 'Tuerca hexagonal para soldar' },
  kind: 'nut',
  status: 'current',
  letters: [D_THREAD, S_ACROSS_FLATS, M_NUT_HEIGHT],
  tableLetters: ['s', 'm'],
  lengths: [],
  // Only the values legible in the second source (a scan of the 1987 edition) are given; the rest are pending.
  rows: rows({
    M3: { s: 7.5, m: 3 },
    M5: { s: 10, m: 4 },
    M6: { s: 11 },
    M10: { s: 17 },
  }),
}

const FLANGE_NUT: StandardData = {
  id: 'din-6923',
  body: 'DIN',
  number: '6923',
  title: { tr: 'Flanşlı altı köşe somun', en: 'Hexagon flange nut', es: 'Tuerca hexagonal con brida' },
  ...NUT,
  // Replaced by DIN EN 1661 (1998); this table stays DIN 6923's.
  status: 'withdrawn',
  successor: 'DIN EN 1661',
  letters: [D_THREAD, S_ACROSS_FLATS, M_NUT_HEIGHT],
  tableLetters: ['s', 'm'],
  lengths: [],
  // s from M5 to M12 and m at M5 and M6 only: the values legible in the scan of the 1983 edition that the second
  // source (an ISO 4161 table, which the DIN text says it incorporates) gives to the digit. The rest is pending.
  rows: rows({
    M5: { s: 8, m: 5 },
    M6: { s: 10, m: 6 },
    M8: { s: 13 },
    M10: { s: 15 },
    M12: { s: 18 },
  }),
}

export const NUTS: readonly StandardData[] = [
  {
    id: 'din-934',
    body: 'DIN',
    number: '934',
    title: HEX_NUT,
    ...NUT,
    status: 'withdrawn',
    letters: [D_THREAD, S_ACROSS_FLATS, M_NUT_HEIGHT],
    tableLetters: ['s', 'm'],
    lengths: [],
    rows: rows({
      M2: { s: 4, m: 1.6 },
      'M2.5': { s: 5, m: 2 },
      M3: { s: 5.5, m: 2.4 },
      M4: { s: 7, m: 3.2 },
      M5: { s: 8, m: 4 },
      M6: { s: 10, m: 5 },
      M8: { s: 13, m: 6.5 },
      M10: { s: 17, m: 8 },
      M12: { s: 19, m: 10 },
    }),
  },
  {
    id: 'iso-4032',
    body: 'ISO',
    number: '4032',
    title: HEX_NUT,
    ...NUT,
    status: 'current',
    letters: [D_THREAD, S_ACROSS_FLATS, M_NUT_HEIGHT],
    tableLetters: ['s', 'm'],
    lengths: [],
    rows: rows({
      M2: { s: 4, m: 1.6 },
      'M2.5': { s: 5, m: 2 },
      M3: { s: 5.5, m: 2.4 },
      M4: { s: 7, m: 3.2 },
      M5: { s: 8, m: 4.7 },
      M6: { s: 10, m: 5.2 },
      M8: { s: 13, m: 6.8 },
      M10: { s: 16, m: 8.4 },
      M12: { s: 18, m: 10.8 },
    }),
  },
  {
    id: 'din-985',
    body: 'DIN',
    number: '985',
    title: NYLON_NUT,
    ...NUT,
    status: 'withdrawn',
    letters: [D_THREAD, S_ACROSS_FLATS, H_TOTAL_NUT_HEIGHT],
    tableLetters: ['s', 'h'],
    lengths: [],
    rows: rows({
      M3: { s: 5.5, h: 4 },
      M4: { s: 7, h: 5 },
      M5: { s: 8, h: 5 },
      M6: { s: 10, h: 6 },
      M8: { s: 13, h: 8 },
      M10: { s: 17, h: 10 },
      M12: { s: 19, h: 12 },
    }),
  },
  {
    id: 'iso-10511',
    body: 'ISO',
    number: '10511',
    title: NYLON_NUT,
    ...NUT,
    status: 'current',
    letters: [D_THREAD, S_ACROSS_FLATS, H_TOTAL_NUT_HEIGHT],
    tableLetters: ['s', 'h'],
    lengths: [],
    // h is the maximum (the ISO table gives limits only). Only M12 is in two public tables; the other sizes are
    // in one only and stay pending (docs/standards-sources.md).
    rows: rows({
      M12: { s: 18, h: 10.23 },
    }),
  },
  {
    id: 'din-1587',
    body: 'DIN',
    number: '1587',
    title: { tr: 'Bombeli kör somun', en: 'Domed cap nut', es: 'Tuerca ciega abombada' },
    ...NUT,
    status: 'current',
    letters: [D_THREAD, S_ACROSS_FLATS, DK_DOME, H_TOTAL_NUT_HEIGHT],
    tableLetters: ['s', 'dk', 'h'],
    lengths: [],
    rows: rows({
      M4: { s: 7, dk: 6.5, h: 8 },
      M5: { s: 8, dk: 7.5, h: 10 },
      M6: { s: 10, dk: 9.5, h: 12 },
      M8: { s: 13, dk: 12.5, h: 15 },
      M10: { s: 16, dk: 15, h: 18 },
      // M12 h 22: FreeCAD `din1587def.csv` and the issue 20 audit's second table.
      M12: { s: 18, dk: 17, h: 22 },
    }),
  },
  WELD_NUT,
  FLANGE_NUT,
]
