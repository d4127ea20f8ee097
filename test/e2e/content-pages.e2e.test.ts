import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import en from '../../shared/i18n/locales/en/pages.json'
import es from '../../shared/i18n/locales/es/pages.json'
import tr from '../../shared/i18n/locales/tr/pages.json'
import { about } from '../../server/seed/content/about.ts'
import { settings } from '../../server/seed/content/company.ts'
import {
  collectErrors,
  DESKTOP_AND_PHONE,
  loaded,
  screenshot,
  seriousViolations,
} from '../helpers/browser.ts'
import { serverAndBrowser } from '../helpers/browser-test.ts'

const { server, browser } = serverAndBrowser()

const LANGS = [
  { lang: 'tr', prefix: '', text: tr },
  { lang: 'en', prefix: '/en', text: en },
  { lang: 'es', prefix: '/es', text: es },
] as const
const TITLES = {
  tr: [
    'Hakkımızda',
    'Çözümlerimiz',
    'Katalog',
    'Gizlilik Politikası',
    'Kullanım Koşulları',
    'KVKK Aydınlatma Metni',
  ],
  en: ['About Us', 'Solutions', 'Catalogue', 'Privacy Policy', 'Terms of Use', 'Data Protection Notice'],
  es: [
    'Quiénes somos',
    'Soluciones',
    'Catálogo',
    'Política de privacidad',
    'Condiciones de uso',
    'Aviso de protección de datos',
  ],
} as const
const ROUTES = [
  '/hakkimizda',
  '/cozumlerimiz',
  '/katalog',
  '/gizlilik-politikasi',
  '/kullanim-kosullari',
  '/kvkk',
]
const PDF_URL = '/uploads/katalog/katalog.pdf'
/** The demo catalogue of each language (the Turkish one at PDF_URL) and its download name. */
const DEMO_PDF = {
  tr: { url: PDF_URL, name: 'katalog.pdf' },
  en: { url: '/uploads/katalog/katalog-en.pdf', name: 'catalogue.pdf' },
  es: { url: '/uploads/katalog/katalog-es.pdf', name: 'catalogo.pdf' },
} as const
const CATALOGUE_ERROR = 'Katalog yüklenirken bir sorun oluştu. Lütfen sayfayı yenileyin.'

const mainText = async (page: Page) => (await page.locator('main').innerText()).replace(/\s+/g, ' ')
const squash = (text: string) => text.replace(/\s+/g, ' ')

/** Share of canvas pixels that are not white: the page has really been drawn. */
function inkedShare(page: Page): Promise<number> {
  return page.locator('canvas.pdf-stage__canvas').evaluate((canvas: HTMLCanvasElement) => {
    const context = canvas.getContext('2d')
    if (!context || canvas.width === 0) return 0
    const { data } = context.getImageData(0, 0, canvas.width, canvas.height)
    let inked = 0
    for (let index = 0; index < data.length; index += 4) {
      if ((data[index] ?? 255) < 235 || (data[index + 1] ?? 255) < 235 || (data[index + 2] ?? 255) < 235)
        inked++
    }
    return inked / (data.length / 4)
  })
}

