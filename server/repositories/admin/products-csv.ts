import { Compile } from 'typebox/compile'
import type { Category } from '../../../shared/schemas/category.ts'
import { type Product, ProductInput } from '../../../shared/schemas/product.ts'
import {
  CSV_COLUMNS,
  CSV_FIELDS,
  type CsvColumn,
  type CsvField,
  type CsvImportReply,
  type CsvRowError,
  MAX_LISTED_ERRORS,
} from '../../../shared/schemas/products-csv.ts'
import { emptyTechnical, LENGTH_LIMITS, type Technical } from '../../../shared/schemas/technical.ts'
import type { Stores } from '../../store/collections.ts'
import { CsvReadError, csvLine, parseCsv } from './csv-text.ts'
import { AdminError } from './errors.ts'
import { applyInput, newProduct } from './products.ts'
import { productCells, readCell } from './products-csv-cells.ts'
import { checkTechnical, checkedSizes } from './technical-checks.ts'

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

const checkInput = Compile(ProductInput)

type Planned =
  | { kind: 'create'; input: ProductInput }
  | { kind: 'update'; product: Product; input: ProductInput }
  | { kind: 'unchanged' }

type Plan = { rows: number; planned: Planned[]; errors: CsvRowError[] }

/** The form's input that keeps `product` exactly as stored: every field the input has, as stored. */
function storedInput(product: Product): ProductInput {
  return Object.fromEntries(
    Object.keys(ProductInput.properties).map((key) => [key, product[key as keyof Product]]),
  ) as ProductInput
}

const blankInput = (): ProductInput => ({ name_tr: '', technical: emptyTechnical(), sizes: [] })

/** Which column a schema error's path (`/technical/standards/0`, `/sizes/3/length`) belongs to. */
function columnOf(path: string): CsvColumn {
  const parts = path.split('/').slice(1)
  const field = CSV_FIELDS.find((candidate) => candidate.path.every((key, i) => parts[i] === key))
  return field?.column ?? parts[0] ?? ''
}

/** The technical data's id fields (standards, terms), each its own column: checked one by one. */
const TECHNICAL_ID_FIELDS = CSV_FIELDS.filter(
  (field) => field.path[0] === 'technical' && (field.codec === 'list' || field.codec === 'optional-id'),
)

/** The schema's complaint in plain Turkish. */
function schemaMessage(error: {
  keyword: string
  params: Record<string, unknown>
  instancePath: string
}): string {
  const limit = error.params.limit
  if (error.instancePath === '/name_tr') return 'Türkçe ad boş bırakılamaz (en fazla 200 karakter)'
  if (/^\/sizes\/\d+\/length$/.test(error.instancePath))
    return `uzunluk ${LENGTH_LIMITS.min}–${LENGTH_LIMITS.max} mm arasında olmalı`
  if (/^\/sizes\/\d+\/weight_per_1000$/.test(error.instancePath)) return 'ağırlık 0–100000 kg arasında olmalı'
  if (error.keyword === 'maxLength') return `En fazla ${String(limit)} karakter olabilir`
  if (error.keyword === 'maxItems') return `En fazla ${String(limit)} değer olabilir`
  if (error.keyword === 'pattern') return 'Geçersiz değer'
  return 'Geçersiz değer'
}

