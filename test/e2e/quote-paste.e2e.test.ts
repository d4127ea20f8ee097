import { readFileSync } from 'node:fs'
import { mkdir } from 'node:fs/promises'
import path from 'node:path'
import { IntlMessageFormat } from 'intl-messageformat'
import type { Locator, Page } from 'playwright-core'
import { beforeAll, describe, expect, it } from 'vitest'
import { formatNumber } from '../../client/lib/format.ts'
import { readStoredProducts } from '../../server/store/collections.ts'
import type { Lang } from '../../shared/i18n.ts'
import type { Product } from '../../shared/schemas/product.ts'
import type { ParsedQuoteItem } from '../../shared/schemas/quote-item.ts'
import type { Submission } from '../../shared/schemas/submission.ts'
import { collectErrors, loaded, seriousViolations } from '../helpers/browser.ts'
import { serverAndBrowser } from '../helpers/browser-test.ts'
import { api, login } from '../helpers/http.ts'

/*
 * The paste box on /teklif in a real browser: a bill of materials in three languages' ways of writing read into the
 * list (each matched line with its product, size and quantity as the page's language writes them, the line we cannot
 * match kept as a free line marked to check), then sent with the quote form and stored with its lines. Without
 * scripts the box is a plain form the server answers with the lines read, which the quote form then carries.
 * Spanish screenshots (/tmp/shots-paste) of /teklif with three lines and of the add dialog.
 */

const texts = (lang: Lang) =>
  ({
    ...JSON.parse(readFileSync(path.resolve(`shared/i18n/locales/${lang}/quote-list.json`), 'utf8')),
    ...JSON.parse(readFileSync(path.resolve(`shared/i18n/locales/${lang}/forms.json`), 'utf8')),
  }) as Record<string, string>
const PREFIX: Record<Lang, string> = { tr: '', en: '/en', es: '/es' }
const SHOTS = 'screenshots'
/** The list's code loads after hydration: a busy machine takes more than expect.poll's one second. */
const POLL = { timeout: 10_000 }

/** What a buyer pastes, and what each line is (the standard of our product, size, length, pieces). */
const PASTE: { source: string; standard?: string; size?: string; length?: number; quantity: number }[] = [
  { source: 'DIN 933 M8x30 8.8 zinc 5000', standard: 'din-933', size: 'M8', length: 30, quantity: 5000 },
  { source: 'ISO 4032 M8 A2 2000 pcs', standard: 'iso-4032', size: 'M8', quantity: 2000 },
  { source: 'DIN 125 M10 galvaniz 10.000 adet', standard: 'din-125', size: 'M10', quantity: 10_000 },
  {
    source: 'Tornillo DIN 912 M6x20 12.9 cincado 1.500 uds',
    standard: 'din-912',
    size: 'M6',
    length: 20,
    quantity: 1500,
  },
  { source: 'DIN 934\tM12\tA2\t3000', standard: 'din-934', size: 'M12', quantity: 3000 },
  { source: 'Pieza especial según plano 17-445 250 uds', quantity: 250 },
]
const PASTED_TEXT = PASTE.map((line) => line.source).join('\n')

const { server, browser } = serverAndBrowser()
let products: Product[]

beforeAll(async () => {
  products = (await readStoredProducts(path.join(server.root, 'data'))).filter((p) => p.is_active)
  await mkdir(SHOTS, { recursive: true })
})

const productOf = (standard: string) => products.find((p) => p.technical.standards.includes(standard))!
const nameIn = (product: Product, lang: Lang) => product[`name_${lang}`] || product.name_tr

/** What the server reads from the paste (POST /api/quote/parse), checked against the demo catalogue. */
async function parsed(lang: Lang): Promise<ParsedQuoteItem[]> {
  const response = await fetch(`${server.url}/api/quote/parse`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: server.url },
    body: JSON.stringify({ text: PASTED_TEXT, lang }),
  })
  expect(response.status).toBe(200)
  const { items } = (await response.json()) as { items: ParsedQuoteItem[] }
  expect(items).toHaveLength(PASTE.length)
  PASTE.forEach((line, index) => {
    const item = items[index]!
    expect(item.quantity, line.source).toBe(line.quantity)
    if (!line.standard) {
      expect(item, line.source).toMatchObject({ text: line.source, check: ['product'] })
      expect(item.product).toBeUndefined()
      return
    }
    expect(item, line.source).toMatchObject({
      product: productOf(line.standard).slug,
      size: line.size,
      check: [],
    })
    expect(item.length, line.source).toBe(line.length)
  })
  return items
}

