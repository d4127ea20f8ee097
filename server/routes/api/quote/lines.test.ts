import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { LANGS } from '../../../../shared/i18n.ts'
import { MAX_QUOTE_ITEMS, QUOTE_PASTE_MAX } from '../../../../shared/quote-items.ts'
import type { DescribedQuoteItem, ParsedQuoteItem } from '../../../../shared/schemas/quote-item.ts'
import { createTestApp } from '../../../../test/helpers/app.ts'
import { readBillOfMaterials } from '../../../quote/bom-reader.ts'
import { PARSE_RATE_LIMIT } from './lines.ts'

let test: Awaited<ReturnType<typeof createTestApp>>
beforeAll(async () => {
  test = await createTestApp()
})
afterAll(() => test.close())

let nextIp = 1
async function post(url: string, body: unknown, headers: Record<string, string> = {}, ip?: string) {
  const response = await test.app.inject({
    method: 'POST',
    url,
    remoteAddress: ip ?? `10.7.0.${nextIp++}`,
    headers: { 'content-type': 'application/json', ...headers },
    payload: typeof body === 'string' ? body : JSON.stringify(body),
  })
  return {
    status: response.statusCode,
    headers: response.headers,
    body: response.json() as Record<string, unknown>,
  }
}

const DIN_933 = 'din-933-alti-kose-basli-civata'
const PASTE = 'DIN 933 M8x30 8.8 zinc 5000\nISO 4032 M8 A2 2000 pcs\nblue widget 40'

describe('POST /api/quote/parse', () => {
  it('answers the pasted lines read in the page language, as the reader reads them', async () => {
    for (const lang of LANGS) {
      const { status, headers, body } = await post('/api/quote/parse', { text: PASTE, lang })
      expect(status).toBe(200)
      expect(headers['cache-control']).toBe('private, no-store')
      const items = body.items as ParsedQuoteItem[]
      expect(items).toEqual(readBillOfMaterials(PASTE, test.app.stores, lang))
      expect(items.map((item) => [item.product, item.quantity, item.check])).toEqual([
        [DIN_933, 5000, []],
        ['din-934-alti-kose-somun', 2000, []],
        [undefined, 40, ['product']],
      ])
      expect(items[0]!.url).toBe(`${lang === 'tr' ? '' : `/${lang}`}/urunler/${DIN_933}`)
    }
    // Without a language: Turkish, the site's default.
    const { body } = await post('/api/quote/parse', { text: PASTE })
    expect((body.items as ParsedQuoteItem[])[0]!.labels.product).toBe('DIN 933 Altı Köşe Başlı Cıvata')
  })

  it('answers at most MAX_QUOTE_ITEMS lines, and nothing for blank text', async () => {
    const text = Array.from({ length: MAX_QUOTE_ITEMS + 50 }, (_, i) => `DIN 125 M8 ${i + 1}`).join('\n')
    const { status, body } = await post('/api/quote/parse', { text, lang: 'en' })
    expect(status).toBe(200)
    expect(body.items).toHaveLength(MAX_QUOTE_ITEMS)
    expect(await post('/api/quote/parse', { text: ' \n\t\n', lang: 'en' })).toMatchObject({
      status: 200,
      body: { items: [] },
    })
  })

  it('refuses a paste over the limit, bad JSON and unknown fields, in the visitor language', async () => {
    const long = await post('/api/quote/parse', { text: 'x'.repeat(QUOTE_PASTE_MAX + 1), lang: 'es' })
    expect(long).toMatchObject({ status: 400, body: { success: false } })
    expect(long.body.error).toBe(
      `La lista pegada puede tener como máximo ${QUOTE_PASTE_MAX} caracteres. Péguela por partes.`,
    )
    // The body cannot be read: the browser's language decides.
    const bad = await post('/api/quote/parse', '{"text": "DIN 933', { 'accept-language': 'en-GB,en;q=0.8' })
    expect(bad).toMatchObject({
      status: 400,
      body: { success: false, error: 'The form data could not be read. Please send the form again.' },
    })
    for (const body of [
      { text: 'DIN 933', lang: 'en', extra: 1 },
      { text: 42, lang: 'en' },
      { lang: 'en' },
    ]) {
      const refused = await post('/api/quote/parse', body)
      expect(refused.status, JSON.stringify(body)).toBe(400)
      expect(refused.body.error).toBe('The form data could not be read. Please send the form again.')
    }
    expect((await post('/api/quote/parse', { text: 'DIN 933', lang: 'de' })).status).toBe(400)
    // Only JSON: a plain text body is refused before it is read.
    const plain = await post('/api/quote/parse', 'DIN 933 M8x30 100', { 'content-type': 'text/plain' })
    expect(plain.status).toBe(415)
  })

  it('refuses another site, and a flood from one address, in the visitor language', async () => {
    const crossSite = await post(
      '/api/quote/parse',
      { text: PASTE, lang: 'en' },
      {
        origin: 'https://evil.example',
        'accept-language': 'es',
      },
    )
    expect(crossSite.status).toBe(403)
    expect(crossSite.body.error).toMatch(/otro sitio web/)
    const fetchSite = await post(
      '/api/quote/describe',
      { items: [], lang: 'en' },
      { 'sec-fetch-site': 'cross-site' },
    )
    expect(fetchSite.status).toBe(403)

    const ip = '10.7.9.9'
    for (let i = 0; i < PARSE_RATE_LIMIT.max; i++)
      expect((await post('/api/quote/parse', { text: 'DIN 125 M8 10', lang: 'en' }, {}, ip)).status).toBe(200)
    const limited = await post(
      '/api/quote/parse',
      { text: 'DIN 125 M8 10', lang: 'en' },
      { 'accept-language': 'tr' },
      ip,
    )
    expect(limited.status).toBe(429)
    expect(limited.body.error).toBe(
      'Kısa sürede çok fazla gönderim yapıldı. Lütfen birkaç dakika sonra tekrar deneyin.',
    )
  })
})

