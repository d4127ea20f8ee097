import { mkdirSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { serverAndBrowser } from '../helpers/browser-test.ts'

/*
 * The size table's dimension columns in a real browser against the production build: the standard's letters as
 * headers, DIN / ISO pairs marked, the legend in the page language, the table scrolling inside its own box at 390 px
 * while the page does not overflow. Screenshots of the table go to /tmp/shots-dims/ (or SHOTS_DIR) to look at.
 */

const SHOTS = process.env.SHOTS_DIR ?? '/tmp/shots-dims'
const { open } = serverAndBrowser()

describe('size table dimensions', () => {
  it('shows the letters, the differing DIN / ISO values marked, a legend, and fits 390 px', async () => {
    mkdirSync(SHOTS, { recursive: true })
    for (const width of [1440, 390]) {
      const page = await open('/es/urunler/din-933-alti-kose-basli-civata?size=M10', width)
      const table = page.locator('.size-table')
      await table.scrollIntoViewIfNeeded()
      expect(await table.locator('thead abbr').allTextContents()).toEqual(['P', 's', 'k'])
      expect(await table.locator('thead abbr').first().getAttribute('title')).toBe('Paso de rosca')
      const marked = table.locator('td.is-different')
      // One s pair for the M10 rows (they share their dimension cells).
      expect(await marked.count()).toBe(1)
      expect(await marked.locator('[aria-hidden]').textContent()).toBe('17 / 16')
      expect(await marked.locator('.visually-hidden').textContent()).toBe(
        'Difiere entre DIN 933 y ISO 4017: 17 / 16',
      )
      const legend = page.locator('.size-table__legend')
      expect(await legend.textContent()).toContain('Medidas según DIN 933 (mm):')
      expect(await legend.textContent()).toContain('Entrecaras')
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      )
      expect(overflow, `page at ${width}`).toBeLessThanOrEqual(0)
      await page.locator('.product-sizes').screenshot({ path: `${SHOTS}/size-table-es-${width}.png` })
      await page.context().close()
    }
  })

  it('marks computed weights with "≈" and says so in the legend', async () => {
    const page = await open('/en/urunler/din-912-silindir-basli-imbus-vida?size=M8', 390)
    // The weight column, before the CAD files' and the quote's.
    const weights = await page.locator('.size-table tbody tr td:nth-last-child(3)').allTextContents()
    expect(weights.length).toBeGreaterThan(0)
    for (const weight of weights) expect(weight).toMatch(/^≈\u00a0\d+(\.\d+)?$/)
    expect(await page.locator('.size-table__legend').textContent()).toContain('≈ Weight calculated')
    await page.locator('.product-sizes').screenshot({ path: `${SHOTS}/size-table-en-390-computed.png` })
    await page.context().close()
  })
})
