import { readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import {
  FACET_PARAMS,
  fieldLabelId,
  type IdFieldKey,
  paramOf,
  TECHNICAL_FIELD_KEYS,
  TECHNICAL_FIELDS,
  type TechnicalFieldKey,
  TERM_FIELD_KEYS,
  VOCABULARY_KINDS,
} from '../../shared/catalogue/technical-fields.ts'
import { LANGS, type Lang } from '../../shared/i18n.ts'
import type { Product } from '../../shared/schemas/product.ts'
import { CSV_COLUMNS } from '../../shared/schemas/products-csv.ts'
import { idsOf } from '../../shared/schemas/technical.ts'
import { adminTestApp } from '../../test/helpers/admin-app.ts'
import { pdfText } from '../../test/helpers/pdf-text.ts'

/*
 * Every field of the registry reaches every place that shows or reads technical data, without being listed there:
 * the product page's table and JSON-LD, the datasheet, the filter of /urunler and GET /api/products with its counts,
 * the CSV and the vocabularies. A field added to the registry (with its vocabulary and labels) is covered here at once.
 */

const test = adminTestApp({ PUBLIC_URL: 'https://www.example.com' })
const PREFIX: Record<Lang, string> = { tr: '', en: '/en', es: '/es' }
const labels = Object.fromEntries(
  LANGS.map((lang) => [
    lang,
    JSON.parse(readFileSync(path.resolve(`shared/i18n/locales/${lang}/technical.json`), 'utf8')) as Record<
      string,
      string
    >,
  ]),
) as Record<Lang, Record<string, string>>

/** The demo products, active, holding a value in `key` (a size-table field: a row). */
function holding(key: TechnicalFieldKey): Product[] {
  const kind = TECHNICAL_FIELDS[key].kind
  const has = (product: Product) => {
    if (kind === 'size') return product.sizes.length > 0
    if (kind === 'length') return product.sizes.some((row) => row.length !== null)
    if (kind === 'notes') return product.technical.notes_tr.trim() !== ''
    return idsOfField(product, key).length > 0
  }
  return test.app.stores.products.data.filter((product) => product.is_active && has(product))
}

/** The active product with values in the most fields: the page the table checks are about. */
function richest(): Product {
  const count = (product: Product) =>
    TECHNICAL_FIELD_KEYS.filter((key) => holding(key).includes(product)).length
  return [...test.app.stores.products.data].filter((p) => p.is_active).sort((a, b) => count(b) - count(a))[0]!
}

describe('the technical-field registry', () => {
  it('labels every field in every language', () => {
    for (const lang of LANGS) {
      for (const key of TECHNICAL_FIELD_KEYS)
        expect(labels[lang][fieldLabelId(key)], `${lang} ${key}`).toBeTruthy()
      expect(Object.keys(labels[lang]).sort()).toEqual(TECHNICAL_FIELD_KEYS.map(fieldLabelId).sort())
    }
  })

  it('gives every demo field values, and a vocabulary to every term field', async () => {
    for (const key of TECHNICAL_FIELD_KEYS) expect(holding(key).length, key).toBeGreaterThan(0)
    const vocabularies = (await test.send('GET', '/api/admin/vocabularies')).json() as Record<
      string,
      unknown[]
    >
    expect(Object.keys(vocabularies).sort()).toEqual([...VOCABULARY_KINDS].sort())
    for (const kind of VOCABULARY_KINDS) expect(vocabularies[kind]!.length, kind).toBeGreaterThan(0)
  })

  it('shows every field a product has in its page table, in each language, and the structured ones in JSON-LD', async () => {
    const product = richest()
    for (const lang of LANGS) {
      const page = (await test.app.inject({ url: `${PREFIX[lang]}/urunler/${product.slug}` })).body
      const table = page.match(/<table class="product-tech">.*?<\/table>/s)?.[0] ?? ''
      const jsonLd = page.match(/<script type="application\/ld\+json">(.*?)<\/script>/s)?.[1] ?? ''
      for (const key of TECHNICAL_FIELD_KEYS) {
        const spec = TECHNICAL_FIELDS[key]
        if (spec.kind === 'size' || spec.kind === 'length' || !holding(key).includes(product)) continue
        expect(table, `${lang} ${key}`).toContain(`<th scope="row">${labels[lang][fieldLabelId(key)]}</th>`)
        if ('structuredData' in spec)
          expect(jsonLd, `${lang} ${key}`).toContain(labels[lang][fieldLabelId(key)])
      }
    }
  })

  it('prints every field a product has on its datasheet', async () => {
    const product = richest()
    const response = await test.app.inject({ url: `/en/urunler/${product.slug}/datasheet.pdf` })
    const text = (await pdfText(new Uint8Array(response.rawPayload))).join(' ')
    for (const key of TECHNICAL_FIELD_KEYS) {
      const kind = TECHNICAL_FIELDS[key].kind
      if (kind === 'size' || kind === 'length' || !holding(key).includes(product)) continue
      expect(text, key).toContain(labels.en[fieldLabelId(key)])
    }
  })

  it('filters /api/products by every facet parameter, counts its values, and lists it in the panel', async () => {
    for (const param of FACET_PARAMS) {
      const key = TECHNICAL_FIELD_KEYS.find((candidate) => paramOf(candidate) === param)!
      const page = (await test.app.inject({ url: '/api/products/page?limit=100' })).json() as {
        facets: Record<string, unknown>
      }
      expect(page.facets, param).toHaveProperty(param)
      if (param === 'length') continue
      const [value] = idsOfField(holding(key)[0]!, key)
      const expected = holding(key).filter((product) => idsOfField(product, key).includes(value!))
      const listed = (await test.app.inject({ url: `/api/products?${param}=${value}` })).json() as Product[]
      expect(listed.map((p) => p.id).sort(), `${param}=${value}`).toEqual(expected.map((p) => p.id).sort())
      expect((page.facets[param] as Record<string, number>)[value!], `${param}=${value}`).toBe(
        expected.length,
      )
      const html = (await test.app.inject({ url: '/es/urunler' })).body
      expect(html, param).toContain(`name="${param}" value="${value}"`)
      expect(html, param).toContain(labels.es[fieldLabelId(key)])
    }
  })

  it('exports every stored field as a CSV column and reads it back unchanged', async () => {
    const csv = (await test.send('GET', '/api/admin/products/export.csv')).body
    const header = csv.replace(/^\uFEFF/, '').split('\r\n')[0]!
    for (const key of TECHNICAL_FIELD_KEYS) {
      const kind = TECHNICAL_FIELDS[key].kind
      const columns =
        kind === 'notes'
          ? LANGS.map((lang) => `notes_${lang}`)
          : kind === 'size' || kind === 'length'
            ? ['sizes']
            : [key]
      for (const column of columns) {
        expect(CSV_COLUMNS, key).toContain(column)
        expect(header, key).toContain(`"${column}"`)
      }
    }
    const reply = await test.app.inject({
      method: 'POST',
      url: '/api/admin/products/import?dryRun=1',
      headers: { ...test.auth, 'content-type': 'text/csv' },
      payload: csv,
    })
    expect(reply.json()).toMatchObject({ errorCount: 0, summary: { create: 0, update: 0 } })
  })

  it('refuses an unknown id in any term field, naming the field in Turkish, from the form and from the CSV', async () => {
    const [product] = test.app.stores.products.data
    for (const key of TERM_FIELD_KEYS) {
      const spec: { kind: string; noun: string } = TECHNICAL_FIELDS[key]
      const value = spec.kind === 'term' ? 'no-such' : ['no-such']
      const put = await test.send('PUT', `/api/admin/products/${product!.id}`, {
        name_tr: product!.name_tr,
        technical: { ...product!.technical, [key]: value },
      })
      expect(put.statusCode, key).toBe(400)
      expect(put.json().error, key).toBe(`Sözlükte olmayan ${spec.noun}: no-such`)
      const csv = `"id","${key}"\r\n"${product!.id}","no-such"\r\n`
      const imported = await test.app.inject({
        method: 'POST',
        url: '/api/admin/products/import?dryRun=1',
        headers: { ...test.auth, 'content-type': 'text/csv' },
        payload: csv,
      })
      expect(imported.json().errors, key).toEqual([
        { row: 2, column: key, message: `Sözlükte olmayan ${spec.noun}: no-such` },
      ])
    }
    expect(test.app.stores.products.data[0]).toEqual(product)
  })
})

/** The ids a product holds in a field whose values are ids (sizes for the size field). */
function idsOfField(product: Product, key: TechnicalFieldKey): string[] {
  const kind = TECHNICAL_FIELDS[key].kind
  if (kind === 'size') return product.sizes.map((row) => row.size)
  if (kind === 'length' || kind === 'notes') return []
  return [...idsOf(product.technical, key as IdFieldKey)]
}