describe('POST /api/quote/describe', () => {
  it('answers every line in order, in the page language, with what is wrong with it today', async () => {
    const items = [
      { product: DIN_933, size: 'M8', length: 30, class: '8.8', finish: 'zinc-white', quantity: 500 },
      { text: 'Special part per drawing 4711', quantity: 20, note: 'as last year' },
      { product: DIN_933, size: 'M30', quantity: 5 },
      { product: 'no-such-product', quantity: 5 },
      'garbage',
    ]
    const expected = {
      tr: ['Çinko (beyaz)', 'Satır 3:', 'Satır 4:', 'Satır 5 okunamadı.'],
      en: ['Zinc plated (clear)', 'Line 3:', 'Line 4:', 'Line 5 could not be read.'],
      es: ['Cincado blanco', 'Línea 3:', 'Línea 4:', 'No se pudo leer la línea 5.'],
    }
    for (const lang of LANGS) {
      const { status, headers, body } = await post('/api/quote/describe', { items, lang })
      expect(status).toBe(200)
      expect(headers['cache-control']).toBe('private, no-store')
      const described = body.items as DescribedQuoteItem[]
      expect(described).toHaveLength(5)
      const [finish, ...lines] = expected[lang]
      expect(described[0]).toMatchObject({
        ...(items[0] as object),
        labels: { standard: 'DIN 933', class: '8.8', finish },
      })
      expect(described[0]!.problem).toBeUndefined()
      expect(described[1]).toEqual({ ...(items[1] as object), labels: {} })
      expect(described.slice(2).map((item, i) => item.problem?.slice(0, lines[i]!.length))).toEqual(lines)
      // What could be read of a wrong line is kept, so the buyer sees which it was.
      expect(described[2]).toMatchObject({ product: DIN_933, size: 'M30', quantity: 5 })
      expect(described[4]).toMatchObject({ quantity: 1, labels: {} })
    }
  })

  it('refuses more than MAX_QUOTE_ITEMS lines and a body that is no list, in the visitor language', async () => {
    const many = Array.from({ length: MAX_QUOTE_ITEMS + 1 }, () => ({ text: 'x', quantity: 1 }))
    const tooMany = await post('/api/quote/describe', { items: many, lang: 'en' })
    expect(tooMany).toMatchObject({
      status: 400,
      body: { success: false, error: `A request can hold at most ${MAX_QUOTE_ITEMS} lines.` },
    })
    const full = await post('/api/quote/describe', { items: many.slice(1), lang: 'en' })
    expect(full.status).toBe(200)
    expect(full.body.items).toHaveLength(MAX_QUOTE_ITEMS)
    for (const body of [{ items: 'x', lang: 'es' }, { lang: 'es' }, { items: [], lang: 'es', more: true }]) {
      const refused = await post('/api/quote/describe', body)
      expect(refused.status).toBe(400)
      expect(refused.body.error).toBe('No se pudieron leer los datos del formulario. Vuelva a enviarlo.')
    }
  })
})
