/**
 * The fonts every PDF the site makes draws with: Inter regular and bold, full TTFs with Latin
 * Extended (ğ ş ı İ), from @expo-google-fonts/inter (the web pages use Inter too). pdf-lib's
 * standard fonts only encode WinAnsi, which has no Turkish ğ ş ı İ.
 *
 * The files are read once per process, on the first PDF; each document embeds subsets, so a PDF
 * carries only the glyphs it draws (tens of kilobytes instead of ~340 KB per weight).
 */
import { createHash } from 'node:crypto'
import { readFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import fontkit from '@pdf-lib/fontkit'
import type { PDFDocument, PDFFont } from 'pdf-lib'
import { alignGlyphs } from './align-glyphs.ts'

const require = createRequire(import.meta.url)

/** The package files, resolved from node_modules at run time (the server build leaves packages external). */
const FONT_FILES = {
  regular: '@expo-google-fonts/inter/400Regular/Inter_400Regular.ttf',
  bold: '@expo-google-fonts/inter/700Bold/Inter_700Bold.ttf',
} as const

export type FontWeight = keyof typeof FONT_FILES
export type PdfFonts = Record<FontWeight, PDFFont>

let loading: Promise<Record<FontWeight, Uint8Array>> | undefined

function fontBytes(): Promise<Record<FontWeight, Uint8Array>> {
  loading ??= (async () => {
    const [regular, bold] = await Promise.all([
      readFile(require.resolve(FONT_FILES.regular)),
      readFile(require.resolve(FONT_FILES.bold)),
    ])
    // Aligned once here, so that fontkit's subsets keep every glyph (see align-glyphs.ts).
    return { regular: alignGlyphs(regular), bold: alignGlyphs(bold) }
  })().catch((error: unknown) => {
    // A failed read (a missing package) is reported to every caller, not cached forever.
    loading = undefined
    throw error
  })
  return loading
}

/** Embeds the regular and bold fonts into `pdf` as subsets of the glyphs the document draws. */
export async function embedFonts(pdf: PDFDocument): Promise<PdfFonts> {
  const bytes = await fontBytes()
  pdf.registerFontkit(fontkit)
  return {
    regular: await pdf.embedFont(bytes.regular, { subset: true }),
    bold: await pdf.embedFont(bytes.bold, { subset: true }),
  }
}

/**
 * Changes whenever the font files or the fontkit that subsets them change: build-time fingerprints
 * of drawn PDFs include it, since neither is part of the bundled code they hash.
 */
export async function fontStamp(): Promise<string> {
  const bytes = await fontBytes()
  const fontkitPackage = await readFile(require.resolve('@pdf-lib/fontkit/package.json'))
  return createHash('sha256').update(bytes.regular).update(bytes.bold).update(fontkitPackage).digest('hex')
}
