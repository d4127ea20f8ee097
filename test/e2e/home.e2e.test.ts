import type { Browser, BrowserContext, Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { formatCounter } from '../../client/lib/format-counter.ts'
import { localText } from '../../shared/i18n.ts'
import type { PageDataMap } from '../../shared/page-data.ts'
import { DESKTOP_AND_PHONE, loaded, screenshot, seriousViolations, whenLive } from '../helpers/browser.ts'
import { serverAndBrowser } from '../helpers/browser-test.ts'

type HomeData = PageDataMap['home']

const { server, browser } = serverAndBrowser()

const LANGS = [
  ['tr', '/'],
  ['en', '/en'],
  ['es', '/es'],
] as const

/** The data the server renders the home page with (the same loader as the HTML). */
async function homeData(path = '/'): Promise<HomeData> {
  const response = await fetch(`${server.url}/api/page-data?url=${encodeURIComponent(path)}`)
  expect(response.status).toBe(200)
  const body = (await response.json()) as { page: string; data: HomeData }
  expect(body.page).toBe('home')
  return body.data
}

const distinctUrls = (data: HomeData) => [...new Set(data.sliders.map((slider) => slider.image_url))]

async function rowSources(page: Page, row: 'upper' | 'lower'): Promise<string[]> {
  return page
    .locator(`.marquee__row[data-row="${row}"] img`)
    .evaluateAll((imgs) => imgs.map((img) => img.getAttribute('src') ?? ''))
}

async function scrollThrough(page: Page): Promise<void> {
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += 400) {
      window.scrollTo(0, y)
      await new Promise((resolve) => setTimeout(resolve, 60))
    }
  })
}

/**
 * Console and page errors, like collectErrors(), minus Chromium's own /favicon.ico probe: the
 * layout declares no icon yet, which is not this page's concern.
 */
function collectErrors(page: Page): string[] {
  const errors: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error' && !message.location().url.endsWith('/favicon.ico'))
      errors.push(message.text())
  })
  page.on('pageerror', (error) => errors.push(error.message))
  return errors
}

const counter = (page: Page) => page.locator('.gallery__counter')

async function newPage(options: Parameters<Browser['newContext']>[0] = {}): Promise<[BrowserContext, Page]> {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, ...options })
  // Fail with the step's own message rather than the test's timeout.
  context.setDefaultTimeout(8000)
  return [context, await context.newPage()]
}

