import type { BrowserContext, Page } from 'playwright-core'
import { beforeAll, describe, expect, it } from 'vitest'
import { localList } from '../../shared/i18n.ts'
import { PRODUCT_PAGE_SIZE } from '../../server/repositories/public-content.ts'
import type { PublicProduct } from '../../shared/schemas/product.ts'
import {
  collectErrors,
  DESKTOP_AND_PHONE,
  loaded,
  screenshot,
  seriousViolations,
} from '../helpers/browser.ts'
import { serverAndBrowser } from '../helpers/browser-test.ts'

const { server, browser } = serverAndBrowser()
let active: PublicProduct[]
beforeAll(async () => {
  active = (await (await fetch(`${server.url}/api/products`)).json()) as PublicProduct[]
})

const LANGS = [
  { lang: 'tr', prefix: '', found: `${27} ürün bulundu`, all: 'Tümü', nuts: 'Somunlar', quote: '/teklif' },
  { lang: 'en', prefix: '/en', found: '27 products found', all: 'All', nuts: 'Nuts', quote: '/en/teklif' },
  {
    lang: 'es',
    prefix: '/es',
    found: '27 productos encontrados',
    all: 'Todos',
    nuts: 'Tuercas',
    quote: '/es/teklif',
  },
] as const

const cards = (page: Page) => page.locator('#product-list .product-card')
const cardNames = (page: Page) => page.locator('#product-list .product-card__name').allTextContents()
const badges = (page: Page) => page.locator('#product-list .product-card__badge').allTextContents()

/** Scrolls through the page so lazy pictures load, then back to the top, and saves it. */
async function fullScreenshot(page: Page, name: string): Promise<void> {
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += 500) {
      window.scrollTo(0, y)
      await new Promise((resolve) => setTimeout(resolve, 40))
    }
    window.scrollTo(0, 0)
  })
  await loaded(page)
  await screenshot(page, name)
}

/** What is on screen only (dialogs and drawers). */
async function viewportScreenshot(page: Page, name: string): Promise<void> {
  await page.waitForTimeout(350)
  await screenshot(page, name, { fullPage: false })
}

async function openPage(context: BrowserContext, url: string): Promise<Page> {
  const page = await context.newPage()
  await page.goto(server.url + url)
  await loaded(page)
  return page
}

