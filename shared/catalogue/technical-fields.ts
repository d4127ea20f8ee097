/**
 * Every technical field of a product, once. The stored shape (shared/schemas/technical.ts), the filter's URL
 * parameters (/urunler and GET /api/products), the facet index and its counts, the API's counts reply, the CSV
 * columns and cells, the admin's fields, the product page's and the datasheet's rows, JSON-LD and the derived spec
 * lines all iterate this list: adding a field is an entry here, its vocabulary's terms, and its label
 * (`technical.<key>` in shared/i18n/locales/<lang>/technical.json).
 *
 * Data only, importing only the URL parameter names (./field-params.ts), which every page's first load carries.
 */
import { FACET_PARAMS, FIELD_PARAMS, type FacetParam, LIST_FACETS, type ListFacet } from './field-params.ts'

export { FACET_PARAMS, type FacetParam, LIST_FACETS, type ListFacet }
export { QUOTE_CHOICES, type QuoteChoice } from './field-params.ts'

/**
 * - `standards`: ids of shared/standards, several (the first is the main one)
 * - `terms`: ids of one vocabulary, several
 * - `term`: one id of a vocabulary, or none
 * - `size`: the thread size of a size-table row (stored in `sizes`, not in `technical`)
 * - `length`: the length of a size-table row in mm; in URLs a range (`20-60`)
 * - `notes`: free text in three languages (`notes_tr`, `notes_en`, `notes_es`)
 */
export type FieldKind = 'standards' | 'terms' | 'term' | 'size' | 'length' | 'notes'

/** How the search box reads a field: standard numbers, thread sizes, or a term's label (and its id). */
export type SearchReading = 'standards' | 'sizes' | 'label' | 'label-or-id'

type FieldSpec = {
  kind: FieldKind
  /** The vocabulary of data/vocabularies.json its ids come from (`term` and `terms` fields). */
  vocabulary?: string
  /** The URL parameter that filters by it (./field-params.ts); a field without one is no facet. */
  param?: string
  search?: SearchReading
  /** Named as a property in the product page's JSON-LD. */
  structuredData?: true
  /** The field in the admin's Turkish error messages ("Sözlükte olmayan malzeme: x"). */
  noun?: string
}

export const TECHNICAL_FIELDS = {
  standards: { kind: 'standards', param: FIELD_PARAMS.standards, search: 'standards', structuredData: true },
  size: { kind: 'size', param: FIELD_PARAMS.size, search: 'sizes' },
  length: { kind: 'length', param: FIELD_PARAMS.length, search: 'sizes' },
  materials: {
    kind: 'terms',
    vocabulary: 'materials',
    param: FIELD_PARAMS.materials,
    search: 'label-or-id',
    structuredData: true,
    noun: 'malzeme',
  },
  classes: {
    kind: 'terms',
    vocabulary: 'classes',
    param: FIELD_PARAMS.classes,
    search: 'label-or-id',
    structuredData: true,
    noun: 'kalite sınıfı',
  },
  finishes: {
    kind: 'terms',
    vocabulary: 'finishes',
    param: FIELD_PARAMS.finishes,
    search: 'label',
    structuredData: true,
    noun: 'yüzey kaplaması',
  },
  head: { kind: 'term', vocabulary: 'heads', param: FIELD_PARAMS.head, noun: 'baş tipi' },
  drive: { kind: 'term', vocabulary: 'drives', param: FIELD_PARAMS.drive, noun: 'lokma tipi' },
  sectors: { kind: 'terms', vocabulary: 'sectors', noun: 'sektör' },
  /** The EN 10204 inspection documents a buyer can ask for with the parts (2.1, 2.2, 3.1). */
  certificates: {
    kind: 'terms',
    vocabulary: 'certificates',
    param: FIELD_PARAMS.certificates,
    structuredData: true,
    noun: 'muayene dokümanı',
  },
  notes: { kind: 'notes' },
} as const satisfies Record<string, FieldSpec>

