import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { LANGS } from '../../shared/i18n.ts'
import { QUOTE_PASTE_MAX } from '../../shared/quote-items.ts'
import type { ParsedQuoteItem } from '../../shared/schemas/quote-item.ts'
import { createTestApp } from '../../test/helpers/app.ts'
import { readBillOfMaterials } from '../quote/bom-reader.ts'
import { PASTE_FORM_BODY_LIMIT } from './quote-paste.ts'

let test: Awaited<ReturnType<typeof createTestApp>>
beforeAll(async () => {
  test = await createTestApp()
})
afterAll(() => test.close())

const prefixes = { tr: '', en: '/en', es: '/es' } as const

function stateOf(html: string) {
  const json = /<script id="page-state" type="application\/json">(.*?)<\/script>/s.exec(html)?.[1]
  return JSON.parse(json ?? 'null') as {
    pageData: { lang: string; page: string; data: Record<string, unknown> }
  }
}

let nextIp = 1
function postForm(url: string, payload: string, headers: Record<string, string> = {}) {
  return test.app.inject({
    method: 'POST',
    url,
    remoteAddress: `10.9.0.${nextIp++}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    payload,
  })
}

const PASTE = [
  'DIN 933 M8x30 8.8 zinc 5000',
  'ISO 4032 M8 A2 2000 pcs',
  'Tornillo DIN 912 M6x20 12.9 cincado 1.500 uds',
  'Standard\tSize\tQty',
  'DIN 125\tM10\t10.000',
  'Özel parça <b>çizime göre</b> 12 adet',
].join('\r\n')

describe('POST /teklif with a pasted list (no scripts)', () => {
  it('answers the quote page in its language with the pasted lines read', async () => {
    for (const lang of LANGS) {
      const url = `${prefixes[lang]}/teklif`
      const response = await postForm(url, new URLSearchParams({ bom: PASTE }).toString())
      expect(response.statusCode, url).toBe(200)
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8')
      expect(response.headers['cache-control']).toBe('private, no-store')
      expect(response.body).toContain(`<html lang="${lang}">`)
      const { pageData } = stateOf(response.body)
      expect(pageData).toMatchObject({ lang, page: 'quote' })
      const pasted = pageData.data.pasted as ParsedQuoteItem[]
      expect(pasted).toEqual(readBillOfMaterials(PASTE, test.app.stores, lang))
      expect(pasted.map((item) => [item.product ?? item.text, item.quantity])).toEqual([
        ['din-933-alti-kose-basli-civata', 5000],
        ['din-934-alti-kose-somun', 2000],
        ['din-912-silindir-basli-imbus-vida', 1500],
        ['din-125-duz-pul', 10_000],
        ['Özel parça <b>çizime göre</b> 12 adet', 12],
      ])
      // The lines are in the HTML, and what a buyer typed is data there, never markup.
      expect(response.body).toContain('Tornillo DIN 912 M6x20 12.9 cincado 1.500 uds')
      expect(response.body).not.toContain('<b>çizime göre</b>')
    }
  })

  it('has the page headers of a GET, is never cached, and keeps the page as it was for the next visitor', async () => {
    const get = await test.app.inject({ url: '/en/teklif' })
    const post = await postForm('/en/teklif', 'bom=DIN+933+M8x30+500')
    const securityHeaders = (headers: Record<string, unknown>) =>
      Object.keys(headers)
        .filter((name) => !name.startsWith('x-ratelimit-'))
        .filter(
          (name) =>
            !['etag', 'cache-control', 'content-length', 'date', 'vary', 'last-modified'].includes(name),
        )
        .sort()
    expect(securityHeaders(post.headers)).toEqual(securityHeaders(get.headers))
    expect(post.headers['content-security-policy']).toBeTruthy()
    expect(post.headers['x-content-type-options']).toBe('nosniff')
    expect(post.headers.etag).toBeUndefined()
    const after = await test.app.inject({ url: '/en/teklif' })
    expect(stateOf(after.body).pageData.data.pasted).toBeUndefined()
    expect(stateOf(post.body).pageData.data.pasted).toHaveLength(1)
  })

  it('reads the query of the page as a GET does, and an empty or missing field as no lines', async () => {
    const withProduct = await postForm('/teklif?product=din-933-alti-kose-basli-civata&size=M8', 'bom=')
    const { data } = stateOf(withProduct.body).pageData
    expect(data.pasted).toEqual([])
    expect(JSON.stringify(data.prefill)).toContain('M8')
    expect(stateOf((await postForm('/es/teklif', 'other=1')).body).pageData.data.pasted).toEqual([])
  })

  it('refuses another site, other bodies and other pages, and bounds the paste', async () => {
    const crossSite = await postForm('/teklif', 'bom=DIN+933', { origin: 'https://evil.example' })
    expect(crossSite.statusCode).toBe(403)
    const fetchSite = await postForm('/en/teklif', 'bom=DIN+933', { 'sec-fetch-site': 'cross-site' })
    expect(fetchSite.statusCode).toBe(403)
    expect(fetchSite.json().error).toMatch(/another website/)
    // Form-encoded bodies are read on the quote page only.
    expect((await postForm('/urunler', 'bom=DIN+933')).statusCode).not.toBe(200)
    expect((await postForm('/api/contact', 'name=x')).statusCode).toBe(415)
    const json = await test.app.inject({
      method: 'POST',
      url: '/teklif',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ bom: 'DIN 933' }),
    })
    expect(json.statusCode).toBe(415)
    // A paste is read up to QUOTE_PASTE_MAX characters; a body beyond the form limit is refused unread.
    const long = `${'x'.repeat(QUOTE_PASTE_MAX - 5)}\nDIN 125 M8 7`
    const cut = await postForm('/teklif', new URLSearchParams({ bom: long }).toString())
    expect(cut.statusCode).toBe(200)
    const pasted = stateOf(cut.body).pageData.data.pasted as ParsedQuoteItem[]
    expect(pasted.map((item) => [item.text?.length, item.check])).toEqual([[500, ['product', 'quantity']]])
    const huge = await postForm('/teklif', `bom=${'x'.repeat(PASTE_FORM_BODY_LIMIT + 1)}`)
    expect(huge.statusCode).toBe(413)
  })
})
