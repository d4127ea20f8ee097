import { readFileSync } from 'node:fs'
import path from 'node:path'
import type { Page } from 'playwright-core'
import { beforeAll, describe, expect, it } from 'vitest'
import type { Product } from '../../shared/schemas/product.ts'
import type { Vocabularies } from '../../shared/schemas/technical.ts'
import { collectErrors, loaded, screenshot, whenLive } from '../helpers/browser.ts'
import { serverAndBrowser } from '../helpers/browser-test.ts'

/*
 * A product page in a real browser against the production build: the size filter with and without JavaScript (with
 * it, no request to the server), a row's quote link filling the quote form in the page language, the drawing's
 * letters, no sideways overflow at 390 px, and screenshots (screenshots/product-*) to look at.
 */

const SLUG = 'din-933-alti-kose-basli-civata'
const LANGS = ['tr', 'en', 'es'] as const
type Lang = (typeof LANGS)[number]
const PREFIX: Record<Lang, string> = { tr: '', en: '/en', es: '/es' }
const forms = Object.fromEntries(
  LANGS.map((lang) => [
    lang,
    JSON.parse(readFileSync(path.resolve(`shared/i18n/locales/${lang}/forms.json`), 'utf8')),
  ]),
) as Record<Lang, Record<string, string>>

const { server, open, browser } = serverAndBrowser()
let product: Product
let vocabularies: Vocabularies
beforeAll(async () => {
  const products = (await (await fetch(`${server.url}/api/products`)).json()) as Product[]
  product = products.find((p) => p.slug === SLUG)!
  vocabularies = JSON.parse(readFileSync(path.join(server.root, 'data', 'vocabularies.json'), 'utf8'))
})

const rows = (page: Page) => page.locator('.size-table tbody tr')
const sizeChip = (page: Page, label: string) =>
  page.locator('.product-choice__link', { hasText: new RegExp(`^${label}$`) })

