import { describe, expect, it } from 'vitest'
import { LANGS } from '../i18n.ts'
import { STANDARDS, STANDARDS_BY_ID, isTablePending } from './catalogue.ts'
import { pitchOf, sizeIndex, sizeSeries } from './sizes.ts'
import { HEAD_TYPES, SIZE_SERIES, STANDARD_KINDS } from './types.ts'

/** Every standard the demo products name (grep -ohE "(DIN|ISO) ?[0-9]+" server/seed/content/products-*.ts). */
const DEMO_STANDARDS = [
  'DIN 125',
  'DIN 127',
  'DIN 1587',
  'DIN 444',
  'DIN 580',
  'DIN 603',
  'DIN 660',
  'DIN 661',
  'DIN 6921',
  'DIN 6923',
  'DIN 7337',
  'DIN 7349',
  'DIN 7981',
  'DIN 7991',
  'DIN 9021',
  'DIN 912',
  'DIN 929',
  'DIN 931',
  'DIN 933',
  'DIN 934',
  'DIN 976',
  'DIN 985',
  'ISO 1051',
  'ISO 10511',
  'ISO 10642',
  'ISO 15977',
  'ISO 4014',
  'ISO 4017',
  'ISO 4032',
  'ISO 4762',
  'ISO 7049',
  'ISO 7089',
  'ISO 7093',
  'ISO 7380',
  'ISO 8677',
]

/** The guide's table: these must have full tables, not pending ones. */
const CORE = [
  'din-933',
  'iso-4017',
  'din-931',
  'iso-4014',
  'din-934',
  'iso-4032',
  'din-912',
  'iso-4762',
  'din-7991',
  'iso-10642',
  'din-125',
  'iso-7089',
  'din-985',
  'iso-7380',
  'din-127',
]

/** Tables the second standards pass filled (docs/standards-sources.md): they must stay filled. */
const FILLED_LATER = [
  'din-9021',
  'din-7349',
  'din-929',
  'din-603',
  'din-6923',
  'din-7981',
  'din-444',
  'din-580',
  'din-660',
  'din-6921',
  'iso-10511',
]

/** Standards whose sizes are not metric threads. */
const NON_METRIC = {
  'din-7981': 'tapping',
  'iso-7049': 'tapping',
  'din-7337': 'rivet',
  'iso-15977': 'rivet',
  'din-660': 'rivet',
  'din-661': 'rivet',
  'iso-1051': 'rivet',
} as const

describe('standards data', () => {
  it('covers every standard the demo products name, each once', () => {
    const designations = STANDARDS.map((standard) => standard.designation)
    expect(new Set(designations).size).toBe(designations.length)
    for (const name of DEMO_STANDARDS) expect(designations).toContain(name)
  })

  it('has full tables for the guide’s standards and the ones filled since', () => {
    for (const id of [...CORE, ...FILLED_LATER])
      expect(isTablePending(STANDARDS_BY_ID.get(id)!), id).toBe(false)
  })

  it('keys tapping screws and rivets by their own size series, everything else by metric threads', () => {
    for (const standard of STANDARDS) {
      const expected = NON_METRIC[standard.id as keyof typeof NON_METRIC] ?? 'metric'
      expect(standard.sizeSeries ?? 'metric', standard.id).toBe(expected)
      expect(SIZE_SERIES).toContain(expected)
    }
  })

  it('gives every standard a slug from its designation and a title in every language', () => {
    for (const standard of STANDARDS) {
      expect(standard.id).toBe(`${standard.body.toLowerCase()}-${standard.number}`)
      for (const lang of LANGS) expect(standard.title[lang].trim(), `${standard.id} ${lang}`).not.toBe('')
      expect(STANDARD_KINDS).toContain(standard.kind)
      if (standard.head) expect(HEAD_TYPES).toContain(standard.head)
    }
  })

  it('links every equivalent to an existing standard of the other body, and back', () => {
    for (const standard of STANDARDS) {
      for (const equivalence of standard.equivalents) {
        const other = STANDARDS_BY_ID.get(equivalence.id)
        expect(other, `${standard.id} -> ${equivalence.id}`).toBeDefined()
        expect(other!.body).not.toBe(standard.body)
        expect(other!.equivalents.map((back) => back.id)).toContain(standard.id)
        for (const lang of LANGS) expect(equivalence.changed[lang].trim()).not.toBe('')
        for (const letter of equivalence.letters) {
          expect(standard.letters.map((known) => known.symbol)).toContain(letter)
        }
      }
    }
  })

  it('names changed letters exactly where both tables exist and differ', () => {
    for (const standard of STANDARDS.filter((candidate) => candidate.body === 'DIN')) {
      for (const equivalence of standard.equivalents) {
        const other = STANDARDS_BY_ID.get(equivalence.id)!
        if (isTablePending(standard) || isTablePending(other)) continue
        const differing = new Set<string>()
        for (const row of standard.rows) {
          const twin = other.rows.find((candidate) => candidate.size === row.size)
          for (const [letter, value] of Object.entries(row.values)) {
            const otherValue = twin?.values[letter]
            if (otherValue !== undefined && otherValue !== value) differing.add(letter)
          }
        }
        expect([...differing].sort(), `${standard.id} <-> ${other.id}`).toEqual(
          [...equivalence.letters].sort(),
        )
      }
    }
  })

  it('keeps tables within their size series, sorted, with the right pitch and positive values for listed letters', () => {
    for (const standard of STANDARDS) {
      const symbols = standard.letters.map((letter) => letter.symbol)
      for (const letter of standard.tableLetters) expect(symbols, standard.id).toContain(letter)
      const indexes = standard.rows.map((row) => sizeIndex(row.size))
      expect(indexes, standard.id).toEqual([...indexes].sort((a, b) => a - b))
      expect(new Set(indexes).size).toBe(indexes.length)
      for (const row of standard.rows) {
        expect(sizeIndex(row.size), `${standard.id} ${row.size}`).toBeGreaterThanOrEqual(0)
        expect(sizeSeries(row.size), `${standard.id} ${row.size}`).toBe(standard.sizeSeries ?? 'metric')
        expect(row.pitch).toBe(pitchOf(row.size))
        for (const [letter, value] of Object.entries(row.values)) {
          expect(standard.tableLetters, `${standard.id} ${row.size}`).toContain(letter)
          expect(value, `${standard.id} ${row.size} ${letter}`).toBeGreaterThan(0)
        }
        if (row.lengths) {
          expect(row.lengths.min).toBeGreaterThan(0)
          expect(row.lengths.max).toBeGreaterThanOrEqual(row.lengths.min)
        }
      }
    }
  })

  it('fills at least one row of every table it lists sizes for (a table of blank rows is a pending table)', () => {
    for (const standard of STANDARDS) {
      if (standard.rows.length === 0) continue
      expect(
        standard.rows.some((row) => Object.keys(row.values).length > 0),
        standard.id,
      ).toBe(true)
    }
  })

  it('keeps preferred lengths ascending and within our 2-120 mm range', () => {
    for (const standard of STANDARDS) {
      expect([...standard.lengths]).toEqual([...standard.lengths].sort((a, b) => a - b))
      for (const length of standard.lengths) {
        expect(length).toBeGreaterThan(0)
        expect(length).toBeLessThanOrEqual(120)
      }
    }
  })
})
