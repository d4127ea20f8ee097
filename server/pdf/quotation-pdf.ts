/**
 * A priced quotation as an A4 PDF (pdf-lib), in the buyer's language: the letterhead band (company, the title and
 * reference), the company's contact and the quotation's dates, the buyer, the lines (number, product and details,
 * quantity, unit price with its "per", amount) flowing over as many pages as they need with the table header repeated,
 * the total, then delivery, validity, terms and note. Every text arrives written out (server/desk/quotation-view.ts);
 * this file lays it out with the site's PDF fonts, so Turkish letters stay intact.
 */
import { PageSizes, PDFDocument, type PDFPage } from 'pdf-lib'
import type { QuotationView } from '../../shared/quotation-view.ts'
import { quotationText } from '../desk/quotation-view.ts'
import { embedFonts, type PdfFonts } from './fonts.ts'
import { drawBand, drawFooter, MARGIN } from './frame.ts'
import { ACCENT, INK, LINE, MUTED, NAVY, ON_NAVY, PANEL, WHITE } from './palette.ts'
import { drawTextRight, ellipsize, wrap } from './text.ts'

const [PAGE_W, PAGE_H] = PageSizes.A4
const RIGHT = PAGE_W - MARGIN
const FIRST_BAND = 74
const NEXT_BAND = 40
const BOTTOM = 60

/** Column edges: number, description, quantity (right-aligned), unit price (right), amount (right). */
const COL = { number: MARGIN + 6, item: MARGIN + 26, quantity: 372, unitPrice: 468, amount: RIGHT - 6 }
const ITEM_W = COL.quantity - 70 - COL.item

type Ctx = { pdf: PDFDocument; fonts: PdfFonts; view: QuotationView; page: PDFPage; y: number }

const t = (view: QuotationView, id: Parameters<typeof quotationText>[1], values?: Record<string, string>) =>
  quotationText(view.lang, id, values)

