import { type Static, Type } from 'typebox'
import { SIZE_KEYS } from '../standards/sizes.ts'
import { LongText, StringEnum } from './common.ts'

/*
 * A product's structured technical data (issue 13): standards, terms from the controlled vocabularies and its
 * size table. The spec's free-text `specs*` and `applications*` are derived from these (shared/technical-text.ts).
 */

export const VOCABULARY_KINDS = ['materials', 'classes', 'finishes', 'heads', 'drives', 'sectors'] as const
export type VocabularyKind = (typeof VOCABULARY_KINDS)[number]
export const VocabularyKindSchema = StringEnum(VOCABULARY_KINDS)

/** Stable and URL-safe (it appears in facet URLs): lower case, digits, '.', '-'; e.g. 'a2-70', '8.8'. */
export const TermId = Type.String({ minLength: 1, maxLength: 40, pattern: '^[a-z0-9][a-z0-9.-]*$' })

const Label = Type.String({ minLength: 0, maxLength: 120 })

export const Term = Type.Object(
  {
    id: TermId,
    label_tr: Type.String({ minLength: 1, maxLength: 120, pattern: '\\S' }),
    label_en: Label,
    label_es: Label,
  },
  { additionalProperties: false },
)
export type Term = Static<typeof Term>

export const TermList = Type.Array(Term, { maxItems: 200 })

/** data/vocabularies.json: every kind's terms, in the order the admin keeps them. */
export const Vocabularies = Type.Object(
  {
    materials: TermList,
    classes: TermList,
    finishes: TermList,
    heads: TermList,
    drives: TermList,
    sectors: TermList,
  },
  { additionalProperties: false },
)
export type Vocabularies = Record<VocabularyKind, Term[]>

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/** A size key of shared/standards ('M10', 'ST4.2', 'd4.8'); the schema refuses anything else. */
export const SizeKeyText = Type.String({
  pattern: `^(${SIZE_KEYS.map(escapeRegExp).join('|')})$`,
})

/** Longest size table a product may have: 5,000 products x 50 rows is the bench's catalogue. */
export const MAX_SIZE_ROWS = 2000
/** Shortest and longest length a size row may give, in mm (wider than our 3-120 mm range, for specials). */
export const LENGTH_LIMITS = { min: 1, max: 500 } as const

export const StockState = StringEnum(['stock', 'order'] as const)

export const SizeRow = Type.Object(
  {
    size: SizeKeyText,
    /** mm; null for nuts, washers and other parts without a length. */
    length: Type.Union([
      Type.Number({ minimum: LENGTH_LIMITS.min, maximum: LENGTH_LIMITS.max }),
      Type.Null(),
    ]),
    stock: StockState,
    /** kg per 1,000 pieces; null when not known (never guessed). */
    weight_per_1000: Type.Union([Type.Number({ minimum: 0, maximum: 100_000 }), Type.Null()]),
  },
  { additionalProperties: false },
)
export type SizeRow = {
  size: string
  length: number | null
  stock: 'stock' | 'order'
  weight_per_1000: number | null
}

export const SizeRows = Type.Array(SizeRow, { maxItems: MAX_SIZE_ROWS })

/** Standard ids ('din-933') of shared/standards; the first is the main one. */
const StandardId = Type.String({ minLength: 1, maxLength: 40, pattern: '^[a-z0-9][a-z0-9-]*$' })
const TermIds = Type.Array(TermId, { maxItems: 50 })

export const Technical = Type.Object(
  {
    standards: Type.Array(StandardId, { maxItems: 20 }),
    materials: TermIds,
    classes: TermIds,
    finishes: TermIds,
    head: Type.Union([TermId, Type.Null()]),
    drive: Type.Union([TermId, Type.Null()]),
    sectors: TermIds,
    notes_tr: LongText(2000),
    notes_en: LongText(2000),
    notes_es: LongText(2000),
  },
  { additionalProperties: false },
)
export type Technical = Static<typeof Technical>

/** Which vocabulary each term field of Technical draws from. */
export const TERM_FIELDS = {
  materials: 'materials',
  classes: 'classes',
  finishes: 'finishes',
  head: 'heads',
  drive: 'drives',
  sectors: 'sectors',
} as const satisfies Record<string, VocabularyKind>

export function emptyTechnical(): Technical {
  return {
    standards: [],
    materials: [],
    classes: [],
    finishes: [],
    head: null,
    drive: null,
    sectors: [],
    notes_tr: '',
    notes_en: '',
    notes_es: '',
  }
}

/** PUT /api/admin/vocabularies/:kind: the kind's whole list as the admin wants it kept. */
export const VocabularyParams = Type.Object({ kind: VocabularyKindSchema }, { additionalProperties: false })
export const VocabularyInput = Type.Object({ terms: TermList }, { additionalProperties: false })
export type VocabularyInput = Static<typeof VocabularyInput>