/** A read line as the browser keeps and posts it: the contract's fields only. */
const asItem = ({ labels: _l, url: _u, problem: _p, source: _s, check: _c, ...item }: ParsedQuoteItem) => item

/** "DIN 933 · M8 × 30 mm", as the list and the answered page write a line's standard and size. */
function row(item: ParsedQuoteItem, lang: Lang, separator: string): string {
  const size = [item.size, item.length === undefined ? '' : `${formatNumber(item.length, lang)} mm`]
  return [item.labels.standard, size.filter(Boolean).join(' × ')].filter(Boolean).join(separator)
}

async function allSubmissions(): Promise<Submission[]> {
  const { status, body } = await api(server.url, await login(server.url), 'GET', '/api/admin/submissions')
  expect(status).toBe(200)
  return body as Submission[]
}

async function sentItems(reference: string): Promise<Submission['items']> {
  const submission = (await allSubmissions()).find((s) => s.reference === reference)
  expect(submission, reference).toBeTruthy()
  return submission!.items
}

/** The stored lines: the posted fields, and the Turkish name and main standard of each product line. */
function expectStored(stored: Submission['items'], items: ParsedQuoteItem[]) {
  expect(stored).toHaveLength(items.length)
  items.forEach((item, index) => {
    const line = stored![index]!
    expect(line).toMatchObject(asItem(item))
    if (item.product) {
      const product = products.find((p) => p.slug === item.product)!
      expect(line).toMatchObject({ name: product.name_tr, standard: item.labels.standard })
    } else expect(line.product).toBeUndefined()
  })
}

async function fillContact(page: Page, lang: Lang) {
  const t = texts(lang)
  await page.getByLabel(t['forms.field.name']!).fill('Ayşe Test')
  await page.getByLabel(t['forms.field.email']!).fill('buyer@example.com')
}

/** The list's line `index` shows `item` as the page's language writes it. */
async function expectLine(line: Locator, item: ParsedQuoteItem, lang: Lang) {
  const t = texts(lang)
  const title = (await line.locator('.quote-line__title').textContent()) ?? ''
  const quantity = await line.getByLabel(t['quoteList.add.quantity']!).inputValue()
  expect(quantity).toBe(formatNumber(item.quantity, lang))
  if (!item.product) {
    expect(title).toContain(item.text)
    expect(await line.locator('.quote-line__tag').textContent()).toBe(t['quoteList.freeLine'])
    expect(await line.getAttribute('class')).toContain('is-flagged')
    expect(await line.locator('.quote-line__check').textContent()).toBe(
      new IntlMessageFormat(t['quoteList.check']!, lang).format({ fields: t['quoteList.field.product'] }),
    )
    return
  }
  const product = products.find((p) => p.slug === item.product)!
  expect(title).toContain(nameIn(product, lang))
  expect(await line.locator('.quote-line__title a').getAttribute('href')).toBe(
    `${PREFIX[lang]}/urunler/${product.slug}`,
  )
  expect(await line.locator('.quote-line__summary').first().textContent()).toBe(row(item, lang, ' · '))
  for (const choice of ['material', 'class', 'finish'] as const) {
    if (!item[choice]) continue
    const field = line.locator('.quote-line__field', { hasText: t[`quoteList.add.${choice}`]! })
    expect(await field.textContent()).toContain((item.labels as Record<string, string>)[choice])
  }
  expect(await line.getAttribute('class')).not.toContain('is-flagged')
}

