import { renderToString } from 'react-dom/server'
import { IntlProvider } from 'react-intl'
import { MemoryRouter } from 'react-router'
import { describe, expect, it } from 'vitest'
import type { ProductView } from '../../../../shared/page-data.ts'
import enProducts from '../../../../shared/i18n/locales/en/products.json'
import enQuoteList from '../../../../shared/i18n/locales/en/quote-list.json'
import esProducts from '../../../../shared/i18n/locales/es/products.json'
import esQuoteList from '../../../../shared/i18n/locales/es/quote-list.json'
import { productView } from '../../../../server/catalogue/product-view.ts'
import { demoProducts } from '../../../../server/seed/content/products.ts'
import { vocabularies } from '../../../../server/seed/content/vocabularies.ts'
import { ProductSizes } from './product-sizes.tsx'

/*
 * The size table's CAD links as the server renders them (so they work without JavaScript), for the demo products
 * as the product page's loader builds them: STEP and DXF per row whose size has a model, nothing for the others.
 */

const MESSAGES = { en: { ...enProducts, ...enQuoteList }, es: { ...esProducts, ...esQuoteList } }

function view(slug: string, lang: 'en' | 'es' = 'en'): ProductView {
  const product = demoProducts().find((candidate) => candidate.slug === slug)
  if (!product) throw new Error(slug)
  return productView(product, undefined, vocabularies, lang)
}

function render(product: ProductView, lang: 'en' | 'es' = 'en'): string {
  return renderToString(
    <IntlProvider locale={lang} messages={MESSAGES[lang]}>
      <MemoryRouter initialEntries={[`/${lang}/urunler/${product.slug}`]}>
        <ProductSizes product={product} />
      </MemoryRouter>
    </IntlProvider>,
  )
}

const attribute = (tag: string, name: string) => new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1] ?? null

/** Each body row: its size and length cells, and its CAD links as [text, href, aria-label, download]. */
function rows(html: string) {
  const body = html.slice(html.indexOf('<tbody'), html.indexOf('</tbody>'))
  return body
    .split('<tr')
    .slice(1)
    .map((row) => {
      const cad = /<span class="size-table__cad">(.*?)<\/span>/.exec(row)?.[1] ?? ''
      return {
        size: /<th>([^<]*)<\/th>/.exec(row)![1],
        length: /<td>([^<]*)/.exec(row)![1],
        links: [...cad.matchAll(/(<a [^>]*>)([^<]*)<\/a>/g)].map(([, tag, text]) => [
          text,
          attribute(tag!, 'href'),
          attribute(tag!, 'aria-label'),
          attribute(tag!, 'download') !== null,
        ]),
      }
    })
}

const headers = (html: string) =>
  [...html.slice(0, html.indexOf('</thead>')).matchAll(/<th scope="col">(.*?)<\/th>/g)].map(
    ([, text]) => text,
  )

describe('size table: CAD links', () => {
  it('gives every row of a bolt with models its STEP and DXF file, named for the row', () => {
    const product = view('din-933-alti-kose-basli-civata')
    expect(product.cad?.sizes).toEqual(['M4', 'M5', 'M6', 'M8', 'M10', 'M12'])
    const html = render(product)
    expect(headers(html)).toContain('CAD')
    const table = rows(html)
    expect(table).toHaveLength(product.sizes.length)
    const m10x40 = table.find((row) => row.size === 'M10' && row.length === '40')!
    const base = '/en/urunler/din-933-alti-kose-basli-civata/cad/M10x40'
    expect(m10x40.links).toEqual([
      ['STEP', `${base}.step`, 'STEP model of M10 × 40 mm', true],
      ['DXF', `${base}.dxf`, 'DXF drawing of M10 × 40 mm', true],
    ])
    for (const [index, row] of table.entries()) {
      const [size, length] = product.sizes[index]!
      expect(row.links.map((link) => link[1])).toEqual([
        `/en/urunler/din-933-alti-kose-basli-civata/cad/${size}x${length}.step`,
        `/en/urunler/din-933-alti-kose-basli-civata/cad/${size}x${length}.dxf`,
      ])
    }
  })

  it('links rows without a length by their size alone, in the page language', () => {
    const product = view('din-934-alti-kose-somun', 'es')
    const m8 = rows(render(product, 'es')).find((row) => row.size === 'M8')!
    expect(m8.links).toEqual([
      ['STEP', '/es/urunler/din-934-alti-kose-somun/cad/M8.step', 'Modelo STEP de M8', true],
      ['DXF', '/es/urunler/din-934-alti-kose-somun/cad/M8.dxf', 'Dibujo DXF de M8', true],
    ])
  })

  it('leaves the cell of a size without a model empty', () => {
    const product = { ...view('din-933-alti-kose-basli-civata'), cad: { sizes: ['M10'] } }
    const table = rows(render(product))
    expect(table.filter((row) => row.links.length > 0).map((row) => row.size)).toEqual(
      table.filter((row) => row.size === 'M10').map((row) => row.size),
    )
    expect(table.some((row) => row.size === 'M8' && row.links.length === 0)).toBe(true)
  })

  it('has no CAD column and no CAD link without models', () => {
    const product = { ...view('din-933-alti-kose-basli-civata'), cad: null }
    const html = render(product)
    expect(headers(html)).not.toContain('CAD')
    expect(html).not.toContain('/cad/')
  })
})
