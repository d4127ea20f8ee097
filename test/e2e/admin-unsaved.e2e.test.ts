import type { Dialog, Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import type { Product } from '../../shared/schemas/product.ts'
import type { Vocabularies } from '../../shared/schemas/technical.ts'
import { adminFetch, loginInBrowser } from '../helpers/admin-browser.ts'
import { collectErrors, screenshot } from '../helpers/browser.ts'
import { serverAndBrowser } from '../helpers/browser-test.ts'

const { server, browser } = serverAndBrowser()

const PRODUCT_ID = 'p-din-933-hex-bolt'
const WARNING = 'Kaydedilmemiş değişiklikler var'

async function adminApi<T>(token: string, path: string): Promise<T> {
  return (await (await adminFetch(server.url, token, path)).json()) as T
}

async function signedIn(width: number) {
  const context = await browser.newContext({ viewport: { width, height: 900 } })
  const page = await context.newPage()
  const errors = collectErrors(page)
  const token = await loginInBrowser(page, server.url)
  return { context, page, errors, token }
}

const warning = (page: Page) => page.getByRole('alertdialog', { name: WARNING })
const sidebarLink = (page: Page, name: string) =>
  page.getByRole('navigation', { name: 'Yönetim menüsü' }).getByRole('link', { name, exact: true })
const productName = (page: Page) => page.getByRole('textbox', { name: /^Ürün Adı TR/ })
const path = (page: Page) => new URL(page.url()).pathname

async function openProduct(page: Page) {
  await page.goto(`${server.url}/admin/products?edit=${PRODUCT_ID}`)
  await productName(page).waitFor()
  await expect.poll(() => new URL(page.url()).search).toBe('')
}

describe('the admin warns before leaving unsaved changes', () => {
  it('asks on a sidebar link and on back: cancel keeps the edit, confirm leaves; saved or typed back, it does not ask', async () => {
    const { context, page, errors, token } = await signedIn(1440)

    // An opened form that nobody changed never asks.
    await openProduct(page)
    await sidebarLink(page, 'Genel Ayarlar').click()
    await page.getByRole('heading', { name: 'Genel Ayarlar', level: 1 }).waitFor()
    expect(await warning(page).count()).toBe(0)

    // A changed product name: the sidebar link asks; "Sayfada kal" keeps the screen and the edit.
    await openProduct(page)
    const original = await productName(page).inputValue()
    await productName(page).fill(`${original} (taslak)`)
    await sidebarLink(page, 'Genel Ayarlar').click()
    await warning(page).waitFor()
    expect(await warning(page).textContent()).toContain('Sayfadan çıkılsın mı?')
    await screenshot(page, 'admin-unsaved-warning-1440', { fullPage: false })
    await warning(page).getByRole('button', { name: 'Sayfada kal' }).click()
    await warning(page).waitFor({ state: 'detached' })
    expect(path(page)).toBe('/admin/products')
    expect(await productName(page).inputValue()).toBe(`${original} (taslak)`)

    // Typed back to the stored value: nothing to lose, no question.
    await productName(page).fill(original)
    await sidebarLink(page, 'Genel Ayarlar').click()
    await page.getByRole('heading', { name: 'Genel Ayarlar', level: 1 }).waitFor()
    expect(await warning(page).count()).toBe(0)

    // Confirmed: the link goes where it pointed.
    await openProduct(page)
    await productName(page).fill(`${original} (taslak)`)
    await sidebarLink(page, 'Teknik Sözlük').click()
    await warning(page).getByRole('button', { name: 'Kaydetmeden çık' }).click()
    await page.getByRole('heading', { name: 'Teknik Sözlük', level: 1 }).waitFor()
    expect(path(page)).toBe('/admin/vocabularies')

    // The browser's back button, inside the panel: asked too; staying keeps the screen and its URL.
    await sidebarLink(page, 'Ürün Yönetimi').click()
    await page.getByRole('button', { name: 'Yeni Ürün' }).click()
    await productName(page).fill('Yarım kalmış ürün')
    await page.evaluate(() => history.back())
    await warning(page).waitFor()
    await warning(page).getByRole('button', { name: 'Sayfada kal' }).click()
    await expect.poll(() => path(page)).toBe('/admin/products')
    expect(await productName(page).inputValue()).toBe('Yarım kalmış ürün')
    await page.evaluate(() => history.back())
    await warning(page).getByRole('button', { name: 'Kaydetmeden çık' }).click()
    await page.getByRole('heading', { name: 'Teknik Sözlük', level: 1 }).waitFor()
    expect(path(page)).toBe('/admin/vocabularies')

    // Saved: leaving asks nothing, and the server holds the edit.
    await openProduct(page)
    await productName(page).fill(`${original} – kaydedildi`)
    await page.getByRole('button', { name: 'Ürünü Güncelle' }).click()
    await page.getByText('Ürün başarıyla güncellendi!').waitFor()
    await sidebarLink(page, 'Kontrol Paneli').click()
    await page.getByText('Hoş geldiniz', { exact: false }).waitFor()
    expect(await warning(page).count()).toBe(0)
    const products = await adminApi<Product[]>(token, '/api/admin/products')
    expect(products.find((product) => product.id === PRODUCT_ID)?.name_tr).toBe(`${original} – kaydedildi`)

    expect(errors).toEqual([])
    await context.close()
  })

  it("asks with the browser's own prompt on a reload; dismissed, the edit stays", async () => {
    const { context, page, errors, token } = await signedIn(1440)
    await page.goto(`${server.url}/admin/settings`)
    const company = page.getByRole('textbox', { name: 'Firma adı' })
    await company.waitFor()
    const stored = await company.inputValue()
    // Typed with keys (a user gesture): Chromium asks on unload only on a page the person interacted with.
    await company.click()
    await company.press('End')
    await company.pressSequentially(' A.Ş.')

    const dialogs: string[] = []
    let answer: (dialog: Dialog) => Promise<void> = (dialog) => dialog.dismiss()
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.type())
      void answer(dialog)
    })
    await page.reload({ timeout: 3000 }).catch(() => undefined)
    await expect.poll(() => dialogs).toEqual(['beforeunload'])
    expect(await company.inputValue()).toBe(`${stored} A.Ş.`)

    answer = (dialog) => dialog.accept()
    await page.reload()
    await expect.poll(() => dialogs).toEqual(['beforeunload', 'beforeunload'])
    await company.waitFor()
    expect(await company.inputValue()).toBe(stored)
    expect((await adminApi<{ company_name: string }>(token, '/api/admin/settings')).company_name).toBe(stored)
    expect(errors).toEqual([])
    await context.close()
  })

  it('shows the warning on a phone, from the drawer menu', async () => {
    const { context, page, errors } = await signedIn(390)
    await page.goto(`${server.url}/admin/contact`)
    const map = page.getByRole('textbox', { name: 'Harita araması' })
    await map.waitFor()
    await map.fill('Kuzey Bağlantı Elemanları, Gebze')
    await page.getByRole('button', { name: 'Menüyü aç' }).click()
    await sidebarLink(page, 'Hakkımızda Sayfası').click()
    await warning(page).waitFor()
    await screenshot(page, 'admin-unsaved-warning-390', { fullPage: false })
    await warning(page).getByRole('button', { name: 'Sayfada kal' }).click()
    expect(path(page)).toBe('/admin/contact')
    expect(await map.inputValue()).toBe('Kuzey Bağlantı Elemanları, Gebze')
    expect(errors).toEqual([])
    await context.close()
  })
})

