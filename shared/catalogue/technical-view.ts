import { type Lang, pickText } from '../i18n.ts'
import { idsOf, type SizeRow, type Technical, type Term, type Vocabularies } from '../schemas/technical.ts'
import { STANDARDS_BY_ID } from '../standards/catalogue.ts'
import { isSizeKey, sizeIndex, sizeLabel, sizeSeries } from '../standards/sizes.ts'
import type { SizeKey } from '../standards/types.ts'
import {
  TECHNICAL_FIELD_KEYS,
  TECHNICAL_FIELDS,
  type TechnicalFieldKey,
  type TermFieldKey,
  vocabularyOf,
} from './technical-fields.ts'

/*
 * A product's technical data in one language: every field of the registry as the values a reader sees. The product
 * page, the datasheet, the derived spec lines and the JSON-LD are all written from this one view, so a field added
 * to the registry reaches each of them without being listed again.
 */

/** One value as shown: its id (a term, a standard, a size; '' for text) and its text in the view's language. */
export type TechnicalValue = { id: string; text: string }
/** A standard names its title and the DIN <-> ISO equivalents the product does not list itself. */
export type StandardValue = TechnicalValue & {
  title: string
  equivalents: (TechnicalValue & { title: string })[]
}

export type TechnicalView = { standards: StandardValue[] } & {
  [K in Exclude<TechnicalFieldKey, 'standards'>]: TechnicalValue[]
}

/** What the view reads of a product. */
export type TechnicalSource = { technical: Technical; sizes: readonly SizeRow[] }

/** The label of a term in `lang` (Turkish when the translation is blank); the id when the term is unknown. */
export function termLabel(vocabularies: Vocabularies, field: TermFieldKey, id: string, lang: Lang): string {
  const term = vocabularies[vocabularyOf(field)].find((candidate: Term) => candidate.id === id)
  return term ? pickText(term, 'label', lang) : id
}

/** "DIN 933"; an id the standards data lacks is shown as written, upper case. */
export function designationOf(id: string): string {
  return STANDARDS_BY_ID.get(id)?.designation ?? id.toUpperCase()
}

function standardValues(ids: readonly string[], lang: Lang): StandardValue[] {
  return ids.map((id) => {
    const standard = STANDARDS_BY_ID.get(id)
    if (!standard) return { id, text: designationOf(id), title: '', equivalents: [] }
    return {
      id,
      text: standard.designation,
      title: standard.title[lang],
      // An equivalent the product is listed as made to already has its own value.
      equivalents: standard.equivalents.flatMap((equivalent) => {
        const other = STANDARDS_BY_ID.get(equivalent.id)
        return other && !ids.includes(other.id)
          ? [{ id: other.id, text: other.designation, title: other.title[lang] }]
          : []
      }),
    }
  })
}

/** "DIN 933 / ISO 4017": the main standard first, then the others the product is made to. */
export function standardsLine(ids: readonly string[]): string {
  return ids.map(designationOf).join(' / ')
}

/** "M4 – M12" per size series present (metric, tapping, rivet), smallest to largest; "M10" for one size. */
export function sizeRangeLines(rows: readonly SizeRow[]): string[] {
  return sizeRanges(rows).map((value) => value.text)
}

/** "L 8 – 120 mm" over every row with a length, numbers as `lang` writes them; null when no row has one. */
export function lengthRangeLine(rows: readonly SizeRow[], lang: Lang): string | null {
  return lengthRange(rows, lang)[0]?.text ?? null
}

function sizeRanges(rows: readonly SizeRow[]): TechnicalValue[] {
  const bySeries = new Map<string, SizeKey[]>()
  for (const row of rows) {
    if (!isSizeKey(row.size)) continue
    const list = bySeries.get(sizeSeries(row.size)) ?? []
    if (!list.includes(row.size)) list.push(row.size)
    bySeries.set(sizeSeries(row.size), list)
  }
  const groups = [...bySeries.values()].map((sizes) => sizes.sort((a, b) => sizeIndex(a) - sizeIndex(b)))
  // Series in SIZE_KEYS order too: metric threads, then tapping screws, then rivets.
  groups.sort((a, b) => sizeIndex(a[0]!) - sizeIndex(b[0]!))
  return groups.map((sorted) => {
    const [first, last] = [sorted[0]!, sorted[sorted.length - 1]!]
    return { id: first, text: first === last ? sizeLabel(first) : `${sizeLabel(first)} – ${sizeLabel(last)}` }
  })
}

/** One number format per language: making one costs more than formatting a whole size table with it. */
const lengthFormats = new Map<Lang, Intl.NumberFormat>()

function lengthRange(rows: readonly SizeRow[], lang: Lang): TechnicalValue[] {
  const lengths = rows.flatMap((row) => (row.length === null ? [] : [row.length]))
  if (lengths.length === 0) return []
  let format = lengthFormats.get(lang)
  if (!format) lengthFormats.set(lang, (format = new Intl.NumberFormat(lang, { maximumFractionDigits: 2 })))
  const [min, max] = [Math.min(...lengths), Math.max(...lengths)]
  const text =
    min === max ? `L ${format.format(min)} mm` : `L ${format.format(min)} – ${format.format(max)} mm`
  return [{ id: '', text }]
}

/** The notes in `lang` (Turkish when blank), one value per non-blank line. */
function noteLines(technical: Technical, lang: Lang): TechnicalValue[] {
  return pickText(technical, 'notes', lang)
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '')
    .map((text) => ({ id: '', text }))
}

function fieldValues(
  key: TechnicalFieldKey,
  source: TechnicalSource,
  vocabularies: Vocabularies,
  lang: Lang,
) {
  const spec = TECHNICAL_FIELDS[key]
  switch (spec.kind) {
    case 'standards':
      return standardValues(source.technical.standards, lang)
    case 'size':
      return sizeRanges(source.sizes)
    case 'length':
      return lengthRange(source.sizes, lang)
    case 'notes':
      return noteLines(source.technical, lang)
    case 'terms':
    case 'term': {
      const field = key as TermFieldKey
      return idsOf(source.technical, field).map((id) => ({
        id,
        text: termLabel(vocabularies, field, id, lang),
      }))
    }
  }
}

/** Every field of `source` in `lang`; a field the product lacks has no values. */
export function technicalView(
  source: TechnicalSource,
  vocabularies: Vocabularies,
  lang: Lang,
): TechnicalView {
  return Object.fromEntries(
    TECHNICAL_FIELD_KEYS.map((key) => [key, fieldValues(key, source, vocabularies, lang)]),
  ) as TechnicalView
}