/** Each failed rule of the product form, by column: the schema first, then (where it passed) the checks. */
function inputErrors(stores: Stores, input: ProductInput, sizeTokens: string[]): [CsvColumn, string][] {
  const found: [CsvColumn, string][] = []
  const seenPaths = new Set<string>()
  for (const error of checkInput.Errors(input)) {
    // One complaint per value: a union's members each fail once more (anyOf, type).
    if (error.keyword === 'anyOf' || seenPaths.has(error.instancePath)) continue
    seenPaths.add(error.instancePath)
    const sizeIndex = /^\/sizes\/(\d+)/.exec(error.instancePath)?.[1]
    const message = schemaMessage(error)
    found.push([
      columnOf(error.instancePath),
      sizeIndex === undefined ? message : `${sizeTokens[Number(sizeIndex)] ?? ''}: ${message}`,
    ])
  }
  const failed = new Set(found.map(([column]) => column))
  const technical = { ...emptyTechnical(), ...input.technical }
  // checkTechnical stops at its first problem: run it once per column so every column's problem is listed.
  for (const { column, path } of TECHNICAL_ID_FIELDS) {
    if (failed.has(column)) continue
    try {
      checkTechnical(technical, stores.vocabularies.data, [path[1] as keyof Technical])
    } catch (error) {
      if (!(error instanceof AdminError)) throw error
      found.push([column, error.message])
    }
  }
  if (!failed.has('sizes')) {
    try {
      checkedSizes(input.sizes ?? [])
    } catch (error) {
      if (!(error instanceof AdminError)) throw error
      found.push(['sizes', error.message])
    }
  }
  return found
}

/** Whether applying `input` would leave `product` as it is (its derived texts and dates aside). */
function isUnchanged(stores: Stores, products: Product[], product: Product, input: ProductInput): boolean {
  const copy = structuredClone(product)
  applyInput(stores, products, copy, input)
  const { updated_at: _a, ...before } = { ...product, ...derivedOnly(product) }
  const { updated_at: _b, ...after } = { ...copy, ...derivedOnly(product) }
  return JSON.stringify(before) === JSON.stringify(after)
}

/** The derived fields of `product` (spec lines, applications), laid over both sides so they never count. */
const derivedOnly = (product: Product) => ({
  specs: product.specs,
  specs_en: product.specs_en,
  specs_es: product.specs_es,
  applications: product.applications,
  applications_en: product.applications_en,
  applications_es: product.applications_es,
})

/** The header: known columns, each once, and id or slug to find the products by. Problems are row 1's. */
function readHeader(header: readonly string[]): { columns: CsvColumn[]; errors: CsvRowError[] } {
  const errors: CsvRowError[] = []
  const columns = header.map((name) => name.trim().toLowerCase())
  columns.forEach((column, index) => {
    if (!CSV_COLUMNS.includes(column))
      errors.push({ row: 1, column: header[index] ?? '', message: 'Bilinmeyen sütun' })
    else if (columns.indexOf(column) !== index)
      errors.push({ row: 1, column, message: 'Bu sütun iki kez var' })
  })
  if (!columns.includes('id') && !columns.includes('slug'))
    errors.push({ row: 1, column: 'id', message: 'Ürünleri bulmak için id ya da slug sütunu gerekli' })
  return { columns, errors }
}

/**
 * Reads every row against `products` (the stored list, or the draft of the write) and the categories and
 * vocabularies as they are now: what each row would do, and every problem found.
 */
