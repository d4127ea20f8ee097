import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { LANGS, type Lang } from '../../shared/i18n.ts'
import { localizePath } from '../../shared/routes.ts'
import { sampleFiles } from '../helpers/sample-files.ts'
import { serverAndBrowser } from '../helpers/browser-test.ts'

/*
 * Defects once seen on the pages, each measured as a reader would meet it: the standards list's last header cut
 * off, the filter button's badges cut at 390 px, the size chips wrapping under their label, the drawing's letters
 * too small to read on a phone, and a file name "M8x30.pdf" drawn as "M8×30.pdf".
 */
const { open, browser, server } = serverAndBrowser()
const BOLT = 'din-933-alti-kose-basli-civata'
const at = (lang: Lang, path: string) => localizePath(lang, path)

/** Elements of `selector` whose text is wider than their box (cut off or ellipsized). */
const cut = (page: Page, selector: string) =>
  page
    .locator(selector)
    .evaluateAll((elements) =>
      elements.filter((el) => el.scrollWidth > el.clientWidth + 0.5).map((el) => el.textContent ?? ''),
    )

describe('visible defects stay fixed', () => {
  it('shows every header of the standards list in full, in every language at 1440 and 390 px', async () => {
    for (const lang of LANGS) {
      for (const width of [1440, 390]) {
        const page = await open(at(lang, '/standartlar'), width)
        expect(await page.locator('.standard-list thead th').count()).toBeGreaterThan(0)
        expect(await cut(page, '.standard-list thead th:not([hidden])'), `${lang} ${width}`).toEqual([])
        await page.context().close()
      }
    }
  })

  it("shows the filter button's badges in full at 390 px", async () => {
    for (const lang of LANGS) {
      const page = await open(`${at(lang, '/urunler')}?category=civatalar&material=a2`, 390)
      expect(await page.locator('.filter-opener__count').textContent()).toBe('1')
      expect(await cut(page, '.filter-opener__count'), lang).toEqual([])
      expect(await cut(page, '.filter-opener__current'), lang).toEqual([])
      const box = (await page.locator('.filter-opener').boundingBox())!
      expect(box.x + box.width).toBeLessThanOrEqual(390)
      await page.context().close()
    }
  })

  it('keeps the size chips together, never under their label', async () => {
    for (const width of [390, 1440]) {
      const page = await open(at('es', `/urunler/${BOLT}`), width)
      const groups = await page.locator('.product-choice').evaluateAll((elements) =>
        elements.map((group) => {
          const label = group.querySelector('.product-choice__label')!.getBoundingClientRect()
          const links = [...group.querySelectorAll('.product-choice__link')].map((link) =>
            link.getBoundingClientRect(),
          )
          return {
            lefts: links.map((link) => Math.round(link.left)),
            lines: new Set(links.map((link) => Math.round(link.top))).size,
            label: { right: label.right, bottom: label.bottom },
            firstTop: links[0]!.top,
          }
        }),
      )
      expect(groups.length).toBeGreaterThan(0)
      // On the phone one group wraps onto a second line at least, or the check would prove nothing.
      if (width === 390) expect(groups.some((group) => group.lines > 1)).toBe(true)
      for (const group of groups) {
        // Every line of chips starts where the first chip does.
        expect(Math.min(...group.lefts)).toBe(group.lefts[0])
        // On a phone the label is above the chips, else beside them.
        if (width === 390) expect(group.label.bottom).toBeLessThanOrEqual(group.firstTop)
        else expect(group.lefts[0]).toBeGreaterThanOrEqual(group.label.right)
      }
      await page.context().close()
    }
  })

  it("draws the drawing's letters at least 11 px tall on a 390 px phone", async () => {
    for (const path of ['/standartlar/din-933', `/urunler/${BOLT}`]) {
      const page = await open(at('es', path), 390)
      const image = page.locator('img.standard-drawing__svg').first()
      await image.scrollIntoViewIfNeeded()
      await expect
        .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
        .toBeGreaterThan(0)
      const { src, width } = await image.evaluate((img: HTMLImageElement) => ({
        src: img.currentSrc,
        width: img.getBoundingClientRect().width,
      }))
      // The file alone in a viewport as wide as the image is shown: its media queries see the same width.
      const context = await page
        .context()
        .browser()!
        .newContext({ viewport: { width: Math.round(width), height: 600 } })
      const svgPage = await context.newPage()
      await svgPage.goto(src)
      const sizes = await svgPage.evaluate(() => {
        const svg = document.documentElement as unknown as SVGSVGElement
        svg.setAttribute('width', '100%')
        svg.removeAttribute('height')
        const scale = svg.getScreenCTM()!.a
        return [...svg.querySelectorAll('text')].map(
          (text) => parseFloat(getComputedStyle(text).fontSize) * scale,
        )
      })
      expect(sizes.length, path).toBeGreaterThan(0)
      for (const size of sizes) expect(size, path).toBeGreaterThanOrEqual(11)
      await context.close()
      await page.context().close()
    }
  })

  it("loads each product card's smallest image that is sharp at its width: on a phone, on a desktop", async () => {
    // A phone as Lighthouse's (412 px at 1.75x: two cards a row, ~180 px each) and a desktop screen.
    for (const [width, scale] of [
      [412, 1.75],
      [1440, 1],
    ] as const) {
      const context = await browser.newContext({ viewport: { width, height: 900 }, deviceScaleFactor: scale })
      const page = await context.newPage()
      await page.goto(server.url + '/urunler')
      const first = page.locator('img.product-card__image').first()
      await expect
        .poll(() => first.evaluate((img: HTMLImageElement) => img.complete && img.currentSrc))
        .toBeTruthy()
      const cards = await page.locator('img.product-card__image').evaluateAll((images) =>
        (images as HTMLImageElement[])
          .filter((img) => img.complete && img.currentSrc)
          .map((img) => ({
            needed: img.getBoundingClientRect().width * devicePixelRatio,
            loaded: Number(/-(\d+)\.webp$/.exec(img.currentSrc)?.[1] ?? img.naturalWidth),
            offered: img.srcset.split(',').map((candidate) => Number(/(\d+)w/.exec(candidate)?.[1])),
          })),
      )
      expect(cards.length).toBeGreaterThan(0)
      for (const card of cards) {
        const smallestSharp = Math.min(...card.offered.filter((w) => w >= card.needed))
        expect(card.loaded, `${width} px: ${JSON.stringify(card)}`).toBe(smallestSharp)
      }
      await context.close()
    }
  })

  it('shows a file name as typed, its "x" never drawn as a multiplication sign', async () => {
    const page = await open(at('es', '/teklif'), 390)
    const { pdf } = await sampleFiles()
    await page
      .locator('input[type=file]')
      .first()
      .setInputFiles({ name: 'M8x30.pdf', mimeType: 'application/pdf', buffer: pdf })
    const name = page.locator('.attachments__name')
    await expect.poll(() => name.textContent()).toBe('M8x30.pdf')
    // Inter's contextual alternates turn "8x3" into "8×3"; the name's box turns them off.
    expect(await name.evaluate((el) => getComputedStyle(el).fontFeatureSettings)).toBe('"calt" 0')
    await page.context().close()
  })
})
