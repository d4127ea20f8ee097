import { PDFDict, PDFDocument, PDFName, PDFRawStream, PDFRef } from 'pdf-lib'
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { pdfText } from '../../test/helpers/pdf-text.ts'
import { buildCataloguePdf, type CatalogueEntry, svgToPng } from './catalogue-pdf.ts'
import { renderDemoCatalogue } from './demo-catalogue.ts'
import { demoSvg } from './demo-images/index.ts'
import { seedData } from './index.ts'

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
      lang: 'tr',
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
    expect(doc.catalog.lookup(PDFName.of('Lang'))?.toString()).toBe('(tr)')
    // Every Turkish letter is drawn as itself, none transliterated or lost.
    const text = (await pdfText(bytes)).join('\n')
    expect(text).toContain('Öztürk Bağlantı Elemanları San. ve Tic. A.Ş.')
    expect(text).toContain('Altı köşe başlı cıvata 0 – ğüşıöç İĞÜŞÖÇ')
    expect(text).toContain('İkitelli OSB, İstanbul')
    expect(text).toContain('Boş bölüm')
  })

  it('copes with no sections at all', async () => {
    const bytes = await buildCataloguePdf({
      lang: 'tr',
      companyName: 'Firma',
      subtitle: 'Katalog',
      contactLines: [],
      sections: [],
    })
    const doc = await PDFDocument.load(bytes)
    expect(doc.getPageCount()).toBe(1)
  })
})

describe('the demo catalogue', () => {
  const content = seedData()

  it('keeps the Turkish letters of the demo content in its text', { timeout: 120_000 }, async () => {
    const bytes = await renderDemoCatalogue(content, 'tr')
    const text = (await pdfText(bytes)).join('\n')
    for (const words of ['Cıvatalar', 'Altı Köşe Başlı', 'Kuzey Bağlantı Elemanları', 'Ürün Kataloğu']) {
      expect(text).toContain(words)
    }
    expect(text).not.toMatch(/Civata|Baglanti|Alti Köse/)
    // The fonts are embedded as subsets of the glyphs drawn: two whole Inter files add ~360 KB even compressed.
    const fontBytes = await embeddedFontBytes(bytes)
    expect(fontBytes).toBeGreaterThan(0)
    expect(fontBytes).toBeLessThan(40_000)
  })

  it(
    'is drawn in English and Spanish from the same content in those languages',
    { timeout: 120_000 },
    async () => {
      const pngs = new Map()
      const english = (await pdfText(await renderDemoCatalogue(content, 'en', pngs))).join('\n')
      const spanish = (await pdfText(await renderDemoCatalogue(content, 'es', pngs))).join('\n')
      const bolts = content.categories.find((category) => category.slug === 'civatalar')!
      expect(english).toContain('Product Catalogue')
      expect(english).toContain(bolts.name_en)
      expect(spanish).toContain('Catálogo de productos')
      expect(spanish).toContain(bolts.name_es)
      const product = content.products.find((p) => p.is_active && p.categoryId === bolts.id)!
      expect(english).toContain(product.name_en)
      expect(spanish).toContain(product.name_es)
      expect(english).not.toContain('Cıvatalar')
    },
  )
})

/** The stored bytes of every embedded font program (the FontFile2 of each font descriptor). */
async function embeddedFontBytes(bytes: Uint8Array): Promise<number> {
  const doc = await PDFDocument.load(bytes)
  let total = 0
  for (const [, object] of doc.context.enumerateIndirectObjects()) {
    if (!(object instanceof PDFDict) || object.get(PDFName.of('Type')) !== PDFName.of('FontDescriptor'))
      continue
    const ref = object.get(PDFName.of('FontFile2'))
    const file = ref instanceof PDFRef ? doc.context.lookup(ref) : undefined
    if (file instanceof PDFRawStream) total += file.contents.byteLength
  }
  return total
}
