/**
 * A product's datasheet as an A4 PDF (pdf-lib): a header band with the company's letter badge, the product's
 * name, category and standards, its picture beside the dimension drawing (vectors) with the standard's letters,
 * the technical table, the size table (continuing on further pages with its header row repeated), the
 * company's contact details and the page URL, and page numbers in every footer.
 *
 * Every text arrives already in the document's language (server/pdf/datasheet-content.ts); this file only
 * lays it out, with the site's PDF fonts (Turkish, English and Spanish letters alike).
 */
import { PageSizes, PDFDocument, type PDFImage, type PDFPage } from 'pdf-lib'
import type { Drawing } from '../../shared/drawings/index.ts'
import type { Lang } from '../../shared/i18n.ts'
import { drawDrawing } from './drawing-vectors.ts'
import { embedFonts, type PdfFonts } from './fonts.ts'
import { drawBand, drawFooter, MARGIN } from './frame.ts'
import { drawFitted, embedPicture, type PdfPicture } from './images.ts'
import { ACCENT, ACCENT_TEXT, INK, LINE, MUTED, NAVY, ON_NAVY, PANEL, WHITE } from './palette.ts'
import { drawTextRight, ellipsize, wrap } from './text.ts'

export type DatasheetRow = { label: string; lines: string[] }
/** A size table cell: its text, or a value that differs between a DIN and its ISO equivalent, drawn marked. */
export type SizeTableCell = string | { text: string; marked: true }
export type DatasheetDocument = {
  lang: Lang
  /** Stamped as the PDF's creation and modification date, so the same content draws the same bytes. */
  date: Date
  company: { name: string; contact: DatasheetRow[] }
  product: { name: string; category: DatasheetRow | null; standards: string }
  picture?: PdfPicture | undefined
  drawing?: { drawing: Drawing; title: string; caption: string; legend: string[] } | undefined
  technical: { title: string; rows: DatasheetRow[] }
  sizes: {
    title: string
    continued: string
    empty: string
    /**
     * Column headings: size, length, the standard's dimension letters (none when its table is not sourced), stock or
     * order, weight per 1,000.
     */
    columns: string[]
    rows: SizeTableCell[][]
    /** Lines under the table: what the letters measure, which standards a pair compares, what "≈" says. */
    legend?: string[] | undefined
  }
  contactTitle: string
  pageUrl: DatasheetRow
  title: string
  /** The footer's page number, with `{page}` and `{pages}` to fill (the document crosses to a worker thread). */
  pageNumber: string
}

const [PAGE_W, PAGE_H] = PageSizes.A4
const CONTENT_W = PAGE_W - 2 * MARGIN
const BAND = 54
const FOOTER = 44
/** The lowest y content may reach before the footer. */
const BOTTOM = FOOTER + 8

/**
 * Lays content out top to bottom, starting a new page (with its band) when the next block does not fit. (Plain
 * fields, no parameter properties: the worker thread loads this file from source as Node strips its types.)
 */
class Flow {
  page!: PDFPage
  y = 0
  private readonly pdf: PDFDocument
  private readonly fonts: PdfFonts
  private readonly doc: DatasheetDocument

  constructor(pdf: PDFDocument, fonts: PdfFonts, doc: DatasheetDocument) {
    this.pdf = pdf
    this.fonts = fonts
    this.doc = doc
    this.newPage()
  }

  newPage(): void {
    this.page = this.pdf.addPage(PageSizes.A4)
    drawHeader(this.page, this.fonts, this.doc, this.pdf.getPageCount() === 1)
    this.y = PAGE_H - BAND - 26
  }

  /** Makes room for `height` more points, on a new page if needed; true when a page was started. */
  need(height: number): boolean {
    if (this.y - height >= BOTTOM) return false
    this.newPage()
    return true
  }
}

