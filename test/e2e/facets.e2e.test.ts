import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { PRODUCT_PAGE_SIZE } from '../../server/repositories/public-content.ts'
import { collectErrors, loaded, screenshot } from '../helpers/browser.ts'
import { serverAndBrowser } from '../helpers/browser-test.ts'

const { server, browser } = serverAndBrowser()

const cards = (page: Page) => page.locator('#product-list .product-card')
/** The number of matches the list reports ("27 products found"); the list shows the first PRODUCT_PAGE_SIZE. */
async function found(page: Page): Promise<number> {
  return Number((await page.locator('.products__count').textContent())?.match(/\d+/)?.[0])
}
const firstMaterial = (page: Page) => page.locator('.facet-form input[name="material"]').first()

/** The first material of the panel: its id and the number of products the panel promises for it. */
async function materialOnOffer(page: Page): Promise<{ id: string; count: number }> {
  const box = firstMaterial(page)
  const id = (await box.getAttribute('value')) ?? ''
  const count = Number(
    await page.locator(`.facet-form label:has(input[name="material"][value="${id}"]) small`).textContent(),
  )
  expect(id).not.toBe('')
  expect(count).toBeGreaterThan(0)
  return { id, count }
}

describe('faceted /urunler in a browser', () => {
  it('filters by a ticked material with a plain form submit when JavaScript is off', async () => {
    const context = await browser.newContext({
      javaScriptEnabled: false,
      viewport: { width: 1440, height: 1000 },
    })
    const page = await context.newPage()
    await page.goto(`${server.url}/urunler`)
    const before = await found(page)
    expect(await cards(page).count()).toBe(Math.min(before, PRODUCT_PAGE_SIZE))
    const { id, count } = await materialOnOffer(page)
    expect(count).toBeLessThan(before)
    await firstMaterial(page).check()
    await Promise.all([page.waitForURL(/material=/), page.locator('.facet-form__apply').click()])
    expect(new URL(page.url()).searchParams.getAll('material')).toEqual([id])
    expect(await found(page)).toBe(count)
    expect(await cards(page).count()).toBe(Math.min(count, PRODUCT_PAGE_SIZE))
    // the chip names the material and removes it again (a link)
    const chip = page.locator('.filter-chip').first()
    await expect.poll(() => chip.isVisible()).toBe(true)
    await Promise.all([page.waitForURL((url) => !url.search.includes('material')), chip.click()])
    expect(await found(page)).toBe(before)
    await context.close()
  })

  it('applies a ticked material without a reload when JavaScript is on, and keeps it when a category is chosen', async () => {
    const context = await browser.newContext({ viewport: { width: 1440, height: 1000 } })
    const page = await context.newPage()
    const errors = collectErrors(page)
    await page.goto(`${server.url}/urunler`)
    await loaded(page)
    await page.evaluate(() => {
      ;(window as unknown as { notReloaded: boolean }).notReloaded = true
    })
    const { id, count } = await materialOnOffer(page)
    await firstMaterial(page).check()
    await page.waitForURL(new RegExp(`material=${id}`))
    await expect.poll(() => found(page)).toBe(count)
    expect(await cards(page).count()).toBe(Math.min(count, PRODUCT_PAGE_SIZE))
    expect(await page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(true)
    expect(await firstMaterial(page).isChecked()).toBe(true)
    // category links keep the facets
    const categoryHref = await page.locator('.category-list__link').nth(1).getAttribute('href')
    expect(categoryHref).toContain(`material=${id}`)
    expect(errors).toEqual([])
    await context.close()
  })

  it('makes the facet form live on a phone only when the drawer opens, then applies a tick at once', async () => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true })
    const page = await context.newPage()
    const errors = collectErrors(page)
    const chunks: string[] = []
    page.on('request', (request) => {
      if (/\/assets\/facet-form-[\w-]+\.js$/.test(request.url())) chunks.push(request.url())
    })
    await page.goto(`${server.url}/urunler`)
    await loaded(page)
    // Loaded and idle: the closed drawer's form is the server's, its code not fetched.
    await page.waitForTimeout(1_500)
    expect(chunks).toEqual([])
    await page.evaluate(() => {
      ;(window as unknown as { notReloaded: boolean }).notReloaded = true
    })
    await page.locator('.filter-opener').click()
    await expect.poll(() => chunks.length).toBe(1)
    const { id, count } = await materialOnOffer(page)
    await firstMaterial(page).check()
    await page.waitForURL(new RegExp(`material=${id}`))
    await expect.poll(() => found(page)).toBe(count)
    expect(await page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(true)
    expect(errors).toEqual([])
    await context.close()
  })

  it('looks calm filtered at 1440 px and 390 px (es), the panel behind "Filtrar" on the phone', async () => {
    const wide = await browser.newPage({ viewport: { width: 1440, height: 1100 } })
    await wide.goto(`${server.url}/urunler?q=ISO%204017`)
    await loaded(wide)
    await expect.poll(() => wide.locator('.search-reading__equivalent').count()).toBe(1)
    await screenshot(wide, 'facets-urunler-iso4017-desktop')
    const { id } = await materialOnOffer(wide)
    await wide.goto(`${server.url}/urunler?material=${id}&size=M10`)
    await loaded(wide)
    await screenshot(wide, 'facets-urunler-filtered-desktop')
    await wide.close()

    const phone = await browser.newPage({ viewport: { width: 390, height: 844 }, isMobile: true })
    await phone.goto(`${server.url}/es/urunler?material=${id}&length=20-60`)
    await loaded(phone)
    expect(await phone.locator('#product-filters').isVisible()).toBe(false)
    await screenshot(phone, 'facets-es-urunler-filtered-mobile')
    await phone.locator('.filter-opener').click()
    await expect.poll(() => phone.locator('#product-filters .facet-form').isVisible()).toBe(true)
    await phone.waitForTimeout(350)
    await screenshot(phone, 'facets-es-urunler-panel-mobile', { fullPage: false })
    await phone.close()
  })
})
