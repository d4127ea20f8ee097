import { readdir, rm, stat } from 'node:fs/promises'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sizeDimensions } from '../../shared/catalogue/size-dimensions.ts'
import { weighedSizes } from '../../shared/catalogue/size-weights.ts'
import trTexts from '../../shared/i18n/locales/tr/datasheet.json'
import { type Lang, pickText } from '../../shared/i18n.ts'
import { sizeLabel, isSizeKey } from '../../shared/standards/index.ts'
import { createTestApp } from '../../test/helpers/app.ts'
import { pdfText } from '../../test/helpers/pdf-text.ts'
import { datasheetText } from '../pdf/datasheet-content.ts'
import { watchLoop } from '../../test/helpers/event-loop.ts'

let test: Awaited<ReturnType<typeof createTestApp>>
beforeAll(async () => {
  test = await createTestApp({ PUBLIC_URL: 'https://www.example.com' })
})
afterAll(() => test.close())

const BOLT = 'din-933-alti-kose-basli-civata'
/** The demo product with the longest size table (87 rows). */
const LONG = 'din-912-silindir-basli-imbus-vida'
const prefix = (lang: Lang) => (lang === 'tr' ? '' : `/${lang}`)
const urlOf = (slug: string, lang: Lang) => `${prefix(lang)}/urunler/${slug}/datasheet.pdf`

async function datasheet(slug: string, lang: Lang) {
  const response = await test.app.inject({ url: urlOf(slug, lang) })
  expect(response.statusCode, urlOf(slug, lang)).toBe(200)
  const pages = await pdfText(new Uint8Array(response.rawPayload))
  return { response, pages, text: pages.join('\n') }
}

/** The labels a datasheet always shows (those without placeholders), in `lang`. */
const fixedLabels = (lang: Lang) =>
  (
    [
      'datasheet.title',
      'datasheet.category',
      'datasheet.drawing',
      'datasheet.technical',
      'technical.standards',
      'technical.materials',
      'technical.classes',
      'technical.finishes',
      'technical.head',
      'technical.drive',
      'datasheet.sizes',
      'datasheet.column.size',
      'datasheet.column.stock',
      'datasheet.contact',
      'datasheet.phone',
      'datasheet.email',
      'datasheet.address',
      'datasheet.pageUrl',
    ] as const
  ).map((id) => datasheetText(lang, id))

