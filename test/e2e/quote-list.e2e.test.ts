import { readFileSync } from 'node:fs'
import { mkdir } from 'node:fs/promises'
import path from 'node:path'
import type { Page } from 'playwright-core'
import { beforeAll, describe, expect, it } from 'vitest'
import { readStoredProducts } from '../../server/store/collections.ts'
import type { Product } from '../../shared/schemas/product.ts'
import { collectErrors, seriousViolations } from '../helpers/browser.ts'
import { serverAndBrowser } from '../helpers/browser-test.ts'

/*
 * The quote list in a real browser: lines added from a product page's size rows (the dialog), the header badge, the
 * list surviving a reload and seen by a second tab, edited and removed on /teklif, and sent with the quote form,
 * which answers a reference and empties the list.
 */

type Lang = 'tr' | 'en' | 'es'
const texts = (lang: Lang) =>
  ({
    ...JSON.parse(readFileSync(path.resolve(`shared/i18n/locales/${lang}/quote-list.json`), 'utf8')),
    ...JSON.parse(readFileSync(path.resolve(`shared/i18n/locales/${lang}/forms.json`), 'utf8')),
  }) as Record<string, string>
const en = texts('en')
const es = texts('es')
const SHOTS = 'screenshots'
const STORAGE_KEY = 'kuzey.quoteList.v1'
/** Long enough for a lazily loaded list on a busy machine (the default second is not). */
const POLL = { timeout: 10_000 }

const { server, browser } = serverAndBrowser()
let product: Product
let plain: Product

beforeAll(async () => {
  const products = (await readStoredProducts(path.join(server.root, 'data'))).filter((p) => p.is_active)
  // A product with several sizes and several materials, so a choice is really made.
  product = products.find(
    (p) => new Set(p.sizes.map((row) => row.size)).size >= 2 && (p.technical.materials?.length ?? 0) >= 2,
  )!
  plain = products.find((p) => new Set(p.sizes.map((row) => row.size)).size >= 2)!
  expect(product ?? plain).toBeTruthy()
  product ??= plain
  await mkdir(SHOTS, { recursive: true })
})

/** The "Add" button of the first row of size `size` (its accessible name names the row). */
async function addRow(
  page: Page,
  size: string,
  quantity: string,
  options: { note?: string; material?: boolean; merged?: boolean },
) {
  await page.locator('.size-table__add').first().waitFor()
  const row = page.locator('.size-table tbody tr', { has: page.locator(`th:text-is("${size}")`) }).first()
  await row.locator('.size-table__add').click()
  const dialog = page.getByRole('dialog')
  await dialog.waitFor()
  const quantityInput = dialog.getByLabel(en['quoteList.add.quantity']!)
  await expect.poll(() => quantityInput.evaluate((el) => el === document.activeElement), POLL).toBe(true)
  await quantityInput.fill(quantity)
  if (options.material) {
    const select = dialog.getByLabel(en['quoteList.add.material']!)
    const values = await select
      .locator('option')
      .evaluateAll((list) => list.map((o) => (o as HTMLOptionElement).value))
    await select.selectOption(values.at(-1)!)
  }
  if (options.note) await dialog.getByLabel(en['quoteList.add.note']!).fill(options.note)
  await dialog.getByRole('button', { name: en['quoteList.add.submit'] }).click()
  await dialog.getByRole('status').waitFor()
  expect(await dialog.getByRole('status').textContent()).toContain(
    en[options.merged ? 'quoteList.add.merged' : 'quoteList.add.added'],
  )
  const view = dialog.getByRole('link', { name: en['quoteList.add.view'] })
  expect(await view.getAttribute('href')).toBe('/en/teklif')
  await page.keyboard.press('Escape')
  await dialog.waitFor({ state: 'detached' })
}

const stored = (page: Page) =>
  page.evaluate(
    (key) => JSON.parse(localStorage.getItem(key) ?? '{"lines":[]}').lines as Record<string, unknown>[],
    STORAGE_KEY,
  )