describe('product page in the browser', () => {
  it('filters the size table by thread size without JavaScript (a plain link) and at once with it', async () => {
    const m10 = product.sizes.filter((row) => row.size === 'M10').length
    expect(m10).toBeGreaterThan(0)

    const plain = await open(`/en/urunler/${SLUG}`, 1440, false)
    expect(await rows(plain).count()).toBe(product.sizes.length)
    await sizeChip(plain, 'M10').click()
    await plain.waitForURL(`${server.url}/en/urunler/${SLUG}?size=M10`)
    expect(await rows(plain).count()).toBe(m10)
    expect(await rows(plain).locator('th').allTextContents()).toEqual(Array(m10).fill('M10'))

    const page = await open(`/en/urunler/${SLUG}`, 1440)
    const errors = collectErrors(page)
    const requests: string[] = []
    // Pictures may load as the table shrinks; what matters is that no page data or page is fetched.
    page.on('request', (request) => {
      if (['document', 'fetch', 'xhr'].includes(request.resourceType())) requests.push(request.url())
    })
    // The size table is made live as it comes near the screen (liveWhenSeen); before that its chips are plain links.
    await (await whenLive(sizeChip(page, 'M10'))).click()
    await expect.poll(() => rows(page).count()).toBe(m10)
    expect(page.url()).toBe(`${server.url}/en/urunler/${SLUG}?size=M10`)
    expect(await sizeChip(page, 'M10').getAttribute('aria-current')).toBe('true')
    // The page's data holds every row: nothing is asked of the server.
    expect(requests).toEqual([])
    await page.locator('.product-choice__link', { hasText: 'All' }).first().click()
    await expect.poll(() => rows(page).count()).toBe(product.sizes.length)
    expect(errors).toEqual([])
  })

  it("carries a row's size, length, material and finish into the quote form, in the page language", async () => {
    const row = product.sizes.find((r) => r.size === 'M10' && r.length !== null)!
    const material = product.technical.materials.at(-1)!
    const finish = product.technical.finishes.at(-1)!
    const label = (terms: { id: string; label_tr: string; label_es: string }[], id: string) => {
      const term = terms.find((t) => t.id === id)!
      return term.label_es || term.label_tr
    }
    const expected = [
      forms.es['forms.quote.prefill.standard']!.replace('{value}', 'DIN 933'),
      forms.es['forms.quote.prefill.sizeLength']!.replace('{size}', 'M10').replace(
        '{length}',
        String(row.length),
      ),
      forms.es['forms.quote.prefill.material']!.replace('{value}', label(vocabularies.materials, material)),
      forms.es['forms.quote.prefill.finish']!.replace('{value}', label(vocabularies.finishes, finish)),
    ].join('\n')

    // With scripts a row's link becomes "Add to quote list" (test/e2e/quote-list.e2e.test.ts); without, it fills the form.
    const withJs = await open(`/es/urunler/${SLUG}?size=M10`, 1440)
    await expect
      .poll(() =>
        rows(withJs)
          .first()
          .getByRole('button', { name: /^Añadir M10 × .* a la lista de presupuesto$/ })
          .count(),
      )
      .toBe(1)
    for (const javaScriptEnabled of [false]) {
      const page = await open(`/es/urunler/${SLUG}?size=M10`, 1440, javaScriptEnabled)
      const errors = collectErrors(page)
      if (product.technical.materials.length > 1)
        await page.locator(`.product-choice__link[href*="material=${material}"]`).click()
      if (product.technical.finishes.length > 1)
        await page.locator(`.product-choice__link[href*="finish=${finish}"]`).click()
      await page.waitForURL(/finish=/)
      const link = rows(page)
        .filter({ has: page.locator('td', { hasText: new RegExp(`^${row.length}$`) }) })
        .locator('a[href*="/teklif?"]')
      expect(await link.getAttribute('href')).toBe(
        `/es/teklif?product=${SLUG}&size=M10&length=${row.length}&material=${material}&finish=${finish}`,
      )
      await link.click()
      await page.waitForURL(/\/es\/teklif\?/)
      const productField = page.getByLabel(forms.es['forms.field.productType']!)
      await expect.poll(() => productField.inputValue()).toBe(product.name_es)
      expect(await page.getByLabel(forms.es['forms.field.specifications']!).inputValue()).toBe(expected)
      expect(errors).toEqual([])
    }
  })

  it('draws the main standard with its letters and fits 390 px; screenshots', async () => {
    for (const lang of ['es', 'tr'] as const) {
      for (const width of [1440, 390]) {
        const page = await open(`${PREFIX[lang]}/urunler/${SLUG}`, width)
        const drawing = page.locator('.product-drawing img')
        await drawing.scrollIntoViewIfNeeded()
        await expect
          .poll(() => drawing.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
          .toBeGreaterThan(0)
        expect(await page.locator('.product-drawing__letters dt').allTextContents()).toEqual(
          expect.arrayContaining(['d', 'k', 'l', 's']),
        )
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        )
        expect(overflow, `${lang} ${width}`).toBeLessThanOrEqual(0)
        await screenshot(page, `product-${lang}-${width}`)
        await page.context().close()
      }
    }
  })

  it('leaves the size table out of the layout while a phone loads the page, and lays it out when scrolled to', async () => {
    // Lighthouse's phone: 412 x 823. Chromium renders a content-visibility: auto part within 1.5 screens of the
    // screen, so the table's own box must skip (its section starts nearer than that).
    const context = await browser.newContext({
      viewport: { width: 412, height: 823 },
      deviceScaleFactor: 1.75,
    })
    const page = await context.newPage()
    await page.goto(`${server.url}/urunler/${SLUG}`)
    await loaded(page)
    const laidOut = () =>
      page.locator('.size-table tbody tr').evaluateAll((rows) => ({
        rows: rows.length,
        laidOut: rows.filter((row) => row.checkVisibility({ contentVisibilityAuto: true })).length,
      }))
    // In the page (for readers without scripts and for search engines), not laid out.
    expect(await laidOut()).toEqual({ rows: product.sizes.length, laidOut: 0 })
    await page.locator('.size-table__scroll').scrollIntoViewIfNeeded()
    await expect.poll(async () => (await laidOut()).laidOut).toBeGreaterThan(0)
    await context.close()
  })

  it(
    'makes the size table live only when a phone scrolls to it, and at once after a client navigation',
    {
      timeout: 60_000,
    },
    async () => {
      const page = await open(`/es/urunler/${SLUG}`, 390)
      const errors = collectErrors(page)
      const chunks: string[] = []
      page.on('request', (request) => {
        if (/\/assets\/product-sizes-[\w-]+\.js$/.test(request.url())) chunks.push(request.url())
      })
      // Below the fold: the server's table is there, whole, with plain quote links, and its code is not fetched.
      await page.waitForTimeout(1_500)
      expect(await rows(page).count()).toBe(product.sizes.length)
      expect(await page.locator('.size-table__add').count()).toBe(0)
      expect(chunks).toEqual([])
      // The settings poll (every 15 s) answers with the same settings: nothing reaches the waiting table, whose
      // server HTML stays as it is (a new settings object made React drop it).
      await page.waitForResponse((response) => response.url().endsWith('/api/settings'), { timeout: 25_000 })
      await page.waitForTimeout(1_000)
      expect(await rows(page).count()).toBe(product.sizes.length)
      expect(chunks).toEqual([])
      // Scrolled to: fetched and made live (its quote links become "add to list" buttons), the rows as they were.
      await page.locator('.size-table').scrollIntoViewIfNeeded()
      await page.locator('.size-table__add').first().waitFor()
      expect(chunks).toHaveLength(1)
      expect(await page.locator('.size-table__add').count()).toBe(product.sizes.length)
      expect(await rows(page).count()).toBe(product.sizes.length)

      // A keyboard user who reaches a row before the table is live keeps the focus on that row's control when its
      // rows are written anew (here on the M10 x 40 row's DXF link, which the focus makes live).
      const keyboard = await open(`/es/urunler/${SLUG}`, 390)
      const dxf = keyboard.locator(`.size-table a[href$="/cad/M10x40.dxf"]`)
      await keyboard.waitForTimeout(1_000)
      expect(await keyboard.locator('.size-table__add').count()).toBe(0)
      await dxf.focus()
      await keyboard.locator('.size-table__add').first().waitFor()
      expect(
        await keyboard.evaluate(() => {
          const active = document.activeElement
          return active?.closest('tr')?.isConnected ? active.getAttribute('href') : null
        }),
      ).toBe(`/es/urunler/${SLUG}/cad/M10x40.dxf`)

      // A product page reached by a client navigation has its table live at once.
      const list = await open('/es/urunler', 390)
      await list.locator(`a[href="/es/urunler/${SLUG}"]`).first().click()
      await list.waitForURL(`${server.url}/es/urunler/${SLUG}`)
      await list.locator('.size-table__add').first().waitFor({ state: 'attached' })

      // A client navigation to another product before the table was made live (a link clicked without scrolling
      // past it) shows that product: the waiting table is made live for it, not waited for.
      const before = await open(`/es/urunler/${SLUG}`, 390)
      await before.waitForTimeout(500)
      expect(await before.locator('.size-table__add').count()).toBe(0)
      const title = await before.locator('h1').textContent()
      const related = before.locator('.related-products a[href^="/es/urunler/"]').first()
      const target = (await related.getAttribute('href'))!
      await related.dispatchEvent('click')
      await before.waitForURL(`${server.url}${target}`)
      await expect.poll(() => before.locator('h1').textContent()).not.toBe(title)
      await before.locator('.size-table__add').first().waitFor({ state: 'attached' })
      expect(errors).toEqual([])
    },
  )
})
