import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { QuotationInput } from '../../../../shared/schemas/desk.ts'
import { quotationsOf } from '../../../desk/quotation-store.ts'
import { adminTestApp } from '../../../../test/helpers/admin-app.ts'
import { freePort, type SmtpSink, startSmtpSink } from '../../../../test/helpers/smtp.ts'
import { storeQuote } from '../../../../test/helpers/stored-quote.ts'

const port = await freePort()
const test = adminTestApp({
  PUBLIC_URL: 'https://www.kuzey.test',
  SMTP_URL: `smtp://127.0.0.1:${port}`,
  MAIL_TO: 'satis@kuzey.test',
})
const { send } = test
let sink: SmtpSink
beforeAll(async () => {
  sink = await startSmtpSink(port)
})
afterAll(() => sink.close())

const input: QuotationInput = {
  currency: 'EUR',
  valid_until: new Date(Date.now() + 20 * 86_400_000).toISOString().slice(0, 10),
  delivery: '3 hafta',
  terms: 'Peşin',
  lines: [
    { item: 0, unit_price: 10.29, per: 100 },
    { item: 1, unit_price: 0.5, per: 1 },
    { item: 2, unit_price: 2, per: 1 },
  ],
  note: '',
}

/** A quote request priced and sent; its token. */
async function sentQuotation(lang = 'tr'): Promise<{ id: string; token: string }> {
  const quote = await storeQuote(test.app, { acknowledgement: null, lang })
  await send('PUT', `/api/admin/submissions/${quote.id}/quotation`, input)
  const sent = await send('POST', `/api/admin/submissions/${quote.id}/quotation/send`)
  expect(sent.statusCode, sent.body).toBe(200)
  return { id: quote.id, token: sent.json().token }
}

const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
  test.app.inject({ method: 'POST', url, payload, headers: { 'sec-fetch-site': 'same-origin', ...headers } })