describe('home page', () => {
  it('renders server-side in tr, en and es with the seeded blocks and collapsed slider images', async () => {
    const [context, page] = await newPage({ javaScriptEnabled: false })
    for (const [lang, path] of LANGS) {
      const data = await homeData(path)
      await page.goto(server.url + path)
      expect(await page.getAttribute('html', 'lang')).toBe(lang)
      expect(await page.locator('h1').count()).toBe(1)

      for (const [id, block] of [
        ['home-features-title', data.features],
        ['home-portfolio-title', data.portfolio],
        ['home-stats-title', data.homeStats],
      ] as const) {
        expect(await page.locator(`#${id}`).textContent()).toBe(block[`title_${lang}`])
        expect(await page.locator(`#${id} + .home-block__subtitle`).textContent()).toBe(
          block[`subtitle_${lang}`],
        )
      }
      expect(await page.locator('.feature-card__title').allTextContents()).toEqual(
        data.features.cards.map((card) => card[`title_${lang}`]),
      )
      expect(
        await page
          .locator('.feature-card')
          .evaluateAll((cards) => cards.map((c) => c.querySelector('svg') !== null)),
      ).toEqual(data.features.cards.map(() => true))
      expect(await page.locator('.portfolio-card__title').allTextContents()).toEqual(
        data.portfolio.cards.map((card) => card[`title_${lang}`]),
      )
      expect(await page.locator('.portfolio-grid').getAttribute('data-columns')).toBe('3')
      // Without JavaScript the figures are final: "2000" is written in full in the language, "25+" stays.
      const values = await page.locator('.stat-card__value [aria-hidden="true"]').allTextContents()
      expect(values).toEqual(data.homeStats.cards.map((card) => formatCounter(card.value, lang)))
      expect(values).toContain(lang === 'en' ? '2,000' : '2.000')
      expect(values).toContain('25+')

      // Duplicates by image_url collapse; each distinct image appears twice in a row for the loop.
      const distinct = distinctUrls(data)
      expect(data.sliders.length).toBeGreaterThan(distinct.length)
      const upper = await rowSources(page, 'upper')
      expect(upper).toEqual([...distinct, ...distinct])
      expect(await rowSources(page, 'lower')).toEqual([...distinct].reverse().concat([...distinct].reverse()))

      expect(await page.locator('.home-cta a[href$="/teklif"]').getAttribute('href')).toBe(
        lang === 'tr' ? '/teklif' : `/${lang}/teklif`,
      )
      expect(await page.locator('.home-cta a[href$="/iletisim"]').getAttribute('href')).toBe(
        lang === 'tr' ? '/iletisim' : `/${lang}/iletisim`,
      )
    }

    // Images: explicit size, srcset from the -400/-800 variants, first ones eager, others lazy.
    const first = page.locator('.marquee__row[data-row="upper"] img').first()
    const stem = (await first.getAttribute('src'))!.replace(/\.webp$/, '')
    expect(await first.getAttribute('srcset')).toBe(
      `${stem}-400.webp 400w, ${stem}-800.webp 800w, ${stem}.webp 1200w`,
    )
    expect(await first.getAttribute('width')).toBe('280')
    expect(await first.getAttribute('height')).toBe('210')
    expect(await first.getAttribute('loading')).toBe('eager')
    expect(await page.locator('.marquee__row[data-row="lower"] img').first().getAttribute('loading')).toBe(
      'lazy',
    )
    const hero = page.locator('.home-banner__media img')
    expect(await hero.getAttribute('fetchpriority')).toBe('high')
    expect(await hero.getAttribute('src')).toBe((await homeData()).sliders[0]!.image_url)
    const variant = await fetch(`${server.url}${stem}-400.webp`)
    expect(variant.status).toBe(200)
    await context.close()
  })

  it('scrolls two rows in opposite directions, pauses on hover and opens the gallery from a click', async () => {
    const data = await homeData('/en')
    const distinct = distinctUrls(data)
    const total = distinct.length
    const [context, page] = await newPage()
    const errors = collectErrors(page)
    await page.goto(`${server.url}/en`)
    await loaded(page)

    const style = (row: string) =>
      page.locator(`.marquee__row[data-row="${row}"] .marquee__track`).evaluate((track) => {
        const computed = getComputedStyle(track)
        return {
          name: computed.animationName,
          direction: computed.animationDirection,
          state: computed.animationPlayState,
        }
      })
    expect(await style('upper')).toEqual({ name: 'home-marquee', direction: 'normal', state: 'running' })
    expect(await style('lower')).toEqual({ name: 'home-marquee', direction: 'reverse', state: 'running' })
    await page.locator('.marquee__row[data-row="upper"]').hover({ force: true })
    expect((await style('upper')).state).toBe('paused')
    expect((await style('lower')).state).toBe('running')
    await page.mouse.move(5, 5)
    expect((await style('upper')).state).toBe('running')
    const toggle = page.getByRole('button', { name: 'Pause scrolling' })
    await toggle.click()
    expect(await page.getByRole('button', { name: 'Resume scrolling' }).getAttribute('aria-pressed')).toBe(
      'true',
    )
    expect((await style('upper')).state).toBe('paused')
    expect((await style('lower')).state).toBe('paused')

    const opener = page
      .locator('.marquee__row[data-row="upper"] .marquee__list')
      .first()
      .locator('button[data-index="2"]')
    await page.evaluate(() => window.scrollTo(0, 200))
    await opener.click()
    const dialog = page.getByRole('dialog', { name: 'Product gallery' })
    await dialog.waitFor()
    expect(await counter(page).textContent()).toBe(`3 / ${total}`)
    expect(await dialog.locator('.gallery__image').getAttribute('alt')).toBe(
      localText(data.sliders[2]!, 'alt_text', 'en'),
    )
    expect(await dialog.locator('.gallery__thumb').count()).toBe(total)

    // The page behind does not scroll.
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe('hidden')
    const scrollY = await page.evaluate(() => window.scrollY)
    await page.mouse.wheel(0, 800)
    await page.waitForTimeout(200)
    expect(await page.evaluate(() => window.scrollY)).toBe(scrollY)

    await page.keyboard.press('ArrowRight')
    expect(await counter(page).textContent()).toBe(`4 / ${total}`)
    await page.keyboard.press('ArrowLeft')
    await page.keyboard.press('ArrowLeft')
    await page.keyboard.press('ArrowLeft')
    expect(await counter(page).textContent()).toBe(`1 / ${total}`)
    await page.keyboard.press('ArrowLeft')
    expect(await counter(page).textContent()).toBe(`${total} / ${total}`)
    await dialog.locator('.gallery__thumb').nth(1).click()
    expect(await counter(page).textContent()).toBe(`2 / ${total}`)
    expect(await dialog.locator('.gallery__image').getAttribute('src')).toBe(distinct[1])
    await dialog.getByRole('button', { name: 'Next image' }).click()
    expect(await counter(page).textContent()).toBe(`3 / ${total}`)

    // Focus stays inside while tabbing in both directions.
    for (const key of [...Array(total + 4).fill('Tab'), ...Array(total + 4).fill('Shift+Tab')] as string[]) {
      await page.keyboard.press(key)
      expect(await page.evaluate(() => document.activeElement?.closest('.gallery') !== null)).toBe(true)
    }
    // The viewport, not the full page: the gallery is fixed over it.
    await screenshot(page, 'home-gallery', { fullPage: false })
    expect(await seriousViolations(page, { include: '.gallery' })).toEqual([])

    await page.keyboard.press('Escape')
    await expect.poll(() => dialog.count()).toBe(0)
    expect(
      await page.evaluate(() => {
        const active = document.activeElement as HTMLElement | null
        return {
          index: active?.dataset.index,
          row: active?.closest<HTMLElement>('.marquee__row')?.dataset.row,
          firstCopy: active?.closest('.marquee__list') === document.querySelector('.marquee__list'),
        }
      }),
    ).toEqual({ index: '2', row: 'upper', firstCopy: true })
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).not.toBe('hidden')
    await page.mouse.wheel(0, 300)
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(scrollY)

    // A click on the lower (reversed) row opens the same image list at that image.
    const lowerButtons = page.locator('.marquee__row[data-row="lower"] button')
    const [position, index] = await lowerButtons.evaluateAll((buttons) => {
      const i = buttons.findIndex((button) => {
        const box = button.getBoundingClientRect()
        return box.left > 40 && box.right < window.innerWidth - 40
      })
      return [i, Number((buttons[i] as HTMLElement).dataset.index)]
    })
    await lowerButtons.nth(position!).click()
    expect(await counter(page).textContent()).toBe(`${index! + 1} / ${total}`)
    expect(await dialog.locator('.gallery__image').getAttribute('src')).toBe(distinct[index!])
    await page.getByRole('button', { name: 'Close gallery' }).click()
    await expect.poll(() => dialog.count()).toBe(0)
    expect(errors).toEqual([])
    await context.close()
  })

  it('changes the image on a swipe over 50 px and not on a shorter one', async () => {
    const total = distinctUrls(await homeData('/es')).length
    const [context, page] = await newPage({
      viewport: { width: 390, height: 844 },
      hasTouch: true,
      isMobile: true,
    })
    const errors = collectErrors(page)
    await page.goto(`${server.url}/es`)
    await loaded(page)
    await page
      .locator('.marquee__row[data-row="upper"] button[data-index="0"]')
      .first()
      .click({ force: true })
    await page.getByRole('dialog', { name: 'Galería de productos' }).waitFor()
    expect(await counter(page).textContent()).toBe(`1 / ${total}`)
    // The gallery's code may still be arriving on a loaded machine: a swipe before React listens is lost.
    await whenLive(page.locator('.gallery__stage'))

    const swipe = (dx: number) =>
      page.locator('.gallery__stage').evaluate((stage, distance) => {
        const point = (x: number) => new Touch({ identifier: 1, target: stage, clientX: x, clientY: 400 })
        const fire = (type: string, x: number) => {
          const touch = point(x)
          const list = type === 'touchend' ? [] : [touch]
          stage.dispatchEvent(
            new TouchEvent(type, { touches: list, changedTouches: [touch], bubbles: true, cancelable: true }),
          )
        }
        fire('touchstart', 200)
        fire('touchmove', 200 + distance / 2)
        fire('touchmove', 200 + distance)
        fire('touchend', 200 + distance)
      }, dx)

    await swipe(-120)
    await expect.poll(() => counter(page).textContent()).toBe(`2 / ${total}`)
    await swipe(-40)
    await expect.poll(() => counter(page).textContent()).toBe(`2 / ${total}`)
    await swipe(50)
    await expect.poll(() => counter(page).textContent()).toBe(`2 / ${total}`)
    await swipe(80)
    await expect.poll(() => counter(page).textContent()).toBe(`1 / ${total}`)
    await swipe(-51)
    await expect.poll(() => counter(page).textContent()).toBe(`2 / ${total}`)
    expect(errors).toEqual([])
    await context.close()
  })

  it('counts the statistics up once they scroll into view', async () => {
    const data = await homeData('/')
    const finals = data.homeStats.cards.map((card) => formatCounter(card.value, 'tr'))
    const [context, page] = await newPage()
    const errors = collectErrors(page)
    await page.goto(`${server.url}/`)
    await loaded(page)
    const values = page.locator('.stat-card__value [aria-hidden="true"]')
    // Below the fold after hydration the figures wait at zero.
    await expect
      .poll(() => values.allTextContents())
      .toEqual(finals.map((text) => text.replace(/[\d.,]+K?/, '0')))
    const area = data.homeStats.cards.findIndex((card) => card.value === '2000')
    await values.nth(area).evaluate((element) => {
      const seen: string[] = []
      ;(window as unknown as { seen: string[] }).seen = seen
      new MutationObserver(() => seen.push(element.textContent ?? '')).observe(element, {
        characterData: true,
        childList: true,
        subtree: true,
      })
    })
    await page.locator('.stats-grid').scrollIntoViewIfNeeded()
    await expect.poll(() => values.allTextContents(), { timeout: 8000 }).toEqual(finals)
    const seen = await page.evaluate(() => (window as unknown as { seen: string[] }).seen)
    // Written in full, Turkish thousands grouped with a dot ("1.250") on the way.
    expect(seen.at(-1)).toBe('2.000')
    for (const text of seen) expect(text).toMatch(/^(\d{1,3}|\d\.\d{3})$/)
    const numbers = seen.map((text) => Number(text.replace('.', '')))
    expect(numbers.length).toBeGreaterThan(3)
    expect(numbers.some((n) => n > 0 && n < 2000)).toBe(true)
    expect(numbers).toEqual([...numbers].sort((a, b) => a - b))
    // Screen readers get the final figure, not the animation.
    expect(await page.locator('.stat-card__value .visually-hidden').allTextContents()).toEqual(finals)
    expect(errors).toEqual([])
    await context.close()
  })

  it('with reduced motion shows final figures at once and runs no marquee animation', async () => {
    const data = await homeData('/en')
    const finals = data.homeStats.cards.map((card) => formatCounter(card.value, 'en'))
    const [context, page] = await newPage({ reducedMotion: 'reduce' })
    await page.goto(`${server.url}/en`)
    await loaded(page)
    await page.waitForTimeout(300)
    const values = page.locator('.stat-card__value [aria-hidden="true"]')
    expect(await values.allTextContents()).toEqual(finals)
    const animations = await page
      .locator('.marquee__track')
      .evaluateAll((tracks) =>
        tracks.map((track) => [getComputedStyle(track).animationName, track.getAnimations().length]),
      )
    expect(animations).toEqual([
      ['none', 0],
      ['none', 0],
    ])
    expect(await page.getByRole('button', { name: 'Pause scrolling' }).isVisible()).toBe(false)
    await page.locator('.stats-grid').scrollIntoViewIfNeeded()
    await page.waitForTimeout(300)
    expect(await values.allTextContents()).toEqual(finals)
    await context.close()
  })

  it('shows loading, error and empty states when its data comes by client-side navigation', async () => {
    const real = await homeData('/')
    const empty: HomeData = {
      sliders: [],
      features: { ...real.features, cards: [] },
      portfolio: { ...real.portfolio, cards: [] },
      homeStats: { ...real.homeStats, cards: [] },
    }
    const [context, page] = await newPage()
    const errors = collectErrors(page)
    await page.goto(`${server.url}/hakkimizda`)
    await loaded(page)

    await page.route('**/api/page-data?*', (route) => route.fulfill({ status: 500, json: { error: 'x' } }))
    await page.getByRole('navigation', { name: 'Ana menü' }).getByRole('link', { name: 'Ana Sayfa' }).click()
    await page.waitForURL(`${server.url}/`)
    const alerts = page.getByRole('alert')
    await expect.poll(() => alerts.count()).toBe(4)
    const texts = (await alerts.allTextContents()).join(' | ')
    for (const message of [
      'Sliderlar yüklenemedi',
      'Ürün görselleri yüklenemedi.',
      'Kurumsal değerler yüklenemedi',
      'Portföy yüklenemedi',
      'İstatistikler yüklenemedi',
    ]) {
      expect(texts).toContain(message)
    }
    expect(await page.locator('h1').textContent()).toBeTruthy()
    await screenshot(page, 'home-error')

    let release: () => void = () => {}
    const held = new Promise<void>((resolve) => (release = resolve))
    await page.unroute('**/api/page-data?*')
    await page.route('**/api/page-data?*', async (route) => {
      const response = await route.fetch()
      const body = (await response.json()) as { data: HomeData }
      await held
      await route.fulfill({ response, json: { ...body, data: empty } })
    })
    await page.getByRole('button', { name: 'Tekrar Dene' }).first().click()
    await expect.poll(() => page.getByText('Yükleniyor...').count()).toBe(4)
    release()
    await expect.poll(() => page.getByText('Henüz kart eklenmemiş').count()).toBe(3)
    expect(await page.getByText('Ürün görselleri yüklenemedi.').count()).toBe(1)
    expect(await alerts.count()).toBe(0)
    expect(await page.locator('.marquee').count()).toBe(0)
    expect(await page.locator('#home-stats-title').textContent()).toBe(real.homeStats.title_tr)
    // The failed request is reported by the browser itself; nothing else may log an error.
    expect(errors.filter((text) => !text.includes('500'))).toEqual([])
    await context.close()
  })

  it('has no serious accessibility violations and looks right at desktop and phone widths', async () => {
    for (const [width, height, label] of DESKTOP_AND_PHONE) {
      const [context, page] = await newPage({ viewport: { width, height } })
      const errors = collectErrors(page)
      await page.goto(`${server.url}/`)
      await loaded(page)
      await scrollThrough(page)
      await page.waitForTimeout(2300)
      await page.evaluate(() => window.scrollTo(0, 0))
      await loaded(page)
      await screenshot(page, `home-${label}`)
      expect(await seriousViolations(page)).toEqual([])
      expect(errors).toEqual([])
      await context.close()
    }
  })
})