type Fields = typeof TECHNICAL_FIELDS
export type TechnicalFieldKey = keyof Fields
type KeyOfKind<K extends FieldKind> = {
  [F in TechnicalFieldKey]: Fields[F]['kind'] extends K ? F : never
}[TechnicalFieldKey]

/** Fields holding several ids of a vocabulary (`materials`), one id or none (`head`). */
export type TermListKey = KeyOfKind<'terms'>
export type SingleTermKey = KeyOfKind<'term'>
export type TermFieldKey = TermListKey | SingleTermKey
/** Fields stored in a product's `technical` record under their own key. */
export type IdFieldKey = TermFieldKey | 'standards'

/** The vocabularies, in the order the admin's "Teknik Sözlük" shows them. */
export type VocabularyKind = { [F in TermFieldKey]: Fields[F]['vocabulary'] }[TermFieldKey]

export const TECHNICAL_FIELD_KEYS = Object.keys(TECHNICAL_FIELDS) as TechnicalFieldKey[]

export function fieldSpec(key: TechnicalFieldKey): FieldSpec {
  return TECHNICAL_FIELDS[key]
}

const keysOf = <K extends TechnicalFieldKey>(test: (spec: FieldSpec) => boolean) =>
  TECHNICAL_FIELD_KEYS.filter((key) => test(TECHNICAL_FIELDS[key])) as K[]

export const TERM_FIELD_KEYS = keysOf<TermFieldKey>((spec) => spec.kind === 'terms' || spec.kind === 'term')
export const ID_FIELD_KEYS = keysOf<IdFieldKey>(
  (spec) => spec.kind !== 'size' && spec.kind !== 'length' && spec.kind !== 'notes',
)

export const VOCABULARY_KINDS = TERM_FIELD_KEYS.map(
  (key) => TECHNICAL_FIELDS[key].vocabulary,
) as readonly VocabularyKind[]

/** The vocabulary a term field draws from. */
export function vocabularyOf(key: TermFieldKey): VocabularyKind {
  return TECHNICAL_FIELDS[key].vocabulary
}

/** The term field that draws from a vocabulary (`heads` -> `head`). */
export function fieldOfVocabulary(kind: VocabularyKind): TermFieldKey {
  return TERM_FIELD_KEYS.find((key) => TECHNICAL_FIELDS[key].vocabulary === kind)!
}

const FIELD_OF_PARAM = new Map<string, TechnicalFieldKey>(
  TECHNICAL_FIELD_KEYS.flatMap((key) => {
    const spec: FieldSpec = TECHNICAL_FIELDS[key]
    return spec.param === undefined ? [] : [[spec.param, key] as const]
  }),
)

/** The field a facet parameter filters by (`material` -> `materials`). */
export function fieldOfParam(param: FacetParam): TechnicalFieldKey {
  return FIELD_OF_PARAM.get(param)!
}

/** The facet parameter of a field, if it is one (`materials` -> `material`). */
export function paramOf(key: TechnicalFieldKey): FacetParam | undefined {
  return (TECHNICAL_FIELDS[key] as FieldSpec).param as FacetParam | undefined
}

/** The message id of a field's label, in every language (technical.json). */
export function fieldLabelId(key: TechnicalFieldKey): `technical.${TechnicalFieldKey}` {
  return `technical.${key}`
}

/**
 * The spec's derived `specs*` lines, in this order: one line per group, the fields of a group sharing it (head and
 * drive: "Altı köşe baş · Dış altı köşe"); size ranges and notes give a line per value. Kept apart from the
 * registry's order because the stored spec lines read strength (property class) before material, as they always
 * have; a field not named here gives no spec line (the card shows the first four).
 */
export const SPEC_LINES: readonly (readonly TechnicalFieldKey[])[] = [
  ['standards'],
  ['size'],
  ['length'],
  ['classes'],
  ['materials'],
  ['finishes'],
  ['head', 'drive'],
  ['notes'],
]

/** The spec's `applications*`: the labels of this field's terms. */
export const APPLICATIONS_FIELD = 'sectors' satisfies TermListKey
