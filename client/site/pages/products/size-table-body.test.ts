import { createIntl } from 'react-intl'
import { describe, expect, it } from 'vitest'
import type { ProductView, SizeCells } from '../../../../shared/page-data.ts'
import enProducts from '../../../../shared/i18n/locales/en/products.json'
import enQuoteList from '../../../../shared/i18n/locales/en/quote-list.json'
import { productView } from '../../../../server/catalogue/product-view.ts'
import { demoProducts } from '../../../../server/seed/content/products.ts'
import { vocabularies } from '../../../../server/seed/content/vocabularies.ts'
import type { ProductChoice } from './product-choice.ts'
import { sizeTableBody, type SizeTableBody } from './size-table-body.ts'

/*
 * The size table's rows, written as HTML outside React: every value escaped, the quote links as a query encoder
 * writes them, the dimension cells spanning their size's rows, and the live buttons pointing at their row.
 */

const MESSAGES = { ...enProducts, ...enQuoteList }

function view(slug: string): ProductView {
  const product = demoProducts().find((candidate) => candidate.slug === slug)
  if (!product) throw new Error(slug)
  return productView(product, undefined, vocabularies, 'en')
}

const NO_CHOICE: ProductChoice = { size: null, material: null, class: null, finish: null }

function body(product: ProductView, options: Partial<SizeTableBody> = {}): string {
  const intl = createIntl({ locale: 'en', messages: MESSAGES })
  return sizeTableBody({
    product,
    rows: product.sizes,
    choice: NO_CHOICE,
    path: `/en/urunler/${product.slug}`,
    quotePath: '/en/teklif',
    lang: 'en',
    text: (id, values) => intl.formatMessage({ id }, values),
    live: false,
    ...options,
  })
}

const rowsOf = (html: string) => html.split('<tr>').slice(1)
const attributes = (html: string, name: string) =>
  [...html.matchAll(new RegExp(`\\s${name}="([^"]*)"`, 'g'))].map((match) => match[1]!)
const decode = (text: string) => text.replaceAll('&amp;', '&')

describe('size table body', () => {
  const bolt = view('din-933-alti-kose-basli-civata')

  it('writes a row per size and length, each quote link as URLSearchParams would, the choice included', () => {
    const choice = { ...NO_CHOICE, material: 'a2', finish: 'zinc white' }
    const html = body(bolt, { choice })
    expect(rowsOf(html)).toHaveLength(bolt.sizes.length)
    const links = attributes(html, 'href')
      .filter((href) => href.startsWith('/en/teklif'))
      .map(decode)
    expect(links).toEqual(
      bolt.sizes.map(([size, length]) => {
        const params = new URLSearchParams({ product: bolt.slug, size })
        if (length !== null) params.set('length', String(length))
        params.set('material', 'a2')
        params.set('finish', 'zinc white')
        return `/en/teklif?${params.toString()}`
      }),
    )
  })

  it("spans each size's dimension cells over that size's rows, once per size", () => {
    const html = body(bolt)
    const dimensions = bolt.dimensions!
    const sizes = [...new Set(bolt.sizes.map(([size]) => size))]
    const spans = attributes(html, 'rowspan').map(Number)
    const expected = sizes
      .map((size) => bolt.sizes.filter(([rowSize]) => rowSize === size).length)
      .filter((count) => count > 1)
      .flatMap((count) => dimensions.columns.map(() => count))
    expect(spans).toEqual(expected)
  })

  it('escapes sizes, texts and messages: nothing typed in the catalogue or /admin becomes markup', () => {
    const hostile = '"><img src=x onerror=alert(1)>'
    const row: SizeCells = [hostile, 10, 1, 1.5]
    const product: ProductView = { ...bolt, sizes: [row], specialSizes: [0], cad: { sizes: [hostile] } }
    // Every message hostile too (texts are edited in /admin), with the values it was given.
    const text = (id: string, values?: Record<string, string>) =>
      `"><i title='${id}'>${JSON.stringify(values)}`
    for (const live of [false, true]) {
      const html = body(product, { rows: [row], live, text })
      expect(html).not.toContain('<img')
      expect(html).not.toContain('<i ')
      expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;')
      // Every attribute value stays one value: no quote closes it early.
      for (const value of attributes(html, '[a-z-]+')) expect(value).not.toMatch(/[<>"]/)
    }
  })

  it('gives each live row a button pointing at its own row, also when one size is chosen', () => {
    const rows = bolt.sizes.filter(([size]) => size === 'M10')
    const html = body(bolt, { rows, choice: { ...NO_CHOICE, size: 'M10' }, live: true })
    const indexes = attributes(html, 'data-row').map(Number)
    expect(indexes.map((index) => bolt.sizes[index])).toEqual(rows)
    expect(attributes(html, 'aria-label').filter((label) => label.startsWith('Add'))).toEqual(
      rows.map(([, length]) => `Add M10 × ${length} mm to the quote list`),
    )
    expect(html).not.toContain('/en/teklif')
  })

  it('names each row in a message that shows the row twice, or not at all, as formatted for that row', () => {
    const rows = bolt.sizes.filter(([size]) => size === 'M8')
    for (const message of ['{row}: add {row}', 'Add this row', 'Add <{row}>']) {
      const intl = createIntl({ locale: 'en', messages: { ...MESSAGES, 'quoteList.add.row': message } })
      const text = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values)
      const labels = attributes(body(bolt, { rows, live: true, text }), 'aria-label').filter(
        (label) => !/STEP|DXF/.test(label),
      )
      expect(labels, message).toEqual(
        rows.map(([, length]) =>
          text('quoteList.add.row', { row: `M8 × ${length} mm` })
            .replaceAll('<', '&lt;')
            .replaceAll('>', '&gt;'),
        ),
      )
    }
  })
})
