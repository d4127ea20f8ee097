import { APPLICATIONS_FIELD, SPEC_LINES, TECHNICAL_FIELDS } from './catalogue/technical-fields.ts'
import { type TechnicalSource, type TechnicalView, technicalView } from './catalogue/technical-view.ts'
import type { Lang } from './i18n.ts'
import type { SizeRow, Vocabularies } from './schemas/technical.ts'
import { type FreeLines, freeLinesField, SPEC_LIST_FIELDS, type SpecListField } from './spec-lists.ts'
import { isSizeKey, sizeIndex } from './standards/sizes.ts'

/*
 * The spec's free-text fields (`specs*`, `applications*`) as derived from a product's structured data, through the
 * one technical view (shared/catalogue/technical-view.ts), so the stored text, the migration and the admin's preview
 * never disagree. Every word comes from the vocabularies (labels in three languages) or is language-neutral
 * (standard numbers, sizes, "mm"); numbers go through Intl so Turkish reads "6,5" where English reads "6.5".
 */

export type { TechnicalSource }
export { lengthRangeLine, sizeRangeLines, standardsLine, termLabel } from './catalogue/technical-view.ts'

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

/** One group of SPEC_LINES as lines: size ranges and notes a line per value, other fields one line each, joined. */
function groupLines(view: TechnicalView, group: readonly (keyof TechnicalView)[]): string[] {
  const [only] = group
  if (group.length === 1 && only !== undefined) {
    const kind = TECHNICAL_FIELDS[only].kind
    if (kind === 'size' || kind === 'notes') return view[only].map((value) => value.text)
    // "DIN 933 / ISO 4017": one part made to equivalent standards.
    if (kind === 'standards') return [view[only].map((value) => value.text).join(' / ')]
  }
  return [
    group
      .flatMap((key) => view[key].map((value) => value.text))
      .filter((text) => text !== '')
      .join(SEPARATOR),
  ]
}

/**
 * The spec lines in `lang`, in SPEC_LINES' order: standards, thread sizes, lengths, property classes, materials,
 * finishes, head and drive, then the notes' lines. A part the product lacks gives no line.
 */
export function deriveSpecLines(product: TechnicalSource, vocabularies: Vocabularies, lang: Lang): string[] {
  const view = technicalView(product, vocabularies, lang)
  // Within the spec's limits for a list: 50 lines of 300 characters.
  return SPEC_LINES.flatMap((group) => groupLines(view, group))
    .filter((line) => line !== '')
    .map((line) => line.slice(0, 300))
    .slice(0, 50)
}

/** The spec's `applications` in `lang`: the labels of the applications field's terms. */
export function deriveApplications(
  product: TechnicalSource,
  vocabularies: Vocabularies,
  lang: Lang,
): string[] {
  return technicalView(product, vocabularies, lang)[APPLICATIONS_FIELD].map((value) => value.text)
}

/**
 * Every spec list of a product at once, as stored beside the spec's names: the lines derived from its technical data,
 * then its free lines (a translation without free lines of its own shows the Turkish ones, as a blank text does).
 */
export function derivedTexts(
  product: TechnicalSource & FreeLines,
  vocabularies: Vocabularies,
): Record<SpecListField, string[]> {
  const derived: Record<SpecListField, string[]> = {
    specs: deriveSpecLines(product, vocabularies, 'tr'),
    specs_en: deriveSpecLines(product, vocabularies, 'en'),
    specs_es: deriveSpecLines(product, vocabularies, 'es'),
    applications: deriveApplications(product, vocabularies, 'tr'),
    applications_en: deriveApplications(product, vocabularies, 'en'),
    applications_es: deriveApplications(product, vocabularies, 'es'),
  }
  return withFreeLines(derived, product)
}

/** Derived spec lists with the product's free lines appended (without deriving them again). */
export function withFreeLines(
  derived: Readonly<Record<SpecListField, readonly string[]>>,
  free: FreeLines,
): Record<SpecListField, string[]> {
  const lists = {} as Record<SpecListField, string[]>
  for (const field of SPEC_LIST_FIELDS) {
    const own = free[freeLinesField(field)] ?? []
    const turkish = free[freeLinesField(field.startsWith('specs') ? 'specs' : 'applications')] ?? []
    const lines = own.length > 0 ? own : turkish
    // Within the spec's limit for a list: 50 lines.
    lists[field] = lines.length > 0 ? [...derived[field], ...lines].slice(0, 50) : [...derived[field]]
  }
  return lists
}