describe('the paste box on /teklif', () => {
  for (const lang of ['tr', 'en', 'es'] as const) {
    it(`reads a pasted list into the quote list and sends it with the form (${lang})`, async () => {
      const t = texts(lang)
      const items = await parsed(lang)
      const context = await browser.newContext({ viewport: { width: 1440, height: 900 } })
      const page = await context.newPage()
      const errors = collectErrors(page)
      await page.goto(`${server.url}${PREFIX[lang]}/teklif`)
      await loaded(page)
      const box = page.getByRole('textbox', { name: t['quoteList.paste.title'] })
      await box.fill(PASTED_TEXT)
      await page.getByRole('button', { name: t['quoteList.paste.submit'] }).click()

      const lines = page.locator('.quote-list__lines > li')
      await expect.poll(() => lines.count(), POLL).toBe(PASTE.length)
      const alert = page.locator('.quote-paste .form-alert')
      await alert.waitFor()
      const said = (await alert.textContent()) ?? ''
      expect(said).toContain(
        new IntlMessageFormat(t['quoteList.paste.added']!, lang).format({ count: PASTE.length }),
      )
      expect(said).toContain(new IntlMessageFormat(t['quoteList.paste.toCheck']!, lang).format({ count: 1 }))
      expect(await box.inputValue()).toBe('')
      for (const [index, item] of items.entries()) await expectLine(lines.nth(index), item, lang)
      // The thousands as the language writes them (not only as formatNumber does).
      expect(await lines.nth(2).getByLabel(t['quoteList.add.quantity']!).inputValue()).toBe(
        { tr: '10.000', en: '10,000', es: '10.000' }[lang],
      )
      expect(await page.getByRole('link', { name: new RegExp(`, ${PASTE.length} `) }).count()).toBe(1)
      expect(await seriousViolations(page, { include: '.quote-list' })).toEqual([])

      // Sent with the quote form: the stored request holds every line, the free line as the buyer wrote it.
      await fillContact(page, lang)
      await page.getByRole('button', { name: t['forms.quote.submit'] }).click()
      const success = page.locator('.form-alert--success', { hasText: /Q-\d{4}-\d{5}/ })
      await success.waitFor()
      const reference = /Q-\d{4}-\d{5}/.exec((await success.textContent()) ?? '')?.[0]
      expect(reference).toBeTruthy()
      expectStored(await sentItems(reference!), items)
      await page.locator('.quote-list__empty').waitFor()
      expect(errors).toEqual([])
      await context.close()
    })
  }

  it('reads a pasted list without scripts: the answered page lists the lines and the quote form carries them', async () => {
    const t = texts('es')
    const items = await parsed('es')
    const context = await browser.newContext({ javaScriptEnabled: false })
    context.setDefaultTimeout(15_000)
    const page = await context.newPage()
    await page.goto(`${server.url}/es/teklif`)
    await page.getByRole('textbox', { name: t['quoteList.paste.title'] }).fill(PASTED_TEXT)
    await Promise.all([
      page.waitForResponse((r) => r.url() === `${server.url}/es/teklif` && r.request().method() === 'POST'),
      page.getByRole('button', { name: t['quoteList.paste.submit'] }).click(),
    ])
    await page.waitForLoadState()
    expect(new URL(page.url()).pathname).toBe('/es/teklif')
    expect(await page.locator('.quote-list__subtitle').textContent()).toBe(t['quoteList.pasted.title'])
    const lines = page.locator('.quote-pasted__line')
    expect(await lines.count()).toBe(PASTE.length)
    await page.locator('.quote-list').screenshot({ path: `${SHOTS}/quote-paste-teklif-nojs-pasted-es.png` })
    for (const [index, item] of items.entries()) {
      const text = (await lines.nth(index).textContent()) ?? ''
      expect(text).toContain(`${formatNumber(item.quantity, 'es')} ${t['quoteList.pieces']}`)
      if (item.product) {
        const product = products.find((p) => p.slug === item.product)!
        expect(text).toContain(nameIn(product, 'es'))
        const choices = (['material', 'class', 'finish'] as const).flatMap((choice) =>
          item[choice] ? [(item.labels as Record<string, string>)[choice]!] : [],
        )
        expect(text).toContain([row(item, 'es', ' · '), ...choices].join(' · '))
        expect(text).not.toContain(t['quoteList.check']!.split(':')[0])
      } else {
        expect(text).toContain(item.text)
        expect(text).toContain(
          new IntlMessageFormat(t['quoteList.check']!, 'es').format({ fields: t['quoteList.field.product'] }),
        )
      }
    }
    // The quote form below carries them in its hidden field, and sending it stores them.
    const hidden = page.locator('form input[type="hidden"][name="items"]')
    expect(await hidden.count()).toBe(1)
    expect(JSON.parse(await hidden.inputValue())).toEqual(items.map(asItem))
    // (axe runs in the page's own scripts, which this context has not.)
    const before = new Set((await allSubmissions()).map((s) => s.id))
    await fillContact(page, 'es')
    await page.getByRole('button', { name: t['forms.quote.submit'] }).click()
    await page.waitForLoadState()
    const sent = (await allSubmissions()).filter((s) => !before.has(s.id))
    expect(sent).toHaveLength(1)
    expect(sent[0]!.reference).toMatch(/^Q-\d{4}-\d{5}$/)
    expectStored(sent[0]!.items, items)
    await context.close()
  })
})

