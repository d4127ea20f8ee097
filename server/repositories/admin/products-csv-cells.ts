import type { Category } from '../../../shared/schemas/category.ts'
import type { Product } from '../../../shared/schemas/product.ts'
import type { CsvColumn } from '../../../shared/schemas/products-csv.ts'
import type { SizeRow } from '../../../shared/schemas/technical.ts'
import { isSizeKey, SIZE_KEYS } from '../../../shared/standards/index.ts'

/*
 * How each product field reads as one CSV cell and back (documented in docs/admin-api.md, "Bulk editing (CSV)").
 * Lists are joined with '|'; a size row is SIZE[xLENGTH]:STOCK:WEIGHT; images are the main one, then the others.
 */

const LIST = '|'

const list = (values: readonly string[]) => values.join(LIST)

/** A cell's list: items trimmed, blanks dropped. */
export const readList = (cell: string) =>
  cell
    .split(LIST)
    .map((item) => item.trim())
    .filter((item) => item !== '')

/** `M10x40:stock:32.7`; `M10::` never appears: the stock state is always written. */
export function sizeToken(row: SizeRow): string {
  const size = row.length === null ? row.size : `${row.size}x${row.length}`
  return `${size}:${row.stock}:${row.weight_per_1000 ?? ''}`
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
    const [sizePart = '', stockPart = '', weightPart = '', ...rest] = token
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
    else if (rest.length > 0) parsed.errors.push(`${token}: fazla ":" var`)
    else {
      parsed.rows.push({ size, length, stock, weight_per_1000: weight })
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

/** The product as the export's cells, column by column. */
export function productCells(product: Product, categories: readonly Category[]): Record<CsvColumn, string> {
  const { technical } = product
  return {
    id: product.id,
    slug: product.slug,
    name_tr: product.name_tr,
    name_en: product.name_en,
    name_es: product.name_es,
    description_tr: product.description_tr,
    description_en: product.description_en,
    description_es: product.description_es,
    category: categories.find((category) => category.id === product.categoryId)?.slug ?? '',
    is_active: product.is_active ? '1' : '0',
    standards: list(technical.standards),
    materials: list(technical.materials),
    classes: list(technical.classes),
    finishes: list(technical.finishes),
    head: technical.head ?? '',
    drive: technical.drive ?? '',
    sectors: list(technical.sectors),
    notes_tr: technical.notes_tr,
    notes_en: technical.notes_en,
    notes_es: technical.notes_es,
    sizes: list(product.sizes.map(sizeToken)),
    images: imagesCell(product),
  }
}
