import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { LANGS } from '../../shared/i18n.ts'
import { localizePath } from '../../shared/routes.ts'
import { collectErrors, screenshot, seriousViolations } from '../helpers/browser.ts'
import { serverAndBrowser } from '../helpers/browser-test.ts'

/*
 * The header's search box in a real browser against the production build: the plain form without JavaScript, the
 * type-ahead (ARIA combobox, keys), the 404 page's ways on, Standards in the menu, the header at 1024 px in every
 * language, and screenshots (screenshots/search-*) to look at.
 */

const { server, browser, open } = serverAndBrowser()

/** Resolves once the page is hydrated, the fonts have loaded and the header chose its arrangement. */
async function settle(page: Page): Promise<void> {
  await page.waitForFunction(
    () =>
      document.fonts.status === 'loaded' && document.querySelector('header.site-header[data-nav]') !== null,
  )
}

const box = (page: Page) => page.locator('header .site-header__search input[name="q"]')

describe('header search box', () => {
  it('submits to the products page of the language without JavaScript', async () => {
    for (const lang of LANGS) {
      const page = await open(localizePath(lang, '/hakkimizda'), 1440, false)
      const form = page.locator('header form[role="search"]')
      expect(await form.getAttribute('action')).toBe(localizePath(lang, '/urunler'))
      await box(page).fill('M8')
      await box(page).press('Enter')
      await page.waitForURL(`**${localizePath(lang, '/urunler')}?q=M8`)
      // The products page read the search: its own search box holds it.
      expect(await page.locator('#product-search').inputValue()).toBe('M8')
      await page.context().close()
    }
  })

  it('suggests products, standards and sizes as a combobox: arrows, Enter, Escape', async () => {
    const page = await open('/es', 1440)
    const errors = collectErrors(page)
    await settle(page)
    const input = box(page)
    // The type-ahead is not part of the first load: no suggestions chunk before the box is used.
    const chunks = () =>
      page.evaluate(() =>
        performance
          .getEntriesByType('resource')
          .filter((entry) => /\/suggestions-[\w-]+\.js$/.test(entry.name)),
      )
    expect(await chunks()).toHaveLength(0)
    await input.click()
    await input.pressSequentially('din 933', { delay: 20 })
    const list = page.locator('#site-search-list')
    await list.waitFor({ state: 'visible' })
    expect((await chunks()).length).toBe(1)
    expect(await input.getAttribute('role')).toBe('combobox')
    expect(await input.getAttribute('aria-expanded')).toBe('true')
    expect(await input.getAttribute('aria-controls')).toBe('site-search-list')
    expect(await input.getAttribute('aria-activedescendant')).toBeNull()
    expect(await list.getAttribute('role')).toBe('listbox')
    const groups = await list
      .locator('[role="group"]')
      .evaluateAll((nodes) =>
        nodes.map((node) => document.getElementById(node.getAttribute('aria-labelledby')!)!.textContent),
      )
    expect(groups).toEqual(['Productos', 'Normas'])
    const standard = list.locator('[role="option"]', { hasText: 'DIN 933' }).first()
    expect(await standard.textContent()).toContain('DIN 933')

    // Arrow keys move the active option (wrapping), aria-activedescendant follows it.
    const options = list.locator('[role="option"]')
    const count = await options.count()
    await input.press('ArrowDown')
    const firstId = await options.nth(0).getAttribute('id')
    expect(await input.getAttribute('aria-activedescendant')).toBe(firstId)
    expect(await options.nth(0).getAttribute('aria-selected')).toBe('true')
    await input.press('ArrowUp')
    expect(await input.getAttribute('aria-activedescendant')).toBe(
      await options.nth(count - 1).getAttribute('id'),
    )

    // Escape closes the list and keeps the text.
    await input.press('Escape')
    expect(await input.getAttribute('aria-expanded')).toBe('false')
    expect(await list.isVisible()).toBe(false)
    expect(await input.inputValue()).toBe('din 933')

    // Enter on an active option opens it: the standard's page, in Spanish.
    await input.press('ArrowDown')
    const index = await options.evaluateAll((nodes) =>
      nodes.findIndex((node) => node.textContent?.startsWith('DIN 933')),
    )
    for (let i = 0; i < index; i++) await input.press('ArrowDown')
    await input.press('Enter')
    await page.waitForURL('**/es/standartlar/din-933')
    await page.context().close()
    expect(errors).toEqual([])
  })

  it('offers sizes and submits the form with Enter when no option is active; screenshots at 1440 and 390 px', async () => {
    for (const width of [1440, 390]) {
      const page = await open('/es/urunler', width)
      await settle(page)
      const input = box(page)
      await input.click()
      await input.pressSequentially('M8', { delay: 20 })
      const list = page.locator('#site-search-list')
      await list.waitFor({ state: 'visible' })
      const size = list.locator('[role="option"]', { hasText: /^M8/ })
      expect(await size.count()).toBe(1)
      expect(await size.textContent()).toMatch(/^M8\d+ productos?$/)
      // The list stays inside the window.
      const box390 = await list.boundingBox()
      expect(box390!.x).toBeGreaterThanOrEqual(0)
      expect(box390!.x + box390!.width).toBeLessThanOrEqual(width)
      expect(await seriousViolations(page, { include: 'header' })).toEqual([])
      await screenshot(page, `search-suggestions-es-${width}`, { fullPage: false })
      await input.press('Enter')
      await page.waitForURL('**/es/urunler?q=M8')
      await page.context().close()
    }
  })
})

