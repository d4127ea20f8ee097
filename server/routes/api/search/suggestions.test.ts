import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type Lang, LANGS, pickText } from '../../../../shared/i18n.ts'
import type { Product } from '../../../../shared/schemas/product.ts'
import type { SuggestionReply } from '../../../../shared/schemas/search-suggestions.ts'
import { SUGGESTION_QUERY_MAX } from '../../../../shared/search-suggestions.ts'
import { localizePath } from '../../../../shared/routes.ts'
import { STANDARDS_BY_ID } from '../../../../shared/standards/index.ts'
import { createTestApp } from '../../../../test/helpers/app.ts'
import { SUGGESTIONS_PER_GROUP } from './suggestions.ts'

let test: Awaited<ReturnType<typeof createTestApp>>
beforeAll(async () => {
  test = await createTestApp()
})
afterAll(() => test.close())

async function suggest(q: string, lang?: Lang): Promise<SuggestionReply> {
  const query = new URLSearchParams({ q, ...(lang ? { lang } : {}) })
  const response = await test.app.inject({ url: `/api/search/suggestions?${query.toString()}` })
  expect(response.statusCode, q).toBe(200)
  return response.json()
}

const active = (): Product[] => test.app.stores.products.data.filter((product) => product.is_active)

describe('GET /api/search/suggestions', () => {
  it('offers the products the products API answers first, named and linked in each language', async () => {
    for (const lang of LANGS) {
      // The first word of a real product's name in that language: whatever the ranking, it finds something.
      const word = pickText(active()[0]!, 'name', lang).split(' ')[0]!
      const { products } = await suggest(word, lang)
      const query = new URLSearchParams({ q: word, lang }).toString()
      const listed = (await test.app.inject({ url: `/api/products?${query}` })).json() as Product[]
      expect(listed.length, `${lang} ${word}`).toBeGreaterThan(0)
      const first = listed.slice(0, SUGGESTIONS_PER_GROUP)
      expect(products.map((product) => product.label)).toEqual(first.map((p) => pickText(p, 'name', lang)))
      expect(products.map((product) => product.url)).toEqual(
        first.map((p) => localizePath(lang, `/urunler/${p.slug}`)),
      )
      // A product's detail names its standards as the standards pages spell them.
      const standards = first[0]!.technical.standards.map((id) => STANDARDS_BY_ID.get(id)!.designation)
      expect(products[0]!.detail).toBe(standards.join(' / '))
    }
  })

  it('offers standards by number in any spelling, titled and linked in each language', async () => {
    const din933 = STANDARDS_BY_ID.get('din-933')!
    for (const lang of LANGS) {
      for (const spelling of ['DIN 933', 'din933', '933']) {
        const { standards } = await suggest(spelling, lang)
        expect(standards[0], `${lang} ${spelling}`).toEqual({
          label: din933.designation,
          detail: din933.title[lang],
          url: localizePath(lang, '/standartlar/din-933'),
        })
        // Its ISO equivalent follows it.
        expect(standards.map((standard) => standard.label)).toContain('ISO 4017')
      }
    }
  })

  it('offers sizes the catalogue has, with their product count and the products page narrowed to them', async () => {
    const withM8 = active().filter((product) => product.sizes.some((row) => row.size === 'M8')).length
    expect(withM8).toBeGreaterThan(0)
    for (const lang of LANGS) {
      for (const spelling of ['M8', 'm8x30', 'M8 x 30']) {
        const { sizes } = await suggest(spelling, lang)
        expect(sizes, `${lang} ${spelling}`).toEqual([
          { label: 'M8', detail: '', count: withM8, url: localizePath(lang, '/urunler?size=M8') },
        ])
      }
      // A prefix offers every size it starts: M1 is M10 and M12 (never M8).
      const prefix = (await suggest('M1', lang)).sizes.map((size) => size.label)
      expect(prefix.length).toBeGreaterThan(0)
      expect(prefix.every((label) => label.startsWith('M1'))).toBe(true)
    }
  })

  it('answers nothing for blank text, and reads Turkish without a language', async () => {
    expect(await suggest('   ')).toEqual({ products: [], standards: [], sizes: [] })
    const word = pickText(active()[0]!, 'name', 'tr').split(' ')[0]!
    expect(await suggest(word)).toEqual(await suggest(word, 'tr'))
  })

  it('refuses bad input cleanly: no q, a long q, an unknown language or parameter', async () => {
    for (const url of [
      '/api/search/suggestions',
      `/api/search/suggestions?q=${'a'.repeat(SUGGESTION_QUERY_MAX + 1)}`,
      '/api/search/suggestions?q=m8&lang=de',
      '/api/search/suggestions?q=m8&x=1',
    ]) {
      const response = await test.app.inject({ url })
      expect(response.statusCode, url).toBe(400)
      expect(response.json(), url).toMatchObject({ success: false })
    }
  })

  it('treats what is typed as text: markup comes back as data, never as a page', async () => {
    const response = await test.app.inject({
      url: `/api/search/suggestions?q=${encodeURIComponent('<script>alert(1)</script>')}`,
    })
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toMatch(/^application\/json/)
    expect(response.json()).toEqual({ products: [], standards: [], sizes: [] })
  })

  it('serves a repeated question from the public JSON cache (ETag, 304)', async () => {
    const first = await test.app.inject({ url: '/api/search/suggestions?q=M8&lang=en' })
    const etag = first.headers.etag
    expect(etag).toBeTruthy()
    const again = await test.app.inject({
      url: '/api/search/suggestions?q=M8&lang=en',
      headers: { 'if-none-match': String(etag) },
    })
    expect(again.statusCode).toBe(304)
  })
})
