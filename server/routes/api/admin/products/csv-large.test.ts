import { monitorEventLoopDelay } from 'node:perf_hooks'
import { describe, expect, it } from 'vitest'
import { adminTestApp } from '../../../../../test/helpers/admin-app.ts'
import { MAX_CSV_ROWS } from '../../../../../shared/schemas/products-csv.ts'
import { csvLine } from '../../../../repositories/admin/csv-text.ts'

const test = adminTestApp()

/** A hand-made file of `count` new products (no id, no slug), as a spreadsheet of a new range would have it. */
function newProductsCsv(count: number): string {
  const lines = [csvLine(['slug', 'name_tr', 'standards', 'sizes'])]
  for (let i = 1; i <= count; i += 1)
    lines.push(csvLine(['', `Cıvata M10 ${i}`, 'din-933', 'M10x40:stock:32.7|M12x50:order:']))
  return lines.join('')
}

function importCsv(text: string, dryRun: boolean) {
  return test.app.inject({
    method: 'POST',
    url: `/api/admin/products/import${dryRun ? '?dryRun=1' : ''}`,
    headers: { ...test.auth, 'content-type': 'text/csv' },
    payload: text,
  })
}

describe('admin products CSV at its row limit', () => {
  // The old planning rebuilt every slug for each new row: 130 s for this file here, with the thread held throughout.
  // Now a few seconds (run with the timed files, alone), the thread free again every few hundred ms at most.
  it('checks and applies 20,000 new products in one write, without holding the thread for long', async () => {
    const text = newProductsCsv(MAX_CSV_ROWS)
    const before = test.app.stores.products.data.length
    const delay = monitorEventLoopDelay({ resolution: 20 })
    delay.enable()
    const dry = await importCsv(text, true)
    expect(dry.statusCode, dry.body.slice(0, 500)).toBe(200)
    expect(dry.json().summary).toMatchObject({ rows: MAX_CSV_ROWS, create: MAX_CSV_ROWS, update: 0 })
    const applied = await importCsv(text, false)
    delay.disable()
    expect(applied.statusCode, applied.body.slice(0, 500)).toBe(200)
    expect(applied.json()).toMatchObject({ written: true, summary: { create: MAX_CSV_ROWS } })
    const stored = await test.readProducts()
    expect(stored).toHaveLength(before + MAX_CSV_ROWS)
    expect(new Set(stored.map((product) => product.slug)).size).toBe(stored.length)
    expect(stored.find((product) => product.name_tr === 'Cıvata M10 20000')?.slug).toBe('civata-m10-20000')
    // Generous for a shared 2-core machine: the old code held the thread for over a minute in one piece.
    expect(delay.max / 1e6).toBeLessThan(5_000)
  }, 45_000)
})