export function planImport(stores: Stores, products: Product[], records: string[][]): Plan {
  const [header = [], ...body] = records
  const { columns, errors } = readHeader(header)
  if (errors.length > 0) return { rows: 0, planned: [], errors }
  const categories: readonly Category[] = stores.categories.data
  const byId = new Map(products.map((product) => [product.id, product]))
  const bySlug = new Map(products.map((product) => [product.slug, product]))
  const rowOfProduct = new Map<string, number>()
  const rowOfNewName = new Map<string, number>()
  const plan: Plan = { rows: 0, planned: [], errors }

  body.forEach((cells, index) => {
    const row = index + 2
    if (cells.every((cell) => cell.trim() === '')) return
    plan.rows += 1
    const fail = (column: string, message: string) => errors.push({ row, column, message })
    if (cells.length !== columns.length) {
      fail('', `Satırda ${cells.length} hücre var, başlıkta ${columns.length} sütun`)
      return
    }
    const cell = (column: CsvColumn) => cells[columns.indexOf(column)]
    const id = cell('id')?.trim() ?? ''
    const slug = cell('slug')?.trim() ?? ''
    const stored = id !== '' ? byId.get(id) : slug !== '' ? bySlug.get(slug) : undefined
    if (id !== '' && !stored) {
      fail('id', `Bu kimlikle ürün yok: ${id} (yeni ürün için id hücresini boş bırakın)`)
      return
    }
    if (stored) {
      const first = rowOfProduct.get(stored.id)
      if (first !== undefined) fail(id !== '' ? 'id' : 'slug', `Bu ürün ${first}. satırda da var`)
      else rowOfProduct.set(stored.id, row)
    }

    const input: ProductInput = stored ? storedInput(stored) : blankInput()
    let sizeTokens: string[] = []
    for (const column of columns) {
      // The fields a column holds are read by its first field's codec (the images cell sets both of its fields).
      const field: CsvField | undefined = CSV_FIELDS.find((candidate) => candidate.column === column)
      if (!field) continue
      const reading = readCell(field, cell(column) ?? '', input, categories)
      for (const message of reading.errors) fail(column, message)
      if (reading.sizeTokens) sizeTokens = reading.sizeTokens
    }
    for (const [column, message] of inputErrors(stores, input, sizeTokens)) fail(column, message)

    if (!stored) {
      const name = input.name_tr.trim().toLocaleLowerCase('tr')
      const first = rowOfNewName.get(name)
      if (name !== '' && first !== undefined) fail('name_tr', `Aynı adla yeni ürün ${first}. satırda da var`)
      else rowOfNewName.set(name, row)
    }
    if (errors.some((error) => error.row === row)) return
    if (!stored) plan.planned.push({ kind: 'create', input })
    else if (isUnchanged(stores, products, stored, input)) plan.planned.push({ kind: 'unchanged' })
    else plan.planned.push({ kind: 'update', product: stored, input })
  })
  return plan
}

function reply(plan: Plan, dryRun: boolean, written: boolean): CsvImportReply {
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
  }
}

/** Thrown inside the write to leave products.json alone: the rows had errors, or nothing would change. */
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
function readRecords(text: string, dryRun: boolean): string[][] | CsvImportReply {
  try {
    return parseCsv(text)
  } catch (error) {
    if (!(error instanceof CsvReadError)) throw error
    const unread: Plan = {
      rows: 0,
      planned: [],
      errors: [{ row: error.row, column: '', message: error.message }],
    }
    if (dryRun) return reply(unread, true, false)
    throw new CsvImportError(reply(unread, false, false))
  }
}

/**
 * A dry run answers what the file would do. Otherwise every row is checked again inside the products write
 * (against the data as it is at that moment) and applied there: one write for all rows, none when any row has an
 * error (CsvImportError) or when nothing would change.
 */
export async function importProducts(stores: Stores, text: string, dryRun: boolean): Promise<CsvImportReply> {
  const records = readRecords(text, dryRun)
  if (!Array.isArray(records)) return records
  if (records.length === 0) throw new AdminError(400, 'CSV dosyası boş')
  if (dryRun) return reply(planImport(stores, stores.products.data, records), true, false)
  try {
    // One batch of the created and changed products: all of them are written, or none.
    const plan = await stores.products.write((draft) => {
      const products = draft.records
      const planned = planImport(stores, products, records)
      if (planned.errors.length > 0 || planned.planned.every((entry) => entry.kind === 'unchanged'))
        throw new NoWrite(planned)
      for (const entry of planned.planned) {
        if (entry.kind === 'create') draft.put(newProduct(stores, products, entry.input))
        // entry.product was planned against `products` above; the draft changes a copy of it.
        if (entry.kind === 'update') applyInput(stores, products, draft.edit(entry.product.id)!, entry.input)
      }
      return planned
    })
    return reply(plan, false, true)
  } catch (error) {
    if (!(error instanceof NoWrite)) throw error
    const result = reply(error.plan, false, false)
    if (result.errorCount > 0) throw new CsvImportError(result)
    return result
  }
}
