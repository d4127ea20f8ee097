import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import type { PublicProduct } from '../../shared/schemas/product.ts'
import { emptyTechnical } from '../../shared/schemas/technical.ts'
import { hasMissing, PRODUCT_TEXTS } from '../../shared/translations.ts'
import { adminFetch, loginInBrowser } from '../helpers/admin-browser.ts'
import { collectErrors } from '../helpers/browser.ts'
import { serverAndBrowser } from '../helpers/browser-test.ts'

const { server, browser } = serverAndBrowser()

const login = (page: Page) => loginInBrowser(page, server.url)

/** Calls the admin API as the screens do (bearer token, JSON). */
async function adminApi<T>(token: string, path: string, method = 'GET', body?: object): Promise<T> {
  return (await (await adminFetch(server.url, token, path, method, body)).json()) as T
}

/** The dashboard's "İngilizce: N eksik metin" figure. */
async function missingEnglish(page: Page): Promise<number> {
  const badge = page.getByText(/^İngilizce: \d+ eksik metin$/)
  await badge.waitFor()
  return Number(/(\d+)/.exec((await badge.textContent()) ?? '')?.[1])
}

const NAME = 'Çeviri Testi Flanşlı Somun'

describe('the admin shows what is missing in English and Spanish', () => {
  it('links from the dashboard count to a product, shows the Turkish text beside the empty fields, and the count drops once filled', async () => {
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } })
    const page = await context.newPage()
    const errors = collectErrors(page)
    const token = await login(page)
    // English name and the English technical note missing; Spanish complete.
    const product = await adminApi<PublicProduct>(token, '/api/admin/products', 'POST', {
      name_tr: NAME,
      name_es: 'Tuerca con brida de prueba',
      technical: {
        ...emptyTechnical(),
        notes_tr: 'Kaynaklı montaj için',
        notes_es: 'Para montaje soldado',
      },
    })

    await page.goto(`${server.url}/admin`)
    const before = await missingEnglish(page)
    expect(before).toBeGreaterThanOrEqual(2)
    await page.getByRole('region', { name: 'Eksik çeviriler' }).getByRole('link', { name: NAME }).click()

    // the product's form opens with the Turkish text beside the empty English fields
    await page.getByRole('heading', { name: `Ürünü Düzenle: ${NAME}`, exact: false }).waitFor()
    const nameEn = page.getByLabel('Ürün Adı EN')
    await expect.poll(() => nameEn.inputValue()).toBe('')
    expect(await nameEn.getAttribute('aria-describedby')).toBeTruthy()
    const nameField = page.locator('.admin-field', { has: nameEn })
    expect(await nameField.textContent()).toContain('Çeviri eksik')
    expect(await nameField.textContent()).toContain(`Türkçesi: ${NAME}`)
    const notesField = page.locator('.admin-field', { has: page.getByLabel('Teknik notlar EN') })
    expect(await notesField.textContent()).toContain('Türkçesi: Kaynaklı montaj için')
    // Spanish is complete: no mark there
    expect(
      await page.locator('.admin-field', { has: page.getByLabel('Ürün Adı ES') }).textContent(),
    ).not.toContain('Çeviri eksik')

    await nameEn.fill('Flange Nut for the Translation Test')
    await page.getByLabel('Teknik notlar EN').fill('For welded assemblies')
    expect(await nameField.textContent()).not.toContain('Çeviri eksik')
    await page.getByRole('button', { name: 'Ürünü Güncelle' }).click()
    await page.locator('.admin-toast', { hasText: 'Ürün başarıyla güncellendi!' }).waitFor()
    const saved = (await adminApi<PublicProduct[]>(token, '/api/admin/products')).find(
      (p) => p.id === product.id,
    )
    expect(saved).toMatchObject({
      name_en: 'Flange Nut for the Translation Test',
      technical: { notes_en: 'For welded assemblies' },
    })

    await page.goto(`${server.url}/admin`)
    expect(await missingEnglish(page)).toBe(before - 2)
    expect(errors).toEqual([])
    await context.close()
  }, 90_000)

  it('filters the product list to records missing a translation, together with the search', async () => {
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } })
    const page = await context.newPage()
    const token = await login(page)
    await adminApi(token, '/api/admin/products', 'POST', {
      name_tr: 'Filtre Testi Eksik Pul',
      name_en: 'Filter Test Washer',
    })
    await adminApi(token, '/api/admin/products', 'POST', {
      name_tr: 'Filtre Testi Tam Pul',
      name_en: 'Filter Test Full Washer',
      name_es: 'Arandela completa de prueba',
    })
    const products = await adminApi<PublicProduct[]>(token, '/api/admin/products')
    const missing = products.filter((product) => hasMissing(product, PRODUCT_TEXTS))

    await page.goto(`${server.url}/admin/products`)
    const rows = page.locator('.admin-table tbody tr')
    // The admin's code and the list arrive after the page: on a loaded machine (CI) that took more than a second.
    await expect.poll(() => rows.count(), { timeout: 10_000 }).toBe(products.length)
    await page.getByLabel('Çevirisi eksik').check()
    await expect.poll(() => rows.count()).toBe(missing.length)
    expect(page.url()).toContain('missing=1')
    const shown = await page.locator('.admin-table tbody tr strong').allTextContents()
    expect(shown.toSorted()).toEqual(missing.map((product) => product.name_tr).toSorted())
    expect(shown).toContain('Filtre Testi Eksik Pul')
    expect(shown).not.toContain('Filtre Testi Tam Pul')

    // combined with the search: only the incomplete one of the two test washers
    await page.getByPlaceholder(/ara/i).fill('Filtre Testi')
    await expect
      .poll(() => page.locator('.admin-table tbody tr strong').allTextContents())
      .toEqual(['Filtre Testi Eksik Pul'])
    await page.getByLabel('Çevirisi eksik').uncheck()
    await expect.poll(() => rows.count()).toBe(2)
    await context.close()
  }, 60_000)
})
