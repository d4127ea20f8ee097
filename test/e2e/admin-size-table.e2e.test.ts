import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import type { Product } from '../../shared/schemas/product.ts'
import { STANDARDS_BY_ID, standardLengths, type SizeKey } from '../../shared/standards/index.ts'
import { adminFetch, loginInBrowser } from '../helpers/admin-browser.ts'
import { collectErrors } from '../helpers/browser.ts'
import { serverAndBrowser } from '../helpers/browser-test.ts'

const { server, browser } = serverAndBrowser()

const login = (page: Page) => loginInBrowser(page, server.url)

async function adminApi<T>(token: string, path: string, method = 'GET', body?: object): Promise<T> {
  return (await (await adminFetch(server.url, token, path, method, body)).json()) as T
}

/** The rows the grid shows, as "M6x20". */
const gridRows = (page: Page) =>
  page.locator('[data-size-row]').evaluateAll((rows) => rows.map((row) => row.getAttribute('data-size-row')))

/** DIN 933's preferred lengths from 20 to 80 mm for M6-M12: what the range fill must add. */
const EXPECTED_RANGE = (['M6', 'M8', 'M10', 'M12'] as SizeKey[]).flatMap((size) =>
  standardLengths(STANDARDS_BY_ID.get('din-933')!, size, 20, 80).map((length) => `${size}x${length}`),
)

describe('the admin edits a size table as a grid', () => {
  it('fills M6-M12 x 20-80 from the standard, pastes rows with one bad line, saves, and reads them back', async () => {
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } })
    const page = await context.newPage()
    const errors = collectErrors(page)
    const token = await login(page)
    const product = await adminApi<Product>(token, '/api/admin/products', 'POST', {
      name_tr: 'Ölçü Tablosu Testi Cıvatası',
      technical: {
        standards: ['din-933', 'iso-4017'],
        materials: ['carbon-steel'],
        classes: ['8.8'],
        finishes: ['zinc-white'],
        head: 'hex',
        drive: 'external-hex',
        sectors: ['machinery'],
        notes_tr: '',
        notes_en: '',
        notes_es: '',
      },
    })

    await page.goto(`${server.url}/admin/products?edit=${product.id}`)
    await page.getByRole('heading', { name: 'Ölçü Tablosu Testi Cıvatası', exact: false }).waitFor()
    expect(await gridRows(page)).toEqual([])

    // Range fill: the defaults are M6-M12 x 20-80 from the first standard (DIN 933).
    const range = page.locator('[data-tool="range"]')
    await range.getByLabel('İlk ölçü').selectOption('M6')
    await range.getByLabel('Son ölçü').selectOption('M12')
    await range.getByLabel('En kısa boy (mm)').fill('20')
    await range.getByLabel('En uzun boy (mm)').fill('80')
    await range.getByRole('button', { name: 'Aralığı ekle' }).click()
    await expect.poll(() => gridRows(page)).toEqual(EXPECTED_RANGE)
    expect(EXPECTED_RANGE).toContain('M10x40')
    expect(EXPECTED_RANGE).not.toContain('M6x70') // DIN 933 M6 goes to 60 mm only

    // Paste: two good lines (one with a Turkish decimal comma), one size outside our range.
    const paste = page.locator('[data-tool="paste"]')
    await paste.locator('textarea').fill('M5\t25\tstok\t2,9\nM20\t40\tstok\t\nM4\t16\tsipariş\n')
    await paste.getByRole('button', { name: 'Satırları kontrol et' }).click()
    await paste.getByText('Eklenecek 2 satır.').waitFor()
    const problems = paste.getByRole('list', { name: 'Okunamayan satırlar' })
    expect(await problems.getByRole('listitem').allTextContents()).toEqual([
      expect.stringContaining('Satır 2 (M20 · 40 · stok · )'),
    ])
    await paste.getByRole('button', { name: '2 satırı tabloya ekle' }).click()
    const expected = ['M4x16', 'M5x25', ...EXPECTED_RANGE]
    await expect.poll(() => gridRows(page)).toEqual(expected)

    // The derived spec lines follow the grid before saving.
    expect(await page.locator('[data-derived="specs-tr"]').textContent()).toContain('M4 – M12')

    await page.getByRole('button', { name: 'Ürünü Güncelle' }).click()
    await page.getByText('Ürün başarıyla güncellendi!').waitFor()

    await page.reload()
    await page.goto(`${server.url}/admin/products?edit=${product.id}`)
    await page.getByRole('heading', { name: 'Ölçü Tablosu Testi Cıvatası', exact: false }).waitFor()
    await expect.poll(() => gridRows(page)).toEqual(expected)
    const stored = (await adminApi<Product[]>(token, '/api/admin/products')).find((p) => p.id === product.id)!
    expect(stored.sizes.find((row) => row.size === 'M5')).toEqual({
      size: 'M5',
      length: 25,
      stock: 'stock',
      weight_per_1000: 2.9,
    })
    expect(stored.sizes.find((row) => row.size === 'M4')?.stock).toBe('order')
    expect(stored.specs).toEqual(expect.arrayContaining(['DIN 933 / ISO 4017', 'M4 – M12', 'L 16 – 80 mm']))
    expect(errors).toEqual([])
    await context.close()
  })
})
