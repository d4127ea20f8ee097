/**
 * The demo product catalogue as a PDF (pdf-lib, A4): a navy cover, then per section a heading bar
 * and a two-column grid of product cards (picture, name, standard, up to four spec lines), with page
 * numbers in the footer.
 *
 * The texts arrive in the catalogue's language and are drawn as they are, with the site's PDF fonts
 * (server/pdf/fonts.ts: Turkish, English and Spanish letters alike).
 */
import { createHash } from 'node:crypto'
import { PageSizes, PDFDocument, type PDFImage, type PDFPage, type RGB, rgb } from 'pdf-lib'
import type { Lang } from '../../shared/i18n.ts'
import { embedFonts, type PdfFonts } from '../pdf/fonts.ts'
import { drawBand, drawFooter, MARGIN } from '../pdf/frame.ts'
import { drawFitted, embedPicture } from '../pdf/images.ts'
import { ACCENT, ACCENT_TEXT, INK, LINE, MUTED, NAVY, ON_NAVY, PANEL, WHITE } from '../pdf/palette.ts'
import { drawTextRight, ellipsize, wrap } from '../pdf/text.ts'
import { loadSharp } from '../uploads/sharp.ts'

export type CatalogueEntry = { name: string; standard: string; specs: string[]; imagePng?: Uint8Array }
export type CatalogueSection = { title: string; entries: CatalogueEntry[] }

/** Rasterises an SVG to a PNG of the given width (height follows the aspect ratio). */
export async function svgToPng(svg: string, width: number): Promise<Uint8Array> {
  const sharp = await loadSharp()
  const buf = await sharp(Buffer.from(svg)).resize({ width, fit: 'inside' }).png().toBuffer()
  return new Uint8Array(buf.buffer, buf.byteOffset, buf.byteLength)
}

/** The cover's hexagons and the rule above its contact lines: a shade lighter than the navy behind them. */
const NAVY_LIGHT = rgb(0.086, 0.204, 0.361)

function drawCover(
  page: PDFPage,
  fonts: PdfFonts,
  input: { companyName: string; subtitle: string; contactLines: string[] },
  images: PDFImage[],
) {
  const { width, height } = page.getSize()
  page.drawRectangle({ x: 0, y: 0, width, height, color: NAVY })
  // A large hexagon outline as an industrial motif.
  const hex = (cx: number, cy: number, r: number, color: RGB, thickness: number) => {
    const pts = Array.from({ length: 6 }, (_, i) => {
      const a = (Math.PI / 3) * i + Math.PI / 6
      return `${(cx + r * Math.cos(a)).toFixed(1)} ${(-cy - r * Math.sin(a)).toFixed(1)}`
    })
    page.drawSvgPath(`M ${pts.join(' L ')} Z`, { x: 0, y: 0, borderColor: color, borderWidth: thickness })
  }
  hex(width - 60, height - 150, 230, NAVY_LIGHT, 26)
  hex(width - 60, height - 150, 150, NAVY_LIGHT, 10)
  page.drawRectangle({ x: 56, y: height - 250, width: 64, height: 5, color: ACCENT })

  let y = height - 300
  for (const line of wrap(input.companyName, fonts.bold, 34, width - 112, 3)) {
    page.drawText(line, { x: 56, y, size: 34, font: fonts.bold, color: WHITE })
    y -= 42
  }
  y -= 6
  for (const line of wrap(input.subtitle, fonts.regular, 14, width - 112, 3)) {
    page.drawText(line, { x: 56, y, size: 14, font: fonts.regular, color: ON_NAVY })
    y -= 20
  }

  // Up to three product pictures on white tiles.
  const tile = 146
  const gap = (width - 112 - 3 * tile) / 2
  images.slice(0, 3).forEach((image, i) => {
    const x = 56 + i * (tile + gap)
    page.drawRectangle({ x, y: 246, width: tile, height: tile, color: WHITE })
    drawFitted(page, image, x, 246, tile)
  })

  page.drawLine({
    start: { x: 56, y: 196 },
    end: { x: width - 56, y: 196 },
    thickness: 0.8,
    color: NAVY_LIGHT,
  })
  let cy = 172
  for (const line of input.contactLines.filter((l) => l.trim()).slice(0, 6)) {
    page.drawText(ellipsize(line, fonts.regular, 10.5, width - 112), {
      x: 56,
      y: cy,
      size: 10.5,
      font: fonts.regular,
      color: rgb(0.86, 0.9, 0.95),
    })
    cy -= 17
  }
}

const BAR = 64
const CARD_H = 122
const CARD_GAP = 12
const FOOTER = 46

function drawSectionHeader(page: PDFPage, fonts: PdfFonts, title: string, company: string, part: string) {
  const { width, height } = page.getSize()
  drawBand(page, BAR)
  const label = part ? `${title} ${part}` : title
  page.drawText(ellipsize(label, fonts.bold, 18, width - 2 * MARGIN - 170), {
    x: MARGIN,
    y: height - BAR / 2 - 6,
    size: 18,
    font: fonts.bold,
    color: WHITE,
  })
  drawTextRight(page, ellipsize(company, fonts.regular, 9, 160), {
    right: width - MARGIN,
    y: height - BAR / 2 - 3,
    size: 9,
    font: fonts.regular,
    color: rgb(0.74, 0.8, 0.88),
  })
}

