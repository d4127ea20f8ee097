import { readFile, stat } from 'node:fs/promises'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { adminTestApp } from '../../../../../test/helpers/admin-app.ts'
import { multipart } from '../../../../../test/helpers/multipart.ts'
import { MAX_CSV_ROWS } from '../../../../../shared/schemas/products-csv.ts'
import { parseCsv, csvLine } from '../../../../repositories/admin/csv-text.ts'

const test = adminTestApp()

const productsFile = () => path.join(test.config.dataDir, 'products.jsonl')
/** The products on disk, loosely typed, as the checks below read them. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
const storedProducts = async (): Promise<any> => test.readProducts()

async function exportCsv(): Promise<string> {
  const response = await test.send('GET', '/api/admin/products/export.csv')
  expect(response.statusCode).toBe(200)
  return response.body
}

/** Posts `text` as a multipart file, the way the admin screen sends it. */
function importCsv(text: string, dryRun: boolean, force = false) {
  const body = multipart({}, { filename: 'urunler.csv', contentType: 'text/csv', data: Buffer.from(text) })
  const query = [dryRun && 'dryRun=1', force && 'force=1'].filter(Boolean).join('&')
  return test.app.inject({
    method: 'POST',
    url: `/api/admin/products/import${query ? `?${query}` : ''}`,
    headers: { ...test.auth, ...body.headers },
    payload: body.payload,
  })
}

/** The export with `change` applied to each data row (as column -> cell records). */
function edited(
  text: string,
  change: (row: Record<string, string>, index: number, rows: Record<string, string>[]) => void,
  extra = 0,
): string {
  const [header, ...rows] = parseCsv(text.slice(1)).filter((row) => row.join('') !== '')
  const records = rows.map((cells) => Object.fromEntries(header!.map((name, i) => [name, cells[i] ?? ''])))
  for (let i = 0; i < extra; i += 1) records.push(Object.fromEntries(header!.map((name) => [name, ''])))
  records.forEach(change)
  return [csvLine(header!), ...records.map((record) => csvLine(header!.map((name) => record[name]!)))].join(
    '',
  )
}