function drawHeader(page: PDFPage, fonts: PdfFonts, doc: DatasheetDocument, first: boolean) {
  drawBand(page, BAND)
  // The site's logo badge: the company's first letter on the accent colour.
  const badge = 30
  const by = PAGE_H - BAND / 2 - badge / 2
  page.drawRectangle({ x: MARGIN, y: by, width: badge, height: badge, color: ACCENT })
  const letter = doc.company.name.trim().charAt(0).toLocaleUpperCase(doc.lang) || '·'
  const lw = fonts.bold.widthOfTextAtSize(letter, 17)
  page.drawText(letter, { x: MARGIN + (badge - lw) / 2, y: by + 9, size: 17, font: fonts.bold, color: WHITE })
  page.drawText(ellipsize(doc.company.name, fonts.bold, 13, CONTENT_W / 2 - 44), {
    x: MARGIN + badge + 10,
    y: by + 10,
    size: 13,
    font: fonts.bold,
    color: WHITE,
  })
  // The first page names the document; the next ones name the product they continue.
  const title = ellipsize(first ? doc.title : doc.product.name, fonts.regular, 10, CONTENT_W / 2 - 10)
  drawTextRight(page, title, {
    right: PAGE_W - MARGIN,
    y: by + 11,
    size: 10,
    font: fonts.regular,
    color: ON_NAVY,
  })
}

function sectionTitle(flow: Flow, fonts: PdfFonts, title: string) {
  flow.need(34)
  flow.page.drawText(title, { x: MARGIN, y: flow.y - 12, size: 12, font: fonts.bold, color: NAVY })
  flow.page.drawRectangle({ x: MARGIN, y: flow.y - 19, width: 36, height: 2.5, color: ACCENT })
  flow.y -= 30
}

/** A label and its wrapped lines, as the technical table and the contact block show them. */
function labelledRows(flow: Flow, fonts: PdfFonts, rows: DatasheetRow[], labelWidth: number, zebra: boolean) {
  const size = 9
  const lineHeight = 12
  const valueWidth = CONTENT_W - labelWidth - 16
  rows.forEach((row, index) => {
    const lines = row.lines.flatMap((line) => wrap(line, fonts.regular, size, valueWidth, 6))
    const height = Math.max(1, lines.length) * lineHeight + 8
    flow.need(height)
    const { page } = flow
    if (zebra && index % 2 === 0) {
      page.drawRectangle({ x: MARGIN, y: flow.y - height, width: CONTENT_W, height, color: PANEL })
    }
    page.drawText(ellipsize(row.label, fonts.bold, size, labelWidth - 8), {
      x: MARGIN + 6,
      y: flow.y - 4 - size,
      size,
      font: fonts.bold,
      color: MUTED,
    })
    lines.forEach((line, i) => {
      page.drawText(line, {
        x: MARGIN + labelWidth + 10,
        y: flow.y - 4 - size - i * lineHeight,
        size,
        font: fonts.regular,
        color: INK,
      })
    })
    page.drawLine({
      start: { x: MARGIN, y: flow.y - height },
      end: { x: MARGIN + CONTENT_W, y: flow.y - height },
      thickness: 0.5,
      color: LINE,
    })
    flow.y -= height
  })
}

function drawTitleBlock(flow: Flow, fonts: PdfFonts, doc: DatasheetDocument) {
  const { page } = flow
  for (const line of wrap(doc.product.name, fonts.bold, 20, CONTENT_W, 2)) {
    page.drawText(line, { x: MARGIN, y: flow.y - 18, size: 20, font: fonts.bold, color: INK })
    flow.y -= 25
  }
  if (doc.product.category) {
    const { label, lines } = doc.product.category
    page.drawText(label, { x: MARGIN, y: flow.y - 12, size: 9.5, font: fonts.regular, color: MUTED })
    const x = MARGIN + fonts.regular.widthOfTextAtSize(label, 9.5) + 8
    page.drawText(ellipsize(lines.join(' '), fonts.bold, 9.5, CONTENT_W - x + MARGIN), {
      x,
      y: flow.y - 12,
      size: 9.5,
      font: fonts.bold,
      color: INK,
    })
    flow.y -= 16
  }
  if (doc.product.standards) {
    page.drawText(ellipsize(doc.product.standards, fonts.bold, 11, CONTENT_W), {
      x: MARGIN,
      y: flow.y - 13,
      size: 11,
      font: fonts.bold,
      color: ACCENT_TEXT,
    })
    flow.y -= 18
  }
  flow.y -= 10
}