describe('the vocabularies screen saves every changed list in one action', () => {
  it('marks the changed lists, sends both in one request, and points a refusal at its list', async () => {
    const { context, page, errors, token } = await signedIn(1440)
    const puts: string[] = []
    page.on('request', (request) => {
      if (request.method() === 'PUT' && request.url().includes('/api/admin/vocabularies'))
        puts.push(new URL(request.url()).pathname)
    })
    await page.goto(`${server.url}/admin/vocabularies`)
    const finishes = page.locator('[data-kind="finishes"]')
    const materials = page.locator('[data-kind="materials"]')
    await finishes.waitFor()
    await finishes.getByRole('textbox', { name: 'İngilizce: zinc-white' }).fill('Clear zinc plated')
    await materials.getByRole('textbox', { name: 'İngilizce: a4' }).fill('Stainless A4 (316)')
    await expect
      .poll(() =>
        page
          .locator('[data-changed]')
          .evaluateAll((badges) => badges.map((b) => b.getAttribute('data-changed'))),
      )
      .toEqual(['materials', 'finishes'])
    const bar = page.locator('[data-save-bar]')
    expect(await bar.getByRole('status').textContent()).toMatch(/^2 sözlükte kaydedilmemiş değişiklik: /)
    await screenshot(page, 'admin-vocabularies-changed-1440', { fullPage: false })

    await bar.getByRole('button', { name: 'Değişiklikleri kaydet' }).click()
    await page.getByText('2 sözlük birlikte kaydedildi').waitFor()
    expect(puts).toEqual(['/api/admin/vocabularies'])
    const stored = await adminApi<Vocabularies>(token, '/api/admin/vocabularies')
    expect(stored.finishes.find((term) => term.id === 'zinc-white')?.label_en).toBe('Clear zinc plated')
    expect(stored.materials.find((term) => term.id === 'a4')?.label_en).toBe('Stainless A4 (316)')
    expect(await page.locator('[data-changed]').count()).toBe(0)
    expect(await bar.getByRole('status').textContent()).toBe('Kaydedilmemiş değişiklik yok.')

    // A new term without its Turkish name: shown at the term, nothing sent.
    await page.locator('.admin-card', { has: materials }).getByRole('button', { name: 'Terim ekle' }).click()
    await bar.getByRole('button', { name: 'Değişiklikleri kaydet' }).click()
    await materials.getByText('Türkçe ad boş bırakılamaz.').waitFor()
    expect(puts).toHaveLength(1)

    // A term products use, deleted in another list: the server refuses the whole save; the list is named.
    await finishes.getByRole('button', { name: 'Çinko (beyaz) terimini sil' }).click()
    await materials.getByRole('textbox', { name: /^Türkçe:\s*$/ }).fill('Bronz')
    await bar.getByRole('button', { name: 'Değişiklikleri kaydet' }).click()
    const refusal = page.locator('.admin-card', { has: finishes }).getByRole('alert')
    await refusal.waitFor()
    expect(await refusal.first().textContent()).toMatch(/silinemez: \d+ üründe kullanılıyor/)
    expect(puts).toHaveLength(2)
    expect(await adminApi<Vocabularies>(token, '/api/admin/vocabularies')).toEqual(stored)
    await screenshot(page, 'admin-vocabularies-refused-1440', { fullPage: false })

    // Leaving with these edits asks; "Değişiklikleri geri al" brings the stored lists back.
    await sidebarLink(page, 'Genel Ayarlar').click()
    await warning(page).getByRole('button', { name: 'Sayfada kal' }).click()
    await bar.getByRole('button', { name: 'Değişiklikleri geri al' }).click()
    await page.getByRole('alertdialog').getByRole('button', { name: 'Değişiklikleri geri al' }).click()
    await expect.poll(() => page.locator('[data-changed]').count()).toBe(0)
    await sidebarLink(page, 'Genel Ayarlar').click()
    await page.getByRole('heading', { name: 'Genel Ayarlar', level: 1 }).waitFor()

    expect(errors.filter((error) => !error.includes('409'))).toEqual([])
    await context.close()
  })
})
