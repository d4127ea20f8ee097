import { readFile, stat } from 'node:fs/promises'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { QuotationInput, TimelineEvent } from '../../../../../shared/schemas/desk.ts'
import type { Submission } from '../../../../../shared/schemas/submission.ts'
import { lineAmountMinor, turkeyToday } from '../../../../desk/quotation.ts'
import { adminTestApp, headersFor } from '../../../../../test/helpers/admin-app.ts'
import { pdfText } from '../../../../../test/helpers/pdf-text.ts'
import { freePort, type SmtpSink, startSmtpSink } from '../../../../../test/helpers/smtp.ts'
import { storeQuote } from '../../../../../test/helpers/stored-quote.ts'

const port = await freePort()
const test = adminTestApp({
  PUBLIC_URL: 'https://www.kuzey.test',
  SMTP_URL: `smtp://127.0.0.1:${port}`,
  MAIL_TO: 'satis@kuzey.test',
  MAIL_FROM: 'site@kuzey.test',
})
const { send } = test
let sink: SmtpSink
beforeAll(async () => {
  sink = await startSmtpSink(port)
})
afterAll(() => sink.close())

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10)

function input(overrides: Partial<QuotationInput> = {}): QuotationInput {
  return {
    currency: 'EUR',
    valid_until: inDays(30),
    delivery: '3 hafta, EXW Bursa',
    terms: 'Peşin ödeme.\nFiyatlar KDV hariçtir.',
    lines: [
      { item: 0, unit_price: 10.29, per: 100 },
      { item: 1, unit_price: 0.375, per: 1, quantity: 1001 },
      { item: 2, unit_price: 1234.5, per: 1000 },
      { text: 'Ambalaj ve palet', quantity: 1, unit_price: 45, per: 1 },
    ],
    note: 'Cıvatalar 8.8 sınıfı, sertifikalı.',
    ...overrides,
  }
}

const timeline = (id: string): Promise<TimelineEvent[]> => test.app.timelines.read(id)

describe('quotation amounts', () => {
  it('rounds each line half up to the cent, exactly', () => {
    expect(lineAmountMinor(12_000, 10.29, 100)).toBe(123_480)
    expect(lineAmountMinor(1, 0.005, 1)).toBe(1)
    expect(lineAmountMinor(3, 0.1, 1)).toBe(30)
    expect(lineAmountMinor(999_999_999, 0.0001, 1)).toBe(10_000_000)
    expect(() => lineAmountMinor(1_000_000_000, 1_000_000_000, 1)).toThrow()
  })
})

