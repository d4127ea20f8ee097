import { type Static, Type } from 'typebox'

/*
 * Bulk editing of products as CSV (issue 13): GET /api/admin/products/export.csv and
 * POST /api/admin/products/import[?dryRun=1]. The cell syntax is in docs/admin-api.md.
 */

/** The export's columns, in order; an import may leave columns out (they keep the stored value). */
export const CSV_COLUMNS = [
  'id',
  'slug',
  'name_tr',
  'name_en',
  'name_es',
  'description_tr',
  'description_en',
  'description_es',
  'category',
  'is_active',
  'standards',
  'materials',
  'classes',
  'finishes',
  'head',
  'drive',
  'sectors',
  'notes_tr',
  'notes_en',
  'notes_es',
  'sizes',
  'images',
] as const
export type CsvColumn = (typeof CSV_COLUMNS)[number]

/** Largest file an import takes: 5,000 products with 50 size rows each fit with room to spare. */
export const MAX_CSV_BYTES = 10 * 1024 * 1024
/** Most row errors one answer lists (errorCount still counts them all). */
export const MAX_LISTED_ERRORS = 1000

export const CsvImportQuery = Type.Object(
  { dryRun: Type.Optional(Type.Union([Type.Literal('1'), Type.Literal('0')])) },
  { additionalProperties: false },
)

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

const replyFields = {
  dryRun: Type.Boolean(),
  /** True only when products.json was written (never on a dry run, nor when nothing changed). */
  written: Type.Boolean(),
  summary: CsvImportSummary,
  errors: Type.Array(CsvRowError),
  errorCount: Type.Integer(),
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
})
