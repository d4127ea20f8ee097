import { type Static, type TOptional, Type } from 'typebox'
import { Category, Slug } from './category.ts'
import { Id, LongText, localized, SafeUrl, ShortText, specLocalized } from './common.ts'
import { metaOf, withMeta } from './field-meta.ts'
import { MAX_SIZE_ROWS, SizeRow, SizeRows, Technical } from './technical.ts'
import { type FreeLinesField, freeLinesField, SPEC_LIST_FIELDS } from '../spec-lists.ts'

export const ProductImage = Type.Object({ image_url: SafeUrl }, { additionalProperties: false })

const List = () => Type.Array(ShortText(300), { maxItems: 50 })
/** The main picture and the others share one CSV cell, main first. */
const inImagesCell = { csv: { column: 'images', codec: 'images' } } as const
/** A list of free lines: set by the server from the input's spec lists, never an input field of its own. */
const FreeList = () => withMeta(List(), { csv: false })
/** Derived from the technical data on every write: never typed, so never in the form or the CSV. */
const derived = { list: true, meta: { derived: true } } as const

/*
 * The order of the fields is the CSV's column order (shared/schemas/products-csv.ts walks this schema).
 */
export const Product = Type.Object(
  {
    id: Id,
    /** URL name of the product page (/urunler/:slug), generated from name_tr and unique. */
    slug: Slug,
    ...localized('name', () => ShortText(200)),
    ...localized('description', () => LongText(5000)),
    categoryId: withMeta(Type.Union([Id, Type.Null()]), { csv: { column: 'category', codec: 'category' } }),
    is_active: withMeta(Type.Boolean(), { csv: { codec: 'active' } }),
    /** Standards, terms and notes; `specs*` and `applications*` are derived from them. */
    technical: Technical,
    /** The size table, sorted by size (SIZE_KEYS order) then length; nulls first. */
    sizes: SizeRows,
    main_image_url: withMeta(SafeUrl, inImagesCell),
    images: withMeta(Type.Array(ProductImage, { maxItems: 20 }), inImagesCell),
    /**
     * Spec lines and applications: Turkish in the spec's fields, English and Spanish beside them.
     * Derived from technical + sizes + vocabularies on every write (shared/technical-text.ts), kept for the spec's clients.
     */
    ...specLocalized('specs', List, derived),
    ...specLocalized('applications', List, derived),
    /**
     * Free lines a client of the spec sent in `specs*` / `applications*` (what the technical data does not say): kept
     * here, apart from the derived lines, so a change of the technical data derives those again without doubling them;
     * `specs*` and `applications*` are the derived lines followed by these. Not typed in the admin's form or the CSV.
     */
    specs_extra: FreeList(),
    specs_extra_en: FreeList(),
    specs_extra_es: FreeList(),
    applications_extra: FreeList(),
    applications_extra_en: FreeList(),
    applications_extra_es: FreeList(),
    created_at: Type.String(),
    updated_at: Type.String(),
  },
  { additionalProperties: false },
)
export type Product = Static<typeof Product>

/**
 * A product with its category object: what the public API answers (active products only) and
 * what the admin's product list answers (inactive ones too).
 */
/**
 * A size row as the public API answers it: a weight left blank is computed from the main standard's geometry and the
 * material (shared/catalogue/size-weights.ts) and marked `weight_computed: true`; false or absent when typed. The
 * admin's list answers the stored rows, without it.
 */
export const PublicSizeRow = Type.Object(
  { ...SizeRow.properties, weight_computed: Type.Optional(Type.Boolean()) },
  { additionalProperties: false },
)

export const PublicProduct = Type.Intersect([
  Type.Object(
    { ...Product.properties, sizes: Type.Array(PublicSizeRow, { maxItems: MAX_SIZE_ROWS }) },
    { additionalProperties: false },
  ),
  Type.Object({ category: Type.Union([Category, Type.Null()]) }),
])
export type PublicProduct = Static<typeof PublicProduct>

type Fields = (typeof Product)['properties']
/** Set by the server on every write, never sent (the free lines come in the spec's `specs*` and `applications*`). */
type ServerField = 'id' | 'slug' | 'created_at' | 'updated_at' | FreeLinesField
const SERVER_FIELDS: readonly ServerField[] = [
  'id',
  'slug',
  'created_at',
  'updated_at',
  ...SPEC_LIST_FIELDS.map(freeLinesField),
]

const editable = Object.fromEntries(
  Object.entries(Product.properties)
    .filter(([key]) => !(SERVER_FIELDS as readonly string[]).includes(key))
    .map(([key, schema]) => [key, Type.Optional(schema)]),
) as { [K in Exclude<keyof Fields, ServerField>]: TOptional<Fields[K]> }

/**
 * What the admin's product form sends (POST and PUT /api/admin/products): the stored product without the server's
 * own fields, every field optional but the Turkish name. A field left out is saved empty, except `technical` (each
 * of its fields) and `sizes`, which keep their stored value (an older client never wipes a size table). `specs*` and
 * `applications*` are the spec's clients' free lines: the lines the technical data derives are dropped from them, the
 * rest stored as `*_extra*`; left out, the stored free lines stay.
 */
export const ProductInput = Type.Object(
  {
    ...editable,
    name_tr: withMeta(
      Type.String({ minLength: 1, maxLength: 200, pattern: '\\S' }),
      metaOf(Product.properties.name_tr),
    ),
    /** Fields left out keep their stored value: a client written before a field was added never wipes it. */
    technical: Type.Optional(Type.Partial(Technical, { additionalProperties: false })),
    /** '' is taken as null (no category), like the form's "none". */
    categoryId: withMeta(
      Type.Optional(Type.Union([Id, Type.Literal(''), Type.Null()])),
      metaOf(Product.properties.categoryId),
    ),
  },
  { additionalProperties: false },
)
export type ProductInput = Static<typeof ProductInput>

/** The fields a person types (the form's, the CSV's): the input's without the derived ones. */
export const TYPED_FIELDS = Object.entries(ProductInput.properties)
  .filter(([, schema]) => !metaOf(schema).derived)
  .map(([key]) => key as keyof ProductInput)
export type DerivedField = `${'specs' | 'applications'}${'' | '_en' | '_es'}`