describe("the buyer's page and answers", () => {
  it('shows the quotation in the page language, never cached', async () => {
    const { token } = await sentQuotation('es')
    const page = await test.app.inject({ method: 'GET', url: `/es/teklif/q/${token}` })
    expect(page.statusCode).toBe(200)
    expect(page.headers['cache-control']).toBe('private, no-store')
    expect(page.body).toContain('Presupuesto')
    expect(page.body).toContain('1.984,80 €')
    expect(page.body).toContain('noindex')
    const tr = await test.app.inject({ method: 'GET', url: `/teklif/q/${token}` })
    expect(tr.body).toContain('Fiyat Teklifi')
    const pdf = await test.app.inject({ method: 'GET', url: `/api/quotations/${token}/pdf?lang=en` })
    expect(pdf.statusCode).toBe(200)
    expect(pdf.headers['content-type']).toBe('application/pdf')
  })

  it('accepts: status won, the timeline, sales mailed with the name and order number; twice is 409', async () => {
    const { id, token } = await sentQuotation()
    const before = sink.messages.length
    const accepted = await post(`/api/quotations/${token}/accept?lang=en`, {
      name: 'Ana García',
      po_number: 'PO-7781',
    })
    expect(accepted.statusCode, accepted.body).toBe(200)
    const record = (await test.app.submissions.get(id))!
    expect(record.status).toBe('won')
    expect(record.quotation?.state).toBe('accepted')
    const events = await test.app.timelines.read(id)
    expect(events).toContainEqual(
      expect.objectContaining({
        by: 'buyer',
        kind: 'quotation',
        to: 'accepted',
        text: 'Ana García · PO-7781',
      }),
    )
    await sink.waitFor(before + 1)
    const mail = sink.messages
      .slice(before)
      .find((message) => message.subject?.startsWith('Teklif kabul edildi'))
    expect(mail?.envelope.to).toEqual(['satis@kuzey.test'])
    expect(mail?.text).toContain('PO-7781')
    expect(mail?.text).toContain('Ana García')
    const again = await post(`/api/quotations/${token}/decline?lang=en`, {})
    expect(again.statusCode).toBe(409)
    expect(again.json().error).toBe('This quotation has already been answered.')
    // The page shows the answer at once (no cached copy).
    const page = await test.app.inject({ method: 'GET', url: `/en/teklif/q/${token}` })
    expect(page.body).toContain('accepted by Ana García')
  })

  it('declines: status lost, the reason on the timeline', async () => {
    const { id, token } = await sentQuotation()
    const declined = await post(`/api/quotations/${token}/decline`, { reason: 'Fiyat yüksek' })
    expect(declined.statusCode).toBe(200)
    expect((await test.app.submissions.get(id))!.status).toBe('lost')
    expect((await test.app.timelines.read(id)).at(-2)).toMatchObject({ to: 'declined', text: 'Fiyat yüksek' })
  })

  it('requires a name to accept', async () => {
    const { token } = await sentQuotation()
    const response = await post(`/api/quotations/${token}/accept?lang=tr`, { name: '  ' })
    expect(response.statusCode).toBe(400)
    expect(response.json().error).toBe('Lütfen adınızı ve soyadınızı yazın.')
  })

  it('answers 404 to a wrong token, a draft and a wrong secret; the page is the 404 page', async () => {
    const { id, token } = await sentQuotation()
    const wrong = `${id}.${'A'.repeat(43)}`
    expect((await post(`/api/quotations/${wrong}/accept`, { name: 'X' })).statusCode).toBe(404)
    expect((await post(`/api/quotations/nothing-${token.slice(-43)}/accept`, { name: 'X' })).statusCode).toBe(
      404,
    )
    expect((await test.app.inject({ method: 'GET', url: `/teklif/q/${wrong}` })).statusCode).toBe(404)
    const draft = await storeQuote(test.app, { acknowledgement: null })
    const saved = (await send('PUT', `/api/admin/submissions/${draft.id}/quotation`, input)).json()
    expect((await post(`/api/quotations/${saved.token}/accept`, { name: 'X' })).statusCode).toBe(404)
  })

  it('answers 410 after the validity date (end of that day, Turkey time), the page says so', async () => {
    const { id, token } = await sentQuotation('en')
    const store = quotationsOf(test.app.submissions)
    const record = (await store.read(id))!
    await store.write({ ...record, input: { ...record.input, valid_until: '2024-03-01' } })
    const response = await post(`/api/quotations/${token}/accept?lang=en`, { name: 'X' })
    expect(response.statusCode).toBe(410)
    expect(response.json().error).toContain('expired')
    const page = await test.app.inject({ method: 'GET', url: `/en/teklif/q/${token}` })
    expect(page.statusCode).toBe(410)
    expect(page.body).toContain('This quotation has expired')
    expect(page.headers['cache-control']).toBe('private, no-store')
  })

  it('refuses a post from another site', async () => {
    const { token } = await sentQuotation()
    const response = await post(
      `/api/quotations/${token}/accept`,
      { name: 'X' },
      { 'sec-fetch-site': 'cross-site' },
    )
    expect(response.statusCode).toBe(403)
  })

  it('takes exactly one answer when ten arrive at once: the rest get 409, the timeline holds one', async () => {
    const { id, token } = await sentQuotation('tr')
    // From ten addresses, so the per-address rate limit stays out of it.
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        test.app.inject({
          method: 'POST',
          url: `/api/quotations/${token}/${i % 2 ? 'accept' : 'decline'}?lang=tr`,
          payload: i % 2 ? { name: `Alıcı ${i}` } : { reason: `neden ${i}` },
          headers: { 'sec-fetch-site': 'same-origin' },
          remoteAddress: `10.0.0.${i + 1}`,
        }),
      ),
    )
    const codes = answers.map((answer) => answer.statusCode)
    expect(codes.filter((code) => code === 200)).toHaveLength(1)
    expect(codes.filter((code) => code === 409)).toHaveLength(9)
    const winner = answers.findIndex((answer) => answer.statusCode === 200)
    const record = (await test.app.submissions.get(id))!
    expect(record.status).toBe(winner % 2 ? 'won' : 'lost')
    expect(record.quotation?.state).toBe(winner % 2 ? 'accepted' : 'declined')
    const answered = (await test.app.timelines.read(id)).filter(
      (event) => event.kind === 'quotation' && (event.to === 'accepted' || event.to === 'declined'),
    )
    expect(answered).toHaveLength(1)
  })
})
