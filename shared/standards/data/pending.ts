import type { StandardData } from '../types.ts'

/*
 * Standards the demo products name whose dimension tables could not be sourced twice yet: identity, titles and
 * equivalents only (docs/standards-sources.md lists what was found). Their tables stay empty until they are.
 */

const PENDING = { letters: [], tableLetters: [], lengths: [], rows: [] } as const

export const PENDING_STANDARDS: readonly StandardData[] = [
  {
    id: 'iso-8677',
    body: 'ISO',
    number: '8677',
    title: {
      tr: 'Bombe başlı kare boyunlu cıvata',
      en: 'Cup head square neck bolt',
      es: 'Tornillo de cabeza redonda y cuello cuadrado',
    },
    kind: 'bolt',
    head: 'carriage',
    status: 'current',
    ...PENDING,
  },
  {
    id: 'din-976',
    body: 'DIN',
    number: '976',
    title: { tr: 'Tam diş saplama', en: 'Threaded rod', es: 'Varilla roscada' },
    kind: 'threaded-rod',
    status: 'current',
    ...PENDING,
  },
  {
    id: 'din-7337',
    sizeSeries: 'rivet',
    body: 'DIN',
    number: '7337',
    title: { tr: 'Pop perçin', en: 'Blind rivet', es: 'Remache ciego' },
    kind: 'rivet',
    head: 'round',
    status: 'current',
    ...PENDING,
  },
  {
    id: 'iso-15977',
    sizeSeries: 'rivet',
    body: 'ISO',
    number: '15977',
    title: {
      tr: 'Pop perçin, açık uçlu, kopmalı çivili',
      en: 'Open end blind rivet with break pull mandrel',
      es: 'Remache ciego abierto con mandril de rotura',
    },
    kind: 'rivet',
    head: 'round',
    status: 'current',
    ...PENDING,
  },
  {
    id: 'iso-1051',
    sizeSeries: 'rivet',
    body: 'ISO',
    number: '1051',
    title: {
      tr: 'Dolu perçin',
      en: 'Solid rivet',
      es: 'Remache macizo',
    },
    kind: 'rivet',
    head: 'round',
    status: 'current',
    ...PENDING,
  },
  {
    id: 'din-661',
    sizeSeries: 'rivet',
    body: 'DIN',
    number: '661',
    title: {
      tr: 'Havşa başlı dolu perçin',
      en: 'Countersunk head solid rivet',
      es: 'Remache macizo de cabeza avellanada',
    },
    kind: 'rivet',
    head: 'countersunk',
    status: 'current',
    ...PENDING,
  },
]
