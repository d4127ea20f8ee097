import { describe, expect, it } from 'vitest'
import { FIXTURE_VOCABULARIES } from '../../test/fixtures/catalogue.ts'
import { readSearch } from './search-reading.ts'

/** The terms read, without their labels. */
const ids = (terms: { kind: string; id: string }[]) => terms.map(({ kind, id }) => ({ kind, id }))
const read = (q: string, lang: 'tr' | 'en' | 'es' = 'en') => readSearch(q, FIXTURE_VOCABULARIES, lang)

describe('reading the search box', () => {
  it('finds standards by number, with body, and their DIN <-> ISO equivalent', () => {
    expect(read('933')).toMatchObject({ standards: ['din-933'], equivalents: ['iso-4017'], text: '' })
    expect(read('DIN 933')).toMatchObject({ standards: ['din-933'], text: '' })
    expect(read('ISO 4017')).toMatchObject({ standards: ['iso-4017'], equivalents: ['din-933'], text: '' })
    expect(read('din933 civata')).toMatchObject({ standards: ['din-933'], text: 'civata' })
  })

  it('reads size and length of one row, with or without spaces', () => {
    expect(read('M10x40')).toMatchObject({ sizes: ['M10'], length: { min: 40, max: 40 }, text: '' })
    expect(read('M10 x 40')).toMatchObject({ sizes: ['M10'], length: { min: 40, max: 40 }, text: '' })
    expect(read('M10x1.25')).toMatchObject({ sizes: ['M10'], length: null })
    expect(read('M10')).toMatchObject({ sizes: ['M10'], length: null, text: '' })
    expect(read('M16')).toMatchObject({ sizes: [], text: 'm16' })
  })

  it('reads property classes and material labels in the page language', () => {
    expect(ids(read('A2-70').terms)).toEqual([{ kind: 'classes', id: 'a2-70' }])
    expect(ids(read('8.8').terms)).toEqual([{ kind: 'classes', id: '8.8' }])
    expect(ids(read('Paslanmaz çelik A4', 'tr').terms)).toEqual([{ kind: 'materials', id: 'a4' }])
    expect(ids(read('latón', 'es').terms)).toEqual([{ kind: 'materials', id: 'brass' }])
  })

  it('reads a spelling several terms share as each of them, labelled in the page language', () => {
    const vocabularies = structuredClone(FIXTURE_VOCABULARIES)
    for (const term of vocabularies.materials)
      if (term.id === 'a2' || term.id === 'a4') term.synonyms = ['inox']
    const terms = readSearch('INOX bolt', vocabularies, 'es').terms
    expect(ids(terms)).toEqual([
      { kind: 'materials', id: 'a2' },
      { kind: 'materials', id: 'a4' },
    ])
    expect(terms.map((t) => t.label)).toEqual(
      vocabularies.materials.filter((t) => t.synonyms).map((t) => t.label_es || t.label_tr),
    )
  })

  it('combines them and leaves the rest as a name search', () => {
    expect(read('DIN 933 M10x40 8.8 zinc white bolt')).toEqual({
      standards: ['din-933'],
      equivalents: ['iso-4017'],
      sizes: ['M10'],
      length: { min: 40, max: 40 },
      terms: [
        { kind: 'classes', id: '8.8', label: '8.8' },
        { kind: 'finishes', id: 'zinc-white', label: expect.any(String) },
      ],
      text: 'bolt',
    })
    expect(read('kelebek somun')).toMatchObject({
      standards: [],
      sizes: [],
      terms: [],
      text: 'kelebek somun',
    })
  })
})
