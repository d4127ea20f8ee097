import { describe, expect, it } from 'vitest'
import type { Product } from '../../shared/schemas/product.ts'
import { adminFetch, loginInBrowser } from '../helpers/admin-browser.ts'
import { collectErrors, screenshot, seriousViolations } from '../helpers/browser.ts'
import { serverAndBrowser } from '../helpers/browser-test.ts'

const { server, browser } = serverAndBrowser()

const technical = { standards: ['din-933', 'iso-4017'], materials: ['carbon-steel'], classes: ['8.8'] }
const row = (size: string, length: number) => ({ size, length, stock: 'stock', weight_per_1000: null })

describe('the admin restores an earlier version and reads the audit log', () => {
  it("shows a product's revisions beside the current version, restores one after a confirmation; screenshots", async () => {
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } })
    const page = await context.newPage()
    const errors = collectErrors(page)
    const token = await loginInBrowser(page, server.url)
    const call = async <T>(path: string, method = 'GET', body?: object) =>
      (await (await adminFetch(server.url, token, path, method, body)).json()) as T
    const product = await call<Product>('/api/admin/products', 'POST', {
      name_tr: 'Geçmişli Altı Köşe Cıvata',
      technical,
      sizes: [row('M8', 20), row('M8', 30)],
    })
    await call(`/api/admin/products/${product.id}`, 'PUT', {
      name_tr: 'Geçmişli Altı Köşe Cıvata',
      description_tr: 'Çinko kaplı, stoktan teslim.',
      sizes: [row('M10', 40), row('M10', 50), row('M12', 60)],
    })

    await page.goto(`${server.url}/admin/products?edit=${product.id}`)
    await page.getByRole('button', { name: 'Geçmiş', exact: true }).click()
    const dialog = page.getByRole('dialog', { name: 'Geçmiş: Geçmişli Altı Köşe Cıvata' })
    await dialog.waitFor()
    // The version before the last save is shown by default, its differing fields marked.
    await dialog.locator('.revisions__row.is-different').first().waitFor()
    // Fields are named as the forms name them, size rows read as the size table does.
    const sizes = dialog.locator('.revisions__row', {
      has: page.locator('[role="rowheader"]', { hasText: 'Ölçü tablosu' }),
    })
    await expect
      .poll(() => sizes.locator('[role="cell"]').first().innerText(), { timeout: 10_000 })
      .toContain('M8 × 30 mm · Stokta')
    expect(await sizes.locator('[role="cell"]').nth(1).innerText()).toContain('M12 × 60 mm')
    expect(await seriousViolations(page, { include: '.revisions__panel' })).toEqual([])
    await screenshot(page, 'admin-revisions-1440', { fullPage: false })

    await page.setViewportSize({ width: 390, height: 844 })
    await screenshot(page, 'admin-revisions-390', { fullPage: false })
    await page.setViewportSize({ width: 1440, height: 900 })

    await dialog.getByRole('button', { name: 'Bu sürümü geri yükle' }).click()
    await page.getByRole('alertdialog').getByRole('button', { name: 'Geri yükle' }).click()
    await page.getByText('Sürüm geri yüklendi', { exact: false }).waitFor()
    const stored = await call<Product[]>('/api/admin/products')
    expect(stored.find((item) => item.id === product.id)?.sizes).toEqual([row('M8', 20), row('M8', 30)])
    // Closing reloads the screen, so its form shows the restored version.
    await dialog.getByRole('button', { name: 'Kapat' }).click()
    await page.waitForLoadState('load')

    await page.goto(`${server.url}/admin/audit`)
    await page.getByRole('heading', { name: 'Denetim kaydı' }).waitFor()
    await page.locator('.audit__table tbody tr').first().waitFor()
    expect(await page.locator('.audit__table tbody tr').first().innerText()).toContain(
      'Geçmişli Altı Köşe Cıvata',
    )
    await screenshot(page, 'admin-audit-1440')
    // Loaded again at phone width, as a phone opens it (the sidebar closed).
    await page.setViewportSize({ width: 390, height: 844 })
    await page.reload()
    await page.locator('.audit__table tbody tr').first().waitFor()
    await screenshot(page, 'admin-audit-390')
    expect(errors).toEqual([])
    await context.close()
  })
})