/** Selects of the list whose longest option does not fit inside them (the text a buyer would see cut). */
const cutSelects = (page: Page) =>
  page.locator('.quote-line__fields select').evaluateAll((selects) => {
    const context = document.createElement('canvas').getContext('2d')!
    return selects.flatMap((element) => {
      const select = element as HTMLSelectElement
      const style = getComputedStyle(select)
      context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`
      const room = select.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight)
      const widest = Math.max(...[...select.options].map((o) => context.measureText(o.text).width))
      return widest > room ? [`${select.id}: ${Math.round(widest)} px in ${Math.round(room)} px`] : []
    })
  })

describe('the quote list in Spanish on a phone and a desktop', () => {
  it('fits every choice in its select and looks right: /teklif with three lines, the add dialog', async () => {
    const es = texts('es')
    const product = products.find(
      (p) =>
        new Set(p.sizes.map((r) => r.size)).size >= 3 &&
        (p.technical.materials?.length ?? 0) >= 2 &&
        (p.technical.finishes?.length ?? 0) >= 2,
    )!
    expect(product).toBeTruthy()
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } })
    const page = await context.newPage()
    const errors = collectErrors(page)
    await page.goto(`${server.url}/es/urunler/${product.slug}`)
    const sizes = [...new Set(product.sizes.map((r) => r.size))]
    for (const [index, size] of sizes.slice(0, 3).entries()) {
      // The table is made live when it comes near the screen (below the fold on a phone).
      await page.locator('.size-table').first().scrollIntoViewIfNeeded()
      await page.locator('.size-table__add').first().waitFor()
      await page
        .locator('.size-table tbody tr', { has: page.locator(`th:text-is("${size}")`) })
        .first()
        .locator('.size-table__add')
        .click()
      const dialog = page.getByRole('dialog')
      await dialog.getByLabel(es['quoteList.add.quantity']!).fill(String((index + 1) * 1500))
      if (index === 0) {
        await dialog.getByLabel(es['quoteList.add.note']!).fill('Embalaje en cajas de 500')
        await page.screenshot({ path: `${SHOTS}/quote-paste-product-add-es-390.png` })
        expect(await seriousViolations(page, { include: '.quote-add' })).toEqual([])
      }
      await dialog.getByRole('button', { name: es['quoteList.add.submit'] }).click()
      await dialog.getByRole('status').waitFor()
      if (index === 0) await page.screenshot({ path: `${SHOTS}/quote-paste-product-added-es-390.png` })
      await page.keyboard.press('Escape')
      await dialog.waitFor({ state: 'detached' })
    }
    await page.goto(`${server.url}/es/teklif`)
    await expect.poll(() => page.locator('.quote-list__lines > li').count(), POLL).toBe(3)
    await loaded(page)
    for (const width of [390, 1440]) {
      await page.setViewportSize({ width, height: width > 800 ? 900 : 844 })
      expect(await cutSelects(page), `${width} px`).toEqual([])
      await page.screenshot({ path: `${SHOTS}/quote-paste-teklif-es-${width}.png`, fullPage: true })
      await page.locator('.quote-list').scrollIntoViewIfNeeded()
      await page.screenshot({ path: `${SHOTS}/quote-paste-teklif-list-es-${width}.png` })
      await page
        .locator('.quote-paste')
        .screenshot({ path: `${SHOTS}/quote-paste-teklif-paste-box-es-${width}.png` })
    }
    // Two pasted lines more, one of them free and marked to check.
    await page.setViewportSize({ width: 390, height: 844 })
    await page.getByRole('textbox', { name: es['quoteList.paste.title'] }).fill(
      PASTE.slice(4)
        .map((l) => l.source)
        .join('\n'),
    )
    await page.getByRole('button', { name: es['quoteList.paste.submit'] }).click()
    await expect.poll(() => page.locator('.quote-list__lines > li').count(), POLL).toBe(5)
    expect(await cutSelects(page)).toEqual([])
    await page.locator('.quote-list__lines > li').nth(3).scrollIntoViewIfNeeded()
    await page.screenshot({ path: `${SHOTS}/quote-paste-teklif-pasted-es-390.png` })
    await page
      .locator('.quote-paste')
      .screenshot({ path: `${SHOTS}/quote-paste-teklif-pasted-box-es-390.png` })
    expect(await seriousViolations(page, { include: '.quote-list' })).toEqual([])
    expect(errors).toEqual([])
    await context.close()
  })
})
