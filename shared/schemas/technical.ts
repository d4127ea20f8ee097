import { type Static, type TArray, type TNull, type TObject, type TString, type TUnion, Type } from 'typebox'
import {
  ID_FIELD_KEYS,
  type IdFieldKey,
  type SingleTermKey,
  TECHNICAL_FIELDS,
  type TermListKey,
  VOCABULARY_KINDS,
  type VocabularyKind,
} from '../catalogue/technical-fields.ts'
import type { Lang } from '../i18n.ts'
import { SIZE_KEYS } from '../standards/sizes.ts'
import { LongText, localized, StringEnum } from './common.ts'
import { withMeta } from './field-meta.ts'

/*
 * A product's structured technical data, its size table and the vocabularies its terms come from. The fields of
 * `technical` and the vocabularies' names are those of the registry (shared/catalogue/technical-fields.ts); the
 * spec's free-text `specs*` and `applications*` are derived from them (shared/technical-text.ts).
 */

export { VOCABULARY_KINDS, type VocabularyKind }
export const VocabularyKindSchema = StringEnum(VOCABULARY_KINDS)

/** Stable and URL-safe (it appears in facet URLs): lower case, digits, '.', '-'; e.g. 'a2-70', '8.8'. */
export const TermId = Type.String({ minLength: 1, maxLength: 40, pattern: '^[a-z0-9][a-z0-9.-]*$' })

const Label = Type.String({ minLength: 0, maxLength: 120 })

export const Term = Type.Object(
  {
    id: TermId,
    ...localized('label', () => Label),
    // Required, unlike the translations: a page falls back to the Turkish label.
    label_tr: withMeta(Type.String({ minLength: 1, maxLength: 120, pattern: '\\S' }), {
      text: { base: 'label', naming: 'suffix' },
    }),
    /**
     * Other words a buyer types for it, in any language ("inox", "paslanmaz", "allen"): the search finds the
     * term's products by them. Optional: a vocabularies file written before synonyms existed has none.
     */
    synonyms: Type.Optional(
      Type.Array(Type.String({ minLength: 1, maxLength: 60, pattern: '\\S' }), { maxItems: 40 }),
    ),
  },
  { additionalProperties: false },
)
export type Term = Static<typeof Term>

export const TermList = Type.Array(Term, { maxItems: 200 })

/** data/vocabularies.json: every kind's terms, in the order the admin keeps them. */
export const Vocabularies = Type.Object(
  Object.fromEntries(VOCABULARY_KINDS.map((kind) => [kind, TermList])) as Record<
    VocabularyKind,
    typeof TermList
  >,
  { additionalProperties: false },
)
export type Vocabularies = Record<VocabularyKind, Term[]>

/** Every vocabulary, empty: the start of a partial set (tests name only the terms they read). */
export function emptyVocabularies(): Vocabularies {
  return Object.fromEntries(VOCABULARY_KINDS.map((kind) => [kind, []])) as unknown as Vocabularies
}

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
    /**
     * A length outside the product's standards (shared/standards/length-rules.ts), made on request: only such a
     * row may leave the standard's lengths, and pages mark it. Absent means false.
     */
    special: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
)
export type SizeRow = {
  size: string
  length: number | null
  stock: 'stock' | 'order'
  weight_per_1000: number | null
  special?: boolean
}

export const SizeRows = withMeta(Type.Array(SizeRow, { maxItems: MAX_SIZE_ROWS }), {
  csv: { codec: 'sizes' },
})

/** Standard ids ('din-933') of shared/standards; the first is the main one. */
const StandardId = Type.String({ minLength: 1, maxLength: 40, pattern: '^[a-z0-9][a-z0-9-]*$' })

type IdList = TArray<typeof TermId>
type TechnicalProperties = { [K in Exclude<IdFieldKey, SingleTermKey>]: IdList } & {
  [K in SingleTermKey]: TUnion<[typeof TermId, TNull]>
} & { [K in `notes_${Lang}`]: TString }

/** A field's stored schema, by its kind in the registry. */
function idFieldSchema(key: IdFieldKey) {
  const spec = TECHNICAL_FIELDS[key]
  if (spec.kind === 'term')
    return withMeta(Type.Union([TermId, Type.Null()]), { csv: { codec: 'optional-id' } })
  const ids =
    spec.kind === 'standards'
      ? Type.Array(StandardId, { maxItems: 20 })
      : Type.Array(TermId, { maxItems: 50 })
  return withMeta(ids, { csv: { codec: 'list' } })
}

export const Technical = Type.Object(
  {
    ...(Object.fromEntries(ID_FIELD_KEYS.map((key) => [key, idFieldSchema(key)])) as Omit<
      TechnicalProperties,
      `notes_${Lang}`
    >),
    ...localized('notes', () => LongText(2000)),
  } as TechnicalProperties,
  { additionalProperties: false },
) as TObject<TechnicalProperties>
export type Technical = Static<typeof Technical>

export type { TermListKey, SingleTermKey }

export function emptyTechnical(): Technical {
  const empty: Record<string, unknown> = { notes_tr: '', notes_en: '', notes_es: '' }
  for (const key of ID_FIELD_KEYS) empty[key] = TECHNICAL_FIELDS[key].kind === 'term' ? null : []
  return empty as Technical
}

/** The ids a product's technical data holds in an id field (a single term as a list of one or none). */
export function idsOf(technical: Partial<Technical>, key: IdFieldKey): readonly string[] {
  const value = technical[key]
  if (value === null || value === undefined) return []
  return typeof value === 'string' ? [value] : value
}

/** PUT /api/admin/vocabularies/:kind: the kind's whole list as the admin wants it kept. */
export const VocabularyParams = Type.Object({ kind: VocabularyKindSchema }, { additionalProperties: false })
export const VocabularyInput = Type.Object({ terms: TermList }, { additionalProperties: false })
export type VocabularyInput = Static<typeof VocabularyInput>
/** PUT /api/admin/vocabularies: the whole list of each changed kind (at least one), written together. */
export const VocabulariesInput = Type.Partial(Vocabularies, { additionalProperties: false, minProperties: 1 })
export type VocabulariesInput = Partial<Vocabularies>
