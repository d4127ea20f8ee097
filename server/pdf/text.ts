/**
 * Fitting text into a width, as every PDF the site draws needs it: pdf-lib draws a string as one line
 * and neither wraps nor cuts it.
 */
import type { PDFFont, PDFPage, RGB } from 'pdf-lib'

/** One line of text: line breaks and tabs from multi-line fields become spaces. */
function oneLine(text: string): string {
  return text.replace(/[\r\n\t]+/g, ' ')
}

/** The text on one line, cut with an ellipsis where it would pass `width`. */
export function ellipsize(text: string, font: PDFFont, size: number, width: number): string {
  const line = oneLine(text)
  if (font.widthOfTextAtSize(line, size) <= width) return line
  let lo = 0
  let hi = line.length
  while (lo < hi) {
    const mid = Math.ceil((lo + hi) / 2)
    if (font.widthOfTextAtSize(`${line.slice(0, mid).trimEnd()}…`, size) <= width) lo = mid
    else hi = mid - 1
  }
  return `${line.slice(0, lo).trimEnd()}…`
}

/** Word wrap into at most maxLines lines; the last line gets an ellipsis when text is left over. */
export function wrap(text: string, font: PDFFont, size: number, width: number, maxLines: number): string[] {
  const words = oneLine(text).split(' ').filter(Boolean)
  const lines: string[] = []
  let line = ''
  for (let i = 0; i < words.length; i++) {
    const word = words[i]!
    const candidate = line ? `${line} ${word}` : word
    if (font.widthOfTextAtSize(candidate, size) <= width || !line) {
      line = candidate
      continue
    }
    if (lines.length === maxLines - 1) {
      lines.push(ellipsize(`${line} ${words.slice(i).join(' ')}`, font, size, width))
      return lines
    }
    lines.push(line)
    line = word
  }
  if (line) lines.push(ellipsize(line, font, size, width))
  return lines.slice(0, maxLines)
}

/** Draws `text` so that it ends at `right` (the right-hand side of bands and footers). */
export function drawTextRight(
  page: PDFPage,
  text: string,
  options: { right: number; y: number; size: number; font: PDFFont; color: RGB },
): void {
  const { right, y, size, font, color } = options
  page.drawText(text, { x: right - font.widthOfTextAtSize(text, size), y, size, font, color })
}
