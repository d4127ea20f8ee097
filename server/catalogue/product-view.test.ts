import { gzipSync } from 'node:zlib'
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { PageData } from '../../shared/page-data.ts'
import type { Product } from '../../shared/schemas/product.ts'
import { createTestApp } from '../../test/helpers/app.ts'

/*
 * Product pages as the server renders them (no JavaScript): the technical table's labels in each language, the size
 * table and its ?size= filter, quote links, the drawing's letters, the datasheet link, JSON-LD and the page's weight.
 */

const LANGS = ['tr', 'en', 'es'] as const
type Lang = (typeof LANGS)[number]
const PREFIX: Record<Lang, string> = { tr: '', en: '/en', es: '/es' }
const words = Object.fromEntries(
  LANGS.map((lang) => [
    lang,
    {
      ...JSON.parse(readFileSync(path.resolve(`shared/i18n/locales/${lang}/products.json`), 'utf8')),
      ...JSON.parse(readFileSync(path.resolve(`shared/i18n/locales/${lang}/technical.json`), 'utf8')),
    },
  ]),
) as Record<Lang, Record<string, string>>

let test: Awaited<ReturnType<typeof createTestApp>>
let products: Product[]
beforeAll(async () => {
  test = await createTestApp()
  products = test.app.stores.products.data.filter((p) => p.is_active)
})
afterAll(() => test.close())

const html = async (url: string) => (await test.app.inject({ url })).body
const bySlug = (slug: string) => products.find((p) => p.slug === slug)!
/**
 * The demo product with the longest size table (89 rows): the page the size bounds are about. 80 KB until each row
 * carried its standard's dimensions and the header its search form (issue 20: 81.2 KB, its JSON-LD 22 KB of it);
 * 108-112 KB since each row carries its two CAD download links with their labels (issue 23: +25 KB, but +1.9 KB
 * compressed, 15.9 KB as sent).
 */
const largest = () => [...products].sort((a, b) => b.sizes.length - a.sizes.length)[0]!

function structuredData(page: string): Record<string, unknown>[] {
  const json = page.match(/<script type="application\/ld\+json">(.*?)<\/script>/s)?.[1]
  if (!json) throw new Error('no JSON-LD')
  return JSON.parse(json) as Record<string, unknown>[]
}

const tableRows = (page: string) =>
  page.match(/<table class="size-table">.*?<\/table>/s)?.[0].match(/<tr>/g)?.length ?? 0

