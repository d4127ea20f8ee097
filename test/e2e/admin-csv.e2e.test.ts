import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import type { Product } from '../../shared/schemas/product.ts'
import { csvLine, parseCsv } from '../../server/repositories/admin/csv-text.ts'
import { adminFetch, loginInBrowser } from '../helpers/admin-browser.ts'
import { collectErrors, screenshot, seriousViolations } from '../helpers/browser.ts'
import { serverAndBrowser } from '../helpers/browser-test.ts'

const { server, browser } = serverAndBrowser()

const login = (page: Page) => loginInBrowser(page, server.url)

const adminGet = (token: string, path: string) => adminFetch(server.url, token, path)

/** The export with the first product's English name and size table changed. */
function editedCsv(text: string, sizes: string): string {
  const [header, ...rows] = parseCsv(text.replace(/^\uFEFF/, ''))
  const first = rows[0]!
  first[header!.indexOf('name_en')] = 'Edited in a spreadsheet'
  first[header!.indexOf('sizes')] = sizes
  return `\uFEFF${[header!, ...rows].map(csvLine).join('')}`
}

describe('the admin edits products in bulk with a CSV file', () => {
  it('uploads a file, sees its row errors, uploads it fixed, sees the summary and applies it', async () => {
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } })
    const page = await context.newPage()
    const errors = collectErrors(page)
    const token = await login(page)
    const exported = await (await adminGet(token, '/api/admin/products/export.csv')).text()
    const before = (await (await adminGet(token, '/api/admin/products')).json()) as Product[]
    const firstId = parseCsv(exported.slice(1))[1]![0]!

    await page.goto(`${server.url}/admin/products`)
    await page.getByRole('button', { name: 'Toplu düzenleme (CSV)' }).click()
    const panel = page.getByRole('region', { name: 'Toplu düzenleme (CSV)' })

    // The download button saves the export through the browser.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      panel.getByRole('button', { name: 'CSV indir' }).click(),
    ])
    expect(download.suggestedFilename()).toMatch(/^urunler-\d{4}-\d{2}-\d{2}\.csv$/)

    const upload = (text: string) =>
      panel.getByLabel('Düzenlenmiş CSV dosyası').setInputFiles({
        name: 'urunler.csv',
        mimeType: 'text/csv',
        buffer: Buffer.from(text),
      })

    // A bad size: the dry run lists it by row and column, and there is nothing to apply.
    await upload(editedCsv(exported, 'M10x900:stock:'))
    const table = panel.getByTestId('csv-errors')
    await table.waitFor()
    await expect
      .poll(() => table.locator('tbody tr').allInnerTexts())
      .toEqual(['2\tsizes\tM10x900:stock:: uzunluk 1–500 mm arasında olmalı'])
    expect(await panel.getByRole('button', { name: 'Uygula' }).count()).toBe(0)

    // Fixed: the summary names one update, and "Uygula" writes it.
    await upload(editedCsv(exported, 'M10x40:stock:32.7|M8x20:order:'))
    const summary = panel.getByTestId('csv-summary')
    await summary.waitFor()
    expect(await summary.innerText()).toContain(
      `Eklenecek: 0, güncellenecek: 1, değişmeyecek: ${before.length - 1}.`,
    )
    // What changes, cell by cell: row, product, column, the stored value and the file's.
    const first = before.find((product) => product.id === firstId)!
    expect(await summary.innerText()).toContain('Değişiklikler (2):')
    const changes = await panel.getByTestId('csv-changes').locator('tbody tr').allInnerTexts()
    expect(changes).toEqual([
      `2\t${first.name_tr} (${first.slug})\tname_en\t${first.name_en || '—'}\tEdited in a spreadsheet`,
      expect.stringMatching(/^2\t.+\tsizes\t.+\tM8x20:order:\|M10x40:stock:32\.7$/),
    ])
    // The change table and the force box pass axe (contrast, labels).
    expect(await seriousViolations(page)).toEqual([])
    await panel.getByRole('button', { name: 'Uygula' }).click()
    await page.getByText('CSV uygulandı: 0 ürün eklendi, 1 ürün güncellendi.').waitFor()

    const after = (await (await adminGet(token, '/api/admin/products')).json()) as Product[]
    const edited = after.find((product) => product.id === firstId)!
    expect(edited.name_en).toBe('Edited in a spreadsheet')
    expect(edited.sizes.map((row) => `${row.size}x${row.length}:${row.stock}`)).toEqual([
      'M8x20:order',
      'M10x40:stock',
    ])

    // The same old file again: the product was saved since its export, so the row is refused until forced.
    await upload(editedCsv(exported, 'M10x40:stock:32.7'))
    await expect
      .poll(() => table.locator('tbody tr').allInnerTexts())
      .toEqual([expect.stringMatching(/^2\tupdated_at\tBu ürün, dosya indirildikten sonra değiştirilmiş/)])
    await panel.getByLabel(/^Yine de uygula/).check()
    await summary.waitFor()
    expect(await summary.innerText()).toContain('güncellenecek: 1')
    expect(await panel.getByTestId('csv-changes').locator('tbody tr').count()).toBe(1)
    await screenshot(page, 'admin-csv-changes-desktop')

    expect(errors).toEqual([])
    await context.close()
  })
})
