import {
  TECHNICAL_FIELDS,
  TERM_FIELD_KEYS,
  VOCABULARY_KINDS,
  type VocabularyKind,
} from '../../shared/catalogue/technical-fields.ts'
import type { Lang } from '../../shared/i18n.ts'
import type { SearchReading } from '../../shared/product-facets.ts'
import type { Term, Vocabularies } from '../../shared/schemas/technical.ts'
import { foldForSearch } from '../../shared/search.ts'
import { crossReference, findStandards, parseSize } from '../../shared/standards/index.ts'

/** The vocabularies the search box reads terms of, and whether a term's id is also a spelling ("a2", "8.8"). */
const TERM_READINGS = TERM_FIELD_KEYS.flatMap((key) => {
  const spec: { vocabulary: VocabularyKind; search?: string } = TECHNICAL_FIELDS[key]
  return spec.search === 'label' || spec.search === 'label-or-id'
    ? [{ kind: spec.vocabulary, withId: spec.search === 'label-or-id' }]
    : []
})

// "M8x30", "M8 x 30", "M8×30", "M8*30" and "M8 30" (a space alone: see the accept rule below).
const SIZE_WITH_LENGTH = /(?<![a-z0-9])m\s*(\d+(?:[.,]\d+)?)(\s*[x×*]\s*|\s+)(\d+(?:[.,]\d+)?)(?![a-z0-9.])/g
const STANDARD_WITH_BODY =
  /(?<![a-z0-9])(din\s*en\s*iso|din\s*iso|en\s*iso|din|iso)\s*-?\s*(\d{2,5})(?![\d.])/g
const BARE_NUMBER = /(?<![\d.,a-z])(\d{2,5})(?![\d.,])/g
const SIZE_ALONE = /(?<![a-z0-9])(m|st|ø|d)\s*(\d+(?:[.,]\d+)?)(?![a-z0-9.,])/g

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
}

/**
 * A term's spellings a buyer may type: its label in the page language, its id where the registry says so, and
 * the synonyms the admin gave it (any language: "inox" is a material wherever it is typed).
 */
function spellings(term: Term, withId: boolean, lang: Lang): string[] {
  const label = foldForSearch(term[`label_${lang}`])
  const synonyms = (term.synonyms ?? []).map(foldForSearch)
  return withId ? [label, foldForSearch(term.id), ...synonyms] : [label, ...synonyms]
}

/**
 * Reads the search box: a standard ("933", "DIN 933", "ISO 4017"), a size with a length on one row ("M10x40",
 * "M10 x 40", "M10 40"), a size ("M10"), a property class ("8.8", "A2-70"), a material or finish by its label in
 * the page language or a synonym. What is left is the text the search engine looks for (search-engine.ts).
 */
export function readSearch(q: string, vocabularies: Vocabularies, lang: Lang): SearchReading {
  let text = ` ${foldForSearch(q.trim())} `
  const reading: SearchReading = {
    standards: [],
    equivalents: [],
    sizes: [],
    length: null,
    terms: [],
    text: '',
  }
  const take = (pattern: RegExp, accept: (match: RegExpExecArray) => boolean) => {
    text = text.replace(pattern, (...args) => {
      const match = args.slice(0, -2) as unknown as RegExpExecArray
      return accept(match) ? ' ' : match[0]
    })
  }
  const addSize = (size: string) => {
    if (!reading.sizes.includes(size)) reading.sizes.push(size)
  }

  take(SIZE_WITH_LENGTH, (match) => {
    const size = parseSize(`M${match[1]}`)
    if (!size) return false
    const second = Number(match[3]!.replace(',', '.'))
    // Separated by a space only, the number is a length only if it is no standard's ("M8 933" is size and DIN 933).
    const spaced = match[2]!.trim() === ''
    if (spaced && (!Number.isInteger(second) || second > 500 || findStandards(match[3]!).length > 0))
      return false
    addSize(size)
    // "M10x1.25" is a fine pitch, not a length: lengths in our range are whole millimetres from 3 up.
    if (Number.isInteger(second) && second >= 3) reading.length = { min: second, max: second }
    return true
  })

  // Longest spelling first, whatever its vocabulary: "A2-70" is read as a class before "A2" could be a material.
  const candidates = TERM_READINGS.flatMap(({ kind, withId }) =>
    vocabularies[kind].flatMap((term) =>
      spellings(term, withId, lang).map((spelling) => ({ kind, term, spelling })),
    ),
  )
    .filter((c) => c.spelling.length > 1)
    .sort((a, b) => b.spelling.length - a.spelling.length)
  // One spelling may name several terms ("inox": A2 and A4): each of them is read where it is found.
  const bySpelling = new Map<string, typeof candidates>()
  for (const candidate of candidates) {
    const same = bySpelling.get(candidate.spelling)
    if (same) same.push(candidate)
    else bySpelling.set(candidate.spelling, [candidate])
  }
  for (const [spelling, named] of bySpelling) {
    const pattern = new RegExp(`(?<![a-z0-9])${escape(spelling)}(?![a-z0-9])`, 'g')
    take(pattern, () => {
      for (const { kind, term } of named) {
        if (!reading.terms.some((t) => t.kind === kind && t.id === term.id))
          reading.terms.push({ kind, id: term.id, label: term[`label_${lang}`] || term.label_tr })
      }
      return true
    })
  }
  // Listed by vocabulary, in the registry's order (stable: longer spellings first within one).
  reading.terms.sort((a, b) => VOCABULARY_KINDS.indexOf(a.kind) - VOCABULARY_KINDS.indexOf(b.kind))

  const addStandards = (spelling: string) => {
    const found = findStandards(spelling)
    for (const standard of found)
      if (!reading.standards.includes(standard.id)) reading.standards.push(standard.id)
    return found.length > 0
  }
  take(STANDARD_WITH_BODY, (match) => addStandards(match[0]))
  take(BARE_NUMBER, (match) => addStandards(match[1]!))
  for (const id of reading.standards) {
    for (const other of crossReference(id)) {
      if (!reading.standards.includes(other.id) && !reading.equivalents.includes(other.id)) {
        reading.equivalents.push(other.id)
      }
    }
  }

  take(SIZE_ALONE, (match) => {
    const size = parseSize(`${match[1]}${match[2]}`)
    if (size) addSize(size)
    return size !== null
  })

  reading.text = text
    .split(/\s+/)
    .filter((word) => word !== '' && !/^[x×*,;/+-]$/.test(word))
    .join(' ')
  return reading
}
