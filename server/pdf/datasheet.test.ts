import { describe, expect, it } from 'vitest'
import { drawStandard } from '../../shared/drawings/index.ts'
import { STANDARDS_BY_ID } from '../../shared/standards/index.ts'
import { pdfText } from '../../test/helpers/pdf-text.ts'
import { buildDatasheetPdf, type DatasheetDocument } from './datasheet.ts'

function document(overrides: Partial<DatasheetDocument> = {}): DatasheetDocument {
  return {
    lang: 'en',
    date: new Date('2026-01-02T03:04:05Z'),
    title: 'Technical datasheet',
    company: { name: 'Acme Fasteners', contact: [{ label: 'Phone', lines: ['+90 212 000 00 00'] }] },
    product: { name: 'Hex bolt', category: { label: 'Category', lines: ['Bolts'] }, standards: 'DIN 933' },
    technical: { title: 'Technical data', rows: [{ label: 'Material', lines: ['Steel'] }] },
    sizes: {
      title: 'Size table',
      continued: 'Size table (continued)',
      empty: 'No size table yet.',
      columns: ['Size', 'Length (mm)', 'Stock / order', 'Weight'],
      rows: [],
    },
    contactTitle: 'Contact',
    pageUrl: { label: 'Product page', lines: ['/en/urunler/hex-bolt'] },
    pageNumber: 'Page {page} of {pages}',
    ...overrides,
  }
}

describe('buildDatasheetPdf', () => {
  it('draws a product without sizes, picture or drawing on one page, with its contact and URL', async () => {
    const bytes = await buildDatasheetPdf(document())
    const pages = await pdfText(bytes)
    expect(pages).toHaveLength(1)
    for (const text of [
      'Acme Fasteners',
      'Hex bolt',
      'No size table yet.',
      'Contact',
      '/en/urunler/hex-bolt',
      'Page 1 of 1',
    ])
      expect(pages[0]).toContain(text)
  })

  it('draws the same bytes for the same content (dates come from the product, not the clock)', async () => {
    const a = await buildDatasheetPdf(document())
    const b = await buildDatasheetPdf(document())
    expect(Buffer.from(a).equals(Buffer.from(b))).toBe(true)
  })

  it('draws the standard as vectors with its letters, and repeats the size header on every page', async () => {
    const standard = STANDARDS_BY_ID.get('din-933')!
    const { drawing } = drawStandard(standard)
    const rows = Array.from(
      { length: 150 },
      (_, i) => [`M${i}`, String(i + 1), 'In stock', '1.5'] as [string, string, string, string],
    )
    const bytes = await buildDatasheetPdf(
      document({
        drawing: {
          drawing,
          title: 'Dimension drawing',
          caption: 'DIN 933 at M10',
          legend: ['s: Width across flats'],
        },
        sizes: { ...document().sizes, rows },
      }),
    )
    const pages = await pdfText(bytes)
    expect(pages.length).toBeGreaterThanOrEqual(4)
    // The drawing's dimension letters are text in the PDF.
    for (const letter of drawing.letters) expect(pages[0]).toMatch(new RegExp(`(^| )${letter}( |$)`))
    expect(pages[0]).toContain('s: Width across flats')
    for (const [i, row] of rows.entries()) expect(pages.join(' '), `row ${i}`).toContain(row.join(' '))
    for (const page of pages.slice(1, -1)) {
      expect(page).toContain('Size table (continued)')
      expect(page).toContain('Size Length (mm) Stock / order Weight')
    }
    pages.forEach((page, i) => expect(page).toContain(`Page ${i + 1} of ${pages.length}`))
  })
})
