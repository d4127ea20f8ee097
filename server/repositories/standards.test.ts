import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Product } from '../../shared/schemas/product.ts'
import { createTestApp } from '../../test/helpers/app.ts'
import { searchStandards } from './standards.ts'

/*
 * The standards pages as the server renders them (from source): the pinned dimension facts in each language's
 * number format, the marks on changed values, the DIN <-> ISO cross-reference search and the page head.
 * Products are given standards here (fixtures), so the tests do not depend on the demo data's choices.
 */

let test: Awaited<ReturnType<typeof createTestApp>>
let nutDin: Product
let nutIso: Product
let bolt: Product
beforeAll(async () => {
  test = await createTestApp({ PUBLIC_URL: 'https://www.example.com' })
  const products = test.app.stores.products.data
  for (const product of products) setStandards(product, [])
  ;[nutDin, nutIso, bolt] = products.filter((product) => product.is_active) as [Product, Product, Product]
  setStandards(nutDin, ['din-934'])
  setStandards(nutIso, ['iso-4032', 'din-934'])
  setStandards(bolt, ['din-933'])
})
afterAll(() => test?.close())

function setStandards(product: Product, standards: string[]): void {
  const record = product as Product & { technical?: Record<string, unknown> }
  record.technical = { ...(record.technical ?? {}), standards }
}

async function page(url: string): Promise<{ status: number; html: string }> {
  const response = await test.app.inject({ url })
  return { status: response.statusCode, html: response.body }
}

/** The text of one cell of the dimension table, and whether it is marked as changed. */
function cell(html: string, size: string, letter: string): { text: string; changed: boolean } {
  const row = new RegExp(`<tr data-size="${size}">(.*?)</tr>`, 's').exec(html)?.[1]
  expect(row, `row ${size}`).toBeDefined()
  const content = new RegExp(`<td data-letter="${letter}"[^>]*>(.*?)</td>`, 's').exec(row!)?.[1]
  expect(content, `${size} ${letter}`).toBeDefined()
  return { text: content!.replace(/<[^>]+>/g, '').trim(), changed: content!.includes('data-changed') }
}

describe('standard pages', () => {
  it('pin the DIN 933 / ISO 4017 widths across flats at M10, the ISO one marked as changed', async () => {
    const din = (await page('/standartlar/din-933')).html
    expect(cell(din, 'M10', 's')).toEqual({ text: '17', changed: true })
    expect(cell(din, 'M6', 's')).toEqual({ text: '10', changed: false })
    const iso = await page('/en/standartlar/iso-4017')
    expect(iso.status).toBe(200)
    expect(cell(iso.html, 'M10', 's')).toEqual({ text: '16', changed: true })
    // The other standard's value is on hover and in the note under the table.
    expect(iso.html).toContain('title="DIN 933: 17 mm"')
    expect(iso.html).toMatch(/M10 s: 17 mm in DIN 933/)
  })

  it('pin the DIN 934 / ISO 4032 nut heights at M6 in each language’s number format', async () => {
    expect(cell((await page('/standartlar/din-934')).html, 'M6', 'm')).toEqual({ text: '5', changed: true })
    expect(cell((await page('/standartlar/iso-4032')).html, 'M6', 'm')).toEqual({
      text: '5,2',
      changed: true,
    })
    expect(cell((await page('/es/standartlar/iso-4032')).html, 'M6', 'm').text).toBe('5,2')
    expect(cell((await page('/en/standartlar/iso-4032')).html, 'M6', 'm').text).toBe('5.2')
  })

  it('show the equivalent, what changed, the letters with their meaning, the drawing and the products', async () => {
    const { html } = await page('/en/standartlar/din-934')
    expect(html).toContain('href="/en/standartlar/iso-4032"')
    expect(html).toContain('ISO nuts are taller (m) from M5 up')
    expect(html).toContain('<abbr title="Nut height">m</abbr>')
    const src = html.match(/<img class="standard-drawing__svg" src="([^"]+)"[^>]*alt="[^"]+"/)?.[1] ?? ''
    const drawing = (await test.app.inject({ url: src.replaceAll('&amp;', '&') })).body
    for (const letter of ['d', 's', 'm']) {
      expect(drawing).toMatch(new RegExp(`<text[^>]*data-letter="${letter}"[^>]*>${letter}</text>`))
    }
    expect(html).toContain(`href="/en/urunler/${nutDin.slug}"`)
    expect(html).toContain(`href="/en/urunler/${nutIso.slug}"`)
    expect(html).not.toContain(`href="/en/urunler/${bolt.slug}"`)
  })

  it('show a note instead of an empty table while a table is pending, and 404 for an unknown standard', async () => {
    const pending = await page('/standartlar/din-976')
    expect(pending.status).toBe(200)
    expect(pending.html).toContain('data-pending')
    expect(pending.html).not.toContain('class="dimension-table"')
    expect((await page('/standartlar/din-99999')).status).toBe(404)
    expect((await page('/en/standartlar/DIN-933')).status).toBe(404)
  })

  it('carry title, description, canonical, hreflang and JSON-LD (breadcrumbs and the term)', async () => {
    const { html } = await page('/es/standartlar/iso-4017')
    expect(html).toMatch(/<title>ISO 4017 – Tornillo de cabeza hexagonal, rosca completa – /)
    expect(html).toContain('<link rel="canonical" href="https://www.example.com/es/standartlar/iso-4017" />')
    for (const [lang, prefix] of [
      ['tr', ''],
      ['en', '/en'],
      ['es', '/es'],
    ])
      expect(html).toContain(
        `hreflang="${lang}" href="https://www.example.com${prefix}/standartlar/iso-4017"`,
      )
    const ld = JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html)![1]!) as {
      '@type': string
      itemListElement?: { name: string }[]
      name?: string
    }[]
    expect(ld.map((item) => item['@type'])).toEqual(['Organization', 'DefinedTerm', 'BreadcrumbList'])
    expect(ld[1]!.name).toBe('ISO 4017')
    expect(ld[2]!.itemListElement!.map((item) => item.name)).toEqual([
      'Inicio',
      'Normas',
      'ISO 4017 – Tornillo de cabeza hexagonal, rosca completa',
    ])
  })
})

