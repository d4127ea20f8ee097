import { PDFDocument, StandardFonts } from 'pdf-lib'
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { buildCataloguePdf, type CatalogueEntry, pdfSafe, svgToPng } from './catalogue-pdf.ts'
import { demoSvg } from './demo-images/index.ts'

const entry = (i: number, imagePng?: Uint8Array): CatalogueEntry => ({
  name: `Altı köşe başlı cıvata ${i} – ğüşıöç İĞÜŞÖÇ`,
  standard: 'DIN 933 / ISO 4017',
  specs: [
    'M6 – M36',
    'Kalite 8.8 / 10.9',
    'Çinko kaplama, şeffaf pasivasyon',
    'Uzunluk 10 – 300 mm',
    'fazla satır',
  ],
  ...(imagePng ? { imagePng } : {}),
})

describe('svgToPng', () => {
  it('rasterises an SVG to a PNG of the requested width', async () => {
    const png = await svgToPng(demoSvg('hex-nut', 'zinc'), 240)
    expect([...png.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])
    const meta = await sharp(png).metadata()
    expect(meta.width).toBe(240)
    expect(meta.height).toBe(240)
  })
})

describe('pdfSafe', () => {
  it('transliterates letters the standard fonts cannot encode and keeps the rest', async () => {
    const pdf = await PDFDocument.create()
    const font = await pdf.embedFont(StandardFonts.Helvetica)
    expect(pdfSafe('Bağlantı Şişli İğne ığdır', font)).toBe('Baglanti Sisli Igne igdir')
    expect(pdfSafe('Çelik, Ölçü, Üretim – Catálogo', font)).toBe('Çelik, Ölçü, Üretim – Catálogo')
    expect(pdfSafe('Ø 10 mm ≤ 12', font)).toBe('Ø 10 mm <= 12')
    expect(() => font.encodeText(pdfSafe('ğşıİ 漢字 ✓', font))).not.toThrow()
  })
})

describe('buildCataloguePdf', () => {
  it('builds a PDF with a cover and at least one page per section', { timeout: 60_000 }, async () => {
    const bolt = await svgToPng(demoSvg('hex-bolt', 'zinc'), 200)
    const nut = await svgToPng(demoSvg('lock-nut', 'black'), 200)
    const sections = [
      { title: 'Cıvatalar', entries: Array.from({ length: 13 }, (_, i) => entry(i, i % 2 ? bolt : nut)) },
      {
        title: 'Somunlar ve Pullar',
        entries: [entry(1, nut), entry(2), entry(3, new Uint8Array([1, 2, 3]))],
      },
      { title: 'Boş bölüm', entries: [] },
    ]
    const bytes = await buildCataloguePdf({
      companyName: 'Öztürk Bağlantı Elemanları San. ve Tic. A.Ş.',
      subtitle: 'Ürün Kataloğu / Product Catalogue / Catálogo de productos',
      contactLines: ['İkitelli OSB, İstanbul', '+90 212 555 01 23', 'satış@ornek.com.tr', ''],
      sections,
    })
    expect(bytes).toBeInstanceOf(Uint8Array)
    expect(Buffer.from(bytes.subarray(0, 5)).toString('latin1')).toBe('%PDF-')

    const doc = await PDFDocument.load(bytes)
    expect(doc.getPageCount()).toBeGreaterThanOrEqual(1 + sections.length)
    // Cover, two pages for the 13 bolts (ten cards a page), one each for the other sections.
    expect(doc.getPageCount()).toBe(5)
    const [width, height] = [doc.getPage(0).getWidth(), doc.getPage(0).getHeight()]
    expect(Math.round(width)).toBe(595)
    expect(Math.round(height)).toBe(842)
    expect(doc.getTitle()).toContain('Öztürk')
  })

  it('copes with no sections at all', async () => {
    const bytes = await buildCataloguePdf({
      companyName: 'Firma',
      subtitle: 'Katalog',
      contactLines: [],
      sections: [],
    })
    const doc = await PDFDocument.load(bytes)
    expect(doc.getPageCount()).toBe(1)
  })
})