/** The picture (left) and the dimension drawing with its caption and letter legend (right). */
function drawFigures(flow: Flow, fonts: PdfFonts, doc: DatasheetDocument, picture: PDFImage | undefined) {
  const box = 170
  const { page } = flow
  const top = flow.y
  let bottom = top - box
  const pictureShown = picture !== undefined
  if (picture) {
    page.drawRectangle({
      x: MARGIN,
      y: top - box,
      width: box,
      height: box,
      color: WHITE,
      borderColor: LINE,
      borderWidth: 0.6,
    })
    drawFitted(page, picture, MARGIN, top - box, box, 6)
  }
  if (doc.drawing) {
    const x = pictureShown ? MARGIN + box + 16 : MARGIN
    const width = MARGIN + CONTENT_W - x
    page.drawText(doc.drawing.title, { x, y: top - 10, size: 10, font: fonts.bold, color: NAVY })
    const maxHeight = 190
    const scale = Math.min(width / doc.drawing.drawing.width, maxHeight / doc.drawing.drawing.height)
    const drawnWidth = doc.drawing.drawing.width * scale
    const height = drawDrawing(page, fonts, doc.drawing.drawing, {
      x: x + (width - drawnWidth) / 2,
      top: top - 16,
      width: drawnWidth,
    })
    let y = top - 16 - height - 4
    page.drawText(ellipsize(doc.drawing.caption, fonts.regular, 8, width), {
      x,
      y: y - 8,
      size: 8,
      font: fonts.regular,
      color: MUTED,
    })
    y -= 14
    // The letters' meanings in two columns.
    const columnWidth = (width - 10) / 2
    doc.drawing.legend.forEach((entry, i) => {
      const column = i % 2
      if (column === 0 && i > 0) y -= 11
      page.drawText(ellipsize(entry, fonts.regular, 8, columnWidth), {
        x: x + column * (columnWidth + 10),
        y: y - 8,
        size: 8,
        font: fonts.regular,
        color: INK,
      })
    })
    if (doc.drawing.legend.length > 0) y -= 11
    bottom = Math.min(bottom, y)
  }
  if (pictureShown || doc.drawing) flow.y = bottom - 16
}

/**
 * The size table's column widths for `count` columns: size and length first, stock and weight last, the standard's
 * dimension letters sharing the middle (six letters still leave a "17 / 16" pair room at 8.5 pt).
 */
function sizeColumns(count: number): { widths: number[]; right: boolean[] } {
  const letters = count - 4
  const shares =
    letters <= 0
      ? [0.22, 0.22, 0.28, 0.28]
      : [0.12, 0.12, ...Array.from({ length: letters }, () => 0.44 / letters), 0.17, 0.15]
  // Numbers (length, dimensions, weight) are right-aligned; size and stock read from the left.
  return {
    widths: shares.map((share) => share * CONTENT_W),
    right: shares.map((_, i) => i !== 0 && i !== count - 2),
  }
}

function sizeRow(
  page: PDFPage,
  fonts: PdfFonts,
  cells: readonly SizeTableCell[],
  y: number,
  size: number,
  colour = INK,
  font = fonts.regular,
) {
  const { widths, right } = sizeColumns(cells.length)
  let x = MARGIN
  cells.forEach((cell, i) => {
    const width = widths[i]!
    const marked = typeof cell !== 'string'
    const cellFont = marked ? fonts.bold : font
    const text = ellipsize(marked ? cell.text : cell, cellFont, size, width - 8)
    const textWidth = cellFont.widthOfTextAtSize(text, size)
    const tx = right[i] ? x + width - 4 - textWidth : x + 4
    if (marked) {
      page.drawRectangle({
        x: tx - 2,
        y: y - 3,
        width: textWidth + 4,
        height: size + 3.5,
        color: ACCENT,
        opacity: 0.25,
      })
    }
    page.drawText(text, { x: tx, y, size, font: cellFont, color: colour })
    x += width
  })
}

/** Each heading in the lines its column's width allows (two at most). */
function headerLines(fonts: PdfFonts, columns: readonly string[]): string[][] {
  const { widths } = sizeColumns(columns.length)
  return columns.map((heading, i) => wrap(heading, fonts.bold, 8, widths[i]! - 8, 2))
}

