import { describe, expect, it } from 'vitest'
import type { Submission, SubmissionPage } from '../../../../../shared/schemas/submission.ts'
import { adminTestApp } from '../../../../../test/helpers/admin-app.ts'
import { SAMPLE_LINES, storeQuote } from '../../../../../test/helpers/stored-quote.ts'

const test = adminTestApp({ PUBLIC_URL: 'https://www.kuzey.test' })
const { send } = test

const page = async (query: string) =>
  (await send('GET', `/api/admin/submissions/page?${query}`)).json() as SubmissionPage

/** A CSV body as rows of cells (RFC 4180: quoted cells, doubled quotes, CRLF rows). */
function parseCsv(text: string): string[][] {
  const rows: string[][] = []
  let row: string[] = []
  let cell = ''
  let quoted = false
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index]!
    if (quoted) {
      if (char === '"' && text[index + 1] === '"') {
        cell += '"'
        index += 1
      } else if (char === '"') quoted = false
      else cell += char
    } else if (char === '"') quoted = true
    else if (char === ',') {
      row.push(cell)
      cell = ''
    } else if (char === '\r' && text[index + 1] === '\n') {
      row.push(cell)
      rows.push(row)
      row = []
      cell = ''
      index += 1
    } else cell += char
  }
  return rows
}

describe('the inbox with quote lines', () => {
  it('answers a quote with its reference, lines and acknowledgement state, and finds it by its reference', async () => {
    const quote = await storeQuote(test.app, { lang: 'en' })
    const other = await storeQuote(test.app, { items: [], acknowledgement: 'capped' })
    expect(quote.reference).toMatch(/^Q-\d{4}-\d{5}$/)
    expect(other.reference).not.toBe(quote.reference)

    const found = await page(`q=${quote.reference}`)
    expect(found.items.map((s) => s.id)).toEqual([quote.id])
    // Any case, and the number alone.
    expect((await page(`q=${quote.reference!.toLowerCase()}`)).items.map((s) => s.id)).toEqual([quote.id])
    expect((await page(`q=${quote.reference!.slice(-5)}`)).items.map((s) => s.id)).toEqual([quote.id])
    const answered = found.items[0] as Submission
    expect(answered.reference).toBe(quote.reference)
    expect(answered.items).toEqual(SAMPLE_LINES)
    expect(answered.acknowledgement?.state).toBe('waiting')

    const all = (await send('GET', '/api/admin/submissions')).json() as Submission[]
    expect(all.find((s) => s.id === other.id)).toMatchObject({
      reference: other.reference,
      acknowledgement: { state: 'capped' },
    })
    expect(all.find((s) => s.id === other.id)?.items).toBeUndefined()
  })

  it('exports one CSV row per line, the request repeated on each; a request without lines stays one row', async () => {
    const response = await send('GET', '/api/admin/submissions/export.csv')
    expect(response.statusCode).toBe(200)
    const bytes = response.rawPayload
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
    const [header, ...rows] = parseCsv(bytes.subarray(3).toString('utf8'))
    const column = (title: string) => {
      const index = header!.indexOf(title)
      expect(index, title).toBeGreaterThanOrEqual(0)
      return index
    }
    const [withLines, withoutLines] = test.app.submissions.entries().slice(0, 2).reverse()
    const of = (id: string | undefined) => rows.filter((row) => row[column('Kayıt No')] === id)

    const lineRows = of(withLines?.id)
    expect(lineRows).toHaveLength(3)
    for (const row of lineRows) {
      expect(row).toHaveLength(header!.length)
      expect(row[column('Referans')]).toBe(withLines?.reference)
      expect(row[column('E-posta')]).toBe('ana@compras.example')
      expect(row[column('Alındı maili')]).toBe('Bekliyor')
    }
    const cells = (row: string[] | undefined) =>
      ['Satır', 'Ürün', 'Serbest satır', 'Standart', 'Ölçü', 'Boy (mm)', 'Malzeme', 'Kalite sınıfı', 'Yüzey']
        .concat(['Satır miktarı (adet)', 'Satır notu', 'Ürün sayfası'])
        .map((title) => row?.[column(title)])
    expect(cells(lineRows[0])).toEqual([
      '1',
      'DIN 933 Altı Köşe Başlı Cıvata',
      '',
      'DIN 933',
      'M8',
      '30',
      'Karbon çeliği',
      '8.8',
      'Çinko (beyaz)',
      '12000',
      '<script>alert("x")</script> & ambalaj',
      'https://www.kuzey.test/urunler/din-933-alti-kose-basli-civata',
    ])
    expect(cells(lineRows[1]).slice(0, 7)).toEqual([
      '2',
      'DIN 976 Tam Diş Saplama',
      '',
      'DIN 976',
      'M10',
      '125',
      'Paslanmaz çelik A2 (304)',
    ])
    expect(cells(lineRows[2])).toEqual([
      '3',
      'Özel pim Ø6 x 40, çizime göre <b>acil</b>',
      'Evet',
      '',
      '',
      '',
      '',
      '',
      '',
      '250',
      '',
      '',
    ])

    const single = of(withoutLines?.id)
    expect(single).toHaveLength(1)
    expect(single[0]![column('Referans')]).toBe(withoutLines?.reference)
    expect(single[0]![column('Alındı maili')]).toBe('Günlük sınır: gönderilmedi')
    expect(single[0]![column('Satır')]).toBe('')
    expect(single[0]![column('Ürün')]).toBe('')
  })

  it('guards line cells against formulas like every other cell', async () => {
    await storeQuote(test.app, {
      items: [{ text: '=HYPERLINK("http://evil.example")', note: '-5 adet', quantity: 1 }],
    })
    const text = (await send('GET', '/api/admin/submissions/export.csv')).rawPayload
      .subarray(3)
      .toString('utf8')
    expect(text).toContain(`"'=HYPERLINK(""http://evil.example"")"`)
    expect(text).toContain(`"'-5 adet"`)
    expect(text).not.toMatch(/(^|,)"[=+\-@]/m)
  })

  it('queues a failed acknowledgement again; a sent or capped one, or none, is refused', async () => {
    const failed = await storeQuote(test.app, { lang: 'en' })
    await test.app.submissions.update(failed.id, (state) => {
      state.acknowledgement = {
        state: 'failed',
        attempts: 10,
        last_error: 'SMTP down',
        next_attempt_at: '',
        sent_at: '',
      }
    })
    const before = Date.now()
    const response = await send('POST', `/api/admin/submissions/${failed.id}/retry-acknowledgement`)
    expect(response.statusCode).toBe(200)
    expect(response.json().acknowledgement).toMatchObject({ state: 'waiting', attempts: 10 })
    const stored = (await test.app.submissions.get(failed.id))!.acknowledgement!
    // Without SMTP in this app it waits (and says why); due now.
    expect(stored.state).toBe('waiting')
    expect(Date.parse(stored.next_attempt_at)).toBeGreaterThanOrEqual(before - 1000)

    const capped = await storeQuote(test.app, { acknowledgement: 'capped' })
    const none = await storeQuote(test.app, { acknowledgement: null })
    for (const id of [capped.id, none.id]) {
      const refused = await send('POST', `/api/admin/submissions/${id}/retry-acknowledgement`)
      expect(refused.statusCode, id).toBe(409)
    }
    expect((await test.app.submissions.get(capped.id))?.acknowledgement?.state).toBe('capped')
    expect((await send('POST', '/api/admin/submissions/nope/retry-acknowledgement')).statusCode).toBe(404)
  })
})
