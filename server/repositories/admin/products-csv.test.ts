import { describe, expect, it } from 'vitest'
import { csvLine, decodeCsv, parseCsv } from './csv-text.ts'
import { imagesCell, readImages, readSizes, sizeToken } from './products-csv-cells.ts'

describe('CSV text', () => {
  it('reads back what it writes: quotes, delimiters, line breaks and formula-looking values', () => {
    const values = [
      'plain',
      'a "quoted" word',
      'x,y;z',
      'two\r\nlines',
      '=SUM(A1)',
      "'=kept",
      '-5',
      '',
      'Cıvata',
    ]
    const text = csvLine(values) + csvLine(['second'])
    expect(text.endsWith('\r\n')).toBe(true)
    expect(parseCsv(text)).toEqual([values, ['second']])
  })

  it('guards a formula with an apostrophe a spreadsheet shows as text', () => {
    expect(csvLine(['=1+1'])).toBe(`"'=1+1"\r\n`)
  })

  it('reads the semicolons Turkish Excel saves and a file without a final line break', () => {
    expect(parseCsv('id;name_tr\r\np1;"Vida; M6"')).toEqual([
      ['id', 'name_tr'],
      ['p1', 'Vida; M6'],
    ])
  })

  it("drops the BOM and reads a Windows-1254 file (Turkish Excel's plain CSV)", () => {
    expect(decodeCsv(new Uint8Array([0xef, 0xbb, 0xbf, 0x61]))).toBe('a')
    // "Şı" in Windows-1254: 0xDE 0xFD (not valid UTF-8).
    expect(decodeCsv(new Uint8Array([0xde, 0xfd]))).toBe('Şı')
  })
})

describe('product cells', () => {
  it('writes and reads size rows', () => {
    const rows = [
      { size: 'M10', length: 40, stock: 'stock' as const, weight_per_1000: 32.7 },
      { size: 'M12', length: null, stock: 'order' as const, weight_per_1000: null },
    ]
    expect(rows.map(sizeToken).join('|')).toBe('M10x40:stock:32.7|M12:order:')
    expect(readSizes('M10x40:stock:32.7|M12:order:').rows).toEqual(rows)
    // A decimal comma and a missing stock state (taken as in stock) read too.
    expect(readSizes('m10 x 6,5').rows).toEqual([
      { size: 'M10', length: 6.5, stock: 'stock', weight_per_1000: null },
    ])
  })

  it('names every bad size token', () => {
    expect(readSizes('M99x10:stock:|M10x40:maybe:|M10xabc:stock:|M10x40:stock:ağır').errors).toEqual([
      'M99x10:stock:: ölçü tanınmadı (örnek: M10x40:stock:32.7)',
      'M10x40:maybe:: stok durumu "stock" ya da "order" olmalı',
      'M10xabc:stock:: ölçü tanınmadı (örnek: M10x40:stock:32.7)',
      'M10x40:stock:ağır: ağırlık bir sayı olmalı',
    ])
  })

  it('writes and reads the pictures: main first, blank when there is none', () => {
    const product = { main_image_url: '', images: [{ image_url: '/uploads/a.webp' }] }
    expect(imagesCell(product)).toBe('|/uploads/a.webp')
    expect(readImages('|/uploads/a.webp')).toEqual(product)
    expect(readImages('')).toEqual({ main_image_url: '', images: [] })
  })
})
