import { setImmediate } from 'node:timers/promises'
import { Compile } from 'typebox/compile'
import type { Category } from '../../../shared/schemas/category.ts'
import { type Product, ProductInput, TYPED_FIELDS } from '../../../shared/schemas/product.ts'
import {
  CSV_FIELDS,
  type CsvColumn,
  type CsvField,
  type CsvRowError,
  isCsvColumn,
  VERSION_COLUMN,
} from '../../../shared/schemas/products-csv.ts'
import { emptyTechnical, LENGTH_LIMITS, type Technical } from '../../../shared/schemas/technical.ts'
import type { Stores } from '../../store/collections.ts'
import { AdminError } from './errors.ts'
import { ProductSlugs } from './product-slugs.ts'
import { applyInput, newProduct } from './products.ts'
import { readCell } from './products-csv-cells.ts'
import { checkSizesOfStandards, checkTechnical, checkedSizes } from './technical-checks.ts'

/*
 * What a CSV import would do, row by row: every row read into the product form's input (starting from the stored
 * product), checked with the form's rules and the file's own, and planned as a create, an update or nothing.
 * Planning is a generator that pauses every PLAN_CHUNK rows, so the import can let other requests in between chunks
 * (runPlanned) or, inside a write, run it through at once (runPlannedNow).
 */

/** Rows planned between two pauses: a few tens of milliseconds of work. */
export const PLAN_CHUNK = 200

export type Planned =
  | { kind: 'create'; row: number; input: ProductInput; slug: string; product?: Product }
  /** `next`: the product as the row leaves it, a copy (the stored record is untouched until the write). */
  | { kind: 'update'; row: number; product: Product; next: Product }
  | { kind: 'unchanged' }

export type Plan = { rows: number; planned: Planned[]; errors: CsvRowError[] }

export type PlanOptions = {
  /** Apply rows whose product changed since the file's export (the version column) all the same. */
  force: boolean
  /** Build the new products too (an import that will be written), not only their slugs (a dry run). */
  build: boolean
}

const checkInput = Compile(ProductInput)

/**
 * The form's input that keeps `product` exactly as stored: every typed field, as stored (the spec lists left out, so
 * the free lines stay and the derived ones follow the row's technical data).
 */
function storedInput(product: Product): ProductInput {
  return Object.fromEntries(TYPED_FIELDS.map((key) => [key, product[key as keyof Product]])) as ProductInput
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
function inputErrors(
  stores: Stores,
  input: ProductInput,
  sizeTokens: string[],
  stored: Product | undefined,
): [CsvColumn, string][] {
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
  const listed = new Set(found.map(([column]) => column))
  if (!listed.has('sizes')) {
    try {
      const sorted = checkedSizes(input.sizes ?? [])
      // Against the standards only when those read cleanly: a bad standards cell is its own error.
      // A stored product saved before the rule keeps its rows until the file edits its sizes or standards.
      const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b)
      const edited =
        !stored || !same(sorted, stored.sizes) || !same(technical.standards, stored.technical.standards)
      if (!listed.has('standards') && edited) checkSizesOfStandards(technical.standards, input.sizes ?? [])
    } catch (error) {
      if (!(error instanceof AdminError)) throw error
      found.push(['sizes', error.message])
    }
  }
  return found
}

/**
 * `product` as the row's `input` leaves it, a copy; null when nothing stored would change (its derived texts and
 * dates aside). A renamed product takes its new slug from `slugs`.
 */
function updated(stores: Stores, slugs: ProductSlugs, product: Product, input: ProductInput): Product | null {
  const next = structuredClone(product)
  // Unchanged Turkish name: the slug stays, so `slugs` is left alone until the row is known to change something.
  const renamed = input.name_tr.trim() !== product.name_tr
  applyInput(stores, renamed ? slugs : UNUSED_SLUGS, next, input)
  const { updated_at: _a, ...before } = { ...product, ...derivedOnly(product) }
  const { updated_at: _b, ...after } = { ...next, ...derivedOnly(product) }
  return JSON.stringify(before) === JSON.stringify(after) ? null : next
}

/** Never asked: applyInput takes a slug only when the Turkish name changes. */
const UNUSED_SLUGS = new ProductSlugs([])

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
    if (!isCsvColumn(column))
      errors.push({ row: 1, column: header[index] ?? '', message: 'Bilinmeyen sütun' })
    else if (columns.indexOf(column) !== index)
      errors.push({ row: 1, column, message: 'Bu sütun iki kez var' })
  })
  if (!columns.includes('id') && !columns.includes('slug'))
    errors.push({ row: 1, column: 'id', message: 'Ürünleri bulmak için id ya da slug sütunu gerekli' })
  return { columns, errors }
}

