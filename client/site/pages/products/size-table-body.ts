import type { DimensionCell, SizeDimensions } from '../../../../shared/catalogue/dimension-cells.ts'
import { cadHref } from '../../../../shared/cad.ts'
import { escapeHtml } from '../../../../shared/escape-html.ts'
import type { Lang } from '../../../../shared/i18n.ts'
import type { ProductView, SizeCells } from '../../../../shared/page-data.ts'
import { sizeText } from '../../../../shared/standards/sizes.ts'
import type { IconName } from '../../../icons/icon-names.ts'
// The sprite's URL as the Icon component writes it (the same hashed file).
import spriteUrl from '../../../icons/sprite.svg?url&no-inline'
import { formatMm, formatNumber } from '../../../lib/format.ts'
import { rowName } from './cad-viewer/cad-rows.ts'
import { type ProductChoice, quoteUrls } from './product-choice.ts'

/*
 * The size table's rows written as one HTML string, not as React elements. A product page's table is most of the
 * page (72 rows of DIN 933 are ~840 of its ~1,200 elements and a third of its bytes), and React writing them was most
 * of an uncached render and of the work of making the table live in the browser. The rows hold nothing React needs
 * to own: their links are plain links and their buttons are handled by one listener on the table body
 * (`data-row`), so the body is set as HTML and React compares one string instead of ~840 elements.
 *
 * Every value is escaped here: sizes, numbers and texts from the catalogue and the messages (editable in /admin).
 */

/** A message of the page's language, formatted with its values (react-intl's `formatMessage`). */
export type FormatText = (id: string, values?: Record<string, string>) => string

export type SizeTableBody = {
  product: ProductView
  /** The rows shown (all of the product's, or those of the chosen size), in the product's order. */
  rows: SizeCells[]
  choice: ProductChoice
  /** The product page's path and the quote form's, in the page's language. */
  path: string
  quotePath: string
  lang: Lang
  text: FormatText
  /** False on the server and until the table is live: a row's quote link opens the form; then a button adds it. */
  live: boolean
}

/** The attribute a row's "add to quote list" button carries: the row's index in `product.sizes`. */
export const ROW_ATTRIBUTE = 'data-row'

/** kg per 1,000 pieces with the precision the value needs: "0,48", "12,5", "186". */
function weightDecimals(value: number): number {
  return value < 10 ? 2 : value < 100 ? 1 : 0
}

function dimensionCell(
  cell: DimensionCell,
  span: string,
  standards: string[],
  lang: Lang,
  text: FormatText,
): string {
  if (cell === null) return `<td${span}>–</td>`
  if (typeof cell === 'number') return `<td${span}>${escapeHtml(formatMm(cell, lang))}</td>`
  const [first, second] = cell.map((value) => formatMm(value, lang)) as [string, string]
  // The pair is seen side by side ("17 / 16") and read out in words.
  const differs = text('product.sizes.differs', {
    main: standards[0] ?? '',
    other: standards[1] ?? '',
    first,
    second,
  })
  return (
    `<td class="is-different"${span}><span aria-hidden="true">${escapeHtml(`${first} / ${second}`)}</span>` +
    `<span class="visually-hidden">${escapeHtml(differs)}</span></td>`
  )
}

/**
 * A size's dimensions, once for the rows of that size: they span its rows (the table is sorted by size), so the
 * values read once per size and a table of hundreds of rows stays within the page's size budget.
 */
function dimensionCells(
  dimensions: SizeDimensions,
  size: string,
  rows: number,
  lang: Lang,
  text: FormatText,
) {
  const cells = dimensions.bySize[size] ?? dimensions.columns.map(() => null)
  const span = rows > 1 ? ` rowspan="${rows}"` : ''
  return cells.map((cell) => dimensionCell(cell, span, dimensions.standards, lang, text)).join('')
}

/** An icon from the sprite as HTML text, as the Icon component draws it (decorative, hidden from readers). */
function iconMarkup(name: IconName, size: number): string {
  return `<svg width="${size}" height="${size}" class="icon" aria-hidden="true"><use href="${spriteUrl}#${name}"></use></svg>`
}

const MARK = '\u0000'

