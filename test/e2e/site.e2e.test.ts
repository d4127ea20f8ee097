import { describe, expect, it } from 'vitest'
import {
  axeViolations,
  collectErrors,
  DESKTOP_AND_PHONE,
  loaded,
  screenshot,
  seriousViolations,
} from '../helpers/browser.ts'
import { serverAndBrowser } from '../helpers/browser-test.ts'

const { server, browser } = serverAndBrowser()

const ROUTES = ['/', '/hakkimizda', '/cozumlerimiz', '/urunler', '/katalog', '/iletisim', '/teklif']
const HEADINGS = { tr: 'Hakkımızda', en: 'About Us', es: 'Quiénes somos' } as const

describe('public site in the browser', () => {
  it("leaves the footer out of a phone's first layout, at the height it will have once laid out", async () => {
    for (const [width, route] of [
      [412, '/urunler'],
      [412, '/es/iletisim'],
      [1024, '/es'],
      [1440, '/en/hakkimizda'],
    ] as const) {
      const context = await browser.newContext({ viewport: { width, height: 823 } })
      const page = await context.newPage()
      await page.goto(server.url + route)
      await loaded(page)
      const footer = () =>
        page.locator('footer').evaluate((element) => ({
          laidOut: [...element.querySelectorAll('a')].some((a) =>
            a.checkVisibility({ contentVisibilityAuto: true }),
          ),
          height: element.getBoundingClientRect().height,
        }))
      const before = await footer()
      expect(before.laidOut, `${width} ${route}`).toBe(false)
      await page.locator('footer').scrollIntoViewIfNeeded()
      await expect.poll(async () => (await footer()).laidOut).toBe(true)
      // The placeholder's height is the footer's own: the page does not jump when it is laid out.
      expect(Math.abs((await footer()).height - before.height), `${width} ${route}`).toBeLessThan(60)
      await context.close()
    }
  })

  it('renders every page on the server: content is there with JavaScript off', async () => {
    const context = await browser.newContext({ javaScriptEnabled: false })
    const page = await context.newPage()
    for (const [lang, prefix] of [
      ['tr', ''],
      ['en', '/en'],
      ['es', '/es'],
    ] as const) {
      for (const route of ROUTES) {
        const url = route === '/' ? prefix || '/' : `${prefix}${route}`
        const response = await page.goto(server.url + url)
        expect(response?.status(), url).toBe(200)
        expect(await page.getAttribute('html', 'lang')).toBe(lang)
        await expect(page.locator('h1').first().textContent()).resolves.toBeTruthy()
        expect(await page.locator('footer').textContent()).toContain(HEADINGS[lang])
        // Each of the footer's link lists names a page once.
        for (const list of await page.locator('footer ul.site-footer__links').all()) {
          const targets = await list
            .locator('a')
            .evaluateAll((links) => links.map((a) => a.getAttribute('href')))
          expect(new Set(targets).size, `${url} ${targets.join(' ')}`).toBe(targets.length)
        }
      }
    }
    const missing = await page.goto(`${server.url}/en/missing-page`)
    expect(missing?.status()).toBe(404)
    expect(await page.locator('h1').textContent()).toBe('Oops! Page not found')
    await context.close()
  })

  it('hydrates without console errors and navigates on the client', async () => {
    const context = await browser.newContext()
    const page = await context.newPage()
    const errors = collectErrors(page)
    for (const url of ['/', '/en/urunler', '/es/iletisim', '/hakkimizda']) {
      await page.goto(server.url + url)
      await loaded(page)
    }
    // client-side navigation: no new document, new page content, scrolled to the top
    await page.evaluate(() => {
      ;(window as unknown as { marker: number }).marker = 42
      window.scrollTo(0, 300)
    })
    await page
      .getByRole('navigation', { name: 'Ana menü' })
      .getByRole('link', { name: 'Çözümlerimiz' })
      .click()
    await page.waitForURL(`${server.url}/cozumlerimiz`)
    await expect.poll(() => page.locator('h1').textContent()).toBe('Çözümlerimiz')
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(42)
    expect(await page.evaluate(() => window.scrollY)).toBe(0)
    await expect.poll(() => page.title()).toContain('Çözümlerimiz')
    expect(errors).toEqual([])
    await context.close()
  })

  it('switches language on the same page and remembers the choice', async () => {
    const context = await browser.newContext()
    const page = await context.newPage()
    await page.goto(`${server.url}/hakkimizda`)
    await page.getByRole('link', { name: 'English' }).click()
    await page.waitForURL(`${server.url}/en/hakkimizda`)
    expect(await page.locator('h1').textContent()).toBe('About Us')
    expect(await page.getAttribute('html', 'lang')).toBe('en')
    const cookies = await context.cookies()
    expect(cookies.find((cookie) => cookie.name === 'lang')?.value).toBe('en')
    await page.goto(`${server.url}/`)
    expect(page.url()).toBe(`${server.url}/en`)
    await page.getByRole('link', { name: 'Türkçe' }).click()
    await page.waitForURL(`${server.url}/`)
    expect(await page.getAttribute('html', 'lang')).toBe('tr')
    await context.close()
  })

  it('condenses the header after 100 px of scroll and opens the mobile menu', async () => {
    const context = await browser.newContext({ viewport: { width: 390, height: 500 } })
    const page = await context.newPage()
    await page.goto(`${server.url}/en`)
    const header = page.locator('header.site-header')
    await expect.poll(() => header.getAttribute('class')).not.toContain('is-condensed')
    await page.evaluate(() => window.scrollTo(0, 150))
    await expect.poll(() => header.getAttribute('class')).toContain('is-condensed')
    await page.evaluate(() => window.scrollTo(0, 50))
    await expect.poll(() => header.getAttribute('class')).not.toContain('is-condensed')
    const toggle = page.getByRole('button', { name: 'Menu' })
    expect(await page.locator('#main-menu').isVisible()).toBe(false)
    await toggle.click()
    expect(await page.locator('#main-menu').isVisible()).toBe(true)
    await page.keyboard.press('Escape')
    expect(await page.locator('#main-menu').isVisible()).toBe(false)
    await context.close()
  })

  it('names every labelled control with its visible text in it (WCAG 2.5.3, Lighthouse checks it)', async () => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } })
    const page = await context.newPage()
    const products = (await (await fetch(`${server.url}/api/products`)).json()) as { slug: string }[]
    for (const url of ['/', '/urunler', `/urunler/${products[0]!.slug}`, '/en/iletisim', '/es/teklif']) {
      await page.goto(server.url + url, { waitUntil: 'networkidle' })
      // An experimental axe rule, off unless asked for.
      const violations = await axeViolations(page, { rules: ['label-content-name-mismatch'] })
      expect(
        violations.flatMap((v) => v.nodes.map((n) => n.html.slice(0, 120))),
        url,
      ).toEqual([])
    }
    await context.close()
  })

  it('has no serious accessibility violations and looks right at desktop and phone widths', async () => {
    for (const [width, height, label] of DESKTOP_AND_PHONE) {
      const context = await browser.newContext({ viewport: { width, height } })
      const page = await context.newPage()
      for (const [name, url] of [
        ['home', '/'],
        ['about-en', '/en/hakkimizda'],
        ['not-found', '/yok'],
      ] as const) {
        await page.goto(server.url + url)
        await loaded(page)
        await screenshot(page, `${name}-${label}`)
        expect(await seriousViolations(page), url).toEqual([])
      }
      await context.close()
    }
  })
})