describe('product page', () => {
  it('labels the technical table in the page language, with standards linked to their pages', async () => {
    const product = bySlug('din-933-alti-kose-basli-civata')
    for (const lang of LANGS) {
      const page = await html(`${PREFIX[lang]}/urunler/${product.slug}`)
      const table = page.match(/<table class="product-tech">.*?<\/table>/s)?.[0] ?? ''
      for (const id of ['standards', 'materials', 'classes', 'finishes', 'head', 'drive', 'sectors']) {
        expect(table, `${lang} ${id}`).toContain(`<th scope="row">${words[lang][`technical.${id}`]}</th>`)
      }
      expect(table).toContain(`href="${PREFIX[lang]}/standartlar/din-933"`)
      expect(page).toContain(
        `<h2 id="product-tech" class="product-section__title">${words[lang]['product.tech.title']}`,
      )
    }
    // An equivalent is named only when the product does not list it too: DIN 934 and ISO 4032 side by side need none.
    const techTable = async (url: string) =>
      (await html(url)).match(/<table class="product-tech">.*?<\/table>/s)?.[0] ?? ''
    const both = await techTable('/en/urunler/din-934-alti-kose-somun')
    expect(both).toMatch(/DIN 934<\/a>, <a[^>]*>ISO 4032<\/a>/)
    expect(both).not.toContain('equivalent')
    const dinOnly = products.find((p) => p.technical.standards.join() === 'din-127')
    if (dinOnly) expect(await techTable(`/en/urunler/${dinOnly.slug}`)).not.toContain('equivalent')
  })

  it('shows every size row, and only one size with ?size= (no JavaScript needed)', async () => {
    const product = bySlug('din-933-alti-kose-basli-civata')
    const full = await html(`/en/urunler/${product.slug}`)
    expect(tableRows(full)).toBe(product.sizes.length + 1)
    const m10 = product.sizes.filter((row) => row.size === 'M10')
    expect(m10.length).toBeGreaterThan(0)
    const filtered = await html(`/en/urunler/${product.slug}?size=M10`)
    expect(tableRows(filtered)).toBe(m10.length + 1)
    expect(filtered).toMatch(
      /<a href="\/en\/urunler\/din-933-alti-kose-basli-civata\?size=M10" class="product-choice__link" aria-current="true">M10<\/a>/,
    )
    // An unknown size shows the whole table rather than nothing.
    expect(tableRows(await html(`/en/urunler/${product.slug}?size=M99`))).toBe(product.sizes.length + 1)
  })

  it('gives each row a quote link with product, size, length and the chosen material and finish', async () => {
    const product = bySlug('din-933-alti-kose-basli-civata')
    const row = product.sizes.find((r) => r.size === 'M10' && r.length !== null)!
    const [material, otherMaterial] = product.technical.materials
    const finish = product.technical.finishes[0]!
    const page = await html(`/urunler/${product.slug}?size=M10&material=${material}&finish=${finish}`)
    const expected = `/teklif?product=${product.slug}&amp;size=M10&amp;length=${row.length}&amp;material=${material}&amp;finish=${finish}`
    expect(page).toContain(`href="${expected}"`)
    // A material the product is not made of is not carried.
    const odd = await html(`/urunler/${product.slug}?size=M10&material=unobtainium`)
    expect(odd).toContain(`href="/teklif?product=${product.slug}&amp;size=M10&amp;length=${row.length}`)
    const links = odd.match(/<table class="size-table">.*?<\/table>/s)?.[0] ?? ''
    expect(links).not.toContain('unobtainium')
    // With several materials and none chosen, the link names none rather than guessing.
    if (otherMaterial) expect(links).not.toMatch(/\/teklif\?[^"]*material=/)
  })

  it('draws the main standard with its letters, and no drawing for an unknown standard', async () => {
    const page = await html('/es/urunler/din-933-alti-kose-basli-civata')
    // The drawing is the standard's SVG file, named in the page's language; the page carries no geometry.
    const img = page.match(/<img class="standard-drawing__svg"[^>]*>/)?.[0] ?? ''
    expect(img).toContain('alt="Plano de dimensiones DIN 933"')
    expect(img).toMatch(/width="\d+" height="\d+"/)
    const src = img.match(/src="([^"]+)"/)?.[1]?.replaceAll('&amp;', '&') ?? ''
    expect(src).toMatch(/^\/standartlar\/din-933\/drawing\.svg\?v=[\w-]{10}$/)
    expect(page).not.toContain('<text')
    const svg = (await test.app.inject({ url: src })).body
    const letters = [...svg.matchAll(/<text[^>]*>([^<]+)<\/text>/g)].map((m) => m[1])
    expect(letters.sort()).toEqual(['d', 'k', 'l', 's'])
    const none = products.find((p) => p.technical.standards.length === 0)!
    expect(await html(`/es/urunler/${none.slug}`)).not.toContain('standard-drawing__svg')
  })

  it('links the datasheet PDF under the page language', async () => {
    const product = bySlug('din-933-alti-kose-basli-civata')
    for (const lang of LANGS) {
      const page = await html(`${PREFIX[lang]}/urunler/${product.slug}`)
      expect(page).toContain(`href="${PREFIX[lang]}/urunler/${product.slug}/datasheet.pdf"`)
      expect(page).toContain(words[lang]['product.datasheet'])
    }
  })

  it('describes the product as a ProductGroup with one variant per size row, units and no offers', async () => {
    const product = largest()
    const data = structuredData(await html(`/en/urunler/${product.slug}`))
    const group = data.find((item) => item['@type'] === 'ProductGroup') as Record<string, unknown>
    expect(data.map((item) => item['@type'])).toEqual(['Organization', 'ProductGroup', 'BreadcrumbList'])
    const variants = group.hasVariant as Record<string, unknown>[]
    expect(variants).toHaveLength(product.sizes.length)
    expect(group.variesBy).toEqual(['https://schema.org/size'])
    expect(JSON.stringify(data)).not.toMatch(/"offers"|"price"/)
    const row =
      product.sizes.find((r) => r.length !== null && r.weight_per_1000 !== null) ?? product.sizes[0]!
    const variant = variants[product.sizes.indexOf(row)]!
    expect(variant).toMatchObject({
      '@type': 'Product',
      sku: `${product.slug}-${row.size}x${row.length}`,
    })
    // Thread and length are the variant's `size` ("M10 × 40"), not repeated as properties; its weight has a unit.
    expect(variant.size).toBe(`${row.size} × ${row.length}`)
    if (row.weight_per_1000 !== null) {
      expect(variant.additionalProperty).toEqual([
        {
          '@type': 'PropertyValue',
          name: 'Weight per 1,000 pieces',
          value: row.weight_per_1000,
          unitCode: 'KGM',
        },
      ])
    }
    // The group's own facts: standards, materials, classes, finishes as named values in the page language,
    // and the lengths the table spans in millimetres.
    const groupProperties = group.additionalProperty as { name: string; value: string }[]
    const lengths = product.sizes.flatMap((r) => (r.length === null ? [] : [r.length]))
    expect(groupProperties.find((p) => p.name === 'Length')).toEqual({
      '@type': 'PropertyValue',
      name: 'Length',
      minValue: Math.min(...lengths),
      maxValue: Math.max(...lengths),
      unitCode: 'MMT',
    })
    expect(groupProperties.filter((p) => p.name === 'Standard').map((p) => p.value)).toEqual(
      product.technical.standards.map((id) =>
        id.replace(/^(din|iso)-/, (_, body: string) => `${body.toUpperCase()} `),
      ),
    )
    expect(groupProperties.filter((p) => p.name === 'Material')).toHaveLength(
      product.technical.materials.length,
    )
  })

  it('embeds only its own language: no other languages, no full vocabularies, under 116 KB (17 KB sent) with the largest size table', async () => {
    const product = largest()
    for (const lang of LANGS) {
      const url = `${PREFIX[lang]}/urunler/${product.slug}`
      const page = await html(url)
      // The record's fields of three languages and the vocabularies' labels stay on the server (header categories aside).
      for (const field of [
        'description_tr',
        'description_es',
        'specs_en',
        'notes_tr',
        'label_en',
        'label_tr',
      ]) {
        expect(page, field).not.toContain(`"${field}"`)
      }
      expect(Buffer.byteLength(page), url).toBeLessThan(116 * 1024)
      expect(gzipSync(page).length, url).toBeLessThan(17 * 1024)
    }
    const reply = (
      await test.app.inject({
        url: `/api/page-data?url=${encodeURIComponent(`/es/urunler/${product.slug}`)}`,
      })
    ).json() as PageData
    if (reply.page !== 'product') throw new Error(reply.page)
    expect(reply.data.product.sizes).toHaveLength(product.sizes.length)
    expect(reply.data.product.name).toBe(product.name_es || product.name_tr)
  })
})
