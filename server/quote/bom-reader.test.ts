import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type Lang, LANGS } from '../../shared/i18n.ts'
import { MAX_QUOTE_ITEMS } from '../../shared/quote-items.ts'
import type { ParsedQuoteItem } from '../../shared/schemas/quote-item.ts'
import { createTestApp } from '../../test/helpers/app.ts'
import { readBillOfMaterials } from './bom-reader.ts'
import { checkQuoteItems } from './quote-lines.ts'

let test: Awaited<ReturnType<typeof createTestApp>>
beforeAll(async () => {
  test = await createTestApp()
})
afterAll(() => test.close())

const read = (text: string, lang: Lang = 'en') => readBillOfMaterials(text, test.app.stores, lang)
const one = (line: string, lang: Lang = 'en') => {
  const items = read(line, lang)
  expect(items, line).toHaveLength(1)
  return items[0]!
}

/** The line as the browser's list keeps it and posts it: without what the reader added for showing it. */
function line(item: ParsedQuoteItem) {
  const { labels: _labels, url: _url, problem: _problem, source: _source, check: _check, ...kept } = item
  return kept
}

const DIN_933 = 'din-933-alti-kose-basli-civata'
const DIN_934 = 'din-934-alti-kose-somun'
const DIN_125 = 'din-125-duz-pul'
const DIN_912 = 'din-912-silindir-basli-imbus-vida'

