import { CSV_COLUMNS, type CsvImportReply, MAX_LISTED_ERRORS } from '../../../shared/schemas/products-csv.ts'
import type { Stores } from '../../store/collections.ts'
import { CsvReadError, csvLine, parseCsv } from './csv-text.ts'
import { AdminError } from './errors.ts'
import { planChanges } from './products-csv-changes.ts'
import { productCells } from './products-csv-cells.ts'
import { type Plan, type Planned, planImport, runPlanned, runPlannedNow } from './products-csv-plan.ts'

/*
 * Bulk editing: every product as one CSV row, and the same file read back. An import checks every row
 * with the product form's own rules (the ProductInput schema, technical-checks.ts, the categories) and lists every
 * problem before anything is written; applied, it is one products write, all rows or none.
 */

/** The export: UTF-8 with a BOM and CRLF line ends (Excel reads Turkish letters), one row per product. */
export function productsCsv(stores: Stores): string {
  const categories = stores.categories.data
  const rows = stores.products.data.map((product) => {
    const cells = productCells(product, categories)
    return csvLine(CSV_COLUMNS.map((column) => cells[column] ?? ''))
  })
  return `\uFEFF${csvLine(CSV_COLUMNS)}${rows.join('')}`
}

function reply(stores: Stores, plan: Plan, dryRun: boolean, written: boolean): CsvImportReply {
  const count = (kind: Planned['kind']) => plan.planned.filter((entry) => entry.kind === kind).length
  return {
    dryRun,
    written,
    summary: {
      rows: plan.rows,
      create: count('create'),
      update: count('update'),
      unchanged: count('unchanged'),
    },
    errors: plan.errors.slice(0, MAX_LISTED_ERRORS),
    errorCount: plan.errors.length,
    ...planChanges(plan, stores.categories.data),
  }
}

/** Thrown inside the write to leave the stored products alone: the rows had errors, or nothing would change. */
class NoWrite extends Error {
  constructor(readonly plan: Plan) {
    super('no write')
  }
}

/** A refusal carrying the row errors (400): nothing was written. */
export class CsvImportError extends AdminError {
  constructor(readonly reply: CsvImportReply) {
    super(400, `CSV dosyasında ${reply.errorCount} hata var; hiçbir değişiklik yapılmadı`)
  }
}

/**
 * The file's records, or, when it cannot be read as a table (a limit passed, a quote that never closes), the answer
 * that lists that one problem as a row error: a dry run's reply, or the import's refusal.
 */
function readRecords(stores: Stores, text: string, dryRun: boolean): string[][] | CsvImportReply {
  try {
    return parseCsv(text)
  } catch (error) {
    if (!(error instanceof CsvReadError)) throw error
    const unread: Plan = {
      rows: 0,
      planned: [],
      errors: [{ row: error.row, column: '', message: error.message }],
    }
    if (dryRun) return reply(stores, unread, true, false)
    throw new CsvImportError(reply(stores, unread, false, false))
  }
}

/** Whether the plan would leave the stored products as they are: a row has an error, or no row changes anything. */
const writesNothing = (plan: Plan) =>
  plan.errors.length > 0 || plan.planned.every((entry) => entry.kind === 'unchanged')

/** What a plan is made against: when none of these was written since, the plan still holds. */
const basis = (stores: Stores) => [stores.products.data, stores.categories.data, stores.vocabularies.data]

/**
 * A dry run answers what the file would do. Otherwise every row is planned (pausing between chunks, so visitors are
 * answered meanwhile) and the result written in one products write, none when any row has an error
 * (CsvImportError) or when nothing would change. When products, categories or vocabularies were written while the
 * plan was made, it is made again inside the write, against the data as it is at that moment.
 */
export async function importProducts(
  stores: Stores,
  text: string,
  options: { dryRun: boolean; force: boolean },
): Promise<CsvImportReply> {
  const { dryRun, force } = options
  const records = readRecords(stores, text, dryRun)
  if (!Array.isArray(records)) return records
  if (records.length === 0) throw new AdminError(400, 'CSV dosyası boş')
  const planOptions = { force, build: !dryRun }
  const before = basis(stores)
  const early = await runPlanned(planImport(stores, stores.products.data, records, planOptions))
  if (dryRun) return reply(stores, early, true, false)
  try {
    if (writesNothing(early)) throw new NoWrite(early)
    // One batch of the created and changed products: all of them are written, or none.
    const plan = await stores.products.write((draft) => {
      const unchanged = basis(stores).every((data, i) => data === before[i])
      const planned = unchanged
        ? early
        : runPlannedNow(planImport(stores, draft.records, records, planOptions))
      if (writesNothing(planned)) throw new NoWrite(planned)
      for (const entry of planned.planned) {
        if (entry.kind === 'create' && entry.product) draft.put(entry.product)
        if (entry.kind === 'update') draft.put(entry.next)
      }
      return planned
    })
    return reply(stores, plan, false, true)
  } catch (error) {
    if (!(error instanceof NoWrite)) throw error
    const result = reply(stores, error.plan, false, false)
    if (result.errorCount > 0) throw new CsvImportError(result)
    return result
  }
}