describe('GET /urunler/:slug/datasheet.pdf', () => {
  it('draws the Turkish datasheet with Turkish letters, labels, contact and the page URL', async () => {
    const { response, pages, text } = await datasheet(BOLT, 'tr')
    expect(response.headers['content-type']).toBe('application/pdf')
    expect(response.headers['content-disposition']).toBe(
      'inline; filename="din-933-alti-kose-basli-civata-teknik-veri-foyu.pdf"',
    )
    expect(response.headers.etag).toBeTruthy()
    expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-')
    // The product's picture (a WebP upload, embedded as JPEG).
    expect(response.rawPayload.includes('/DCTDecode')).toBe(true)
    expect(text).toContain('Cıvata')
    for (const label of fixedLabels('tr')) expect(text).toContain(label)
    const settings = test.app.stores.settings.data
    expect(text).toContain(settings.company_name)
    expect(text).toContain(settings.company_phone)
    expect(text).toContain(settings.company_email)
    expect(text).toContain(`https://www.example.com/urunler/${BOLT}`)
    expect(text).toContain('DIN 933')
    expect(text).toContain('ISO 4017')
    // The drawing's letters and what they mean.
    expect(text).toContain('s: Anahtar ağzı')
    pages.forEach((page, i) => expect(page).toContain(`Sayfa ${i + 1} / ${pages.length}`))
  })

  it.each(['en', 'es'] as const)(
    'draws the %s datasheet in its language, without Turkish labels',
    async (lang) => {
      const { response, text } = await datasheet(BOLT, lang)
      expect(response.headers['content-disposition']).toBe(
        `inline; filename="${{ en: 'din-933-hex-head-bolt-technical-datasheet', es: 'tornillo-de-cabeza-hexagonal-din-933-ficha-tecnica' }[lang]}.pdf"`,
      )
      const product = test.app.stores.products.data.find((p) => p.slug === BOLT)!
      expect(text).toContain(pickText(product, 'name', lang))
      for (const label of fixedLabels(lang)) expect(text).toContain(label)
      // Headings of narrow columns may wrap ("Longitud" over "(mm)" beside the dimension columns): word by word.
      for (const id of ['datasheet.column.length', 'datasheet.column.weight'] as const) {
        for (const word of datasheetText(lang, id).split(' ')) expect(text, id).toContain(word)
      }
      const own = new Set(fixedLabels(lang))
      for (const label of Object.values(trTexts).filter((value) => !value.includes('{') && !own.has(value))) {
        expect(text, label).not.toContain(label)
      }
      expect(text).toContain(`https://www.example.com/${lang}/urunler/${BOLT}`)
      expect(text).not.toContain('Cıvata')
    },
  )

  it('lists every size row, continuing on further pages with the header row repeated', async () => {
    const product = test.app.stores.products.data.find((p) => p.slug === LONG)!
    expect(product.sizes.length).toBeGreaterThan(60)
    const { pages, text } = await datasheet(LONG, 'tr')
    expect(pages.length).toBeGreaterThanOrEqual(3)
    const number = new Intl.NumberFormat('tr', { maximumFractionDigits: 2 })
    const weight = new Intl.NumberFormat('tr', { maximumFractionDigits: 3 })
    const escape = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
    for (const row of weighedSizes(product)) {
      const start = [
        isSizeKey(row.size) ? sizeLabel(row.size) : row.size,
        row.length === null ? '–' : number.format(row.length),
      ]
      const end = [
        datasheetText('tr', row.stock === 'stock' ? 'datasheet.stock.stock' : 'datasheet.stock.order'),
        row.weight_per_1000 === null
          ? '–'
          : `${row.weight_computed ? '≈ ' : ''}${weight.format(row.weight_per_1000)}`,
      ]
      // The standard's dimensions between them: numbers, "a / b" pairs and dashes.
      expect(text).toMatch(new RegExp(`${escape(start.join(' '))} (?:[\\d,/– ]+ )?${escape(end.join(' '))}`))
    }
    const letters = sizeDimensions(product.technical.standards, product.sizes, 'tr')?.columns ?? []
    expect(letters.length).toBeGreaterThan(0)
    const header = [
      'Ölçü',
      'Boy (mm)',
      ...letters.map((letter) => letter.symbol),
      'Stok / sipariş',
      'Ağırlık (kg / 1000 adet)',
    ].join(' ')
    const withRows = pages.filter((page) => page.includes('Siparişe üretim') || page.includes('Stokta'))
    expect(withRows.length).toBeGreaterThanOrEqual(2)
    for (const page of withRows) expect(page).toContain(header)
    expect(withRows.slice(1).every((page) => page.includes('Ölçü tablosu (devamı)'))).toBe(true)
  })

  it('answers 404 for an unknown or hidden product', async () => {
    const hidden = test.app.stores.products.data.find((p) => !p.is_active)
    expect(hidden).toBeDefined()
    for (const url of [
      '/urunler/no-such-product/datasheet.pdf',
      '/en/urunler/no-such-product/datasheet.pdf',
      urlOf(hidden!.slug, 'tr'),
      urlOf(hidden!.slug, 'es'),
    ]) {
      const response = await test.app.inject({ url })
      expect(response.statusCode, url).toBe(404)
      expect(response.headers['content-type']).not.toContain('pdf')
    }
  })

  it('keeps each drawn datasheet on disk until what it shows changes, and revalidates with its ETag', async () => {
    const folder = path.join(test.config.cacheDir, 'datasheets')
    const stored = async () =>
      Object.fromEntries(
        await Promise.all(
          (await readdir(folder)).map(
            async (name) => [name, (await stat(path.join(folder, name))).mtimeMs] as const,
          ),
        ),
      )
    const url = urlOf(BOLT, 'es')
    const first = await test.app.inject({ url })
    const afterFirst = await stored()
    const second = await test.app.inject({ url })
    expect(second.statusCode).toBe(200)
    expect(second.rawPayload.equals(first.rawPayload)).toBe(true)
    expect(await stored()).toEqual(afterFirst)
    const revalidated = await test.app.inject({
      url,
      headers: { 'if-none-match': String(second.headers.etag) },
    })
    expect(revalidated.statusCode).toBe(304)
    // Each language is a datasheet of its own.
    await test.app.inject({ url: urlOf(LONG, 'en') })
    const withEnglish = await stored()
    expect(Object.keys(withEnglish).length).toBe(Object.keys(afterFirst).length + 1)
    // A content write that does not touch what the datasheet shows keeps its file: no drawing, same ETag.
    test.app.contentVersion.bump()
    const unchanged = await test.app.inject({ url })
    expect(unchanged.headers.etag).toBe(first.headers.etag)
    expect(await stored()).toEqual(withEnglish)
    // One that does (the company's phone is on every datasheet) draws it anew.
    await test.app.stores.settings.update((settings) => {
      settings.company_phone = '+90 212 555 00 99'
    })
    const changed = await test.app.inject({ url })
    expect(changed.headers.etag).not.toBe(first.headers.etag)
    expect((await pdfText(new Uint8Array(changed.rawPayload))).join('\n')).toContain('+90 212 555 00 99')
    expect(Object.keys(await stored()).length).toBe(Object.keys(withEnglish).length + 1)
  })

  it('draws a datasheet again when a cleaner emptied the folder under the running server', async () => {
    const folder = path.join(test.config.cacheDir, 'datasheets')
    const url = urlOf(BOLT, 'tr')
    const first = await test.app.inject({ url })
    expect(first.statusCode).toBe(200)
    await rm(folder, { recursive: true, force: true })
    const again = await test.app.inject({ url })
    expect(again.statusCode).toBe(200)
    expect(again.headers.etag).toBe(first.headers.etag)
    expect(again.rawPayload.equals(first.rawPayload)).toBe(true)
    expect((await readdir(folder)).filter((name) => name.endsWith('.pdf'))).toHaveLength(1)
  })

  it('draws off the thread that answers visitors', async () => {
    test.app.contentVersion.bump()
    await test.app.stores.settings.update((settings) => {
      settings.company_phone = '+90 212 555 00 98'
    })
    const loop = watchLoop()
    const started = performance.now()
    const answers = await Promise.all(
      (['tr', 'en', 'es'] as const).map((lang) => test.app.inject({ url: urlOf(LONG, lang) })),
    )
    const took = performance.now() - started
    const longest = loop.stop()
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200])
    // Drawing three datasheets of 87 rows takes hundreds of milliseconds; drawn on this thread, each would hold the
    // loop for a third of that. Off it, the loop is never held for long (bounds scale with the machine's load).
    expect(took).toBeGreaterThan(150)
    expect(longest).toBeLessThan(Math.max(100, took / 6))
  })
})