describe('404 page', () => {
  it('offers the search box and links to the products and standards pages', async () => {
    for (const lang of LANGS) {
      const page = await open(localizePath(lang, '/bu-sayfa-yok'), 1024)
      const content = page.locator('.not-found')
      const form = content.locator('form[role="search"]')
      expect(await form.getAttribute('action')).toBe(localizePath(lang, '/urunler'))
      expect(await form.locator('input[name="q"]').getAttribute('aria-label')).toBeTruthy()
      const links = await content
        .locator('.not-found__links a')
        .evaluateAll((nodes) => nodes.map((node) => node.getAttribute('href')))
      expect(links).toEqual([
        localizePath(lang, '/urunler'),
        localizePath(lang, '/standartlar'),
        localizePath(lang, '/'),
      ])
      // Readable, not only there: axe checks the links' and the box's contrast and names.
      expect(await seriousViolations(page, { include: '.not-found' }), lang).toEqual([])
      await page.context().close()
    }
  })
})

describe('main menu', () => {
  const labels = { tr: 'Standartlar', en: 'Standards', es: 'Normas' } as const

  it('has Standards, linking to the standards page of the language', async () => {
    for (const lang of LANGS) {
      const page = await open(localizePath(lang, '/'), 1440)
      await settle(page)
      const link = page.locator('#main-menu .main-nav__link', { hasText: labels[lang] })
      expect(await link.getAttribute('href')).toBe(localizePath(lang, '/standartlar'))
      expect(await link.isVisible()).toBe(true)
      await page.context().close()
    }
  })

  it('keeps the menu items, the quote button and the search box visible at 1024 px in every language', async () => {
    for (const lang of LANGS) {
      const context = await browser.newContext({ viewport: { width: 1024, height: 800 } })
      const page = await context.newPage()
      await page.goto(server.url + localizePath(lang, '/urunler'))
      await settle(page)
      expect(await page.locator('header.site-header').getAttribute('data-nav'), lang).toBe('stacked')
      expect(await page.locator('.menu-toggle').isVisible()).toBe(false)
      const items = page.locator('#main-menu .main-nav__link')
      expect(await items.count()).toBe(7)
      for (const item of await items.all()) expect(await item.isVisible(), lang).toBe(true)
      expect(await page.locator('#main-menu .main-nav__quote').isVisible(), lang).toBe(true)
      expect(await box(page).isVisible(), lang).toBe(true)
      // Nothing of the header sticks out of the window.
      const right = await page.evaluate(() =>
        Math.max(
          ...[...document.querySelectorAll('header :is(a, button, input)')].map(
            (e) => e.getBoundingClientRect().right,
          ),
        ),
      )
      expect(right).toBeLessThanOrEqual(1024)
      if (lang !== 'en') await screenshot(page, `search-header-${lang}-1024`, { fullPage: false })
      await context.close()
    }
  })

  it('puts the menu behind its button below 1024 px, the search box still in reach', async () => {
    const page = await open('/es', 390)
    await settle(page)
    expect(await page.locator('header.site-header').getAttribute('data-nav')).toMatch(/^(menu|compact)$/)
    expect(await page.locator('.menu-toggle').isVisible()).toBe(true)
    expect(await box(page).isVisible()).toBe(true)
    await page.context().close()
  })
})