describe('the quote list in the browser', () => {
  it('adds two lines from a product page, counts them in the badge, keeps them over a reload and in a second tab, edits, removes and sends them', async () => {
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } })
    const page = await context.newPage()
    const errors = collectErrors(page)
    await page.goto(`${server.url}/en/urunler/${product.slug}`)
    const sizes = [...new Set(product.sizes.map((row) => row.size))]
    await addRow(page, sizes[0]!, '5,000', { note: 'Packed in boxes of 500', material: true })
    await addRow(page, sizes[1]!, '1200', {})
    // The same row again adds to its quantity instead of making a third line.
    await addRow(page, sizes[1]!, '300', { merged: true })

    const badge = page.getByRole('link', { name: 'Quote list, 2 lines' })
    await badge.waitFor()
    expect(await badge.getAttribute('href')).toBe('/en/teklif')
    const lines = await stored(page)
    expect(lines).toHaveLength(2)
    expect(lines[0]).toMatchObject({
      product: product.slug,
      size: sizes[0],
      quantity: 5000,
      note: 'Packed in boxes of 500',
    })
    expect(lines[1]).toMatchObject({ product: product.slug, size: sizes[1], quantity: 1500 })
    if ((product.technical.materials?.length ?? 0) >= 2) expect(lines[0]!.material).toBeTruthy()
    // Never personal data: only a line's fields, a local id and its labels.
    for (const line of lines)
      expect(
        Object.keys(line).every((key) =>
          [
            'product',
            'size',
            'length',
            'material',
            'class',
            'finish',
            'quantity',
            'note',
            'id',
            'labels',
          ].includes(key),
        ),
      ).toBe(true)

    await page.reload()
    await page.getByRole('link', { name: 'Quote list, 2 lines' }).waitFor()
    expect(await seriousViolations(page)).toEqual([])

    // /teklif lists them; a second tab sees every change.
    const second = await context.newPage()
    await second.goto(`${server.url}/en/teklif`)
    await badge.click()
    await page.waitForURL(/\/en\/teklif$/)
    const items = page.locator('.quote-list__lines > li')
    await expect.poll(() => items.count(), POLL).toBe(2)
    expect(await items.nth(0).textContent()).toContain(product.name_en || product.name_tr)
    expect(await items.nth(0).getByLabel(en['quoteList.add.note']!).inputValue()).toBe(
      'Packed in boxes of 500',
    )
    expect(await items.nth(0).getByLabel(en['quoteList.add.quantity']!).inputValue()).toBe('5,000')
    await expect.poll(() => second.locator('.quote-list__lines > li').count(), POLL).toBe(2)

    await items.nth(1).getByLabel(en['quoteList.add.quantity']!).fill('2,500')
    await expect.poll(async () => (await stored(page))[1]!.quantity, POLL).toBe(2500)
    await items.nth(1).getByLabel(en['quoteList.add.quantity']!).fill('2,5')
    await page.getByRole('alert').filter({ hasText: 'whole number' }).waitFor()
    expect((await stored(page))[1]!.quantity).toBe(2500)
    await expect
      .poll(
        () =>
          second
            .locator('.quote-list__lines > li')
            .nth(1)
            .getByLabel(en['quoteList.add.quantity']!)
            .inputValue(),
        POLL,
      )
      .toBe('2,500')

    await items
      .nth(0)
      .getByRole('button', { name: /^Remove / })
      .click()
    await expect.poll(() => items.count(), POLL).toBe(1)
    await page.getByRole('link', { name: 'Quote list, 1 line' }).waitFor()
    await expect.poll(() => second.locator('.quote-list__lines > li').count(), POLL).toBe(1)
    await second.getByRole('link', { name: 'Quote list, 1 line' }).waitFor()
    expect(await seriousViolations(page)).toEqual([])

    // Sending: the form posts the list, answers a reference, and the list empties (in both tabs).
    const posted = page.waitForRequest(
      (request) => request.url().endsWith('/api/quote') && request.method() === 'POST',
    )
    await page.getByLabel(en['forms.field.name']!).fill('Ayşe Test')
    await page.getByLabel(en['forms.field.email']!).fill('buyer@example.com')
    await page.getByRole('button', { name: en['forms.quote.submit'] }).click()
    const body = (await posted).postData() ?? ''
    const items_ = /name="items"\r\n\r\n(.*)\r\n/.exec(body)?.[1]
    expect(JSON.parse(items_ ?? 'null')).toEqual([
      expect.objectContaining({ product: product.slug, size: sizes[1], quantity: 2500 }),
    ])
    const success = page.locator('.form-alert--success')
    await success.waitFor()
    expect(await success.textContent()).toMatch(/Your reference: Q-\d{4}-\d{5}/)
    await expect.poll(() => stored(page), POLL).toEqual([])
    await page.locator('.quote-list__empty').waitFor()
    await expect.poll(() => second.locator('.quote-list__lines > li').count(), POLL).toBe(0)
    expect(await page.getByRole('link', { name: /^Quote list,/ }).count()).toBe(0)
    // Only the describe and parse endpoints may be missing while they are built on another branch.
    expect(errors.filter((e) => !/404/.test(e))).toEqual([])
    await context.close()
  })

  it('drops a corrupted stored list instead of failing', async () => {
    const context = await browser.newContext()
    await context.addInitScript(
      (key) => localStorage.setItem(key, '{"lines":[{"quantity":"lots"},'),
      STORAGE_KEY,
    )
    const page = await context.newPage()
    const errors = collectErrors(page)
    await page.goto(`${server.url}/en/teklif`)
    await page.locator('.quote-list__empty').waitFor()
    expect(await page.getByRole('link', { name: /^Quote list,/ }).count()).toBe(0)
    expect(errors).toEqual([])
    await context.close()
  })

  it('looks right in Spanish at 1440 and 390 px: the add dialog and /teklif with three lines', async () => {
    for (const width of [1440, 390]) {
      const context = await browser.newContext({ viewport: { width, height: width > 800 ? 900 : 844 } })
      const page = await context.newPage()
      await page.goto(`${server.url}/es/urunler/${product.slug}`)
      const sizes = [...new Set(product.sizes.map((row) => row.size))]
      for (const [index, size] of sizes.slice(0, 3).entries()) {
        // The table is made live when it comes near the screen (below the fold on a phone).
        await page.locator('.size-table').first().scrollIntoViewIfNeeded()
        await page.locator('.size-table__add').first().waitFor()
        const row = page
          .locator('.size-table tbody tr', { has: page.locator(`th:text-is("${size}")`) })
          .first()
        await row.locator('.size-table__add').click()
        const dialog = page.getByRole('dialog')
        await dialog.getByLabel(es['quoteList.add.quantity']!).fill(String((index + 1) * 1000))
        if (index === 0) {
          await dialog.getByLabel(es['quoteList.add.note']!).fill('Embalaje en cajas de 500')
          await page.screenshot({ path: `${SHOTS}/quote-list-product-add-es-${width}.png` })
        }
        await dialog.getByRole('button', { name: es['quoteList.add.submit'] }).click()
        await dialog.getByRole('status').waitFor()
        if (index === 0) await page.screenshot({ path: `${SHOTS}/quote-list-product-added-es-${width}.png` })
        await page.keyboard.press('Escape')
        await dialog.waitFor({ state: 'detached' })
      }
      await page.getByRole('link', { name: 'Lista de presupuesto, 3 líneas' }).waitFor()
      await page.goto(`${server.url}/es/teklif`)
      await expect.poll(() => page.locator('.quote-list__lines > li').count(), POLL).toBe(3)
      await page.screenshot({ path: `${SHOTS}/quote-list-teklif-es-${width}.png`, fullPage: true })
      await page.locator('.quote-list').scrollIntoViewIfNeeded()
      await page.screenshot({ path: `${SHOTS}/quote-list-teklif-list-es-${width}.png` })
      await context.close()
    }
  })
})
