import { readdirSync, readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import fontkit from '@pdf-lib/fontkit'
import { describe, expect, it } from 'vitest'
import { FONT_WEIGHTS, fontFileName, LATIN_TR, rangeCodePoints } from './latin-tr.ts'

const root = path.resolve(import.meta.dirname, '../..')
const require = createRequire(import.meta.url)
const css = readFileSync(path.join(root, 'client/styles/fonts.css'), 'utf8')

/** Each Inter face of fonts.css: its weight, file and code points. */
const faces = [...css.matchAll(/@font-face\s*\{([^}]*)\}/g)]
  .map((match) => match[1]!)
  .filter((body) => /font-family:\s*'Inter';/.test(body))
  .map((body) => ({
    weight: Number(/font-weight:\s*(\d+)/.exec(body)![1]),
    file: /url\('([^']+)'\)/.exec(body)![1]!,
    range: /unicode-range:\s*([^;]+);/.exec(body)![1]!.replace(/\s+/g, ' ').trim(),
  }))

/** Every file of the site's own texts: the catalogues, the seeded content, the legal pages. */
function siteTexts(): { file: string; text: string }[] {
  const dirs = ['shared/i18n/locales', 'server/seed/content', 'client/site/pages/legal/content']
  return dirs.flatMap((dir) =>
    readdirSync(path.join(root, dir), { recursive: true, encoding: 'utf8' })
      .filter((file) => /\.(json|ts)$/.test(file) && !file.endsWith('.test.ts'))
      .map((file) => ({ file: `${dir}/${file}`, text: readFileSync(path.join(root, dir, file), 'utf8') })),
  )
}

describe("the site's own Inter files", () => {
  it('are the faces of every weight for LATIN_TR, and no other face claims those characters', () => {
    const own = new Set(rangeCodePoints(LATIN_TR))
    for (const weight of FONT_WEIGHTS) {
      const mine = faces.filter((face) => face.weight === weight && face.file.endsWith(fontFileName(weight)))
      expect(mine.map((face) => face.range)).toEqual([LATIN_TR])
      for (const other of faces.filter((face) => face.weight === weight && !mine.includes(face))) {
        expect(
          rangeCodePoints(other.range).filter((point) => own.has(point)),
          other.file,
        ).toEqual([])
      }
    }
  })

  it('hold a glyph for every character of LATIN_TR that Inter has, with the Turkish letters and ₺', () => {
    const source = fontkit.create(
      readFileSync(require.resolve('@expo-google-fonts/inter/400Regular/Inter_400Regular.ttf')),
    )
    const wanted = rangeCodePoints(LATIN_TR).filter((point) => source.hasGlyphForCodePoint(point))
    expect(wanted.length).toBeGreaterThan(250)
    for (const weight of FONT_WEIGHTS) {
      const file = readFileSync(path.join(import.meta.dirname, fontFileName(weight)))
      expect(file.subarray(0, 4).toString('latin1')).toBe('wOF2')
      const font = fontkit.create(file)
      expect(
        wanted.filter((point) => !font.hasGlyphForCodePoint(point)),
        `${weight}`,
      ).toEqual([])
      for (const letter of 'ĞğİıŞşÇçÖöÜü₺≤≥') {
        expect(font.hasGlyphForCodePoint(letter.codePointAt(0)!), `${weight} ${letter}`).toBe(true)
      }
    }
  })

  it("cover every character of the site's texts in all three languages, so no page needs a second file", () => {
    const own = new Set(rangeCodePoints(LATIN_TR))
    const outside: string[] = []
    for (const { file, text } of siteTexts()) {
      for (const char of new Set(text)) {
        if (!own.has(char.codePointAt(0)!))
          outside.push(`${file}: ${char} U+${char.codePointAt(0)!.toString(16)}`)
      }
    }
    expect(siteTexts().length).toBeGreaterThan(20)
    expect(outside).toEqual([])
  })
})