describe('the standards list', () => {
  it('groups every standard by kind with its equivalent and our product count', async () => {
    const { html } = await page('/en/standartlar')
    for (const heading of ['Bolts', 'Nuts', 'Washers']) expect(html).toContain(`>${heading}</h2>`)
    expect(html).toMatch(
      /href="\/en\/standartlar\/din-934"[^>]*>DIN 934<\/a>.*?href="\/en\/standartlar\/iso-4032"[^>]*>ISO 4032<\/a><\/span><\/td><td class="standard-list__count">2</s,
    )
  })

  it('names the successor of a withdrawn standard on its page and in the list, in each language', async () => {
    const words = {
      '': 'Yerini DIN EN 1665 aldı',
      '/en': 'Replaced by DIN EN 1665',
      '/es': 'Sustituida por DIN EN 1665',
    }
    for (const [prefix, text] of Object.entries(words)) {
      const detail = await page(`${prefix}/standartlar/din-6921`)
      expect(detail.html).toMatch(
        new RegExp(`standard-badge--withdrawn">[^<]+</span><span class="standard-successor">${text}</span>`),
      )
      const list = (await page(`${prefix}/standartlar`)).html
      expect(list).toMatch(new RegExp(`>DIN 6921</a>.*?<span class="standard-successor">${text}</span>`, 's'))
      expect(list).toContain(`<span class="standard-successor">${text.replace('1665', '1661')}</span>`)
    }
    // A standard withdrawn in favour of its ISO equivalent names no other successor.
    expect((await page('/en/standartlar/din-933')).html).not.toContain('standard-successor')
  })

  it('cross-references a search: "DIN 934" shows ISO 4032 too and the products of both', async () => {
    const { html } = await page('/standartlar?q=DIN+934')
    const results = /<section class="standards__results"(.*?)<\/section>/s.exec(html)![1]!
    expect(results).toContain('href="/standartlar/din-934"')
    expect(results).toContain('href="/standartlar/iso-4032"')
    expect(results).toContain(`href="/urunler/${nutDin.slug}"`)
    expect(results).toContain(`href="/urunler/${nutIso.slug}"`)
    expect(results).not.toContain(`href="/urunler/${bolt.slug}"`)
  })

  it('finds a standard by its number alone, with its equivalent', () => {
    expect(searchStandards('4017', 'en').map((s) => s.id)).toEqual(['iso-4017', 'din-933'])
    expect(searchStandards('din933', 'tr').map((s) => s.id)).toEqual(['din-933', 'iso-4017'])
    expect(searchStandards('somun', 'tr').map((s) => s.id)).toContain('din-934')
    expect(searchStandards('', 'tr')).toEqual([])
  })
})