function drawSizeTable(flow: Flow, fonts: PdfFonts, doc: DatasheetDocument) {
  const { sizes } = doc
  sectionTitle(flow, fonts, sizes.title)
  if (sizes.rows.length === 0) {
    flow.need(16)
    flow.page.drawText(sizes.empty, { x: MARGIN, y: flow.y - 10, size: 9, font: fonts.regular, color: MUTED })
    flow.y -= 22
    return
  }
  // Headings wrap to two lines where the dimension columns leave them narrow ("Longitud" over "(mm)").
  const headings = headerLines(fonts, sizes.columns)
  const headerHeight = headings.some((lines) => lines.length > 1) ? 28 : 20
  const rowHeight = 15
  const header = () => {
    flow.page.drawRectangle({
      x: MARGIN,
      y: flow.y - headerHeight,
      width: CONTENT_W,
      height: headerHeight,
      color: NAVY,
    })
    const top = flow.y
    ;[0, 1].forEach((line) =>
      sizeRow(
        flow.page,
        fonts,
        headings.map((lines) => lines[line] ?? ''),
        top - 12 - line * 9.5,
        8,
        WHITE,
        fonts.bold,
      ),
    )
    flow.y -= headerHeight
  }
  // The header never stands alone at the foot of a page.
  flow.need(headerHeight + rowHeight)
  header()
  sizes.rows.forEach((row, index) => {
    if (flow.need(rowHeight)) {
      sectionTitle(flow, fonts, sizes.continued)
      header()
    }
    if (index % 2 === 1) {
      flow.page.drawRectangle({
        x: MARGIN,
        y: flow.y - rowHeight,
        width: CONTENT_W,
        height: rowHeight,
        color: PANEL,
      })
    }
    sizeRow(flow.page, fonts, row, flow.y - 10.5, 8.5)
    flow.y -= rowHeight
  })
  flow.page.drawLine({
    start: { x: MARGIN, y: flow.y },
    end: { x: MARGIN + CONTENT_W, y: flow.y },
    thickness: 0.6,
    color: LINE,
  })
  flow.y -= 6
  for (const line of (sizes.legend ?? []).flatMap((entry) => wrap(entry, fonts.regular, 7.5, CONTENT_W, 3))) {
    flow.need(10)
    flow.page.drawText(line, { x: MARGIN, y: flow.y - 8, size: 7.5, font: fonts.regular, color: MUTED })
    flow.y -= 10
  }
  flow.y -= 12
}

function drawFooters(pdf: PDFDocument, fonts: PdfFonts, doc: DatasheetDocument) {
  const pages = pdf.getPages()
  pages.forEach((page, i) => {
    drawFooter(page, fonts.regular, {
      ruleY: FOOTER - 8,
      textY: FOOTER - 22,
      left: doc.pageUrl.lines[0] ?? '',
      right: doc.pageNumber.replace('{page}', String(i + 1)).replace('{pages}', String(pages.length)),
    })
  })
}

export async function buildDatasheetPdf(doc: DatasheetDocument): Promise<Uint8Array> {
  const pdf = await PDFDocument.create({ updateMetadata: false })
  pdf.setTitle(`${doc.product.name} – ${doc.title}`)
  pdf.setAuthor(doc.company.name)
  pdf.setCreator(doc.company.name)
  pdf.setProducer(doc.company.name)
  pdf.setLanguage(doc.lang)
  pdf.setCreationDate(doc.date)
  pdf.setModificationDate(doc.date)
  const fonts = await embedFonts(pdf)
  const picture = await embedPicture(pdf, doc.picture)

  const flow = new Flow(pdf, fonts, doc)
  drawTitleBlock(flow, fonts, doc)
  drawFigures(flow, fonts, doc, picture)
  if (doc.technical.rows.length > 0) {
    sectionTitle(flow, fonts, doc.technical.title)
    labelledRows(flow, fonts, doc.technical.rows, 130, true)
    flow.y -= 18
  }
  drawSizeTable(flow, fonts, doc)
  const contact = [...doc.company.contact, doc.pageUrl]
  // The contact block stays together.
  flow.need(34 + contact.length * 22)
  sectionTitle(flow, fonts, doc.contactTitle)
  labelledRows(flow, fonts, contact, 130, false)
  drawFooters(pdf, fonts, doc)
  return pdf.save()
}
