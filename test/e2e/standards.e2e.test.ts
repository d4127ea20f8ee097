import { readFile } from 'node:fs/promises'
import type { Page } from 'playwright-core'
import { beforeAll, describe, expect, it } from 'vitest'
import { collectErrors, screenshot } from '../helpers/browser.ts'
import { serverAndBrowser } from '../helpers/browser-test.ts'

/*
 * The standards pages in a real browser against the production build: the pinned dimension facts, the marked
 * values with the other standard's value on hover, the drawing, the cross-reference search with and without
 * JavaScript, no sideways overflow at 390 and 1440 px, and screenshots (screenshots/standards-*) to look at.
 */

const { server, open } = serverAndBrowser()
/** Slugs of the active products made to each standard, as the public API answers them. */
let madeTo: (id: string) => string[]
beforeAll(async () => {
  const products = (await (await fetch(`${server.url}/api/products`)).json()) as {
    slug: string
    technical?: { standards?: string[] }
  }[]
  madeTo = (id) => products.filter((p) => p.technical?.standards?.includes(id)).map((p) => p.slug)
})

const cell = (page: Page, size: string, letter: string) =>
  page.locator(`.dimension-table tr[data-size="${size}"] td[data-letter="${letter}"]`)

/** How far the page overflows sideways, in px (0 when it fits). */
const overflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)

describe('standards pages in the browser', () => {
  it('show the pinned facts, marked changes with the other value on hover, and the drawing', async () => {
    const page = await open('/standartlar/din-933', 1440)
    const errors = collectErrors(page)
    expect(await cell(page, 'M10', 's').textContent()).toBe('17')
    expect(await cell(page, 'M10', 's').locator('mark').getAttribute('title')).toBe('ISO 4017: 16 mm')
    expect(await page.locator('.dimension-table th[data-letter="s"] abbr').getAttribute('title')).toBe(
      'Anahtar ağzı',
    )
    // The drawing is an image that loaded (a broken one has no natural width).
    const drawing = page.locator('img.standard-drawing__svg')
    await drawing.scrollIntoViewIfNeeded()
    await expect
      .poll(() => drawing.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0)
    // Beside it, the same drawing for CAD programs downloads as a file named after the standard.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.locator('.standard-drawing__dxf').click(),
    ])
    expect(download.suggestedFilename()).toBe('DIN-933.dxf')
    expect((await readFile((await download.path())!, 'utf8')).startsWith('0\nSECTION\n2\nHEADER')).toBe(true)

    // Client-side navigation to the equivalent keeps the page working without a reload.
    await page.locator('.standard-facts a', { hasText: 'ISO 4017' }).click()
    await page.waitForURL(`${server.url}/standartlar/iso-4017`)
    await expect.poll(() => cell(page, 'M10', 's').textContent()).toBe('16')
    expect(await cell(page, 'M10', 's').locator('mark').count()).toBe(1)
    expect(errors).toEqual([])

    const en = await open('/en/standartlar/iso-4032', 1440)
    expect(await cell(en, 'M6', 'm').textContent()).toBe('5.2')
    const es = await open('/es/standartlar/din-934', 1440)
    expect(await cell(es, 'M6', 'm').textContent()).toBe('5')
    expect(await es.locator('.standard-product').count()).toBe(madeTo('din-934').length)
  })

  it('cross-reference a search with and without JavaScript', async () => {
    for (const javaScriptEnabled of [false, true]) {
      const page = await open('/en/standartlar', 1440, javaScriptEnabled)
      await page.locator('#standard-search').fill('DIN 934')
      await page.locator('#standard-search').press('Enter')
      await page.waitForURL(/\/en\/standartlar\?q=DIN\+934/)
      const results = page.locator('.standards__results')
      await expect
        .poll(() => results.locator('.standard-list__designation').allTextContents())
        .toEqual(['DIN 934', 'ISO 4032'])
      const products = new Set([...madeTo('din-934'), ...madeTo('iso-4032')])
      expect(await results.locator('.standard-product').count()).toBe(products.size)
      await page.locator('#standard-search').fill('4017')
      await page.locator('#standard-search').press('Enter')
      await page.waitForURL(/q=4017/)
      await expect
        .poll(() => results.locator('.standard-list__designation').allTextContents())
        .toEqual(['ISO 4017', 'DIN 933'])
      await page.context().close()
    }
  })

  it('fit at 390 and 1440 px (screenshots/standards-*)', async () => {
    for (const width of [390, 1440]) {
      for (const [url, name] of [
        ['/standartlar', 'list-tr'],
        ['/en/standartlar?q=DIN+934', 'search-en'],
        ['/standartlar/din-933', 'din-933-tr'],
        ['/en/standartlar/iso-4032', 'iso-4032-en'],
        ['/es/standartlar/din-125', 'din-125-es'],
        ['/standartlar/din-976', 'din-976-pending-tr'],
      ] as const) {
        const page = await open(url, width)
        await page.evaluate(() => document.fonts.ready)
        expect(await overflow(page), `${url} at ${width}`).toBe(0)
        await screenshot(page, `standards-${name}-${width}`)
        await page.context().close()
      }
    }
    // Twelve full-page screenshots: 33 s on a machine at rest, past 60 s on a loaded 2-core CI machine.
  }, 150_000)
})
