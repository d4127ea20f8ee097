/** Pictures in the site's PDFs: embedded when their bytes can be read, drawn fitted into a square box. */
import type { PDFDocument, PDFImage, PDFPage } from 'pdf-lib'

export type PdfPicture = { bytes: Uint8Array; type: 'jpg' | 'png' }

/** The embedded picture, or undefined when there are no bytes or they are not a readable image. */
export async function embedPicture(
  pdf: PDFDocument,
  picture: PdfPicture | undefined,
): Promise<PDFImage | undefined> {
  if (!picture || picture.bytes.byteLength === 0) return undefined
  try {
    return picture.type === 'jpg' ? await pdf.embedJpg(picture.bytes) : await pdf.embedPng(picture.bytes)
  } catch {
    // A broken picture leaves its box out; the document is still worth having.
    return undefined
  }
}

/** Draws `image` as large as fits in the square `box` at (x, y) less `padding` on every side, centred. */
export function drawFitted(
  page: PDFPage,
  image: PDFImage,
  x: number,
  y: number,
  box: number,
  padding = 0,
): void {
  const s = Math.min((box - 2 * padding) / image.width, (box - 2 * padding) / image.height)
  page.drawImage(image, {
    x: x + (box - image.width * s) / 2,
    y: y + (box - image.height * s) / 2,
    width: image.width * s,
    height: image.height * s,
  })
}