describe('products page in the browser', () => {
  it('renders on the server in tr, en and es: cards, count, category links, search form and paging work without JavaScript', async () => {
    expect(active).toHaveLength(27)
    const context = await browser.newContext({ javaScriptEnabled: false })
    const page = await context.newPage()
    for (const { prefix, found, all, nuts } of LANGS) {
      const response = await page.goto(`${server.url}${prefix}/urunler`)
      expect(response?.status()).toBe(200)
      expect(await cards(page).count()).toBe(PRODUCT_PAGE_SIZE)
      expect(await page.locator('.products__count').textContent()).toBe(found)
      expect(await page.locator('.category-list__link[aria-current="page"]').textContent()).toBe(all)
      expect(await page.locator('.product-card__image').first().getAttribute('srcset')).toContain(
        '-400.webp 400w',
      )

      // a category link is a real link: a full page load filters on the server
      await page.locator('.category-list__link', { hasText: nuts }).click()
      await page.waitForURL(`${server.url}${prefix}/urunler?category=somunlar`)
      const nutCount = active.filter((p) => p.categoryId === 'cat-nuts').length
      expect(await cards(page).count()).toBe(nutCount)
      expect(new Set(await badges(page))).toEqual(new Set([nuts]))

      // the search form is a GET form and keeps the category
      await page.locator('#product-search').fill('DIN 934')
      await page.locator('#product-search').press('Enter')
      await page.waitForURL(/q=DIN\+934/)
      expect(new URL(page.url()).searchParams.get('category')).toBe('somunlar')
      expect(await cards(page).count()).toBe(1)
    }
    // "load more" is a link to the next page without JavaScript
    await page.goto(`${server.url}/urunler`)
    await page.locator('.products__more-button').click()
    await page.waitForURL(`${server.url}/urunler?page=2`)
    expect(await cards(page).count()).toBe(Math.min(active.length - PRODUCT_PAGE_SIZE, PRODUCT_PAGE_SIZE))
    expect(await page.locator('.products__restart a').getAttribute('href')).toBe('/urunler')
    // the filter drawer opens through its #target on a phone
    await page.setViewportSize({ width: 390, height: 844 })
    await page.goto(`${server.url}/urunler`)
    expect(await page.locator('#product-filters').isVisible()).toBe(false)
    await page.locator('.filter-opener').click()
    await expect.poll(() => page.locator('#product-filters').isVisible()).toBe(true)
    await context.close()
  })

  it("finds the 'Cıvata' products for 'CIVATA' and 'civata', with the search in the URL", async () => {
    const context = await browser.newContext()
    const page = await openPage(context, '/urunler')
    const errors = collectErrors(page)
    // The search engine's answer, in its ranking order (the API and the page share it), holds every product
    // named 'Cıvata' (it may find more: descriptions and terms are searched too).
    const answer = async (query: string) => {
      const reply = await fetch(`${server.url}/api/products?${query}`)
      return (await reply.json()) as { name_tr: string; name_en: string }[]
    }
    const found = (await answer('q=civata')).map((p) => p.name_tr)
    for (const named of active.filter((p) => /cıvata/i.test(p.name_tr)))
      expect(found).toContain(named.name_tr)
    const bolts = found.slice(0, PRODUCT_PAGE_SIZE)
    const historyLength = await page.evaluate(() => history.length)
    for (const query of ['CIVATA', 'civata']) {
      await page.locator('#product-search').fill(query)
      await page.waitForURL(`${server.url}/urunler?q=${query}`)
      await expect.poll(() => cardNames(page)).toEqual(bolts)
      expect(await page.locator('.products__count').textContent()).toBe(`${found.length} ürün bulundu`)
    }
    // typing replaces the history entry rather than adding one per key stroke
    expect(await page.evaluate(() => history.length)).toBe(historyLength)
    // nothing found: message and tip
    await page.locator('#product-search').fill('zzzz')
    await expect.poll(() => page.locator('.products-state__title').textContent()).toBe('Ürün bulunamadı')
    expect(await page.locator('.products-state__tip').textContent()).toContain('İpucu')
    await page.getByRole('link', { name: 'Tüm ürünleri göster' }).click()
    await page.waitForURL(`${server.url}/urunler`)
    await expect.poll(() => cards(page).count()).toBe(PRODUCT_PAGE_SIZE)
    expect(await page.locator('#product-search').inputValue()).toBe('')
    // a shared filtered address renders the same view on the server
    const shared = await openPage(context, '/en/urunler?q=bolt&category=civatalar')
    expect(await shared.locator('#product-search').inputValue()).toBe('bolt')
    const expected = await answer('q=bolt&category=civatalar&lang=en')
    expect(expected.length).toBeGreaterThan(0)
    expect(await cardNames(shared)).toEqual(expected.slice(0, PRODUCT_PAGE_SIZE).map((p) => p.name_en))
    expect(errors).toEqual([])
    await context.close()
  })

  it('filters by category with links, animates the change and follows back and forward', async () => {
    const context = await browser.newContext()
    const page = await openPage(context, '/urunler')
    const errors = collectErrors(page)
    const list = page.locator('#product-list')
    expect(await list.getAttribute('class')).not.toContain('is-changing')
    // The animation lasts 600 ms, less than a loaded machine may take to answer the checks below:
    // the page itself notes whether the list ever carried the class.
    await page.evaluate(() => {
      const seen = window as unknown as { sawChanging?: boolean }
      new MutationObserver(() => {
        if (document.querySelector('#product-list.is-changing')) seen.sawChanging = true
      }).observe(document.body, {
        subtree: true,
        childList: true,
        attributes: true,
        attributeFilter: ['class'],
      })
    })
    await page.locator('.category-list__link', { hasText: 'Somunlar' }).click()
    await page.waitForURL(`${server.url}/urunler?category=somunlar`)
    await expect.poll(async () => new Set(await badges(page))).toEqual(new Set(['Somunlar']))
    expect(await page.evaluate(() => (window as unknown as { sawChanging?: boolean }).sawChanging)).toBe(true)
    await expect
      .poll(() => page.locator('#product-list').getAttribute('class'), { timeout: 5000 })
      .not.toContain('is-changing')
    await page.locator('.category-list__link', { hasText: 'Pullar' }).click()
    await page.waitForURL(`${server.url}/urunler?category=pullar`)
    await expect.poll(async () => new Set(await badges(page))).toEqual(new Set(['Pullar']))
    expect(await page.locator('.category-list__link[aria-current="page"]').textContent()).toContain('Pullar')
    await page.goBack()
    await page.waitForURL(`${server.url}/urunler?category=somunlar`)
    await expect.poll(async () => new Set(await badges(page))).toEqual(new Set(['Somunlar']))
    await page.goForward()
    await page.waitForURL(`${server.url}/urunler?category=pullar`)
    await expect.poll(async () => new Set(await badges(page))).toEqual(new Set(['Pullar']))
    await page.locator('.category-list__link', { hasText: 'Tümü' }).click()
    await page.waitForURL(`${server.url}/urunler`)
    await expect.poll(() => cards(page).count()).toBe(PRODUCT_PAGE_SIZE)
    expect(errors).toEqual([])
    await context.close()
  })

  it('switches between grid and list and remembers the choice', async () => {
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } })
    const page = await openPage(context, '/en/urunler')
    const listButton = page.getByRole('button', { name: 'List view' })
    expect(await page.locator('#product-list').getAttribute('class')).toContain('product-list--grid')
    await listButton.click()
    expect(await page.locator('#product-list').getAttribute('class')).toContain('product-list--list')
    expect(await listButton.getAttribute('aria-pressed')).toBe('true')
    expect(await page.locator('.product-card__description').count()).toBe(PRODUCT_PAGE_SIZE)
    await page.reload()
    await expect
      .poll(() => page.locator('#product-list').getAttribute('class'))
      .toContain('product-list--list')
    await page.getByRole('button', { name: 'Grid view' }).click()
    expect(await page.locator('#product-list').getAttribute('class')).toContain('product-list--grid')
    await context.close()
  })

  it('loads more products on demand and moves focus to the first new card', async () => {
    const context = await browser.newContext()
    const page = await openPage(context, '/es/urunler')
    const errors = collectErrors(page)
    const size = PRODUCT_PAGE_SIZE
    expect(await cards(page).count()).toBe(size)
    expect(await page.locator('.products__shown').textContent()).toBe(`Mostrando ${size} de 27 productos`)
    // Each click adds the next page and puts the focus on its first card; the last one removes the button.
    for (let shown = size; shown < 27; shown += size) {
      await page.getByRole('link', { name: 'Cargar más productos' }).click()
      await expect
        .poll(() => cards(page).count())
        .toBe(Math.min(shown + size, 27))
        .catch(async (error: Error) => {
          // Where the page is and what the button says tell a plain link's navigation from a failed fetch.
          throw new Error(
            `${error.message} at ${page.url()}: ${await page.locator('.products__more').innerText()}`,
          )
        })
      expect(await page.evaluate(() => document.activeElement?.textContent)).toBe(active[shown]!.name_es)
    }
    expect(page.url()).toBe(`${server.url}/es/urunler`)
    expect(await cardNames(page)).toEqual(active.map((p) => p.name_es || p.name_tr))
    expect(await page.locator('.products__more-button').count()).toBe(0)
    expect(errors).toEqual([])
    await context.close()
  })

  it('follows a search on a phone whose filter drawer was never opened', async () => {
    // The drawer's form is made live only when it opens; a navigation must not wait for it to be seen.
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true })
    const page = await openPage(context, '/es/urunler')
    const errors = collectErrors(page)
    await page.locator('#product-search').fill('tuerca')
    await page.waitForURL(`${server.url}/es/urunler?q=tuerca`)
    const nuts = (await (
      await fetch(`${server.url}/api/products?q=tuerca&lang=es`)
    ).json()) as PublicProduct[]
    expect(nuts.length).toBeGreaterThan(0)
    expect(nuts.length).toBeLessThan(PRODUCT_PAGE_SIZE)
    await expect.poll(() => cardNames(page)).toEqual(nuts.map((p) => p.name_es || p.name_tr))
    await page.locator('#product-search').fill('')
    await page.waitForURL(`${server.url}/es/urunler`)
    await expect
      .poll(() => cardNames(page))
      .toEqual(active.slice(0, PRODUCT_PAGE_SIZE).map((p) => p.name_es || p.name_tr))
    expect(errors).toEqual([])
    await context.close()
  })

  it('opens the filter drawer on a phone and closes it with Escape, the overlay or a choice', async () => {
    const context = await browser.newContext({
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
    })
    const page = await openPage(context, '/urunler')
    const errors = collectErrors(page)
    const panel = page.locator('#product-filters')
    const opener = page.locator('.filter-opener')
    await fullScreenshot(page, 'products-mobile')
    expect(await page.locator('.filter-panel').isVisible()).toBe(false)
    // Closed, its contents are left out of style and layout (content-visibility: hidden), not only hidden.
    const rendered = () =>
      panel.locator('input').evaluateAll((inputs) => inputs.filter((input) => input.checkVisibility()).length)
    expect(await panel.locator('input').count()).toBeGreaterThan(10)
    expect(await rendered()).toBe(0)
    await opener.click()
    await expect.poll(() => panel.isVisible()).toBe(true)
    expect(await rendered()).toBeGreaterThan(10)
    expect(await panel.getAttribute('role')).toBe('dialog')
    expect(await opener.getAttribute('aria-expanded')).toBe('true')
    expect(await page.evaluate(() => document.body.dataset.scrollLocked)).toBe('true')
    await viewportScreenshot(page, 'products-drawer-mobile')
    expect(await seriousViolations(page)).toEqual([])
    await page.keyboard.press('Escape')
    await expect.poll(() => panel.isVisible()).toBe(false)
    expect(await page.evaluate(() => document.body.dataset.scrollLocked)).toBeUndefined()
    await opener.click()
    await expect.poll(() => panel.isVisible()).toBe(true)
    await page.mouse.click(370, 400)
    await expect.poll(() => panel.isVisible()).toBe(false)
    await opener.click()
    await panel.getByRole('link', { name: /Perçinler/ }).click()
    await page.waitForURL(`${server.url}/urunler?category=percinler`)
    await expect.poll(() => panel.isVisible()).toBe(false)
    await expect.poll(async () => new Set(await badges(page))).toEqual(new Set(['Perçinler']))
    expect(await opener.textContent()).toContain('Perçinler')
    expect(errors).toEqual([])
    await context.close()
  })

  it('shows the pictures in a lightbox: arrows, dots, keys, swipe, Escape and overlay', async () => {
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, hasTouch: true })
    const page = await openPage(context, '/urunler')
    const errors = collectErrors(page)
    const first = active[0]!
    const total = 1 + first.images.length
    expect(total).toBe(3)
    const dialog = page.getByRole('dialog', { name: first.name_tr })
    const counter = dialog.locator('.lightbox__counter')
    const image = dialog.locator('.lightbox__image')
    const opener = page.getByRole('button', { name: `${first.name_tr} görsellerini büyüt` })
    await opener.click()
    await expect.poll(() => dialog.isVisible()).toBe(true)
    expect(await counter.textContent()).toBe(`1 / ${total}`)
    expect(await image.getAttribute('src')).toBe(first.main_image_url)
    expect(await page.evaluate(() => document.body.dataset.scrollLocked)).toBe('true')
    await viewportScreenshot(page, 'lightbox')
    expect(await seriousViolations(page)).toEqual([])

    const steps: [string, number][] = [
      ['ArrowRight', 2],
      ['d', 3],
      [' ', 1],
      ['ArrowLeft', 3],
      ['a', 2],
    ]
    for (const [key, expected] of steps) {
      await page.keyboard.press(key === ' ' ? 'Space' : key)
      expect(await counter.textContent(), key).toBe(`${expected} / ${total}`)
    }
    expect(await image.getAttribute('src')).toBe(first.images[0]!.image_url)
    await dialog.getByRole('button', { name: 'Sonraki görsel' }).click()
    expect(await counter.textContent()).toBe(`3 / ${total}`)
    await dialog.getByRole('button', { name: 'Önceki görsel' }).click()
    expect(await counter.textContent()).toBe(`2 / ${total}`)
    await dialog.getByRole('button', { name: `Görsel 1 / ${total}` }).click()
    expect(await counter.textContent()).toBe(`1 / ${total}`)
    expect(await dialog.locator('.lightbox__dot.is-current').getAttribute('aria-label')).toBe(
      `Görsel 1 / ${total}`,
    )

    // swipes: more than 50 px changes the picture, a short one does not
    const swipe = (dx: number) =>
      page.evaluate((distance) => {
        const target = document.querySelector('.lightbox__figure') as HTMLElement
        const touch = (x: number) => new Touch({ identifier: 1, target, clientX: x, clientY: 400 })
        target.dispatchEvent(
          new TouchEvent('touchstart', {
            bubbles: true,
            touches: [touch(700)],
            changedTouches: [touch(700)],
          }),
        )
        target.dispatchEvent(
          new TouchEvent('touchmove', {
            bubbles: true,
            touches: [touch(700 + distance)],
            changedTouches: [touch(700 + distance)],
          }),
        )
        target.dispatchEvent(
          new TouchEvent('touchend', { bubbles: true, touches: [], changedTouches: [touch(700 + distance)] }),
        )
      }, dx)
    await swipe(-80)
    expect(await counter.textContent()).toBe(`2 / ${total}`)
    await swipe(80)
    expect(await counter.textContent()).toBe(`1 / ${total}`)
    await swipe(-40)
    expect(await counter.textContent()).toBe(`1 / ${total}`)

    await page.keyboard.press('Escape')
    await expect.poll(() => dialog.count()).toBe(0)
    expect(await page.evaluate(() => document.body.dataset.scrollLocked)).toBeUndefined()
    expect(await opener.evaluate((el) => el === document.activeElement)).toBe(true)
    // a click on the dark overlay closes, a click on the picture does not
    await opener.click()
    await image.click()
    expect(await dialog.count()).toBe(1)
    await page.mouse.click(20, 20)
    await expect.poll(() => dialog.count()).toBe(0)
    expect(errors).toEqual([])
    await context.close()
  })

  it("says 'Resim Yok' for a broken card picture and 'Görsel Yüklenemedi' in the lightbox", async () => {
    const context = await browser.newContext()
    const first = active[0]!
    const broken = first.images[0]!.image_url.replace('.webp', '')
    await context.route(`**${broken}*`, (route) => route.fulfill({ status: 404, body: '' }))
    const second = active[1]!
    await context.route(`**${second.main_image_url.replace('.webp', '')}*`, (route) =>
      route.fulfill({ status: 404, body: '' }),
    )
    const page = await openPage(context, '/urunler')
    const secondCard = cards(page).nth(1)
    await expect.poll(() => secondCard.locator('[data-fallback]').textContent()).toBe('Resim Yok')
    await page.getByRole('button', { name: `${first.name_tr} görsellerini büyüt` }).click()
    await page.keyboard.press('ArrowRight')
    const dialog = page.getByRole('dialog')
    await expect.poll(() => dialog.locator('[data-fallback]').textContent()).toBe('Görsel Yüklenemedi')
    await page.keyboard.press('ArrowRight')
    await expect.poll(() => dialog.locator('.lightbox__image').count()).toBe(1)
    await context.close()
  })

  it("shows 'Ürünler yüklenirken hata oluştu' when loading fails and 'Tekrar Dene' reloads the page", async () => {
    const context = await browser.newContext()
    const page = await openPage(context, '/urunler')
    await page.route('**/api/page-data**', (route) => route.abort())
    await page.locator('.category-list__link', { hasText: 'Pullar' }).click()
    const alert = page.getByRole('alert')
    await expect.poll(() => alert.textContent()).toContain('Ürünler yüklenirken hata oluştu')
    await page.unroute('**/api/page-data**')
    await page.evaluate(() => {
      ;(window as unknown as { marker: number }).marker = 1
    })
    await page.getByRole('button', { name: 'Tekrar Dene' }).click()
    await page.waitForLoadState('load')
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { marker?: number }).marker))
      .toBeUndefined()
    expect(page.url()).toBe(`${server.url}/urunler?category=pullar`)
    expect(new Set(await badges(page))).toEqual(new Set(['Pullar']))
    await context.close()
  })

  it('hydrates a first load that finds nothing: the empty state comes live from its idle-loaded chunk', async () => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true })
    const page = await context.newPage()
    const errors = collectErrors(page)
    // The server writes the empty state whole; its code arrives at idle, and loaded() waits for its links to be
    // React's (a mismatch would show as a console error, a lost chunk as links never made live).
    await page.goto(`${server.url}/es/urunler?q=zzqq%20M8%20cincado`)
    await loaded(page)
    expect(await page.locator('.products-state__title').textContent()).toBe('No se encontraron productos')
    expect(await page.locator('.products-nearest .product-card').count()).toBeGreaterThan(0)
    await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true))
    await page.getByRole('link', { name: 'Ver todos los productos' }).click()
    await page.waitForURL(`${server.url}/es/urunler`)
    await expect
      .poll(() => cardNames(page))
      .toEqual(active.slice(0, PRODUCT_PAGE_SIZE).map((p) => p.name_es || p.name_tr))
    // A navigation inside the page, not a new load.
    expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true)
    expect(errors).toEqual([])
    await context.close()
  })

  it('passes axe and looks right at desktop width', async () => {
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } })
    const page = await openPage(context, '/urunler')
    const errors = collectErrors(page)
    await fullScreenshot(page, 'products-desktop')
    expect(await seriousViolations(page)).toEqual([])
    await page.getByRole('button', { name: 'Liste görünümü' }).click()
    await fullScreenshot(page, 'products-list-desktop')
    expect(await seriousViolations(page)).toEqual([])
    await page.locator('#product-search').fill('yokboyleurun')
    await expect.poll(() => page.locator('.products-state__title').count()).toBe(1)
    await screenshot(page, 'products-empty-desktop')
    expect(await seriousViolations(page)).toEqual([])
    await page.getByRole('button', { name: 'Izgara görünümü' }).click()
    expect(errors).toEqual([])
    await context.close()
  })
})