describe('about, solutions, catalogue and legal pages', () => {
  it('render on the server with their main content in every language (JavaScript off)', async () => {
    const context = await browser.newContext({ javaScriptEnabled: false })
    const page = await context.newPage()
    for (const { lang, prefix, text } of LANGS) {
      for (const [index, route] of ROUTES.entries()) {
        const response = await page.goto(server.url + prefix + route)
        expect(response?.status(), route).toBe(200)
        expect(await page.getAttribute('html', 'lang')).toBe(lang)
        expect(await page.locator('h1').textContent()).toBe(TITLES[lang][index])
      }

      await page.goto(`${server.url}${prefix}/hakkimizda`)
      let main = await mainText(page)
      for (const field of [
        'aboutText',
        'companyDescription1',
        'companyDescription2',
        'companyDescription3',
        'mission',
        'vision',
        'commitmentTitle',
        'commitmentStatement',
      ] as const) {
        expect(main, `${lang} ${field}`).toContain(squash(about[`${field}_${lang}`]))
      }
      for (const id of ['production', 'quality', 'engineering'] as const) {
        expect(main).toContain(text[`about.features.${id}.title`])
      }
      for (const value of ['50+', '45', '2–12 mm', '3–120 mm']) expect(main).toContain(value)

      await page.goto(`${server.url}${prefix}/cozumlerimiz`)
      main = await mainText(page)
      for (const id of [
        'solutions.standard.title',
        'solutions.custom.title',
        'solutions.standard.feature3',
        'solutions.custom.feature1',
        'solutions.special.materials.brass',
        'solutions.special.products.rivets',
        'solutions.special.quality.certification',
      ] as const) {
        expect(main, id).toContain(text[id])
      }
      // Figures are written by Intl in the page language (Spanish groups from five digits).
      expect(main).toContain({ tr: '2.000 m²', en: '2,000 m²', es: '2000 m²' }[lang])
      expect(await page.locator('main .solution-card').count()).toBe(2)
      expect(await page.locator('main .solution-card .check-list li').count()).toBe(6)
      expect(
        await page.locator('.cp-cta a').evaluateAll((links) => links.map((a) => a.getAttribute('href'))),
      ).toEqual([`${prefix}/teklif`, `${prefix}/iletisim`])

      await page.goto(`${server.url}${prefix}/katalog`)
      const download = page.locator('.catalogue-panel a[download]')
      expect(await download.getAttribute('href')).toBe(DEMO_PDF[lang].url)
      expect(await download.getAttribute('download')).toBe(DEMO_PDF[lang].name)
      expect(await page.getByRole('link', { name: text['catalogue.viewer.open'] }).getAttribute('href')).toBe(
        DEMO_PDF[lang].url,
      )
      // Each language has its own demo catalogue, so no page says it shows the Turkish one.
      expect(await page.getByTestId('catalogue-language-note').count()).toBe(0)
      expect(await page.locator('.catalogue-cover').isVisible()).toBe(true)
      expect(await page.locator('canvas').count()).toBe(0)
      expect(await page.locator('.group-card h3').allTextContents()).toEqual(
        (['bolts', 'nuts', 'washers', 'custom'] as const).map((id) => text[`catalogue.groups.${id}.title`]),
      )
      expect(await page.locator('.cp-cta').count()).toBe(1)

      for (const route of ['/gizlilik-politikasi', '/kullanim-kosullari', '/kvkk']) {
        await page.goto(server.url + prefix + route)
        main = await mainText(page)
        expect(main).toContain(settings.company_name)
        expect(await page.locator(`main a[href="mailto:${settings.company_email}"]`).count()).toBeGreaterThan(
          0,
        )
        expect(await page.locator('main article h2').count()).toBeGreaterThanOrEqual(8)
      }
    }
    await context.close()
  }, 120_000)

  it('catalogue viewer: renders pages on a canvas, pages and zooms within limits', async () => {
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } })
    const page = await context.newPage()
    const errors = collectErrors(page)
    await page.goto(`${server.url}/katalog`)
    const canvas = page.locator('canvas.pdf-stage__canvas')
    await page.locator('canvas.pdf-stage__canvas[data-rendered-page="1"]').waitFor()
    expect(await inkedShare(page)).toBeGreaterThan(0.05)

    const count = page.getByTestId('page-count')
    const first = (await count.textContent()) ?? ''
    const total = Number(/^1 \/ (\d+)$/.exec(first)?.[1])
    expect(total).toBeGreaterThanOrEqual(3)
    const pageButtons = page.locator('.pdf-button--page')
    expect(await pageButtons.count()).toBe(Math.min(5, total))

    await page.getByRole('button', { name: 'Sonraki sayfa' }).click()
    await expect.poll(() => count.textContent()).toBe(`2 / ${total}`)
    await page.locator('canvas[data-rendered-page="2"]').waitFor()
    await page.getByRole('button', { name: 'Önceki sayfa' }).click()
    await expect.poll(() => count.textContent()).toBe(`1 / ${total}`)
    expect(await page.getByRole('button', { name: 'Önceki sayfa' }).isDisabled()).toBe(true)
    await page.getByRole('button', { name: 'Sayfa 3', exact: true }).click()
    await expect.poll(() => count.textContent()).toBe(`3 / ${total}`)
    expect(
      await page.getByRole('button', { name: 'Sayfa 3', exact: true }).getAttribute('aria-current'),
    ).toBe('page')
    await page.locator('canvas[data-rendered-page="3"]').waitFor()
    expect(await inkedShare(page)).toBeGreaterThan(0.02)
    // keyboard on the viewer
    await page.getByRole('region', { name: 'Katalog görüntüleyici' }).focus()
    await page.keyboard.press('ArrowRight')
    await expect.poll(() => count.textContent()).toBe(`4 / ${total}`)
    await page.keyboard.press('End')
    await expect.poll(() => count.textContent()).toBe(`${total} / ${total}`)
    expect(await page.getByRole('button', { name: 'Sonraki sayfa' }).isDisabled()).toBe(true)
    expect(await pageButtons.count()).toBe(Math.min(5, total))
    await page.keyboard.press('Home')
    await expect.poll(() => count.textContent()).toBe(`1 / ${total}`)

    const zoom = page.getByTestId('zoom-level')
    const zoomIn = page.getByRole('button', { name: 'Yakınlaştır', exact: true })
    const zoomOut = page.getByRole('button', { name: 'Uzaklaştır' })
    const cssWidth = () => canvas.evaluate((element: HTMLCanvasElement) => parseFloat(element.style.width))
    await page.locator('canvas[data-rendered-page="1"]').waitFor()
    await expect.poll(() => zoom.getAttribute('data-zoom')).toBe('1')
    expect(await zoom.textContent()).toBe('%100')
    const baseWidth = await cssWidth()
    const seen: string[] = []
    while (!(await zoomIn.isDisabled())) {
      await zoomIn.click()
      seen.push((await zoom.getAttribute('data-zoom')) ?? '')
    }
    expect(seen).toEqual(['1.2', '1.4', '1.6', '1.8', '2'])
    expect(await zoom.textContent()).toBe('%200')
    await expect.poll(async () => Math.abs((await cssWidth()) - baseWidth * 2)).toBeLessThan(2)
    seen.length = 0
    while (!(await zoomOut.isDisabled())) {
      await zoomOut.click()
      seen.push((await zoom.getAttribute('data-zoom')) ?? '')
    }
    expect(seen).toEqual(['1.8', '1.6', '1.4', '1.2', '1', '0.8', '0.6', '0.5'])
    await expect.poll(async () => Math.abs((await cssWidth()) - baseWidth / 2)).toBeLessThan(2)
    await page.getByRole('button', { name: 'Yakınlaştırmayı sıfırla' }).click()
    expect(await zoom.getAttribute('data-zoom')).toBe('1')

    const download = page.locator('.catalogue-panel a[download]')
    expect(await download.getAttribute('href')).toBe(PDF_URL)
    expect(await download.getAttribute('download')).toBe('katalog.pdf')
    const pdf = await page.request.get(server.url + PDF_URL)
    expect(pdf.headers()['content-type']).toContain('application/pdf')
    expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-')
    expect(errors).toEqual([])
    await context.close()
  }, 90_000)

  it('catalogue viewer failure shows its message with an open-in-browser button', async () => {
    const context = await browser.newContext()
    const page = await context.newPage()
    await page.route('**/uploads/katalog/*.pdf', (route) => route.fulfill({ status: 404, body: 'Not found' }))
    for (const { lang, prefix, text } of LANGS) {
      await page.goto(`${server.url}${prefix}/katalog`)
      const alert = page.locator('.pdf-error[role="alert"]')
      await alert.waitFor()
      expect(await alert.locator('p').textContent()).toBe(text['catalogue.viewer.error'])
      const open = alert.getByRole('link', { name: text['catalogue.viewer.open'] })
      expect(await open.getAttribute('href')).toBe(DEMO_PDF[lang].url)
      expect(await open.getAttribute('target')).toBe('_blank')
    }
    expect(tr['catalogue.viewer.error']).toBe(CATALOGUE_ERROR)
    await context.close()
  })

  it('loads PDF.js and its worker on the catalogue page only', async () => {
    // Each page in a fresh context, so no request is hidden by the browser cache.
    const assetsOf = async (url: string, ready: (page: Page) => Promise<unknown>) => {
      const context = await browser.newContext()
      const page = await context.newPage()
      const requested: string[] = []
      page.on('request', (request) => requested.push(new URL(request.url()).pathname))
      await page.goto(server.url + url)
      await ready(page)
      await context.close()
      return requested
    }
    const onCatalogue = await assetsOf('/katalog', (page) =>
      page.locator('canvas[data-rendered-page="1"]').waitFor(),
    )
    const worker = onCatalogue.filter((path) => /^\/assets\/pdf\.worker.*\.mjs$/.test(path))
    expect(worker).toHaveLength(1)
    expect(onCatalogue).toContain(PDF_URL)

    const onHome = await assetsOf('/', (page) => page.waitForLoadState('networkidle'))
    expect(onHome.filter((path) => path.startsWith('/assets/')).length).toBeGreaterThan(0)
    // What the catalogue loads beyond the home page's assets: the PDF.js library chunk and its worker.
    const catalogueOnly = onCatalogue.filter((path) => path.startsWith('/assets/') && !onHome.includes(path))
    expect(catalogueOnly).toEqual(expect.arrayContaining(worker))
    expect(catalogueOnly.length).toBeGreaterThanOrEqual(2)
    expect(onHome.filter((path) => /pdf/i.test(path))).toEqual([])
  })

  it('shows the about error state when its data cannot be loaded after client navigation', async () => {
    const context = await browser.newContext()
    const page = await context.newPage()
    await page.goto(`${server.url}/cozumlerimiz`)
    await loaded(page)
    let fail = true
    await page.route(
      (url) => url.pathname === '/api/page-data',
      (route) =>
        fail ? route.fulfill({ status: 500, contentType: 'application/json', body: '{}' }) : route.continue(),
    )
    await page.getByRole('navigation', { name: 'Ana menü' }).getByRole('link', { name: 'Hakkımızda' }).click()
    const alert = page.getByRole('alert')
    await expect.poll(() => alert.textContent()).toContain('Hakkımızda sayfası yüklenemedi')
    fail = false
    await alert.getByRole('button', { name: 'Tekrar Dene' }).click()
    await expect.poll(() => mainText(page)).toContain(squash(about.mission_tr))
    await context.close()
  })

  it('hydrates without console errors, passes axe and looks right at desktop and phone widths', async () => {
    for (const [width, height, label] of DESKTOP_AND_PHONE) {
      const context = await browser.newContext({ viewport: { width, height } })
      const page = await context.newPage()
      const errors = collectErrors(page)
      for (const { prefix } of LANGS) {
        for (const route of ROUTES) {
          const url = prefix + route
          await page.goto(server.url + url)
          await loaded(page)
          if (route === '/katalog') await page.locator('canvas[data-rendered-page="1"]').waitFor()
          expect(await seriousViolations(page), url).toEqual([])
          if (prefix === '' || (prefix === '/en' && route === '/hakkimizda')) {
            await screenshot(page, `content${route.replace('/', '-')}${prefix.replace('/', '-')}-${label}`)
          }
        }
      }
      expect(errors).toEqual([])
      await context.close()
    }
  }, 300_000)
})