/**
 * A message naming a row ("STEP model of {row}"), escaped, for every row of the table: formatted once with a mark in
 * place of the row and split there, as each row would otherwise format it anew (three messages a row). A message
 * that does not show its value exactly once as given (a translation that drops it, or chooses by it) is formatted
 * per row.
 */
function rowText(text: FormatText, id: string): (row: string) => string {
  const parts = text(id, { row: MARK }).split(MARK)
  if (parts.length !== 2) return (row) => escapeHtml(text(id, { row }))
  const [before, after] = parts.map(escapeHtml) as [string, string]
  return (row) => `${before}${escapeHtml(row)}${after}`
}

/** A row's CAD files as two plain download links (they work without JavaScript), named in the page's language. */
function cadLinks(
  path: string,
  size: string,
  length: number | null,
  labels: { step: (row: string) => string; dxf: (row: string) => string },
  row: string,
): string {
  const link = (format: 'step' | 'dxf', name: string) =>
    `<a href="${escapeHtml(cadHref(path, size, length, format))}" download="" aria-label="${labels[format](row)}">${name}</a>`
  return `<span class="size-table__cad">${link('step', 'STEP')}${link('dxf', 'DXF')}</span>`
}

/** The `<tbody>`'s HTML: a row per size x length with the standard's dimensions, stock, weight, CAD and quote. */
export function sizeTableBody({
  product,
  rows,
  choice,
  path,
  quotePath,
  lang,
  text,
  live,
}: SizeTableBody): string {
  const inStock = escapeHtml(text('product.sizes.inStock'))
  const toOrder = escapeHtml(text('product.sizes.toOrder'))
  const quote = escapeHtml(text('product.sizes.quote'))
  const special = `<span class="size-table__special" title="${escapeHtml(text('product.sizes.specialHint'))}">${escapeHtml(text('product.sizes.special'))}</span>`
  const add = `${iconMarkup('plus', 16)}${escapeHtml(text('quoteList.add.button'))}`
  const cadLabels = { step: rowText(text, 'product.cad.stepRow'), dxf: rowText(text, 'product.cad.dxfRow') }
  const addLabel = rowText(text, 'quoteList.add.row')
  const { dimensions } = product
  const specialRows = new Set(product.specialSizes.map((index) => product.sizes[index]))
  const cadSizes = product.cad && new Set(product.cad.sizes)
  const rowsOfSize = new Map<string, number>()
  for (const [size] of rows) rowsOfSize.set(size, (rowsOfSize.get(size) ?? 0) + 1)
  const quoteUrl = quoteUrls(quotePath, product.slug, choice)
  const indexOf = live ? new Map(product.sizes.map((row, index) => [row, index])) : null
  let html = ''
  for (const [index, row] of rows.entries()) {
    const [size, length, stocked, weight, computed] = row
    const firstOfSize = index === 0 || rows[index - 1]![0] !== size
    const cad = cadSizes?.has(size) ?? false
    // "M8 × 30 mm": what the row's CAD links and its button are named for.
    const name = cad || live ? rowName(size, length, lang) : ''
    html += `<tr><th>${escapeHtml(sizeText(size))}</th><td>${length === null ? '–' : escapeHtml(formatNumber(length, lang, length % 1 ? 1 : 0))}${specialRows.has(row) ? special : ''}</td>`
    if (dimensions && firstOfSize)
      html += dimensionCells(dimensions, size, rowsOfSize.get(size) ?? 1, lang, text)
    html += stocked ? `<td class="is-stock">${inStock}</td>` : `<td>${toOrder}</td>`
    // "≈" (kept on the number's line) marks a computed weight; the legend says so in words.
    html += `<td>${weight === null ? '–' : `${computed ? '≈\u00a0' : ''}${escapeHtml(formatNumber(weight, lang, weightDecimals(weight)))}`}</td>`
    if (cadSizes) html += `<td>${cad ? cadLinks(path, size, length, cadLabels, name) : ''}</td>`
    html += live
      ? `<td><button type="button" class="size-table__add" aria-haspopup="dialog" ${ROW_ATTRIBUTE}="${indexOf?.get(row)}" aria-label="${addLabel(name)}">${add}</button></td>`
      : `<td><a href="${escapeHtml(quoteUrl(row))}">${quote}</a></td>`
    html += '</tr>'
  }
  return html
}
