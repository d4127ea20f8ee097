/**
 * A dimension drawing (shared/drawings: SVG elements as data) drawn into a PDF page as vectors, so it stays sharp
 * at any zoom and costs a few kilobytes instead of a raster image. Paths and circles keep their line styles
 * (widths, dashes, fills); the standard's letters are drawn with the document's bold font.
 */
import { type PDFPage, type RGB, rgb } from 'pdf-lib'
import type { Drawing, SvgElement } from '../../shared/drawings/index.ts'
import type { PdfFonts } from './fonts.ts'

/** Where the drawing goes on the page: its top-left corner (PDF units, y up) and the width it fills. */
export type DrawingBox = { x: number; top: number; width: number }

function colour(value: string | number | undefined): RGB | undefined {
  if (typeof value !== 'string') return undefined
  const hex = /^#([0-9a-f]{6})$/i.exec(value)?.[1]
  if (!hex) return undefined
  const channel = (offset: number) => Number.parseInt(hex.slice(offset, offset + 2), 16) / 255
  return rgb(channel(0), channel(2), channel(4))
}

const numberOf = (value: string | number | undefined, fallback = 0) => {
  const parsed = typeof value === 'number' ? value : Number.parseFloat(value ?? '')
  return Number.isFinite(parsed) ? parsed : fallback
}

function dashes(value: string | number | undefined): number[] | undefined {
  if (value === undefined) return undefined
  const list = String(value)
    .split(/[\s,]+/)
    .map(Number)
    .filter((n) => Number.isFinite(n) && n >= 0)
  return list.length > 0 ? list : undefined
}

/** An SVG path for the shapes the drawings use besides paths: circles (two arcs) and lines. */
function pathOf(element: SvgElement): string | undefined {
  const a = element.attrs
  if (element.tag === 'path') return typeof a.d === 'string' ? a.d : undefined
  if (element.tag === 'circle') {
    const [cx, cy, r] = [numberOf(a.cx), numberOf(a.cy), numberOf(a.r)]
    return `M${cx - r} ${cy}A${r} ${r} 0 1 0 ${cx + r} ${cy}A${r} ${r} 0 1 0 ${cx - r} ${cy}Z`
  }
  if (element.tag === 'line') {
    return `M${numberOf(a.x1)} ${numberOf(a.y1)}L${numberOf(a.x2)} ${numberOf(a.y2)}`
  }
  return undefined
}

/** Draws `drawing` scaled to `box.width`; returns the height it took. */
export function drawDrawing(page: PDFPage, fonts: PdfFonts, drawing: Drawing, box: DrawingBox): number {
  const scale = box.width / drawing.width
  for (const element of drawing.elements) {
    const a = element.attrs
    if (element.tag === 'text') {
      const text = element.text ?? ''
      const size = numberOf(a['font-size'], 12) * scale
      const width = fonts.bold.widthOfTextAtSize(text, size)
      const anchor = a['text-anchor']
      const shift = anchor === 'middle' ? width / 2 : anchor === 'end' ? width : 0
      page.drawText(text, {
        x: box.x + numberOf(a.x) * scale - shift,
        y: box.top - numberOf(a.y) * scale,
        size,
        font: fonts.bold,
        color: colour(a.fill) ?? rgb(0, 0, 0),
      })
      continue
    }
    const path = pathOf(element)
    if (!path) continue
    const fill = colour(a.fill)
    const stroke = colour(a.stroke)
    const dash = dashes(a['stroke-dasharray'])
    page.drawSvgPath(path, {
      x: box.x,
      y: box.top,
      scale,
      ...(fill ? { color: fill } : {}),
      ...(stroke ? { borderColor: stroke, borderWidth: numberOf(a['stroke-width'], 1) } : {}),
      ...(dash ? { borderDashArray: dash } : {}),
    })
  }
  return drawing.height * scale
}
