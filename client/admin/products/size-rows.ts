import { LENGTH_LIMITS, type SizeRow } from '../../../shared/schemas/technical.ts'
import {
  STANDARDS_BY_ID,
  isSizeKey,
  lengthOfStandards,
  limitsLengths,
  parseSize,
  sizeOfStandards,
  standardLengths,
  SIZE_KEYS,
  type SizeKey,
} from '../../../shared/standards/index.ts'
import { sortSizeRows } from '../../../shared/technical-text.ts'
import type { AdminMessageId } from '../lib/i18n.ts'

/*
 * The size-table editor's pure steps: adding rows without duplicates, filling a range from a standard's
 * preferred lengths, the lengths a row may take (shared/standards/length-rules.ts, the rule the server checks too),
 * and reading rows pasted from a spreadsheet (tab-separated: size, length, stock, weight).
 */

const rowKey = (row: Pick<SizeRow, 'size' | 'length'>) => `${row.size}|${row.length ?? ''}`

/** `rows` plus `added`, sorted; a row whose size and length are already there keeps the existing one. */
export function mergeRows(rows: readonly SizeRow[], added: readonly SizeRow[]): SizeRow[] {
  const seen = new Set(rows.map(rowKey))
  const merged = [...rows]
  for (const row of added) {
    if (seen.has(rowKey(row))) continue
    seen.add(rowKey(row))
    merged.push(row)
  }
  return sortSizeRows(merged)
}

/** The sizes from `from` to `to` (SIZE_KEYS order), both included; empty when they are in the wrong order. */
export function sizesBetween(from: SizeKey, to: SizeKey): SizeKey[] {
  const start = SIZE_KEYS.indexOf(from)
  const end = SIZE_KEYS.indexOf(to)
  return start <= end ? SIZE_KEYS.slice(start, end + 1) : []
}

/**
 * Rows for every size of the range x the standard's preferred lengths between `min` and `max` mm ("M6-M12 x
 * 20-80"); a size the standard's table lacks gives no row. Without a standard (or one without preferred lengths),
 * one row per size without a length.
 */
export function rangeRows(
  standardId: string,
  from: SizeKey,
  to: SizeKey,
  min: number,
  max: number,
  stock: SizeRow['stock'],
): SizeRow[] {
  const standard = STANDARDS_BY_ID.get(standardId)
  return sizesBetween(from, to).flatMap((size) => {
    const lengths =
      standard && standard.lengths.length > 0 ? standardLengths(standard, size, min, max) : [null]
    return lengths.map((length) => ({ size, length, stock, weight_per_1000: null }))
  })
}

const standardsOf = (ids: readonly string[]) => ids.flatMap((id) => STANDARDS_BY_ID.get(id) ?? [])

/**
 * The lengths the product's standards offer for a size, smallest first, for the length picker; null when none of
 * its standards that have the size limits lengths (no standard, a nut, a series not sourced yet): any length then.
 */
export function lengthChoices(standardIds: readonly string[], size: string): number[] | null {
  if (!isSizeKey(size)) return null
  const ofSize = standardsOf(standardIds).filter((standard) => sizeOfStandards([standard], size))
  if (ofSize.length === 0 || ofSize.some((standard) => !limitsLengths(standard))) return null
  return [...new Set(ofSize.flatMap((standard) => standardLengths(standard, size)))].sort((a, b) => a - b)
}

/** Whether a row keeps to the product's standards or is marked special: what a save accepts. */
export function rowAccepted(standardIds: readonly string[], row: SizeRow): boolean {
  if (row.special || !isSizeKey(row.size)) return true
  return lengthOfStandards(standardsOf(standardIds), row.size, row.length)
}

/**
 * The row "Satır ekle" adds: the last row's size at its next standard length not in the table yet (the next
 * multiple of 5 mm where the standards give no lengths), or without a length when the size has none left.
 */
export function nextRow(standardIds: readonly string[], rows: readonly SizeRow[]): SizeRow {
  const last = rows[rows.length - 1]
  const size = last?.size ?? 'M6'
  const used = new Set(rows.filter((row) => row.size === size).map((row) => row.length))
  const choices = lengthChoices(standardIds, size)
  let length: number | null = last?.length ?? null
  if (choices) {
    const free = choices.filter((choice) => !used.has(choice))
    length = free.find((choice) => choice > (length ?? 0)) ?? free[0] ?? null
  } else while (length !== null && used.has(length)) length += 5
  return { size, length, stock: 'order', weight_per_1000: null }
}

export type PasteProblem = { line: number; text: string; reason: AdminMessageId }
export type PasteResult = { rows: SizeRow[]; problems: PasteProblem[] }

const STOCK_WORDS: Record<string, SizeRow['stock']> = {
  stok: 'stock',
  stock: 'stock',
  var: 'stock',
  evet: 'stock',
  sipariş: 'order',
  siparis: 'order',
  order: 'order',
  yok: 'order',
  hayır: 'order',
  pedido: 'order',
}

/** A number as a spreadsheet copies it: "6,5" or "6.5"; null for an empty cell; NaN for anything else. */
function cellNumber(cell: string | undefined): number | null {
  const text = (cell ?? '').trim()
  if (text === '') return null
  return /^\d+(?:[.,]\d+)?$/.test(text) ? Number(text.replace(',', '.')) : Number.NaN
}

/**
 * Reads pasted lines: size (any spelling parseSize takes), length in mm (empty for parts without one), stock
 * ("stok"/"sipariş", empty: to order), weight per 1,000 in kg (optional). Blank lines are skipped; every other
 * line either becomes a row or is listed with its reason, so the admin sees what was not taken before adding.
 */
export function parsePastedRows(text: string): PasteResult {
  const rows: SizeRow[] = []
  const problems: PasteProblem[] = []
  const seen = new Set<string>()
  text.split(/\r?\n/).forEach((raw, index) => {
    if (raw.trim() === '') return
    const cells = raw.split('\t')
    const problem = (reason: AdminMessageId) => problems.push({ line: index + 1, text: raw, reason })
    const size = parseSize(cells[0] ?? '')
    if (!size) return problem('admin.sizes.paste.badSize')
    const length = cellNumber(cells[1])
    if (
      Number.isNaN(length) ||
      (length !== null && (length < LENGTH_LIMITS.min || length > LENGTH_LIMITS.max))
    )
      return problem('admin.sizes.paste.badLength')
    const stockText = (cells[2] ?? '').trim().toLocaleLowerCase('tr')
    const stock = stockText === '' ? 'order' : STOCK_WORDS[stockText]
    if (!stock) return problem('admin.sizes.paste.badStock')
    const weight = cellNumber(cells[3])
    if (Number.isNaN(weight)) return problem('admin.sizes.paste.badWeight')
    const row: SizeRow = { size, length, stock, weight_per_1000: weight }
    if (seen.has(rowKey(row))) return problem('admin.sizes.paste.duplicate')
    seen.add(rowKey(row))
    rows.push(row)
  })
  return { rows, problems }
}
