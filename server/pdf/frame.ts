/**
 * The frame every A4 page of the site's PDFs shares: the margin, the navy band across the top with its accent
 * rule, and the footer with the page number.
 */
import type { PDFFont, PDFPage } from 'pdf-lib'
import { ACCENT, LINE, MUTED, NAVY } from './palette.ts'
import { drawTextRight, ellipsize } from './text.ts'

export const MARGIN = 40

/** The navy band `height` points high across the top of the page, on a 3 pt accent rule. */
export function drawBand(page: PDFPage, height: number): void {
  const { width, height: pageHeight } = page.getSize()
  page.drawRectangle({ x: 0, y: pageHeight - height, width, height, color: NAVY })
  page.drawRectangle({ x: 0, y: pageHeight - height - 3, width, height: 3, color: ACCENT })
}

/**
 * A rule between the margins at `ruleY` and, on `textY` in muted 8 pt, `left` (cut at `leftWidth`, by
 * default 20 pt before the right text) and `right` (the page number) ending at the right margin.
 */
export function drawFooter(
  page: PDFPage,
  font: PDFFont,
  footer: { ruleY: number; textY: number; left: string; right: string; leftWidth?: number },
): void {
  const { width } = page.getSize()
  const { ruleY, textY, left, right } = footer
  page.drawLine({
    start: { x: MARGIN, y: ruleY },
    end: { x: width - MARGIN, y: ruleY },
    thickness: 0.6,
    color: LINE,
  })
  const leftWidth = footer.leftWidth ?? width - 2 * MARGIN - font.widthOfTextAtSize(right, 8) - 20
  page.drawText(ellipsize(left, font, 8, leftWidth), { x: MARGIN, y: textY, size: 8, font, color: MUTED })
  drawTextRight(page, right, { right: width - MARGIN, y: textY, size: 8, font, color: MUTED })
}