/** The stale-export refusal: the row would undo what was saved after the file was exported. */
const staleMessage = (stored: Product) =>
  `Bu ürün, dosya indirildikten sonra değiştirilmiş (son kayıt: ${stored.updated_at}); ` +
  'bu satır o değişiklikleri geri alır. Güncel CSV dosyasını indirip yeniden düzenleyin ' +
  'ya da "Yine de uygula" kutusunu işaretleyin.'

/**
 * Reads every row against `products` (the stored list, or the draft of the write) and the categories and
 * vocabularies as they are now: what each row would do, and every problem found. Pauses (yields) every PLAN_CHUNK
 * rows; its return value is the plan.
 */
export function* planImport(
  stores: Stores,
  products: readonly Product[],
  records: string[][],
  options: PlanOptions,
): Generator<void, Plan> {
  const [header = [], ...body] = records
  const { columns, errors } = readHeader(header)
  if (errors.length > 0) return { rows: 0, planned: [], errors }
  const categories: readonly Category[] = stores.categories.data
  const byId = new Map(products.map((product) => [product.id, product]))
  const bySlug = new Map(products.map((product) => [product.slug, product]))
  const slugs = new ProductSlugs(products)
  const rowOfProduct = new Map<string, number>()
  const rowOfNewName = new Map<string, number>()
  const plan: Plan = { rows: 0, planned: [], errors }
  const fieldOf = new Map(
    columns.map((column) => [column, CSV_FIELDS.find((candidate) => candidate.column === column)]),
  )

  for (const [index, cells] of body.entries()) {
    if (index % PLAN_CHUNK === PLAN_CHUNK - 1) yield
    const row = index + 2
    if (cells.every((cell) => cell.trim() === '')) continue
    plan.rows += 1
    const errorsBefore = errors.length
    const fail = (column: string, message: string) => errors.push({ row, column, message })
    if (cells.length !== columns.length) {
      fail('', `Satırda ${cells.length} hücre var, başlıkta ${columns.length} sütun`)
      continue
    }
    const cell = (column: CsvColumn) => cells[columns.indexOf(column)]
    const id = cell('id')?.trim() ?? ''
    const slug = cell('slug')?.trim() ?? ''
    const stored = id !== '' ? byId.get(id) : slug !== '' ? bySlug.get(slug) : undefined
    if (id !== '' && !stored) {
      fail('id', `Bu kimlikle ürün yok: ${id} (yeni ürün için id hücresini boş bırakın)`)
      continue
    }
    if (stored) {
      const first = rowOfProduct.get(stored.id)
      if (first !== undefined) fail(id !== '' ? 'id' : 'slug', `Bu ürün ${first}. satırda da var`)
      else rowOfProduct.set(stored.id, row)
      // A hand-made file has no version column, or leaves it blank: such rows apply as they always did.
      const version = cell(VERSION_COLUMN)?.trim() ?? ''
      if (version !== '' && version !== stored.updated_at && !options.force)
        fail(VERSION_COLUMN, staleMessage(stored))
    }

    const input: ProductInput = stored ? storedInput(stored) : blankInput()
    let sizeTokens: string[] = []
    for (const column of columns) {
      // The fields a column holds are read by its first field's codec (the images cell sets both of its fields).
      const field: CsvField | undefined = fieldOf.get(column)
      if (!field) continue
      const reading = readCell(field, cell(column) ?? '', input, categories)
      for (const message of reading.errors) fail(column, message)
      if (reading.sizeTokens) sizeTokens = reading.sizeTokens
    }
    for (const [column, message] of inputErrors(stores, input, sizeTokens, stored)) fail(column, message)

    if (!stored) {
      const name = input.name_tr.trim().toLocaleLowerCase('tr')
      const first = rowOfNewName.get(name)
      if (name !== '' && first !== undefined) fail('name_tr', `Aynı adla yeni ürün ${first}. satırda da var`)
      else rowOfNewName.set(name, row)
    }
    if (errors.length > errorsBefore) continue
    if (!stored) {
      if (options.build) {
        const product = newProduct(stores, slugs, input)
        plan.planned.push({ kind: 'create', row, input, slug: product.slug, product })
      } else plan.planned.push({ kind: 'create', row, input, slug: slugs.take(input.name_tr) })
      continue
    }
    const next = updated(stores, slugs, stored, input)
    plan.planned.push(next ? { kind: 'update', row, product: stored, next } : { kind: 'unchanged' })
  }
  return plan
}

/** Runs a plan through, pausing for other work (requests, timers) between chunks. */
export async function runPlanned<T>(steps: Generator<void, T>): Promise<T> {
  for (;;) {
    const step = steps.next()
    if (step.done) return step.value
    await setImmediate()
  }
}

/** Runs a plan through at once (inside a write, which cannot pause). */
export function runPlannedNow<T>(steps: Generator<void, T>): T {
  for (;;) {
    const step = steps.next()
    if (step.done) return step.value
  }
}