function drawCard(
  page: PDFPage,
  fonts: PdfFonts,
  entry: CatalogueEntry,
  image: PDFImage | undefined,
  x: number,
  top: number,
  w: number,
) {
  const y = top - CARD_H
  page.drawRectangle({ x, y, width: w, height: CARD_H, color: PANEL, borderColor: LINE, borderWidth: 0.6 })
  const box = CARD_H - 16
  page.drawRectangle({
    x: x + 8,
    y: y + 8,
    width: box,
    height: box,
    color: WHITE,
    borderColor: LINE,
    borderWidth: 0.4,
  })
  if (image) drawFitted(page, image, x + 8, y + 8, box)
  const tx = x + box + 18
  const tw = w - box - 28
  let ty = top - 22
  for (const line of wrap(entry.name, fonts.bold, 11, tw, 2)) {
    page.drawText(line, { x: tx, y: ty, size: 11, font: fonts.bold, color: INK })
    ty -= 14
  }
  if (entry.standard.trim()) {
    page.drawText(ellipsize(entry.standard, fonts.bold, 8.5, tw), {
      x: tx,
      y: ty - 1,
      size: 8.5,
      font: fonts.bold,
      color: ACCENT_TEXT,
    })
    ty -= 14
  }
  ty -= 2
  for (const spec of entry.specs.filter((s) => s.trim()).slice(0, 4)) {
    page.drawCircle({ x: tx + 2, y: ty + 3, size: 1.3, color: MUTED })
    page.drawText(ellipsize(spec, fonts.regular, 8.5, tw - 8), {
      x: tx + 8,
      y: ty,
      size: 8.5,
      font: fonts.regular,
      color: MUTED,
    })
    ty -= 12
  }
}

export async function buildCataloguePdf(input: {
  /** The language of the texts (the document's language for screen readers and search). */
  lang: Lang
  companyName: string
  subtitle: string
  contactLines: string[]
  sections: CatalogueSection[]
}): Promise<Uint8Array> {
  const pdf = await PDFDocument.create()
  pdf.setTitle(`${input.companyName} – ${input.subtitle}`)
  pdf.setAuthor(input.companyName)
  pdf.setCreator(input.companyName)
  pdf.setLanguage(input.lang)
  const fonts = await embedFonts(pdf)

  // Same PNG bytes (the same demo picture used by several products) are embedded once.
  const cache = new Map<string, Promise<PDFImage | undefined>>()
  const image = (png: Uint8Array | undefined) => {
    if (!png) return Promise.resolve(undefined)
    const key = createHash('sha1').update(png).digest('hex')
    let found = cache.get(key)
    if (!found) {
      found = embedPicture(pdf, { bytes: png, type: 'png' })
      cache.set(key, found)
    }
    return found
  }

  const cover = pdf.addPage(PageSizes.A4)
  // Cover pictures: the first picture of each section, then further ones, three different ones at most.
  const coverImages: PDFImage[] = []
  const firsts = input.sections.map((section) => section.entries.filter((e) => e.imagePng))
  const candidates = [...firsts.map((list) => list[0]), ...firsts.flatMap((list) => list.slice(1))]
  for (const entry of candidates) {
    if (coverImages.length === 3) break
    const img = await image(entry?.imagePng)
    if (img && !coverImages.includes(img)) coverImages.push(img)
  }
  drawCover(cover, fonts, input, coverImages)

  const [pageW, pageH] = PageSizes.A4
  const colW = (pageW - 2 * MARGIN - CARD_GAP) / 2
  const rows = Math.floor((pageH - BAR - 28 - FOOTER - MARGIN / 2) / (CARD_H + CARD_GAP))
  const perPage = rows * 2
  for (const section of input.sections) {
    const pages = Math.max(1, Math.ceil(section.entries.length / perPage))
    for (let p = 0; p < pages; p++) {
      const page = pdf.addPage(PageSizes.A4)
      drawSectionHeader(page, fonts, section.title, input.companyName, pages > 1 ? `(${p + 1}/${pages})` : '')
      const chunk = section.entries.slice(p * perPage, (p + 1) * perPage)
      if (chunk.length === 0) {
        page.drawText('—', { x: MARGIN, y: pageH - BAR - 50, size: 12, font: fonts.regular, color: MUTED })
      }
      for (let i = 0; i < chunk.length; i++) {
        const entry = chunk[i]!
        const x = MARGIN + (i % 2) * (colW + CARD_GAP)
        const top = pageH - BAR - 28 - Math.floor(i / 2) * (CARD_H + CARD_GAP)
        drawCard(page, fonts, entry, await image(entry.imagePng), x, top, colW)
      }
    }
  }

  const all = pdf.getPages()
  all.forEach((page, i) => {
    if (i === 0) return
    drawFooter(page, fonts.regular, {
      ruleY: FOOTER - 12,
      textY: FOOTER - 26,
      left: input.companyName,
      leftWidth: pageW / 2,
      right: `${i + 1} / ${all.length}`,
    })
  })

  return pdf.save()
}
