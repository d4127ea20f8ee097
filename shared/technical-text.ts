import { type Lang, pickText } from './i18n.ts'
import type { SizeRow, Technical, Term, Vocabularies, VocabularyKind } from './schemas/technical.ts'
import { STANDARDS_BY_ID } from './standards/catalogue.ts'
import { isSizeKey, sizeIndex, sizeLabel, sizeSeries } from './standards/sizes.ts'
import type { SizeKey } from './standards/types.ts'

/*
 * The spec's free-text fields (`specs*`, `applications*`) as derived from a product's structured data: one function
 * per field, so the stored text, the migration and the admin's preview never disagree. Every word comes from the
 * vocabularies (labels in three languages) or is language-neutral (standard numbers, sizes, "mm"); numbers go
 * through Intl so Turkish reads "6,5" where English reads "6.5".
 */

/** What derivation reads of a product. */
export type TechnicalSource = { technical: Technical; sizes: readonly SizeRow[] }

const SEPARATOR = ' · '

/** Orders rows by size (SIZE_KEYS order), then length (rows without a length first). */
export function compareSizeRows(a: SizeRow, b: SizeRow): number {
  const bySize = sizeOrder(a.size) - sizeOrder(b.size)
  if (bySize !== 0) return bySize
  return (a.length ?? -1) - (b.length ?? -1)
}

function sizeOrder(size: string): number {
  return isSizeKey(size) ? sizeIndex(size) : Number.MAX_SAFE_INTEGER
}

export function sortSizeRows(rows: readonly SizeRow[]): SizeRow[] {
  return [...rows].sort(compareSizeRows)
}

/** The label of a term in `lang` (Turkish when the translation is blank); the id when the term is unknown. */
export function termLabel(vocabularies: Vocabularies, kind: VocabularyKind, id: string, lang: Lang): string {
  const term = vocabularies[kind].find((candidate: Term) => candidate.id === id)
  return term ? pickText(term, 'label', lang) : id
}

function labels(
  vocabularies: Vocabularies,
  kind: VocabularyKind,
  ids: readonly string[],
  lang: Lang,
): string {
  return ids.map((id) => termLabel(vocabularies, kind, id, lang)).join(SEPARATOR)
}

/** "DIN 933 / ISO 4017": the main standard first, then the others the product is made to. */
export function standardsLine(standardIds: readonly string[]): string {
  return standardIds.map((id) => STANDARDS_BY_ID.get(id)?.designation ?? id.toUpperCase()).join(' / ')
}

/** "M4 – M12" per size series present (metric, tapping, rivet), smallest to largest; "M10" for one size. */
export function sizeRangeLines(rows: readonly SizeRow[]): string[] {
  const bySeries = new Map<string, SizeKey[]>()
  for (const row of rows) {
    if (!isSizeKey(row.size)) continue
    const series = sizeSeries(row.size)
    const list = bySeries.get(series) ?? []
    if (!list.includes(row.size)) list.push(row.size)
    bySeries.set(series, list)
  }
  const groups = [...bySeries.values()].map((sizes) => sizes.sort((a, b) => sizeIndex(a) - sizeIndex(b)))
  // Series in SIZE_KEYS order too: metric threads, then tapping screws, then rivets.
  groups.sort((a, b) => sizeIndex(a[0]!) - sizeIndex(b[0]!))
  return groups.map((sorted) => {
    const first = sorted[0]!
    const last = sorted[sorted.length - 1]!
    return first === last ? sizeLabel(first) : `${sizeLabel(first)} – ${sizeLabel(last)}`
  })
}

/** "L 8 – 120 mm" over every row with a length; null when no row has one. */
export function lengthRangeLine(rows: readonly SizeRow[], lang: Lang): string | null {
  const lengths = rows.flatMap((row) => (row.length === null ? [] : [row.length]))
  if (lengths.length === 0) return null
  const format = new Intl.NumberFormat(lang, { maximumFractionDigits: 2 })
  const min = Math.min(...lengths)
  const max = Math.max(...lengths)
  return min === max ? `L ${format.format(min)} mm` : `L ${format.format(min)} – ${format.format(max)} mm`
}

const notesKey = { tr: 'notes_tr', en: 'notes_en', es: 'notes_es' } as const

/** The product's notes in `lang` (Turkish when blank), one spec line per non-blank line. */
function noteLines(technical: Technical, lang: Lang): string[] {
  const own = technical[notesKey[lang]].trim() === '' ? technical.notes_tr : technical[notesKey[lang]]
  return own
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '')
}

/**
 * The spec lines in `lang`: standards, thread sizes, lengths, property classes, materials, finishes, head and
 * drive, then the notes' lines. A part the product lacks gives no line.
 */
export function deriveSpecLines(product: TechnicalSource, vocabularies: Vocabularies, lang: Lang): string[] {
  const { technical } = product
  const headDrive = [
    ...(technical.head ? [termLabel(vocabularies, 'heads', technical.head, lang)] : []),
    ...(technical.drive ? [termLabel(vocabularies, 'drives', technical.drive, lang)] : []),
  ].join(SEPARATOR)
  const lines = [
    standardsLine(technical.standards),
    ...sizeRangeLines(product.sizes),
    lengthRangeLine(product.sizes, lang) ?? '',
    labels(vocabularies, 'classes', technical.classes, lang),
    labels(vocabularies, 'materials', technical.materials, lang),
    labels(vocabularies, 'finishes', technical.finishes, lang),
    headDrive,
    ...noteLines(technical, lang),
  ]
  // Within the spec's limits for a list: 50 lines of 300 characters.
  return lines
    .filter((line) => line !== '')
    .map((line) => line.slice(0, 300))
    .slice(0, 50)
}

/** The sectors' labels in `lang`: the spec's `applications`. */
export function deriveApplications(
  product: TechnicalSource,
  vocabularies: Vocabularies,
  lang: Lang,
): string[] {
  return product.technical.sectors.map((id) => termLabel(vocabularies, 'sectors', id, lang))
}

/** Every derived field of a product at once, as stored beside the spec's names. */
export function derivedTexts(product: TechnicalSource, vocabularies: Vocabularies) {
  return {
    specs: deriveSpecLines(product, vocabularies, 'tr'),
    specs_en: deriveSpecLines(product, vocabularies, 'en'),
    specs_es: deriveSpecLines(product, vocabularies, 'es'),
    applications: deriveApplications(product, vocabularies, 'tr'),
    applications_en: deriveApplications(product, vocabularies, 'en'),
    applications_es: deriveApplications(product, vocabularies, 'es'),
  }
}
