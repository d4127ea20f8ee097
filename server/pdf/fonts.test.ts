import { readFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import fontkit from '@pdf-lib/fontkit'
import { decodePDFRawStream, PDFDict, PDFDocument, PDFName, PDFRawStream, PDFRef } from 'pdf-lib'
import { describe, expect, it } from 'vitest'
import { alignGlyphs } from './align-glyphs.ts'
import { embedFonts, fontStamp } from './fonts.ts'

const TEXT = 'Kuzey Bağlantı Elemanları – Cıvata, Şişli İğne, Çelik Ölçü, Üretim; Catálogo 8.8 Ø'
const interFile = (weight: string) =>
  readFile(createRequire(import.meta.url).resolve(`@expo-google-fonts/inter/${weight}/Inter_${weight}.ttf`))

/** The font programs embedded in a saved PDF, decompressed, by the font's BaseFont name. */
async function embeddedFontPrograms(bytes: Uint8Array): Promise<Uint8Array[]> {
  const doc = await PDFDocument.load(bytes)
  const programs: Uint8Array[] = []
  for (const [, object] of doc.context.enumerateIndirectObjects()) {
    if (!(object instanceof PDFDict) || object.get(PDFName.of('Type')) !== PDFName.of('FontDescriptor'))
      continue
    const ref = object.get(PDFName.of('FontFile2'))
    const stream = ref instanceof PDFRef ? doc.context.lookup(ref) : undefined
    if (stream instanceof PDFRawStream) programs.push(decodePDFRawStream(stream).decode())
  }
  return programs
}

describe('PDF fonts', () => {
  it('embed subsets whose glyphs are the font’s own, Turkish letters included', async () => {
    const pdf = await PDFDocument.create()
    const fonts = await embedFonts(pdf)
    const page = pdf.addPage()
    page.drawText(TEXT, { font: fonts.bold, size: 12, y: 700 })
    page.drawText(TEXT, { font: fonts.regular, size: 12, y: 680 })
    // The glyph ids each letter got in the subsets (one glyph per letter for this text).
    const ids = (font: typeof fonts.bold) =>
      (font.encodeText(TEXT).asString().match(/.{4}/g) ?? []).map((hex) => Number.parseInt(hex, 16))
    const idsOf = { bold: ids(fonts.bold), regular: ids(fonts.regular) }
    const programs = await embeddedFontPrograms(await pdf.save())
    expect(programs).toHaveLength(2)

    for (const [weight, file] of [
      ['bold', '700Bold'],
      ['regular', '400Regular'],
    ] as const) {
      const original = fontkit.create(await interFile(file))
      const letters = [...TEXT]
      expect(idsOf[weight]).toHaveLength(letters.length)
      // Find this weight's subset: the one whose glyph for 'K' has the original's advance width.
      const subsets = programs.map((program) => fontkit.create(program))
      const subset = subsets.find(
        (candidate) =>
          candidate.getGlyph(idsOf[weight][0]!).advanceWidth === original.glyphForCodePoint(75).advanceWidth,
      )!
      expect(subset).toBeDefined()
      letters.forEach((letter, i) => {
        const expected = original.glyphForCodePoint(letter.codePointAt(0)!)
        const drawn = subset.getGlyph(idsOf[weight][i]!)
        expect(drawn.path.toSVG(), `${weight} '${letter}'`).toBe(expected.path.toSVG())
        expect(drawn.advanceWidth, `${weight} '${letter}'`).toBe(expected.advanceWidth)
      })
    }
  })

  it('align every glyph of the font without changing any of them', async () => {
    const file = await interFile('400Regular')
    const original = fontkit.create(file)
    const aligned = fontkit.create(alignGlyphs(file))
    expect(aligned.numGlyphs).toBe(original.numGlyphs)
    const offsets = (aligned as unknown as { loca: { offsets: number[] } }).loca.offsets
    expect(offsets.every((offset) => offset % 4 === 0)).toBe(true)
    for (let id = 0; id < original.numGlyphs; id += 7) {
      expect(aligned.getGlyph(id).path.toSVG(), `glyph ${id}`).toBe(original.getGlyph(id).path.toSVG())
    }
  })

  it('have a stamp that names the font files and fontkit', async () => {
    expect(await fontStamp()).toMatch(/^[0-9a-f]{64}$/)
  })
})