describe('PUT /api/admin/submissions/:id/quotation', () => {
  let quote: Submission
  beforeAll(async () => {
    quote = await storeQuote(test.app, { acknowledgement: null })
  })

  it('prices the request: item lines take the requested quantity, free lines their own; the total is the sum', async () => {
    const response = await send('PUT', `/api/admin/submissions/${quote.id}/quotation`, input())
    expect(response.statusCode, response.body).toBe(200)
    const body = response.json()
    // 12,000 × 10.29 / 100; 1,001 × 0.375; 250 × 1,234.50 / 1,000; 1 × 45
    expect(body.lines.map((line: { amount: number }) => line.amount)).toEqual([1234.8, 375.38, 308.63, 45])
    expect(body.lines.map((line: { quantity: number }) => line.quantity)).toEqual([12_000, 1001, 250, 1])
    expect(body.total).toBe(1963.81)
    expect(body.state).toBe('draft')
    expect(body.token).toMatch(new RegExp(`^${quote.id}\\.[A-Za-z0-9_-]{43}$`))
    const stored = await test.readJson(`submissions/${quote.id}.quotation.json`)
    expect(stored.total_minor).toBe(196_381)
    expect(stored.input.note).toBe('Cıvatalar 8.8 sınıfı, sertifikalı.')
    const summary = (await test.app.submissions.get(quote.id))!.quotation
    expect(summary).toMatchObject({ state: 'draft', currency: 'EUR', total: 1963.81 })
    const events = (await timeline(quote.id)).filter((event) => event.kind !== 'mail')
    expect(events.at(-1)).toMatchObject({ by: 'admin', kind: 'quotation', to: 'saved' })

    // Saving again keeps the token.
    const again = await send(
      'PUT',
      `/api/admin/submissions/${quote.id}/quotation`,
      input({ currency: 'TRY' }),
    )
    expect(again.json().token).toBe(body.token)
    expect((await send('GET', `/api/admin/submissions/${quote.id}/quotation`)).json().currency).toBe('TRY')
  })

  it('refuses a line of the request that does not exist, naming it', async () => {
    const response = await send(
      'PUT',
      `/api/admin/submissions/${quote.id}/quotation`,
      input({
        lines: [
          { item: 0, unit_price: 1, per: 1 },
          { item: 7, unit_price: 1, per: 1 },
        ],
      }),
    )
    expect(response.statusCode).toBe(400)
    expect(response.json().error).toContain('Satır 2: talepte 8. satır yok')
  })

  it('refuses a date in the past or not in the calendar, and a free line without text or quantity', async () => {
    const url = `/api/admin/submissions/${quote.id}/quotation`
    const past = await send('PUT', url, input({ valid_until: '2020-01-31' }))
    expect(past.statusCode).toBe(400)
    expect(past.json().error).toContain('geçmişte')
    const unreal = await send('PUT', url, input({ valid_until: '2031-02-30' }))
    expect(unreal.statusCode).toBe(400)
    expect(unreal.json().error).toContain('gerçek bir tarih')
    expect((await send('PUT', url, input({ valid_until: turkeyToday() }))).statusCode).toBe(200)
    const noText = await send('PUT', url, input({ lines: [{ quantity: 5, unit_price: 1, per: 1 }] }))
    expect(noText.statusCode).toBe(400)
    expect(noText.json().error).toContain('Satır 1')
    const noQuantity = await send('PUT', url, input({ lines: [{ text: 'Pul', unit_price: 1, per: 1 }] }))
    expect(noQuantity.statusCode).toBe(400)
    const badPer = await send('PUT', url, { ...input(), lines: [{ item: 0, unit_price: 1, per: 10 }] })
    expect(badPer.statusCode).toBe(400)
  })

  it('prices a request without lines with free lines only', async () => {
    const plain = await storeQuote(test.app, { items: [], acknowledgement: null })
    const url = `/api/admin/submissions/${plain.id}/quotation`
    const refused = await send('PUT', url, input({ lines: [{ item: 0, unit_price: 1, per: 1 }] }))
    expect(refused.statusCode).toBe(400)
    expect(refused.json().error).toContain('serbest satır')
    const priced = await send(
      'PUT',
      url,
      input({ lines: [{ text: 'M12 somun', quantity: 2000, unit_price: 4.2, per: 100 }] }),
    )
    expect(priced.json().total).toBe(84)
  })

  it("is the desk's: an editor is refused", async () => {
    const editor = await headersFor(test.app, 'editor1', 'editor')
    const response = await test.app.inject({
      method: 'GET',
      url: `/api/admin/submissions/${quote.id}/quotation`,
      headers: editor,
    })
    expect(response.statusCode).toBe(403)
  })
})

describe('the quotation PDF', () => {
  it("is in the buyer's language with prices written its way and Turkish letters intact", async () => {
    const quote = await storeQuote(test.app, { acknowledgement: null, lang: 'es' })
    await send('PUT', `/api/admin/submissions/${quote.id}/quotation`, input())
    const texts: Record<string, string> = {}
    for (const lang of ['tr', 'en', 'es']) {
      const response = await send('GET', `/api/admin/submissions/${quote.id}/quotation.pdf?lang=${lang}`)
      expect(response.statusCode).toBe(200)
      expect(response.headers['content-type']).toBe('application/pdf')
      texts[lang] = (await pdfText(new Uint8Array(response.rawPayload))).join('\n')
    }
    expect(texts.tr).toContain('FİYAT TEKLİFİ')
    expect(texts.tr).toContain('1.963,81 €')
    expect(texts.tr).toContain('12.000 adet')
    expect(texts.tr).toContain('Cıvata')
    expect(texts.tr).toContain('Peşin ödeme.')
    expect(texts.en).toContain('€1,963.81')
    expect(texts.en).toContain('per 100 pcs')
    expect(texts.es).toContain('1.963,81 €')
    expect(texts.es).toContain('PRESUPUESTO')
    // One piece (the packing line) is written in the singular.
    expect(texts.es).toMatch(/\b1 ud\.(?!s)/)
    expect(texts.en).toMatch(/\b1 pc\b/)
    for (const text of Object.values(texts)) expect(text).toContain(quote.reference!)
    // No language given: the buyer's.
    const own = await send('GET', `/api/admin/submissions/${quote.id}/quotation.pdf`)
    expect((await pdfText(new Uint8Array(own.rawPayload))).join(' ')).toContain('Importe')
  })

  it('flows many lines over several pages with the table header on each', async () => {
    const items = Array.from({ length: 60 }, (_, index) => ({
      text: `Özel parça ${index + 1}`,
      quantity: 100 + index,
    }))
    const quote = await storeQuote(test.app, { acknowledgement: null, items })
    const lines = items.map((_, index) => ({ item: index, unit_price: 2.5, per: 1 as const }))
    expect(
      (await send('PUT', `/api/admin/submissions/${quote.id}/quotation`, input({ lines, currency: 'TRY' })))
        .statusCode,
    ).toBe(200)
    const pages = await pdfText(
      new Uint8Array((await send('GET', `/api/admin/submissions/${quote.id}/quotation.pdf`)).rawPayload),
    )
    expect(pages.length).toBeGreaterThan(1)
    for (const page of pages) expect(page).toContain('Birim fiyat')
    expect(pages.at(-1)).toContain('Sayfa 2 / 2'.replace('2 / 2', `${pages.length} / ${pages.length}`))
    expect(pages.join(' ')).toContain('Özel parça 60')
    expect(pages.join(' ')).toContain('₺')
  })
})

