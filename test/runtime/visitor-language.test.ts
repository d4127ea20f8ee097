import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp } from '../helpers/app.ts'
import { type TurkishWord, turkishWords, visitorText, wordsOf } from './visitor-text.ts'

/**
 * English and Spanish visitors, and search engines indexing /en and /es, read no Turkish: every
 * public page is crawled and every word with a Turkish letter (ğ ş ı İ) is an error, except the
 * proper nouns the site's own contact data names (company name, street address, e-mail domains).
 * That list is read from the app under test, so renaming the company or moving keeps the test true.
 */
let test: Awaited<ReturnType<typeof createTestApp>>
beforeAll(async () => {
  test = await createTestApp({ PUBLIC_URL: 'https://www.example.com' })
})
afterAll(() => test.close())

async function json<T>(url: string): Promise<T> {
  const response = await test.app.inject({ url })
  expect(response.statusCode, url).toBe(200)
  return response.json<T>()
}

/** Words of the contact facts as the public API answers them: the settings and the contact record. */
async function properNouns(): Promise<Set<string>> {
  const settings = await json<Record<string, string>>('/api/settings')
  const contact = (await json<{ data: { contact: Record<string, string> } }>('/api/page-data?url=/iletisim'))
    .data.contact
  const facts = [
    ...['company_name', 'company_website'].map((key) => settings[key]),
    ...Object.entries(settings)
      .filter(([key]) => /^(company_address|company_email|email|address)(_|$)/.test(key))
      .map(([, value]) => value),
    ...Object.entries(contact)
      .filter(([key]) => /^(address|email|map_query)/.test(key))
      .map(([, value]) => value),
  ]
  return new Set(facts.flatMap((fact) => wordsOf(fact ?? '')))
}

/** Every public page of a language: the registry's pages, a product, a category filter and a 404. */
function publicPages(prefix: string): string[] {
  const product = test.app.stores.products.data.find((p) => p.is_active)!
  const category = test.app.stores.categories.data[0]!
  return [
    prefix || '/',
    ...[
      '/hakkimizda',
      '/cozumlerimiz',
      '/urunler',
      `/urunler/${product.slug}`,
      `/urunler?category=${category.slug}`,
      '/katalog',
      '/standartlar',
      '/standartlar/din-933',
      '/standartlar?q=DIN%20934',
      '/iletisim',
      '/teklif',
      '/gizlilik-politikasi',
      '/kullanim-kosullari',
      '/kvkk',
      '/bu-sayfa-yok',
    ].map((path) => `${prefix}${path}`),
  ]
}

async function crawl(urls: string[], allowed: Set<string>): Promise<(TurkishWord & { url: string })[]> {
  const found: (TurkishWord & { url: string })[] = []
  for (const url of urls) {
    const response = await test.app.inject({ url })
    expect(response.statusCode, url).toBe(url.endsWith('/bu-sayfa-yok') ? 404 : 200)
    found.push(...turkishWords(visitorText(response.body), allowed).map((word) => ({ url, ...word })))
  }
  return found
}

/** The words by count, then every occurrence with its page, place and context. */
function report(found: (TurkishWord & { url: string })[]): string {
  const counts = new Map<string, number>()
  for (const { word } of found) {
    const key = word.toLocaleLowerCase('tr')
    counts.set(key, (counts.get(key) ?? 0) + 1)
  }
  const summary = [...counts].sort((a, b) => b[1] - a[1]).map(([word, count]) => `${word} ×${count}`)
  const lines = found.map(({ url, where, word, context }) => `${url}  [${where}]  ${word}  «${context}»`)
  return [
    `${found.length} Turkish words (${counts.size} distinct) on English and Spanish pages: ${summary.join(', ')}`,
    ...lines,
  ].join('\n')
}

describe('the visitor language', () => {
  it('English and Spanish pages show no Turkish word beyond the company’s own proper nouns', async () => {
    const allowed = await properNouns()
    const found = await crawl([...publicPages('/en'), ...publicPages('/es')], allowed)
    if (found.length > 0) console.log(report(found))
    expect(found, report(found)).toEqual([])
  })

  it('sees Turkish where it is: the Turkish home and product pages are full of it', async () => {
    const allowed = await properNouns()
    for (const url of ['/', '/urunler']) {
      const words = (await crawl([url], allowed)).map((entry) => entry.word)
      expect(words.length, url).toBeGreaterThan(20)
      expect(words.join(' '), url).toMatch(/[ğş]/)
    }
  })
})