function newPage(ctx: Ctx, first: boolean): void {
  const { fonts, view } = ctx
  const page = ctx.pdf.addPage(PageSizes.A4)
  ctx.page = page
  const band = first ? FIRST_BAND : NEXT_BAND
  drawBand(page, band)
  const name = ellipsize(view.company.name, fonts.bold, first ? 17 : 11, 300)
  const title = t(view, 'quotation.title').toLocaleUpperCase(view.lang)
  if (first) {
    page.drawText(name, { x: MARGIN, y: PAGE_H - 40, size: 17, font: fonts.bold, color: WHITE })
    const web = view.company.website.replace(/^https?:\/\//, '')
    if (web) page.drawText(web, { x: MARGIN, y: PAGE_H - 58, size: 8.5, font: fonts.regular, color: ON_NAVY })
    drawTextRight(page, title, { right: RIGHT, y: PAGE_H - 38, size: 15, font: fonts.bold, color: WHITE })
    drawTextRight(page, view.reference, {
      right: RIGHT,
      y: PAGE_H - 57,
      size: 10,
      font: fonts.regular,
      color: ON_NAVY,
    })
    ctx.y = PAGE_H - band - 28
  } else {
    page.drawText(name, { x: MARGIN, y: PAGE_H - 25, size: 11, font: fonts.bold, color: WHITE })
    drawTextRight(page, `${title} · ${view.reference}`, {
      right: RIGHT,
      y: PAGE_H - 25,
      size: 9.5,
      font: fonts.regular,
      color: ON_NAVY,
    })
    ctx.y = PAGE_H - band - 24
  }
}

/** The company's contact on the left, the reference and dates on the right, the buyer under them. */
function drawHeading(ctx: Ctx): void {
  const { page, fonts, view } = ctx
  const top = ctx.y
  const contact = [
    ...wrap(view.company.address, fonts.regular, 8.5, 250, 3),
    view.company.phone,
    view.company.email,
  ].filter(Boolean)
  contact.forEach((line, index) =>
    page.drawText(line, { x: MARGIN, y: top - index * 12, size: 8.5, font: fonts.regular, color: MUTED }),
  )
  const facts: [string, string][] = [
    [t(view, 'quotation.reference'), view.reference],
    [t(view, 'quotation.date'), view.date],
    [t(view, 'quotation.validUntil'), view.validUntil],
  ]
  facts.forEach(([label, value], index) => {
    const y = top - index * 14
    page.drawText(label, { x: 360, y, size: 8.5, font: fonts.regular, color: MUTED })
    drawTextRight(page, value, { right: RIGHT, y, size: 9.5, font: fonts.bold, color: INK })
  })
  let y = top - Math.max(contact.length * 12, facts.length * 14) - 18
  page.drawText(t(view, 'quotation.buyer').toLocaleUpperCase(view.lang), {
    x: MARGIN,
    y,
    size: 7.5,
    font: fonts.bold,
    color: MUTED,
  })
  y -= 15
  for (const [text, bold] of [
    [view.buyer.company, true],
    [view.buyer.name, !view.buyer.company],
  ] as const) {
    if (!text) continue
    page.drawText(ellipsize(text, bold ? fonts.bold : fonts.regular, 11, 400), {
      x: MARGIN,
      y,
      size: 11,
      font: bold ? fonts.bold : fonts.regular,
      color: INK,
    })
    y -= 15
  }
  ctx.y = y - 12
}

function drawTableHeader(ctx: Ctx): void {
  const { page, fonts, view } = ctx
  const y = ctx.y
  page.drawRectangle({ x: MARGIN, y: y - 8, width: RIGHT - MARGIN, height: 22, color: NAVY })
  const label = { size: 8, font: fonts.bold, color: WHITE }
  page.drawText(t(view, 'quotation.column.number'), { x: COL.number, y, ...label })
  page.drawText(t(view, 'quotation.column.item'), { x: COL.item, y, ...label })
  drawTextRight(page, t(view, 'quotation.column.quantity'), { right: COL.quantity, y, ...label })
  drawTextRight(page, t(view, 'quotation.column.unitPrice'), { right: COL.unitPrice, y, ...label })
  drawTextRight(page, t(view, 'quotation.column.amount'), { right: COL.amount, y, ...label })
  ctx.y = y - 24
}

/** `keep`: room to leave under the line on its page (the last line stays with the total, under a table header). */
function drawLine(ctx: Ctx, line: QuotationView['lines'][number], shaded: boolean, keep = 0): void {
  const { fonts } = ctx
  const titleLines = wrap(line.title, fonts.bold, 9, ITEM_W, 2)
  const detailLines = line.detail ? wrap(line.detail, fonts.regular, 7.5, ITEM_W, 3) : []
  // At least the unit price and its "per" under it, so a line without details keeps its "per" inside the row.
  const height = 10 + Math.max(titleLines.length * 11 + detailLines.length * 9.5, 15)
  if (ctx.y - height - keep < BOTTOM) {
    newPage(ctx, false)
    drawTableHeader(ctx)
  }
  const { page } = ctx
  const top = ctx.y
  if (shaded)
    page.drawRectangle({ x: MARGIN, y: top - height + 9, width: RIGHT - MARGIN, height, color: PANEL })
  const ink = { size: 9, font: fonts.regular, color: INK }
  page.drawText(String(line.number), { x: COL.number, y: top - 2, ...ink, color: MUTED })
  let y = top - 2
  for (const text of titleLines) {
    page.drawText(text, { x: COL.item, y, size: 9, font: fonts.bold, color: INK })
    y -= 11
  }
  for (const text of detailLines) {
    page.drawText(text, { x: COL.item, y: y + 1, size: 7.5, font: fonts.regular, color: MUTED })
    y -= 9.5
  }
  drawTextRight(page, line.quantity, { right: COL.quantity, y: top - 2, ...ink })
  drawTextRight(page, line.unitPrice, { right: COL.unitPrice, y: top - 2, ...ink })
  drawTextRight(page, line.per, {
    right: COL.unitPrice,
    y: top - 12,
    size: 7,
    font: fonts.regular,
    color: MUTED,
  })
  drawTextRight(page, line.amount, { right: COL.amount, y: top - 2, size: 9, font: fonts.bold, color: INK })
  ctx.y = top - height
}

/** The total's block under the table. */
const TOTAL_HEIGHT = 40

function drawTotal(ctx: Ctx): void {
  if (ctx.y - TOTAL_HEIGHT < BOTTOM) newPage(ctx, false)
  const { page, fonts, view } = ctx
  const y = ctx.y - 4
  page.drawRectangle({ x: 300, y: y - 1, width: RIGHT - 300, height: 1.5, color: ACCENT })
  const label = t(view, 'quotation.total')
  page.drawText(label, { x: 310, y: y - 20, size: 11, font: fonts.bold, color: INK })
  drawTextRight(page, view.total, { right: COL.amount, y: y - 20, size: 13, font: fonts.bold, color: NAVY })
  ctx.y = y - 48
}

/** Validity, delivery, terms and note: a label above each block of wrapped text. */
function drawConditions(ctx: Ctx): void {
  const { fonts, view } = ctx
  const blocks: [string, string][] = [
    [t(view, 'quotation.validUntil'), t(view, 'quotation.validUntilValue', { date: view.validUntil })],
    [t(view, 'quotation.delivery'), view.delivery],
    [t(view, 'quotation.terms'), view.terms],
    [t(view, 'quotation.note'), view.note],
  ]
  for (const [label, text] of blocks) {
    if (!text.trim()) continue
    const paragraphs = text
      .split(/\r?\n/)
      .flatMap((part) => (part.trim() ? wrap(part, fonts.regular, 9, 515, 40) : []))
    for (let index = 0; index <= paragraphs.length; index++) {
      if (ctx.y - 14 < BOTTOM) newPage(ctx, false)
      if (index === 0) {
        ctx.page.drawText(label.toLocaleUpperCase(view.lang), {
          x: MARGIN,
          y: ctx.y,
          size: 7.5,
          font: fonts.bold,
          color: MUTED,
        })
        ctx.y -= 13
        if (paragraphs.length === 0) break
      }
      const text = paragraphs[index]
      if (text === undefined) break
      ctx.page.drawText(text, { x: MARGIN, y: ctx.y, size: 9, font: fonts.regular, color: INK })
      ctx.y -= 12
    }
    ctx.y -= 10
  }
}

export async function quotationPdf(view: QuotationView, date = new Date()): Promise<Uint8Array> {
  const pdf = await PDFDocument.create()
  const fonts = await embedFonts(pdf)
  pdf.setTitle(`${quotationText(view.lang, 'quotation.title')} ${view.reference}`)
  pdf.setAuthor(view.company.name)
  pdf.setLanguage(view.lang)
  pdf.setCreationDate(date)
  pdf.setModificationDate(date)
  const ctx = { pdf, fonts, view, y: 0 } as Ctx
  newPage(ctx, true)
  drawHeading(ctx)
  drawTableHeader(ctx)
  view.lines.forEach((line, index) =>
    drawLine(ctx, line, index % 2 === 1, index === view.lines.length - 1 ? TOTAL_HEIGHT : 0),
  )
  ctx.page.drawLine({ start: { x: MARGIN, y: ctx.y + 6 }, end: { x: RIGHT, y: ctx.y + 6 }, color: LINE })
  drawTotal(ctx)
  drawConditions(ctx)
  const pages = pdf.getPages()
  const left = [view.company.name, view.company.phone, view.company.email].filter(Boolean).join(' · ')
  pages.forEach((page, index) =>
    drawFooter(page, fonts.regular, {
      ruleY: 42,
      textY: 28,
      left,
      right: t(view, 'quotation.pageNumber', { page: String(index + 1), pages: String(pages.length) }),
    }),
  )
  return pdf.save()
}