describe('admin products CSV', () => {
  it('exports every product: BOM, CRLF, the documented columns and cell syntax', async () => {
    const response = await test.send('GET', '/api/admin/products/export.csv')
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8')
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="urunler-/)
    const text = response.body
    expect(text.startsWith('\uFEFF"id","slug","name_tr","name_en","name_es","description_tr"')).toBe(true)
    expect(text).toContain('\r\n')
    const products = await storedProducts()
    const rows = parseCsv(text.slice(1))
    expect(rows.length - 1).toBe(products.length)
    const header = rows[0]!
    const withSizes = products.find((p: { sizes: unknown[] }) => p.sizes.length > 0)
    const row = rows.find((cells) => cells[0] === withSizes.id)!
    const cell = (name: string) => row[header.indexOf(name)]
    expect(cell('standards')).toBe(withSizes.technical.standards.join('|'))
    expect(cell('sizes')).toMatch(/^(M|ST|d)[\d.]+(x[\d.]+)?:(stock|order):[\d.]*(\|.+)?$/)
  })

  it('an export imported unchanged changes nothing: no write at all', async () => {
    const text = await exportCsv()
    const before = await readFile(productsFile(), 'utf8')
    const mtime = (await stat(productsFile())).mtimeMs
    const dry = await importCsv(text, true)
    expect(dry.statusCode, dry.body).toBe(200)
    const rows = (await storedProducts()).length
    expect(dry.json()).toEqual({
      dryRun: true,
      written: false,
      summary: { rows, create: 0, update: 0, unchanged: rows },
      errors: [],
      errorCount: 0,
      changes: [],
      changeCount: 0,
    })
    const applied = await importCsv(text, false)
    expect(applied.statusCode, applied.body).toBe(200)
    expect(applied.json()).toMatchObject({ written: false, summary: { unchanged: rows } })
    expect(await readFile(productsFile(), 'utf8')).toBe(before)
    expect((await stat(productsFile())).mtimeMs).toBe(mtime)
  })

  it('a dry run with three different errors lists all three, by row and column, and writes nothing', async () => {
    const text = edited(await exportCsv(), (row, index) => {
      if (index === 0) row.sizes = 'M10x900:stock:'
      if (index === 1) row.materials = 'unobtainium'
      if (index === 2) row.category = 'yok-boyle-kategori'
    })
    const before = await readFile(productsFile(), 'utf8')
    for (const dryRun of [true, false]) {
      const response = await importCsv(text, dryRun)
      expect(response.statusCode, response.body).toBe(dryRun ? 200 : 400)
      const body = response.json()
      expect(body.errorCount).toBe(3)
      expect(body.errors).toEqual([
        { row: 2, column: 'sizes', message: 'M10x900:stock:: uzunluk 1–500 mm arasında olmalı' },
        { row: 3, column: 'materials', message: 'Sözlükte olmayan malzeme: unobtainium' },
        { row: 4, column: 'category', message: 'Kategori bulunamadı: yok-boyle-kategori' },
      ])
      if (!dryRun) expect(body).toMatchObject({ success: false, written: false })
    }
    expect(await readFile(productsFile(), 'utf8')).toBe(before)
  })

  it('refuses unknown ids, duplicate rows, a blank name and a size given twice', async () => {
    const text = edited(
      await exportCsv(),
      (row, index, rows) => {
        if (index === 1) row.id = 'p_yok'
        if (index === 2) row.name_tr = ' '
        if (index === 3) row.sizes = 'M6x20:stock:|M6x20:order:'
        if (index === 4) row.is_active = 'belki'
        // The extra row at the end repeats the first product.
        if (index === rows.length - 1) Object.assign(row, rows[0])
      },
      1,
    )
    const response = await importCsv(text, true)
    const errors = response.json().errors.map((e: { row: number; column: string }) => `${e.row}:${e.column}`)
    expect(errors).toEqual([
      '3:id',
      '4:name_tr',
      '5:sizes',
      '6:is_active',
      `${response.json().summary.rows + 1}:id`,
    ])
  })

  it('refuses a row whose sizes none of its standards define, naming the sizes and the standards', async () => {
    const text = edited(await exportCsv(), (row, index) => {
      if (index === 0) Object.assign(row, { standards: 'din-933', sizes: 'M10x40:stock:|ST4.2x16:order:' })
    })
    const response = await importCsv(text, true)
    expect(response.json().errors).toEqual([
      {
        row: 2,
        column: 'sizes',
        message:
          'ST4.2 ölçüsü ürünün standartlarında yok (DIN 933). ' +
          'Ölçü tablosundan çıkarın ya da bu ölçüyü içeren standardı ekleyin.',
      },
    ])
  })

  it('refuses a length outside the standard unless its token is marked special, and exports the mark back', async () => {
    const outside = edited(await exportCsv(), (row, index) => {
      if (index === 0) Object.assign(row, { standards: 'din-933', sizes: 'M10x40:stock:|M10x42:order:' })
    })
    const refused = await importCsv(outside, true)
    expect(refused.json().errors).toEqual([
      {
        row: 2,
        column: 'sizes',
        message: expect.stringContaining('M10 × 42 satırının uzunluğu ürünün standartlarında yok'),
      },
    ])
    const badMark = edited(await exportCsv(), (row, index) => {
      if (index === 0) Object.assign(row, { standards: 'din-933', sizes: 'M10x42:order::ozel' })
    })
    expect((await importCsv(badMark, true)).json().errors[0].message).toContain('"special"')

    const marked = edited(await exportCsv(), (row, index) => {
      if (index === 0)
        Object.assign(row, { standards: 'din-933', sizes: 'M10x40:stock:|M10x42:order::special' })
    })
    const applied = await importCsv(marked, false)
    expect(applied.statusCode, applied.body).toBe(200)
    expect(applied.json().written).toBe(true)
    const [first] = await storedProducts()
    expect(first.sizes).toEqual([
      { size: 'M10', length: 40, stock: 'stock', weight_per_1000: null },
      { size: 'M10', length: 42, stock: 'order', weight_per_1000: null, special: true },
    ])
    expect(await exportCsv()).toContain('M10x40:stock:|M10x42:order::special')
  })

  it('applies creates and updates in one write, keeping untouched products as they were', async () => {
    const storedBefore = await storedProducts()
    const text = edited(
      await exportCsv(),
      (row, index) => {
        if (index === 0) row.name_en = 'Renamed by CSV'
        // The second product is DIN 931: lengths that leave a shank.
        if (index === 1) row.sizes = 'M8x30:stock:12.5|M6x30:order:'
        if (row.id === '' && row.slug === '') {
          Object.assign(row, {
            name_tr: 'CSV ile Cıvata',
            standards: 'din-933',
            sizes: 'M10x40:stock:32.7',
            is_active: '1',
          })
        }
      },
      1,
    )
    const dry = await importCsv(text, true)
    expect(dry.json().summary).toMatchObject({ create: 1, update: 2, unchanged: storedBefore.length - 2 })
    const mtime = (await stat(productsFile())).mtimeMs
    const applied = await importCsv(text, false)
    expect(applied.statusCode, applied.body).toBe(200)
    expect(applied.json()).toMatchObject({ written: true, summary: { create: 1, update: 2 } })
    expect((await stat(productsFile())).mtimeMs).not.toBe(mtime)
    const stored = await storedProducts()
    expect(stored).toHaveLength(storedBefore.length + 1)
    const byId = new Map(stored.map((p: { id: string }) => [p.id, p]))
    const renamed = byId.get(storedBefore[0].id) as { name_en: string; updated_at: string }
    expect(renamed.name_en).toBe('Renamed by CSV')
    expect(renamed.updated_at).not.toBe(storedBefore[0].updated_at)
    const resized = byId.get(storedBefore[1].id) as { sizes: { size: string }[]; specs: string[] }
    expect(resized.sizes.map((row) => row.size)).toEqual(['M6', 'M8'])
    expect(resized.specs).toContain('M6 – M8')
    const created = stored.find((p: { name_tr: string }) => p.name_tr === 'CSV ile Cıvata')
    expect(created).toMatchObject({ slug: 'csv-ile-civata', is_active: true })
    expect(created.specs[0]).toBe('DIN 933')
    // Untouched products keep their dates.
    expect((byId.get(storedBefore[2].id) as { updated_at: string }).updated_at).toBe(
      storedBefore[2].updated_at,
    )
  })

  it('a dry run lists what changes: per row the product, the column, the old and the new value', async () => {
    const stored = await test.readProducts()
    const [first, second] = stored as { id: string; slug: string; name_tr: string; name_en: string }[]
    const text = edited(
      await exportCsv(),
      (row, index) => {
        if (index === 0) row.name_en = 'Changed in a spreadsheet'
        if (index === 1) {
          row.description_tr = 'x'.repeat(500)
          row.is_active = row.is_active === '1' ? '0' : '1'
        }
        if (row.id === '' && row.slug === '') Object.assign(row, { name_tr: 'Yepyeni Somun', is_active: '1' })
      },
      1,
    )
    const dry = await importCsv(text, true)
    expect(dry.statusCode, dry.body).toBe(200)
    const { changes, changeCount, summary } = dry.json()
    expect(summary).toMatchObject({ create: 1, update: 2 })
    expect(changeCount).toBe(4)
    expect(changes[0]).toEqual({
      row: 2,
      action: 'update',
      id: first!.id,
      slug: first!.slug,
      name: first!.name_tr,
      column: 'name_en',
      before: first!.name_en,
      after: 'Changed in a spreadsheet',
    })
    expect(changes.slice(1, 3).map((change: { column: string }) => change.column)).toEqual([
      'description_tr',
      'is_active',
    ])
    // A long value is quoted shortened; the file holds it whole.
    expect(changes[1].after).toBe(`${'x'.repeat(199)}…`)
    expect(changes[1]).toMatchObject({ row: 3, id: second!.id })
    expect(changes[3]).toEqual({
      row: stored.length + 2,
      action: 'create',
      id: null,
      slug: 'yepyeni-somun',
      name: 'Yepyeni Somun',
      column: '',
      before: '',
      after: '',
    })
  })

  it('refuses a row whose product was saved after the export, unless forced', async () => {
    const text = await exportCsv()
    const [header, ...rows] = parseCsv(text.slice(1))
    const target = rows[2]!
    const id = target[0]!
    const product = test.app.stores.products.data.find((p) => p.id === id)!
    // The admin saves a newer description in the form; the old export is then applied with another change.
    const saved = await test.send('PUT', `/api/admin/products/${id}`, {
      ...Object.fromEntries(
        Object.entries(product).filter(
          ([key]) => !['id', 'slug', 'created_at', 'updated_at'].includes(key) && !key.includes('_extra'),
        ),
      ),
      description_tr: 'Formda yazılan yeni açıklama',
    })
    expect(saved.statusCode, saved.body).toBe(200)
    const stale = edited(text, (row) => {
      if (row.id === id) row.name_en = 'From the old file'
    })
    const before = await readFile(productsFile(), 'utf8')
    for (const dryRun of [true, false]) {
      const response = await importCsv(stale, dryRun)
      expect(response.statusCode, response.body).toBe(dryRun ? 200 : 400)
      expect(response.json()).toMatchObject({
        written: false,
        errorCount: 1,
        errors: [
          {
            row: 4,
            column: 'updated_at',
            message: expect.stringMatching(/^Bu ürün, dosya indirildikten sonra değiştirilmiş/),
          },
        ],
      })
    }
    expect(await readFile(productsFile(), 'utf8')).toBe(before)
    // Forced, the old file applies (and takes back the newer description, as the admin chose).
    const forced = await importCsv(stale, false, true)
    expect(forced.statusCode, forced.body).toBe(200)
    expect(forced.json()).toMatchObject({ written: true, summary: { update: 1 } })
    const after = test.app.stores.products.data.find((p) => p.id === id)!
    expect(after.name_en).toBe('From the old file')
    expect(after.description_tr).toBe(product.description_tr)
    expect(header).toContain('updated_at')
    // A hand-made file without the version column applies as it always did.
    const handMade = `${csvLine(['id', 'name_en'])}${csvLine([id, 'Hand-made file'])}`
    const applied = await importCsv(handMade, false)
    expect(applied.statusCode, applied.body).toBe(200)
    expect(test.app.stores.products.data.find((p) => p.id === id)!.name_en).toBe('Hand-made file')
  })

  it("keeps a product's free spec lines through an import that changes its size table", async () => {
    const created = await test.send('POST', '/api/admin/products', {
      name_tr: 'Serbest Satırlı Cıvata',
      technical: { standards: ['din-933'] },
      sizes: [{ size: 'M8', length: 30, stock: 'stock', weight_per_1000: null }],
      specs: ['Özel ambalaj'],
    })
    expect(created.statusCode, created.body).toBe(201)
    const text = edited(await exportCsv(), (row) => {
      if (row.id === created.json().id) row.sizes = 'M10x40:stock:'
    })
    const applied = await importCsv(text, false)
    expect(applied.json()).toMatchObject({ written: true, summary: { update: 1 } })
    const stored = test.app.stores.products.data.find((p) => p.id === created.json().id)!
    expect(stored.specs_extra).toEqual(['Özel ambalaj'])
    expect(stored.specs).toEqual(['DIN 933', 'M10', 'L 40 mm', 'Özel ambalaj'])
  })

  it('lists a quote that never closes or a file past the row limit as a row error, and writes nothing', async () => {
    const text = await exportCsv()
    // As a hand-written file has it: a quote opened on line 3 and never closed.
    const unclosed = 'slug,name_tr\r\n,Vida\r\n,"Somun M8\r\n,Pul\r\n,Perçin\r\n'
    const tooLong = text + '\r\n'.repeat(MAX_CSV_ROWS)
    const before = await readFile(productsFile(), 'utf8')
    for (const dryRun of [true, false]) {
      for (const [file, error] of [
        [
          unclosed,
          {
            row: 3,
            column: '',
            message: expect.stringMatching(/^3\. satırda açılan tırnak \("\) kapanmıyor/),
          },
        ],
        [
          tooLong,
          { row: MAX_CSV_ROWS + 2, column: '', message: expect.stringContaining('en fazla 20.000 satır') },
        ],
      ] as const) {
        const response = await importCsv(file, dryRun)
        expect(response.statusCode, response.body).toBe(dryRun ? 200 : 400)
        expect(response.json()).toMatchObject({
          dryRun,
          written: false,
          summary: { rows: 0, create: 0, update: 0, unchanged: 0 },
          errors: [error],
          errorCount: 1,
        })
      }
    }
    expect(await readFile(productsFile(), 'utf8')).toBe(before)
  })

  it('takes the file as a text/csv body too', async () => {
    const response = await test.app.inject({
      method: 'POST',
      url: '/api/admin/products/import?dryRun=1',
      headers: { ...test.auth, 'content-type': 'text/csv' },
      payload: await exportCsv(),
    })
    expect(response.statusCode, response.body).toBe(200)
    expect(response.json().summary.update).toBe(0)
  })

  it('refuses a file with an unknown column before reading rows', async () => {
    const response = await importCsv('"id","colour"\r\n"x","red"\r\n', true)
    expect(response.json().errors).toEqual([{ row: 1, column: 'colour', message: 'Bilinmeyen sütun' }])
  })

  it('answers 401 without a token', async () => {
    for (const [method, url] of [
      ['GET', '/api/admin/products/export.csv'],
      ['POST', '/api/admin/products/import?dryRun=1'],
    ] as const) {
      const response = await test.app.inject({
        method,
        url,
        headers: { 'content-type': 'text/csv' },
        payload: method === 'POST' ? 'id\r\n' : undefined,
      })
      expect(response.statusCode).toBe(401)
    }
  })

  it('plans again inside the write when a product is saved while the file is being planned', async () => {
    const target = test.app.stores.products.data[3]!
    // A hand-made file (no version column): 6,000 new products (planned in about a second here, in pauses of 200 rows),
    // then a change of the target's English name.
    const rows = Array.from({ length: 6000 }, (_, i) => csvLine(['', `Eşzamanlı Ürün ${i + 1}`, '']))
    const text = [
      csvLine(['id', 'name_tr', 'name_en']),
      ...rows,
      csvLine([target.id, target.name_tr, 'From the file']),
    ]
    const importing = importCsv(text.join(''), false)
    // Saved while the import plans (it pauses every 200 rows): the file's plan of the target is then out of date.
    await new Promise((resolve) => setTimeout(resolve, 150))
    const saved = await test.send('PUT', `/api/admin/products/${target.id}`, {
      ...Object.fromEntries(
        Object.entries(target).filter(
          ([key]) => !['id', 'slug', 'created_at', 'updated_at'].includes(key) && !key.includes('_extra'),
        ),
      ),
      description_tr: 'Import sırasında kaydedildi',
    })
    expect(saved.statusCode, saved.body).toBe(200)
    const applied = await importing
    expect(applied.statusCode, applied.body.slice(0, 300)).toBe(200)
    expect(applied.json()).toMatchObject({ written: true, summary: { create: 6000, update: 1 } })
    const stored = test.app.stores.products.data.find((p) => p.id === target.id)!
    // Both saves hold: the form's description and the file's English name.
    expect(stored.description_tr).toBe('Import sırasında kaydedildi')
    expect(stored.name_en).toBe('From the file')
    expect((await test.readProducts()).find((p: { id: string }) => p.id === target.id)).toEqual(stored)
  })
})
