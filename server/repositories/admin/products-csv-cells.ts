import type { Category } from '../../../shared/schemas/category.ts'
import type { Product, ProductInput } from '../../../shared/schemas/product.ts'
import {
  CSV_FIELDS,
  type CsvColumn,
  type CsvField,
  VERSION_COLUMN,
} from '../../../shared/schemas/products-csv.ts'
import type { SizeRow } from '../../../shared/schemas/technical.ts'
import { isSizeKey, SIZE_KEYS } from '../../../shared/standards/index.ts'

/*
 * How each product field reads as one CSV cell and back, by the codec its schema names (shared/schemas/products-csv.ts;
 * documented in docs/admin-api.md, "Bulk editing (CSV)"). Lists are joined with '|'; a size row is
 * SIZE[xLENGTH]:STOCK:WEIGHT[:special] (a special length, outside the standard); images are the main one, then the
 * others.
 */

const LIST = '|'

const list = (values: readonly string[]) => values.join(LIST)

/** A cell's list: items trimmed, blanks dropped. */
export const readList = (cell: string) =>
  cell
    .split(LIST)
    .map((item) => item.trim())
    .filter((item) => item !== '')

/** The fourth part of a size token that marks a special length: `M10x42:order::special`. */
const SPECIAL = 'special'

/** `M10x40:stock:32.7`, `M10x42:order::special`; `M10::` never appears: the stock state is always written. */
export function sizeToken(row: SizeRow): string {
  const size = row.length === null ? row.size : `${row.size}x${row.length}`
  return `${size}:${row.stock}:${row.weight_per_1000 ?? ''}${row.special ? `:${SPECIAL}` : ''}`
}

/** A number as the cell wrote it, a decimal comma accepted (a spreadsheet in Turkish writes 32,7). */
function readNumber(text: string): number | null {
  const normal = text.trim().replace(',', '.')
  return /^\d+(\.\d+)?$/.test(normal) ? Number(normal) : null
}

const SIZE_PATTERN = /^([A-Za-z]+[\d.]+)(?:\s*[x×]\s*([\d.,]+))?$/

export type ParsedSizes = { rows: SizeRow[]; tokens: string[]; errors: string[] }

/**
 * The size cell's rows, each token kept beside its row so an error can quote it. Only the syntax is checked here;
 * the product form's rules (known size, length and weight limits, no row twice) are checked on the result.
 */
export function readSizes(cell: string): ParsedSizes {
  const parsed: ParsedSizes = { rows: [], tokens: [], errors: [] }
  for (const token of readList(cell)) {
    const [sizePart = '', stockPart = '', weightPart = '', specialPart, ...rest] = token
      .split(':')
      .map((part) => part.trim())
    const match = SIZE_PATTERN.exec(sizePart)
    const size = match ? SIZE_KEYS.find((key) => key.toLowerCase() === match[1]!.toLowerCase()) : undefined
    if (!match || !size || !isSizeKey(size)) {
      parsed.errors.push(`${token}: ölçü tanınmadı (örnek: M10x40:stock:32.7)`)
      continue
    }
    const length = match[2] === undefined ? null : readNumber(match[2])
    const stock = stockPart === '' ? 'stock' : stockPart
    const weight = weightPart === '' ? null : readNumber(weightPart)
    if (match[2] !== undefined && length === null) parsed.errors.push(`${token}: uzunluk bir sayı olmalı`)
    else if (stock !== 'stock' && stock !== 'order')
      parsed.errors.push(`${token}: stok durumu "stock" ya da "order" olmalı`)
    else if (weightPart !== '' && weight === null) parsed.errors.push(`${token}: ağırlık bir sayı olmalı`)
    else if (specialPart !== undefined && specialPart.toLowerCase() !== SPECIAL)
      parsed.errors.push(`${token}: dördüncü bölüm yalnızca "special" (özel uzunluk) olabilir`)
    else if (rest.length > 0) parsed.errors.push(`${token}: fazla ":" var`)
    else {
      const row: SizeRow = { size, length, stock, weight_per_1000: weight }
      if (specialPart !== undefined) row.special = true
      parsed.rows.push(row)
      parsed.tokens.push(token)
    }
  }
  return parsed
}

