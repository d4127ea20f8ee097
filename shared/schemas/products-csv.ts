import { type Static, type TSchema, Type } from 'typebox'
import { type CsvCodec, metaOf, propertiesOf } from './field-meta.ts'
import { ProductInput } from './product.ts'

/*
 * Bulk editing of products as CSV: GET /api/admin/products/export.csv and POST /api/admin/products/import[?dryRun=1].
 * The cell syntax is in docs/admin-api.md.
 */

/** One column: the field(s) it holds (a path into the admin's input) and how its cell reads. */
export type CsvField = { column: string; path: readonly string[]; codec: CsvCodec | 'text' }

/**
 * The admin's input walked in its order: each field under its CSV column (derived fields are not in the file), a nested
 * record without one of its own (the technical data) a column per field.
 */
function csvFields(schema: TSchema, within: readonly string[] = []): CsvField[] {
  return propertiesOf(schema).flatMap(([key, field]): CsvField[] => {
    const { csv, derived } = metaOf(field)
    if (csv === false || derived) return []
    if (csv === undefined && propertiesOf(field).length > 0) return csvFields(field, [...within, key])
    return [{ column: csv?.column ?? key, path: [...within, key], codec: csv?.codec ?? 'text' }]
  })
}

export const CSV_FIELDS: readonly CsvField[] = csvFields(ProductInput)

/**
 * The version column: the product's `updated_at` when the file was exported. An import refuses a row whose product
 * was saved since (it would undo that save) unless forced; a file without the column, or a blank cell, is not checked.
 */
export const VERSION_COLUMN = 'updated_at'

/**
 * The export's columns, in order: the product's id and slug, then its fields, then its version; an import may leave
 * columns out.
 */
export const CSV_COLUMNS: readonly string[] = [
  'id',
  'slug',
  ...new Set(CSV_FIELDS.map((field) => field.column)),
  VERSION_COLUMN,
]
export type CsvColumn = string

const KNOWN_COLUMNS: ReadonlySet<string> = new Set(CSV_COLUMNS)
export const isCsvColumn = (name: string) => KNOWN_COLUMNS.has(name)

/** Largest file an import takes: 5,000 products with 50 size rows each fit with room to spare. */
export const MAX_CSV_BYTES = 10 * 1024 * 1024
/**
 * Most lines below the header an import reads, blank ones included: 5,000 products fit four times over. Checked
 * while reading, so a file of millions of short or blank lines is refused before it takes the memory it would.
 */
export const MAX_CSV_ROWS = 20_000
/** Most cells one line may have: every column of the export, with room for columns a spreadsheet adds. */
export const MAX_CSV_CELLS = 200
/** Longest cell: a description or a size list of fifty rows is a few thousand characters. */
export const MAX_CSV_CELL_CHARS = 100_000
/** Most row errors one answer lists (errorCount still counts them all). */
export const MAX_LISTED_ERRORS = 1000
/** Most changes one answer lists (changeCount still counts them all). */
export const MAX_LISTED_CHANGES = 200
/** Longest old or new value a listed change quotes; a longer one ends in "…". */
export const MAX_CHANGE_CHARS = 200

const Flag = () => Type.Optional(Type.Union([Type.Literal('1'), Type.Literal('0')]))

/** `dryRun=1`: check and answer, write nothing. `force=1`: apply rows whose product was saved since the export. */
export const CsvImportQuery = Type.Object({ dryRun: Flag(), force: Flag() }, { additionalProperties: false })

/** One problem: `row` as a spreadsheet numbers it (the header is row 1), the column's name, a Turkish text. */
export const CsvRowError = Type.Object({
  row: Type.Integer(),
  column: Type.String(),
  message: Type.String(),
})
export type CsvRowError = Static<typeof CsvRowError>

export const CsvImportSummary = Type.Object({
  rows: Type.Integer(),
  create: Type.Integer(),
  update: Type.Integer(),
  unchanged: Type.Integer(),
})
export type CsvImportSummary = Static<typeof CsvImportSummary>

/**
 * One change the file makes: a new product (`create`, one line, no column), or one cell of a product that changes
 * (`update`: the column, the value before and after, as the export writes them). An import never deletes products.
 */
export const CsvChange = Type.Object({
  row: Type.Integer(),
  action: Type.Union([Type.Literal('create'), Type.Literal('update')]),
  /** Null for a new product (its id is made when it is written). */
  id: Type.Union([Type.String(), Type.Null()]),
  /** The slug after the change: a new product's, or a renamed product's new one. */
  slug: Type.String(),
  /** The Turkish name after the change. */
  name: Type.String(),
  column: Type.String(),
  before: Type.String(),
  after: Type.String(),
})
export type CsvChange = Static<typeof CsvChange>

const replyFields = {
  dryRun: Type.Boolean(),
  /** True only when products.json was written (never on a dry run, nor when nothing changed). */
  written: Type.Boolean(),
  summary: CsvImportSummary,
  errors: Type.Array(CsvRowError),
  errorCount: Type.Integer(),
  /** The first MAX_LISTED_CHANGES changes, in row order, then column order. */
  changes: Type.Array(CsvChange),
  changeCount: Type.Integer(),
}

export const CsvImportReply = Type.Object(replyFields)
export type CsvImportReply = Static<typeof CsvImportReply>

/** 400: an ErrorReply that, when the file itself was read, also carries the row errors. */
export const CsvImportRefusal = Type.Object({
  success: Type.Literal(false),
  error: Type.String(),
  message: Type.Optional(Type.String()),
  dryRun: Type.Optional(replyFields.dryRun),
  written: Type.Optional(replyFields.written),
  summary: Type.Optional(replyFields.summary),
  errors: Type.Optional(replyFields.errors),
  errorCount: Type.Optional(replyFields.errorCount),
  changes: Type.Optional(replyFields.changes),
  changeCount: Type.Optional(replyFields.changeCount),
})
