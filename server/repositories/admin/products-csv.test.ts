import { describe, expect, it } from 'vitest'
import { MAX_CSV_CELL_CHARS, MAX_CSV_CELLS, MAX_CSV_ROWS } from '../../../shared/schemas/products-csv.ts'
import { CsvReadError, csvLine, decodeCsv, parseCsv } from './csv-text.ts'
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

  it('refuses a quote that never closes, naming the line it opened on, instead of reading the rest as one cell', () => {
    const text = 'id,name_tr\r\np1,Vida\r\np2,"Somun\r\np3,Pul\r\np4,Perçin\r\n'
    expect(() => parseCsv(text)).toThrow(CsvReadError)
    expect(() => parseCsv(text)).toThrow(/^3\. satırda açılan tırnak/)
    // A closed quote spanning lines is still one cell.
    expect(parseCsv('a\r\n"two\r\nlines"\r\n')).toEqual([['a'], ['two\r\nlines']])
  })

  it('stops reading at the first line past a limit: lines, cells a line, characters a cell', () => {
    const refusal = (text: string) => {
      try {
        parseCsv(text)
      } catch (error) {
        if (error instanceof CsvReadError) return { row: error.row, message: error.message }
        throw error
      }
      return null
    }
    const header = 'id,name_tr\n'
    // Exactly at each limit: read.
    expect(parseCsv(header + 'p,x\n'.repeat(MAX_CSV_ROWS))).toHaveLength(MAX_CSV_ROWS + 1)
    expect(parseCsv(`${'a,'.repeat(MAX_CSV_CELLS - 1)}a\n`)[0]).toHaveLength(MAX_CSV_CELLS)
    expect(parseCsv(`a,"${'x'.repeat(MAX_CSV_CELL_CHARS)}"\n`)[0]![1]).toHaveLength(MAX_CSV_CELL_CHARS)
    // One past: refused with the line, the limit in Turkish digits. Millions of blank lines cost no memory.
    expect(refusal(header + '\n'.repeat(3_000_000))).toEqual({
      row: MAX_CSV_ROWS + 2,
      message:
        'CSV dosyası başlıktan sonra en fazla 20.000 satır olabilir; dosyayı bölüp parça parça yükleyin',
    })
    expect(refusal(`${header}p,x\n${','.repeat(1_000_000)}\n`)).toEqual({
      row: 3,
      message: '3. satırda 200 hücreden fazlası var',
    })
    expect(refusal(`${header}p,${'x'.repeat(MAX_CSV_CELL_CHARS + 1)}\n`)).toEqual({
      row: 2,
      message: '2. satırda bir hücre 100.000 karakterden uzun',
    })
  })

  it("drops the BOM and reads a Windows-1254 file (Turkish Excel's plain CSV)", () => {
    expect(decodeCsv(new Uint8Array([0xef, 0xbb, 0xbf, 0x61]))).toBe('a')
    // "Şı" in Windows-1254: 0xDE 0xFD (not valid UTF-8).
    expect(decodeCsv(new Uint8Array([0xde, 0xfd]))).toBe('Şı')
    // Control characters go, as from every admin text; tabs and line breaks are the file's structure.
    expect(decodeCsv(new TextEncoder().encode('a\u0000b\u001b\tc\r\n'))).toBe('ab\tc\r\n')
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
