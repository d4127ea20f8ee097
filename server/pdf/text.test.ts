import { PDFDocument } from 'pdf-lib'
import { beforeAll, describe, expect, it } from 'vitest'
import { embedFonts, type PdfFonts } from './fonts.ts'
import { ellipsize, wrap } from './text.ts'

let fonts: PdfFonts
beforeAll(async () => {
  fonts = await embedFonts(await PDFDocument.create())
})

const SENTENCE = 'Altı köşe başlı cıvata, tam dişli, çinko kaplama ve şeffaf pasivasyon ile İstanbul’dan'
const width = (text: string) => fonts.regular.widthOfTextAtSize(text, 10)

describe('ellipsize', () => {
  it('keeps a text that fits, on one line', () => {
    expect(ellipsize('M10\tx 40\r\nDIN 933', fonts.regular, 10, 200)).toBe('M10 x 40 DIN 933')
  })

  it('cuts a longer text with an ellipsis within the width', () => {
    const line = ellipsize(SENTENCE, fonts.regular, 10, 120)
    expect(line.endsWith('…')).toBe(true)
    expect(SENTENCE.startsWith(line.slice(0, -1))).toBe(true)
    expect(width(line)).toBeLessThanOrEqual(120)
  })
})

describe('wrap', () => {
  it('breaks between words, every line within the width', () => {
    const lines = wrap(SENTENCE, fonts.regular, 10, 160, 10)
    expect(lines.length).toBeGreaterThan(1)
    expect(lines.join(' ')).toBe(SENTENCE)
    for (const line of lines) expect(width(line)).toBeLessThanOrEqual(160)
  })

  it('ends the last allowed line with an ellipsis when text is left over', () => {
    const lines = wrap(SENTENCE, fonts.regular, 10, 160, 2)
    expect(lines).toHaveLength(2)
    expect(lines[1]!.endsWith('…')).toBe(true)
    expect(width(lines[1]!)).toBeLessThanOrEqual(160)
  })

  it('cuts a single word wider than the line', () => {
    const [line] = wrap('Bağlantıelemanlarıüreticisi', fonts.bold, 12, 60, 2)
    expect(line!.endsWith('…')).toBe(true)
    expect(fonts.bold.widthOfTextAtSize(line!, 12)).toBeLessThanOrEqual(60)
  })
})