/** `/uploads/a.webp|/uploads/b.webp`: the main picture first (blank when there is none), then the others. */
export function imagesCell(product: Pick<Product, 'main_image_url' | 'images'>): string {
  return list([product.main_image_url, ...product.images.map((image) => image.image_url)])
}

export function readImages(cell: string): Pick<Product, 'main_image_url' | 'images'> {
  const [main = '', ...others] = cell.split(LIST).map((url) => url.trim())
  return {
    main_image_url: main,
    images: others.filter((url) => url !== '').map((image_url) => ({ image_url })),
  }
}

/** `1` or `0`; `true`/`false` and `evet`/`hayır` read too. Null when the cell is none of them. */
export function readActive(cell: string): boolean | null {
  const value = cell.trim().toLocaleLowerCase('tr')
  if (value === '1' || value === 'true' || value === 'evet') return true
  if (value === '0' || value === 'false' || value === 'hayır') return false
  return null
}

type Bag = Record<string, unknown>

const valueAt = (record: object, path: readonly string[]): unknown =>
  path.reduce<unknown>((value, key) => (value as Bag | undefined)?.[key], record)

/** Sets `path` in `input`, copying each nested record on the way (the input may share them with the stored product). */
function setAt(input: ProductInput, path: readonly string[], value: unknown): void {
  const [key, ...rest] = path
  if (key === undefined) return
  const bag = input as Bag
  if (rest.length === 0) bag[key] = value
  else {
    const inner = { ...(bag[key] as Bag) }
    setAt(inner as ProductInput, rest, value)
    bag[key] = inner
  }
}

/** The product as the export's cells, column by column (a column holding two fields is written once). */
export function productCells(product: Product, categories: readonly Category[]): Record<CsvColumn, string> {
  const cells: Record<CsvColumn, string> = {
    id: product.id,
    slug: product.slug,
    [VERSION_COLUMN]: product.updated_at,
  }
  for (const field of CSV_FIELDS) {
    if (field.column in cells) continue
    const value = valueAt(product, field.path)
    switch (field.codec) {
      case 'text':
        cells[field.column] = typeof value === 'string' ? value : ''
        break
      case 'list':
        cells[field.column] = list(value as string[])
        break
      case 'optional-id':
        cells[field.column] = (value as string | null) ?? ''
        break
      case 'active':
        cells[field.column] = value ? '1' : '0'
        break
      case 'sizes':
        cells[field.column] = list((value as SizeRow[]).map(sizeToken))
        break
      case 'images':
        cells[field.column] = imagesCell(product)
        break
      case 'category':
        cells[field.column] = categories.find((category) => category.id === value)?.slug ?? ''
        break
    }
  }
  return cells
}

/** What reading one cell found: problems in plain Turkish, and for the size table each row's token. */
export type CellReading = { errors: string[]; sizeTokens?: string[] }

/** Reads the cell of `field` into `input`. */
export function readCell(
  field: CsvField,
  cell: string,
  input: ProductInput,
  categories: readonly Category[],
): CellReading {
  switch (field.codec) {
    case 'text':
      setAt(input, field.path, cell)
      return { errors: [] }
    case 'list':
      setAt(input, field.path, readList(cell))
      return { errors: [] }
    case 'optional-id':
      setAt(input, field.path, cell.trim() === '' ? null : cell.trim())
      return { errors: [] }
    case 'active': {
      const active = readActive(cell)
      if (active === null) return { errors: ['is_active 1 (aktif) ya da 0 (pasif) olmalı'] }
      setAt(input, field.path, active)
      return { errors: [] }
    }
    case 'sizes': {
      const sizes = readSizes(cell)
      setAt(input, field.path, sizes.rows)
      return { errors: sizes.errors, sizeTokens: sizes.tokens }
    }
    case 'images':
      Object.assign(input, readImages(cell))
      return { errors: [] }
    case 'category': {
      const wanted = cell.trim()
      const category = categories.find((candidate) => candidate.slug === wanted)
      setAt(input, field.path, category?.id ?? null)
      return { errors: wanted !== '' && !category ? [`Kategori bulunamadı: ${wanted}`] : [] }
    }
  }
}