describe('readBillOfMaterials against the demo catalogue', () => {
  it('reads the lines buyers paste, in every page language, into our products', () => {
    for (const lang of LANGS) {
      expect(line(one('DIN 933 M8x30 8.8 zinc 5000', lang))).toEqual({
        product: DIN_933,
        size: 'M8',
        length: 30,
        class: '8.8',
        finish: 'zinc-white',
        quantity: 5000,
      })
      // ISO 4032 is DIN 934's equivalent: our DIN 934 nut (which also lists ISO 4032) answers it.
      expect(line(one('ISO 4032 M8 A2 2000 pcs', lang))).toEqual({
        product: DIN_934,
        size: 'M8',
        material: 'a2',
        quantity: 2000,
      })
      expect(line(one('DIN 125 M10 galvaniz 10.000 adet', lang))).toEqual({
        product: DIN_125,
        size: 'M10',
        finish: 'zinc-white',
        quantity: 10_000,
      })
      expect(line(one('Tornillo DIN 912 M6x20 12.9 cincado 1.500 uds', lang))).toEqual({
        product: DIN_912,
        size: 'M6',
        length: 20,
        class: '12.9',
        finish: 'zinc-white',
        quantity: 1500,
      })
    }
  })

  it('labels each line in the page language, links its product page and keeps the line as pasted', () => {
    const source = 'DIN 933 M8x30 8.8 zinc 5000'
    const labels = { tr: 'Çinko (beyaz)', en: 'Zinc plated (clear)', es: 'Cincado blanco' }
    for (const lang of LANGS) {
      const item = one(source, lang)
      expect(item.source).toBe(source)
      expect(item.check).toEqual([])
      expect(item.problem).toBeUndefined()
      expect(item.labels).toMatchObject({ standard: 'DIN 933', class: '8.8', finish: labels[lang] })
      const product = test.app.stores.products.data.find((p) => p.slug === DIN_933)!
      expect(item.labels.product).toBe(product[`name_${lang}`])
      expect(item.url).toBe(`${lang === 'tr' ? '' : `/${lang}`}/urunler/${DIN_933}`)
    }
  })

  it('finds the product through the DIN/ISO equivalent either way', () => {
    // ISO 4017 is listed by our DIN 933 bolt; ISO 4762 by DIN 912.
    expect(one('ISO 4017 M10x40 10.9 300').product).toBe(DIN_933)
    expect(one('ISO 4762 M8x25 250').product).toBe(DIN_912)
    expect(one('DIN EN ISO 4032 M6 100').product).toBe(DIN_934)
  })

  it('reads thousands separators as whole pieces, and units in three languages', () => {
    const cases: [string, number][] = [
      ['DIN 933 M8x30 5.000', 5000],
      ['DIN 933 M8x30 5,000', 5000],
      ['DIN 933 M8x30 5 000', 5000],
      ['DIN 933 M8x30 1,000,000 pcs', 1_000_000],
      ['DIN 933 M8x30 250 pc', 250],
      ['DIN 933 M8x30 250 pieces', 250],
      ['DIN 933 M8x30 250 ad.', 250],
      ['DIN 933 M8x30 250 ud.', 250],
      ['DIN 933 M8x30 250 unidades', 250],
      ['DIN 933 M8x30 250 piezas', 250],
      ['DIN 933 M8x30 250 pzs', 250],
      ['DIN 933 M8x30 250 Stk', 250],
      ['DIN 933 M8x30 250pcs', 250],
      ['2.500 adet DIN 933 M8x30', 2500],
      ['DIN 933 M8 30 500', 500],
      ['DIN 933 M8 x 30 1 500', 1500],
    ]
    for (const [source, quantity] of cases) {
      const item = one(source)
      expect({ source, quantity: item.quantity, size: item.size, length: item.length }).toEqual({
        source,
        quantity,
        size: 'M8',
        length: 30,
      })
      expect(item.check, source).toEqual([])
    }
  })

  it('reads decimal commas in sizes and lengths', () => {
    expect(line(one('DIN 7981 ST4,2x13 zinc 500'))).toEqual({
      product: 'din-7981-yildiz-yuvarlak-basli-sac-vidasi',
      size: 'ST4.2',
      length: 13,
      finish: 'zinc-white',
      quantity: 500,
    })
    expect(line(one('DIN 7981 ST2,9x9,5 300'))).toMatchObject({ size: 'ST2.9', length: 9.5, quantity: 300 })
    // M2,5 is read as M2.5, which our DIN 912 is not made in: the line says so instead of guessing.
    const small = one('DIN 912 M2,5x10 A2 1.000')
    expect(line(small)).toEqual({ product: DIN_912, material: 'a2', quantity: 1000 })
    expect(small.check).toEqual(['size'])
  })

  it('reads spreadsheet rows in any column order and skips their header row', () => {
    const pasted = [
      'Standard\tSize\tLength\tClass\tFinish\tQty',
      'DIN 933\tM10\t40\t10.9\tzinc\t5,000',
      'Qty\tSize\tStandard\tLength',
      '1 500\tM6\tDIN 912\t20',
      // No header for these: the last number cell is the quantity, the one before it the length.
      'ISO 4017\tM8\t8.8\t30\t750',
      '300 pcs\tDIN 125\tM8',
    ].join('\n')
    const items = read(pasted)
    expect(items.map(line)).toEqual([
      { product: DIN_933, size: 'M10', length: 40, class: '10.9', finish: 'zinc-white', quantity: 5000 },
      { product: DIN_912, size: 'M6', length: 20, quantity: 1500 },
      { product: DIN_933, size: 'M8', length: 30, class: '8.8', quantity: 750 },
      { product: DIN_125, size: 'M8', quantity: 300 },
    ])
    expect(items[0]!.source).toBe('DIN 933 M10 40 10.9 zinc 5,000')
  })

  it('keeps a line it cannot match as a free line with its quantity, for the buyer to check', () => {
    for (const lang of LANGS) {
      const items = read(
        'Özel flanş parçası çizim no. 4711-B\t12 adet\nblue widget 40\n\nno quantity here',
        lang,
      )
      expect(items.map((item) => [item.text, item.quantity, item.product, item.check])).toEqual([
        ['Özel flanş parçası çizim no. 4711-B 12 adet', 12, undefined, ['product']],
        ['blue widget 40', 40, undefined, ['product']],
        ['no quantity here', 1, undefined, ['product', 'quantity']],
      ])
      // A drawing number's tail is never part of the quantity.
      expect(
        read('Pieza especial según plano 17-445 250 uds\nspecial part to drawing 17/445 250', lang).map(
          (item) => [item.quantity, item.product, item.check],
        ),
      ).toEqual([
        [250, undefined, ['product']],
        [250, undefined, ['product']],
      ])
      expect(items.every((item) => item.source === item.text && !item.url)).toBe(true)
    }
  })

  it('never offers a product for a standard we do not make or no longer offer, nor for a long description', () => {
    // DIN 7349 is a standard of the catalogue whose product is switched off; DIN 7985 is none of ours.
    expect(test.app.stores.products.data.find((p) => p.slug === 'din-7349-kalin-pul')?.is_active).toBe(false)
    const items = read(
      [
        'DIN 7349 M8 200',
        'DIN 7985 M5x10 300',
        'hex head bolt as on drawing 12 with a long shank and a special chamfer for the press fit 70',
      ].join('\n'),
    )
    expect(items.map((item) => [item.product, item.text, item.quantity, item.check])).toEqual([
      [undefined, 'DIN 7349 M8 200', 200, ['product']],
      [undefined, 'DIN 7985 M5x10 300', 300, ['product']],
      [
        undefined,
        'hex head bolt as on drawing 12 with a long shank and a special chamfer for the press fit 70',
        70,
        ['product'],
      ],
    ])
  })

  it('asks the buyer to check what the product does not offer, and a product found by words only', () => {
    // DIN 933 is made up to M12 here, in lengths of its table; 12.9 and brass are not offered.
    const large = one('DIN 933 M16x100 8.8 400')
    expect(line(large)).toEqual({ product: DIN_933, class: '8.8', quantity: 400 })
    expect(large.check).toEqual(['size'])
    const long = one('DIN 933 M8x333 300')
    expect(line(long)).toEqual({ product: DIN_933, size: 'M8', quantity: 300 })
    expect(long.check).toEqual(['length'])
    const choices = one('DIN 933 M8x30 12.9 brass')
    expect(line(choices)).toEqual({ product: DIN_933, size: 'M8', length: 30, quantity: 1 })
    expect(choices.check).toEqual(['material', 'class', 'quantity'])
    // No standard: the search engine's best match for the words, marked for a look.
    const words = one('hex head bolt M8x30 zinc 300')
    expect(line(words)).toEqual({
      product: DIN_933,
      size: 'M8',
      length: 30,
      finish: 'zinc-white',
      quantity: 300,
    })
    expect(words.check).toEqual(['product'])
  })

  it('reads a bare standard number, but never a lone standard number as the quantity', () => {
    expect(line(one('933 M8x30'))).toEqual({ product: DIN_933, size: 'M8', length: 30, quantity: 1 })
    expect(one('933 M8x30').check).toEqual(['quantity'])
    expect(line(one('933 M8x30 8.8 125'))).toMatchObject({ product: DIN_933, quantity: 125 })
  })

  it('answers at most MAX_QUOTE_ITEMS lines, and every product line it reads passes the quote check', () => {
    const many = Array.from({ length: MAX_QUOTE_ITEMS + 20 }, (_, i) => `DIN 933 M8x30 8.8 zinc ${i + 1}`)
    const items = read(many.join('\n'))
    expect(items).toHaveLength(MAX_QUOTE_ITEMS)
    expect(items.at(-1)!.quantity).toBe(MAX_QUOTE_ITEMS)

    const mixed = [
      'DIN 933 M8x30 8.8 zinc 5000',
      'ISO 4032 M8 A2 2000 pcs',
      'DIN 125 M10 galvaniz 10.000 adet',
      'Tornillo DIN 912 M6x20 12.9 cincado 1.500 uds',
      'DIN 7337 Ø4,8x12 alu 800',
      'DIN 985 M12 inox 90',
      'DIN 933 M16x100 8.8 brass 400',
      'hex head bolt M8x30 zinc 300',
      'blue widget 40',
    ].join('\n')
    for (const lang of LANGS) {
      const parsed = read(mixed, lang)
      expect(parsed).toHaveLength(9)
      expect(parsed.filter((item) => item.product).length).toBe(8)
      const checked = checkQuoteItems(JSON.stringify(parsed.map(line)), test.app.stores, lang)
      expect(checked).toMatchObject({ ok: true })
    }
  })

  it('leaves control characters and an over-long paste harmless', () => {
    const items = read(`DIN 933 M8x30\u0000\u0007 8.8 200\n${'x'.repeat(60_000)}`)
    expect(line(items[0]!)).toEqual({ product: DIN_933, size: 'M8', length: 30, class: '8.8', quantity: 200 })
    expect(items[1]!.text!.length).toBeLessThanOrEqual(500)
  })
})
