import { BUTTON_HEAD_LENGTHS, SOCKET_CAP_LENGTHS } from '../lengths.ts'
import { B_THREAD_LENGTH, D_THREAD, DK_HEAD_DIAMETER, K_HEAD_HEIGHT, L_LENGTH, S_SOCKET } from '../letters.ts'
import type { LocalizedText, StandardData } from '../types.ts'
import { rows } from './build.ts'

// Sources and disagreements per table: docs/standards-sources.md.

const CAP_SCREW: LocalizedText = {
  tr: 'İç altı köşe silindir başlı vida (imbus)',
  en: 'Hexagon socket head cap screw',
  es: 'Tornillo de cabeza cilíndrica con hexágono interior',
}

const COUNTERSUNK: LocalizedText = {
  tr: 'İç altı köşe havşa başlı vida',
  en: 'Hexagon socket countersunk head screw',
  es: 'Tornillo de cabeza avellanada con hexágono interior',
}

const SOCKET_LETTERS = [D_THREAD, L_LENGTH, B_THREAD_LENGTH, DK_HEAD_DIAMETER, K_HEAD_HEIGHT, S_SOCKET]

/** DIN 912 and ISO 4762 agree in our range; one table, two identities. */
const CAP_SCREW_ROWS = rows({
  M2: { dk: 3.8, k: 2, s: 1.5, b: 16, lMin: 3, lMax: 20 },
  'M2.5': { dk: 4.5, k: 2.5, s: 2, b: 17, lMin: 4, lMax: 25 },
  M3: { dk: 5.5, k: 3, s: 2.5, b: 18, lMin: 5, lMax: 30 },
  M4: { dk: 7, k: 4, s: 3, b: 20, lMin: 6, lMax: 40 },
  M5: { dk: 8.5, k: 5, s: 4, b: 22, lMin: 8, lMax: 50 },
  M6: { dk: 10, k: 6, s: 5, b: 24, lMin: 8, lMax: 60 },
  M8: { dk: 13, k: 8, s: 6, b: 28, lMin: 10, lMax: 80 },
  M10: { dk: 16, k: 10, s: 8, b: 32, lMin: 16, lMax: 100 },
  M12: { dk: 18, k: 12, s: 10, b: 36, lMin: 20, lMax: 120 },
})

export const SOCKET_SCREWS: readonly StandardData[] = [
  {
    id: 'din-912',
    body: 'DIN',
    number: '912',
    title: CAP_SCREW,
    kind: 'screw',
    head: 'socket-cap',
    drive: 'hex-socket',
    status: 'withdrawn',
    letters: SOCKET_LETTERS,
    tableLetters: ['dk', 'k', 's', 'b'],
    lengths: SOCKET_CAP_LENGTHS,
    rows: CAP_SCREW_ROWS,
  },
  {
    id: 'iso-4762',
    body: 'ISO',
    number: '4762',
    title: CAP_SCREW,
    kind: 'screw',
    head: 'socket-cap',
    drive: 'hex-socket',
    status: 'current',
    letters: SOCKET_LETTERS,
    tableLetters: ['dk', 'k', 's', 'b'],
    lengths: SOCKET_CAP_LENGTHS,
    rows: CAP_SCREW_ROWS,
  },
  {
    id: 'din-7991',
    body: 'DIN',
    number: '7991',
    title: COUNTERSUNK,
    kind: 'screw',
    head: 'countersunk',
    drive: 'hex-socket',
    status: 'withdrawn',
    letters: SOCKET_LETTERS,
    tableLetters: ['dk', 'k', 's', 'b'],
    // Only one public length list was found for countersunk socket screws: pending.
    lengths: [],
    rows: rows({
      M3: { dk: 6, k: 1.7, s: 2, b: 12 },
      M4: { dk: 8, k: 2.3, s: 2.5, b: 14 },
      M5: { dk: 10, k: 2.8, s: 3, b: 16 },
      M6: { dk: 12, k: 3.3, s: 4, b: 18 },
      M8: { dk: 16, k: 4.4, s: 5, b: 22 },
      M10: { dk: 20, k: 5.5, s: 6, b: 26 },
      M12: { dk: 24, k: 6.5, s: 8, b: 30 },
    }),
  },
  {
    id: 'iso-10642',
    body: 'ISO',
    number: '10642',
    title: COUNTERSUNK,
    kind: 'screw',
    head: 'countersunk',
    drive: 'hex-socket',
    status: 'current',
    letters: SOCKET_LETTERS.filter((letter) => letter !== B_THREAD_LENGTH),
    // dk and k are the theoretical (sharp-edged) maxima ISO 10642 specifies, not the DIN 7991 actual head.
    tableLetters: ['dk', 'k', 's'],
    lengths: [],
    rows: rows({
      M3: { dk: 6.72, k: 1.86, s: 2 },
      M4: { dk: 8.96, k: 2.48, s: 2.5 },
      M5: { dk: 11.2, k: 3.1, s: 3 },
      M6: { dk: 13.44, k: 3.72, s: 4 },
      M8: { dk: 17.92, k: 4.96, s: 5 },
      M10: { dk: 22.4, k: 6.2, s: 6 },
      M12: { dk: 26.88, k: 7.44, s: 8 },
    }),
  },
  {
    id: 'iso-7380',
    body: 'ISO',
    number: '7380',
    title: {
      tr: 'İç altı köşe mercimek başlı vida',
      en: 'Hexagon socket button head screw',
      es: 'Tornillo de cabeza abombada con hexágono interior',
    },
    kind: 'screw',
    head: 'button',
    drive: 'hex-socket',
    status: 'current',
    letters: SOCKET_LETTERS.filter((letter) => letter !== B_THREAD_LENGTH),
    tableLetters: ['dk', 'k', 's'],
    lengths: BUTTON_HEAD_LENGTHS,
    rows: rows({
      M3: { dk: 5.7, k: 1.65, s: 2 },
      M4: { dk: 7.6, k: 2.2, s: 2.5 },
      M5: { dk: 9.5, k: 2.75, s: 3 },
      M6: { dk: 10.5, k: 3.3, s: 4 },
      M8: { dk: 14, k: 4.4, s: 5 },
      M10: { dk: 17.5, k: 5.5, s: 6 },
      M12: { dk: 21, k: 6.6, s: 8 },
    }),
  },
]
