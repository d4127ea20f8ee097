import { describe, expect, it } from 'vitest'
import { adminTestApp } from '../../../../../test/helpers/admin-app.ts'
import { emptyTechnical } from '../../../../../shared/schemas/technical.ts'

const test = adminTestApp()
const { send } = test

const technical = {
  standards: ['din-933', 'iso-4017'],
  materials: ['carbon-steel'],
  classes: ['8.8', '10.9'],
  finishes: ['zinc-white', 'black-oxide'],
  head: 'hex',
  drive: 'external-hex',
  sectors: ['machinery', 'automotive'],
  notes_tr: 'Diş toleransı 6g',
  notes_en: 'Thread tolerance 6g',
  notes_es: '',
}
const row = (size: string, length: number | null, stock = 'stock', weight: number | null = null) => ({
  size,
  length,
  stock,
  weight_per_1000: weight,
})

describe('admin products: technical data and size table', () => {
  it('stores them, sorts the rows and derives the spec lines and applications in three languages', async () => {
    const response = await send('POST', '/api/admin/products', {
      name_tr: 'Teknik Cıvata',
      technical,
      // M6 x 80 is past DIN 933's M6 (60 mm at most): saved because it is marked as a special length.
      sizes: [
        row('M10', 40),
        row('M8', 20, 'order', 10.5),
        row('M10', 20),
        { ...row('M6', 80, 'order'), special: true },
      ],
      // A line the technical data derives anyway is not stored twice.
      specs: ['M6 – M10', 'Özel ambalaj'],
      applications: ['Otomotiv', 'Tarım'],
    })
    expect(response.statusCode, response.body).toBe(201)
    const product = response.json()
    expect(product.sizes.map((r: { size: string; length: number }) => `${r.size}x${r.length}`)).toEqual([
      'M6x80',
      'M8x20',
      'M10x20',
      'M10x40',
    ])
    expect(product.specs).toEqual([
      'DIN 933 / ISO 4017',
      'M6 – M10',
      'L 20 – 80 mm',
      '8.8 · 10.9',
      'Karbon çeliği',
      'Çinko (beyaz) · Siyah oksit',
      'Altı köşe baş · Dış altı köşe',
      'Diş toleransı 6g',
      'Özel ambalaj',
    ])
    expect(product.specs_extra).toEqual(['Özel ambalaj'])
    // Without English free lines of its own, English shows the Turkish ones, as a blank translation does.
    expect(product.specs_en.at(-1)).toBe('Özel ambalaj')
    expect(product.specs_en).toContain('Zinc plated (clear) · Black oxide')
    expect(product.specs_en).toContain('Thread tolerance 6g')
    // A blank Spanish note shows the Turkish one rather than nothing.
    expect(product.specs_es).toContain('Diş toleransı 6g')
    expect(product.applications).toEqual(['Makine İmalatı', 'Otomotiv', 'Tarım'])
    expect(product.applications_es).toEqual(['Construcción de maquinaria', 'Automoción', 'Tarım'])
    const stored = (await test.readProducts()).find((p) => p.id === product.id)
    expect(stored).toEqual(product)
  })

  it('keeps the stored technical data and size table when a PUT leaves them out, and re-derives the texts', async () => {
    const product = (
      await send('POST', '/api/admin/products', {
        name_tr: 'Saklanan Tablo',
        technical,
        sizes: [row('M8', 30)],
      })
    ).json()
    const older = await send('PUT', `/api/admin/products/${product.id}`, {
      name_tr: 'Saklanan Tablo',
      specs: ['an old client sends its lines'],
    })
    expect(older.statusCode).toBe(200)
    expect(older.json().technical).toEqual({ ...emptyTechnical(), ...technical })
    expect(older.json().sizes).toEqual([row('M8', 30)])
    // Its lines are kept as free lines after the derived ones.
    expect(older.json().specs).toEqual([...product.specs, 'an old client sends its lines'])

    // A client that read the product sends its lines back whole with another size table: the lines derived from the
    // old table are not taken for free lines, and the free line is not doubled.
    const resized = await send('PUT', `/api/admin/products/${product.id}`, {
      name_tr: 'Saklanan Tablo',
      sizes: [row('M10', 40)],
      specs: older.json().specs,
    })
    expect(resized.statusCode, resized.body).toBe(200)
    expect(resized.json().specs_extra).toEqual(['an old client sends its lines'])
    expect(resized.json().specs).toContain('M10')
    expect(resized.json().specs).not.toContain('M8')
    expect(resized.json().specs.at(-1)).toBe('an old client sends its lines')

    const emptied = await send('PUT', `/api/admin/products/${product.id}`, {
      name_tr: 'Saklanan Tablo',
      sizes: [],
    })
    expect(emptied.json().sizes).toEqual([])
    expect(emptied.json().technical).toEqual({ ...emptyTechnical(), ...technical })
    expect(emptied.json().specs).not.toContain('M10')
    expect(
      emptied.json().specs.filter((line: string) => line === 'an old client sends its lines'),
    ).toHaveLength(1)
  })

  it('refuses unknown standards, terms, sizes, lengths and duplicate rows in Turkish, storing nothing', async () => {
    const count = test.app.stores.products.data.length
    const cases: [object, number, RegExp][] = [
      [{ technical: { ...technical, standards: ['din-99999'] } }, 400, /^Standart bulunamadı: din-99999$/],
      [
        { technical: { ...technical, materials: ['unobtainium'] } },
        400,
        /^Sözlükte olmayan malzeme: unobtainium$/,
      ],
      [{ technical: { ...technical, head: 'hexagon' } }, 400, /^Sözlükte olmayan baş tipi: hexagon$/],
      [{ technical: { ...technical, sectors: ['space'] } }, 400, /^Sözlükte olmayan sektör: space$/],
      [{ sizes: [row('M16', 40)] }, 400, /^Geçersiz veri: sizes\.0\.size$/],
      [{ sizes: [row('M8', 0)] }, 400, /^Geçersiz veri: sizes\.0\.length$/],
      [{ sizes: [row('M8', 501)] }, 400, /^Geçersiz veri: sizes\.0\.length$/],
      [{ sizes: [row('M8', 20, 'maybe')] }, 400, /^Geçersiz veri: sizes\.0\.stock$/],
      [
        { sizes: [row('M8', 20), row('M8', 20, 'order')] },
        400,
        /^Ölçü tablosunda aynı satır iki kez var: M8 × 20$/,
      ],
      [{ sizes: [row('M8', null), row('M8', null)] }, 400, /^Ölçü tablosunda aynı satır iki kez var: M8$/],
    ]
    for (const [body, status, text] of cases) {
      const response = await send('POST', '/api/admin/products', { name_tr: 'Hatalı', ...body })
      expect(response.statusCode, JSON.stringify(body)).toBe(status)
      expect(response.json().error, JSON.stringify(body)).toMatch(text)
    }
    expect(test.app.stores.products.data.length).toBe(count)
  })

  it('accepts rows without a length (nuts, washers) and every size series', async () => {
    const response = await send('POST', '/api/admin/products', {
      name_tr: 'Seri Karışık',
      sizes: [row('d4.8', 12), row('ST4.2', 16), row('M10', null, 'stock', 11.7)],
    })
    expect(response.statusCode, response.body).toBe(201)
    expect(response.json().specs).toEqual(['M10', 'ST4.2', 'Ø4.8', 'L 12 – 16 mm'])
  })

  it("refuses size rows none of the product's standards define, naming the sizes and the standards", async () => {
    const count = test.app.stores.products.data.length
    const refused = await send('POST', '/api/admin/products', {
      name_tr: 'Yanlış Ölçülü Cıvata',
      technical: { ...technical, standards: ['din-933'] },
      sizes: [row('M10', 40), row('ST4.2', 16), row('d4.8', 12)],
    })
    expect(refused.statusCode, refused.body).toBe(400)
    expect(refused.json().error).toBe(
      'ST4.2, Ø4.8 ölçüleri ürünün standartlarında yok (DIN 933). ' +
        'Ölçü tablosundan çıkarın ya da bu ölçüyü içeren standardı ekleyin.',
    )
    expect(test.app.stores.products.data.length).toBe(count)

    // One of several standards is enough: DIN 7981 (tapping screws) defines ST4.2.
    const both = await send('POST', '/api/admin/products', {
      name_tr: 'İki Standartlı Ürün',
      technical: { ...technical, standards: ['din-933', 'din-7981'] },
      sizes: [row('M10', 40), row('ST4.2', 16)],
    })
    expect(both.statusCode, both.body).toBe(201)

    // A PUT that brings in a size outside the standards is refused too, and the stored rows stay.
    const edited = await send('PUT', `/api/admin/products/${both.json().id}`, {
      name_tr: 'İki Standartlı Ürün',
      technical: { ...technical, standards: ['din-933'] },
    })
    expect(edited.statusCode, edited.body).toBe(400)
    expect(edited.json().error).toMatch(/^ST4\.2 ölçüsü ürünün standartlarında yok \(DIN 933\)/)
    const stored = test.app.stores.products.data.find((p) => p.id === both.json().id)!
    expect(stored.technical.standards).toEqual(['din-933', 'din-7981'])
  })

  it('refuses a length outside the standard unless the row is a special length, naming the row', async () => {
    const count = test.app.stores.products.data.length
    const refusals: [string[], ReturnType<typeof row>, string][] = [
      // Not a preferred length of the series.
      [['din-933'], row('M10', 42), 'M10 × 42 satırının uzunluğu ürünün standartlarında yok'],
      // Past the longest DIN 933 lists for M8 (80 mm).
      [['din-933', 'iso-4017'], row('M8', 100), 'M8 × 100 satırının uzunluğu'],
      // A partly threaded M10 x 30 would have no plain shank (b 26 + 5P = 33.5 mm).
      [['din-931', 'iso-4014'], row('M10', 30), 'M10 × 30 satırının uzunluğu'],
    ]
    for (const [standards, sizeRow, text] of refusals) {
      const refused = await send('POST', '/api/admin/products', {
        name_tr: 'Standart Dışı Boy',
        technical: { ...technical, standards },
        sizes: [row('M10', 40), sizeRow],
      })
      expect(refused.statusCode, refused.body).toBe(400)
      expect(refused.json().error).toContain(text)
      expect(refused.json().error).toContain('özel uzunluk olarak işaretleyin')
    }
    const shank = await send('POST', '/api/admin/products', {
      name_tr: 'Standart Dışı Boy',
      technical: { ...technical, standards: ['din-931'] },
      sizes: [row('M10', 30)],
    })
    expect(shank.json().error).toContain('standart uzunluklar: 35, 40, 45')
    expect(test.app.stores.products.data.length).toBe(count)

    const special = await send('POST', '/api/admin/products', {
      name_tr: 'Özel Boylu Cıvata',
      is_active: true,
      technical: { ...technical, standards: ['din-931'] },
      sizes: [row('M10', 40), { ...row('M10', 30, 'order'), special: true }],
    })
    expect(special.statusCode, special.body).toBe(201)
    const rows = special.json().sizes
    expect(rows).toEqual([
      { size: 'M10', length: 30, stock: 'order', weight_per_1000: null, special: true },
      { size: 'M10', length: 40, stock: 'stock', weight_per_1000: null },
    ])
    // The public size table marks the row in the visitor's language, and only that row.
    for (const [prefix, word] of [
      ['', 'özel boy'],
      ['/en', 'special length'],
      ['/es', 'longitud especial'],
    ]) {
      const page = await test.app.inject({ url: `${prefix}/urunler/${special.json().slug}` })
      const table = page.body.match(/<table class="size-table">.*?<\/table>/s)?.[0] ?? ''
      expect(table.split(`>${word}</span>`).length - 1, prefix).toBe(1)
      expect(table).toMatch(new RegExp(`<th>M10</th><td>30<span class="size-table__special"[^>]*>${word}`))
    }
    // Taking the mark away again is refused: the row would leave its standard unmarked.
    const unmarked = await send('PUT', `/api/admin/products/${special.json().id}`, {
      name_tr: 'Özel Boylu Cıvata',
      sizes: [row('M10', 40), row('M10', 30, 'order')],
    })
    expect(unmarked.statusCode, unmarked.body).toBe(400)
  })
})