describe('POST /api/admin/submissions/:id/quotation/send', () => {
  it('mails the buyer the PDF and the link to their page, and marks the request quoted', async () => {
    const quote = await storeQuote(test.app, { acknowledgement: null, lang: 'en' })
    const saved = (await send('PUT', `/api/admin/submissions/${quote.id}/quotation`, input())).json()
    const before = sink.messages.length
    const response = await send('POST', `/api/admin/submissions/${quote.id}/quotation/send`)
    expect(response.statusCode, response.body).toBe(200)
    expect(response.json()).toMatchObject({ state: 'sent', token: saved.token })
    const mail = sink.messages.slice(before).find((message) => message.subject?.includes('Our quotation'))
    expect(mail).toBeDefined()
    expect(mail!.envelope.to).toEqual(['ana@compras.example'])
    expect(mail!.subject).toBe(`Our quotation – ${quote.reference}`)
    expect(mail!.text).toContain(`https://www.kuzey.test/en/teklif/q/${saved.token}`)
    expect(mail!.text).toContain('€1,963.81')
    const pdf = mail!.attachments.find((file) => file.contentType === 'application/pdf')
    expect(pdf?.filename).toBe(`${quote.reference}.pdf`)
    expect((await pdfText(new Uint8Array(pdf!.content))).join(' ')).toContain('€1,963.81')
    const record = (await test.app.submissions.get(quote.id))!
    expect(record.status).toBe('quoted')
    expect(record.handled).toBe(true)
    expect(record.quotation).toMatchObject({ state: 'sent' })
    const events = await timeline(quote.id)
    expect(events.slice(-2)).toMatchObject([
      { kind: 'mail', detail: 'quotation', to: 'sent', by: 'admin' },
      { kind: 'quotation', to: 'sent', by: 'admin' },
    ])
  })

  it('answers a clear error when the mail fails, and changes nothing but the timeline', async () => {
    const quote = await storeQuote(test.app, {
      acknowledgement: null,
      fields: { name: 'X', email: 'not-an-address', company: 'Y' },
    })
    await send('PUT', `/api/admin/submissions/${quote.id}/quotation`, input())
    const response = await send('POST', `/api/admin/submissions/${quote.id}/quotation/send`)
    expect(response.statusCode).toBe(502)
    expect(response.json().error).toContain('Teklif e-postası gönderilemedi')
    const record = (await test.app.submissions.get(quote.id))!
    expect(record.status).toBe('new')
    expect(record.quotation?.state).toBe('draft')
    // The outbox may log the notification to sales on the same timeline meanwhile: look for the quotation's event.
    expect(await timeline(quote.id)).toContainEqual(
      expect.objectContaining({ kind: 'mail', detail: 'quotation', to: 'failed' }),
    )
  })

  it('removes the quotation with the request', async () => {
    const quote = await storeQuote(test.app, { acknowledgement: null })
    await send('PUT', `/api/admin/submissions/${quote.id}/quotation`, input())
    const file = path.join(test.config.dataDir, 'submissions', `${quote.id}.quotation.json`)
    expect((await stat(file)).isFile()).toBe(true)
    expect((await send('DELETE', `/api/admin/submissions/${quote.id}`)).statusCode).toBe(204)
    await expect(readFile(file)).rejects.toThrow()
  })
})