describe('product page in the browser', () => {
  const product = () => active.find((p) => p.slug === 'din-933-alti-kose-basli-civata')!

  it('shows name, breadcrumb, pictures, description, technical table, sectors, related products and the quote link in tr, en and es', async () => {
    const context = await browser.newContext({ javaScriptEnabled: false })
    const page = await context.newPage()
    const item = product()
    const related = active.filter((p) => p.categoryId === item.categoryId && p.id !== item.id).slice(0, 4)
    for (const { lang, prefix, quote } of LANGS) {
      const name =
        (lang === 'tr' ? item.name_tr : lang === 'en' ? item.name_en : item.name_es) || item.name_tr
      const response = await page.goto(`${server.url}${prefix}/urunler/${item.slug}`)
      expect(response?.status()).toBe(200)
      expect(await page.locator('h1').textContent()).toBe(name)
      const crumbs = page.locator('.breadcrumb li')
      expect(await crumbs.count()).toBe(4)
      expect(await crumbs.nth(3).textContent()).toBe(name)
      expect(await crumbs.nth(2).locator('a').getAttribute('href')).toBe(
        `${prefix}/urunler?category=civatalar`,
      )
      expect(await page.locator('.product-gallery__thumb').count()).toBe(3)
      expect(await page.locator('.product-detail__description').textContent()).toBe(
        lang === 'tr' ? item.description_tr : lang === 'en' ? item.description_en : item.description_es,
      )
      // The spec lines are derived from the technical data, which the technical table shows.
      expect(await page.locator('.product-tech tr').last().locator('td').textContent()).toContain(
        localList(item, 'specs', lang).at(-1)!,
      )
      expect(await page.locator('.product-tech td').allTextContents()).toContain(
        localList(item, 'applications', lang).join(', '),
      )
      expect(await page.locator('.product-quote__button').getAttribute('href')).toBe(
        `${quote}?product=${item.slug}`,
      )
      expect(await page.locator('.related-products .product-card').count()).toBe(related.length)
      expect(await page.title()).toContain(name)
    }
    const missing = await page.goto(`${server.url}/en/urunler/no-such-product`)
    expect(missing?.status()).toBe(404)
    expect(await page.locator('h1').textContent()).toBe('Oops! Page not found')
    await context.close()
  })

  it('is reached from a card, opens its gallery in the lightbox, passes axe and looks right', async () => {
    const item = product()
    for (const [width, height, label] of DESKTOP_AND_PHONE) {
      const context = await browser.newContext({ viewport: { width, height } })
      const page = await openPage(context, '/en/urunler')
      const errors = collectErrors(page)
      await page.getByRole('link', { name: item.name_en, exact: true }).click()
      await page.waitForURL(`${server.url}/en/urunler/${item.slug}`)
      await expect.poll(() => page.locator('h1').textContent()).toBe(item.name_en)
      await fullScreenshot(page, `product-page-${label}`)
      expect(await seriousViolations(page)).toEqual([])
      await page.locator('.product-gallery__thumb').nth(1).click()
      expect(await page.locator('.product-gallery__image').getAttribute('src')).toBe(
        item.images[0]!.image_url,
      )
      await page
        .getByRole('button', { name: `Enlarge the pictures of ${item.name_en}` })
        .first()
        .click()
      const dialog = page.getByRole('dialog', { name: item.name_en })
      expect(await dialog.locator('.lightbox__counter').textContent()).toBe('2 / 3')
      await page.keyboard.press('Escape')
      await expect.poll(() => dialog.count()).toBe(0)
      await page.locator('.product-quote__button').click()
      await page.waitForURL(`${server.url}/en/teklif?product=${item.slug}`)
      expect(errors).toEqual([])
      await context.close()
    }
  })
})
