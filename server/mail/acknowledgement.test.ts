import type { FastifyInstance } from 'fastify'
import { afterAll, afterEach, describe, expect, it } from 'vitest'
import enForms from '../../shared/i18n/locales/en/forms.json'
import esForms from '../../shared/i18n/locales/es/forms.json'
import trForms from '../../shared/i18n/locales/tr/forms.json'
import enMail from '../../shared/i18n/locales/en/mail.json'
import esMail from '../../shared/i18n/locales/es/mail.json'
import trMail from '../../shared/i18n/locales/tr/mail.json'
import type { Submission } from '../../shared/schemas/submission.ts'
import { rm } from 'node:fs/promises'
import { buildApp } from '../app.ts'
import { createTestApp } from '../../test/helpers/app.ts'
import { freePort, type SmtpSink, startSmtpSink } from '../../test/helpers/smtp.ts'
import { SAMPLE_LINES, storeQuote } from '../../test/helpers/stored-quote.ts'
import { MAX_ATTEMPTS } from './outbox.ts'

const cleanups: (() => Promise<void>)[] = []
afterEach(async () => {
  while (cleanups.length) await cleanups.pop()?.()
})
afterAll(async () => {
  while (cleanups.length) await cleanups.pop()?.()
})

const SALES = 'satis@kuzey.test'
const SITE = 'https://www.kuzey.test'

async function app(env: Record<string, string>): Promise<FastifyInstance> {
  const test = await createTestApp({ MAIL_TO: SALES, MAIL_FROM: 'site@kuzey.test', PUBLIC_URL: SITE, ...env })
  cleanups.push(test.close)
  return test.app
}

async function sink(port?: number): Promise<SmtpSink> {
  const started = await startSmtpSink(port)
  cleanups.unshift(started.close)
  return started
}

const state = (target: FastifyInstance, id: string) =>
  target.submissions.entries().find((s) => s.id === id)?.state

function mailTo(smtp: SmtpSink, address: string) {
  const found = smtp.messages.filter((message) => message.envelope.to.includes(address))
  expect(found, `mails to ${address}`).toHaveLength(1)
  return found[0]!
}

/** Every header but the ones the transport adds: no visitor text may reach them. */
function headerText(message: SmtpSink['messages'][number]): string {
  return [...message.headers.entries()]
    .filter(([name]) => !['content-type', 'message-id', 'date', 'mime-version'].includes(name))
    .map(([name, value]) => `${name}: ${JSON.stringify(value)}`)
    .join('\n')
}

describe('the buyer acknowledgement and the notification of a quote with lines', () => {
  it('mails sales a table of the lines and the buyer an English acknowledgement with every line', async () => {
    const smtp = await sink()
    const target = await app({ SMTP_URL: smtp.url })
    const quote = await storeQuote(target, { lang: 'en' })
    await smtp.waitFor(2)

    const sales = mailTo(smtp, SALES)
    expect(sales.subject).toBe(`Yeni teklif talebi – ${quote.reference} – #${quote.id}`)
    expect(sales.text).toContain(`Talep numarası: ${quote.reference}`)
    expect(sales.text).toContain('Satırlar (3):')
    // Turkish names and labels, whatever the buyer's language; a link to each product page.
    expect(sales.text).toContain(
      'Ürün: DIN 933 Altı Köşe Başlı Cıvata | Standart: DIN 933 | Ölçü: M8 | Boy: 30 mm | Malzeme: Karbon çeliği | Kalite sınıfı: 8.8 | Yüzey: Çinko (beyaz) | Miktar: 12.000 adet',
    )
    expect(sales.text).toContain(`${SITE}/urunler/din-933-alti-kose-basli-civata`)
    expect(sales.text).toContain('(serbest satır) Özel pim Ø6 x 40')
    const salesHtml = String(sales.html)
    for (const title of [
      'Ürün',
      'Standart',
      'Ölçü',
      'Boy',
      'Malzeme',
      'Kalite sınıfı',
      'Yüzey',
      'Miktar',
      'Not',
    ])
      expect(salesHtml).toContain(`>${title}</th>`)
    expect(salesHtml).toContain(
      `<a href="${SITE}/urunler/din-976-tam-dis-saplama">DIN 976 Tam Diş Saplama</a>`,
    )
    expect(salesHtml).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; ambalaj')
    expect(salesHtml).not.toMatch(/<script|<b>/)

    const buyer = mailTo(smtp, 'ana@compras.example')
    expect(buyer.subject).toBe(`We have received your quote request – ${quote.reference}`)
    expect(buyer.from?.text).toBe('site@kuzey.test')
    expect(buyer.replyTo?.text).toBe(SALES)
    expect(buyer.envelope.to).toEqual(['ana@compras.example'])
    // No visitor word in any header: only the validated address and our subject.
    expect(headerText(buyer)).not.toMatch(/Ana|García|Tornillería|script|pim/)
    const text = buyer.text ?? ''
    expect(text).toContain('Dear Ana García,')
    expect(text).toContain(`Your request number: ${quote.reference}`)
    expect(text).toContain('1. DIN 933 Hex Head Bolt')
    expect(text).toContain('Size: M8 × 30 mm')
    expect(text).toContain('Material: Carbon steel')
    expect(text).toContain('Property class: 8.8')
    expect(text).toContain('Finish: Zinc plated (clear)')
    expect(text).toContain('Quantity: 12,000 pcs')
    expect(text).toContain('Note: <script>alert("x")</script> & ambalaj')
    expect(text).toContain('2. DIN 976 Fully Threaded Stud')
    expect(text).toContain('Size: M10 × 125 mm')
    expect(text).toContain('Material: Stainless steel A2 (304)')
    expect(text).toContain('3. Your description: Özel pim Ø6 x 40, çizime göre <b>acil</b>')
    expect(text).toContain('Quantity: 250 pcs')
    expect(text).toContain(`${SITE}/en/urunler/din-933-alti-kose-basli-civata`)
    // The site's own 24-hour promise, and the company's name and contact from the settings.
    expect(enForms['forms.quote.success']).toContain(enMail['mail.ack.promise'])
    expect(text).toContain(enMail['mail.ack.promise'])
    const settings = target.stores.settings.data
    expect(text).toContain(settings.company_name)
    expect(text).toContain(settings.company_phone)
    expect(text).toContain(settings.company_address_en)
    const html = String(buyer.html)
    expect(html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; ambalaj')
    expect(html).toContain('çizime göre &lt;b&gt;acil&lt;/b&gt;')
    expect(html).not.toMatch(/<script|<b>/)
    expect(html).toContain(`<a href="${SITE}/en/urunler/din-976-tam-dis-saplama"`)
    expect(html).toContain('>Property class</th>')

    await expect.poll(() => state(target, quote.id)?.acknowledgement?.state, { timeout: 5000 }).toBe('sent')
    expect(state(target, quote.id)?.acknowledgement).toMatchObject({ attempts: 1, last_error: '' })
    await expect.poll(() => state(target, quote.id)?.delivery.state, { timeout: 5000 }).toBe('sent')
  })

  it('writes the acknowledgement in Spanish, with the stored name of a product no longer offered', async () => {
    const smtp = await sink()
    const target = await app({ SMTP_URL: smtp.url })
    const quote = await storeQuote(target, {
      lang: 'es',
      items: [
        { ...SAMPLE_LINES[0]!, note: 'Embalaje en cajas' },
        { product: 'eski-urun', name: 'Eski Özel Somun', standard: 'DIN 555', size: 'M12', quantity: 3000 },
        SAMPLE_LINES[2]!,
      ],
    })
    await smtp.waitFor(2)
    const buyer = mailTo(smtp, 'ana@compras.example')
    expect(buyer.subject).toBe(`Hemos recibido su solicitud de presupuesto – ${quote.reference}`)
    const text = buyer.text ?? ''
    expect(text).toContain('Estimado/a Ana García:')
    expect(text).toContain(`Su número de solicitud: ${quote.reference}`)
    expect(text).toContain('1. Tornillo de cabeza hexagonal DIN 933')
    expect(text).toContain('Medida: M8 × 30 mm')
    expect(text).toContain('Material: Acero al carbono')
    expect(text).toContain('Clase de resistencia: 8.8')
    expect(text).toContain('Acabado: Cincado blanco')
    expect(text).toContain('Cantidad: 12.000 uds')
    expect(text).toContain('Nota: Embalaje en cajas')
    expect(text).toContain('2. Eski Özel Somun')
    expect(text).toContain('Norma: DIN 555')
    expect(text).toContain('Cantidad: 3000 uds')
    expect(text).toContain('3. Su descripción: Özel pim Ø6 x 40')
    expect(esForms['forms.quote.success']).toContain(esMail['mail.ack.promise'])
    expect(text).toContain(esMail['mail.ack.promise'])
    expect(text).not.toContain('/urunler/eski-urun')
    expect(String(buyer.html)).toContain('Eski Özel Somun')
    // Sales reads it in Turkish all the same.
    expect(mailTo(smtp, SALES).text).toContain('Ürün: Eski Özel Somun | Standart: DIN 555 | Ölçü: M12')
  })

  it('acknowledges a Turkish request sent without lines with what the buyer typed', async () => {
    const smtp = await sink()
    const target = await app({ SMTP_URL: smtp.url })
    const quote = await storeQuote(target, {
      items: [],
      fields: {
        name: 'Mehmet Demir',
        email: 'mehmet@demir.example',
        productType: 'Flanşlı somun M10',
        quantity: '5000',
      },
    })
    await smtp.waitFor(2)
    const buyer = mailTo(smtp, 'mehmet@demir.example')
    expect(buyer.subject).toBe(`Teklif talebiniz alındı – ${quote.reference}`)
    expect(buyer.text).toContain('Ürün Tipi: Flanşlı somun M10')
    expect(trForms['forms.quote.success']).toContain(trMail['mail.ack.promise'])
    expect(buyer.text).toContain(trMail['mail.ack.promise'])
    const sales = mailTo(smtp, SALES)
    expect(sales.subject).toBe(`Yeni teklif talebi – ${quote.reference} – #${quote.id}`)
    expect(sales.text).not.toContain('Satırlar')
  })

  it('never sends a capped acknowledgement, nor one a request does not have; sales still gets both', async () => {
    const smtp = await sink()
    const target = await app({ SMTP_URL: smtp.url })
    const capped = await storeQuote(target, { lang: 'en', acknowledgement: 'capped' })
    const none = await storeQuote(target, { lang: 'en', acknowledgement: null })
    await expect.poll(() => state(target, capped.id)?.delivery.state, { timeout: 5000 }).toBe('sent')
    await expect.poll(() => state(target, none.id)?.delivery.state, { timeout: 5000 }).toBe('sent')
    await target.outbox.runOnce()
    expect(smtp.messages.map((message) => message.envelope.to)).toEqual([[SALES], [SALES]])
    expect(state(target, capped.id)?.acknowledgement).toMatchObject({
      state: 'capped',
      attempts: 0,
      sent_at: '',
    })
    expect(state(target, none.id)?.acknowledgement).toBeUndefined()
  })

  it('retries a failed acknowledgement with the same backoff, and sends it once SMTP is back', async () => {
    const port = await freePort()
    const target = await app({ SMTP_URL: `smtp://127.0.0.1:${port}`, MAIL_RETRY_BASE_MS: '300' })
    const quote = await storeQuote(target, { lang: 'es' })
    await expect
      .poll(() => state(target, quote.id)?.acknowledgement?.attempts, { timeout: 10_000 })
      .toBeGreaterThan(0)
    const waiting = state(target, quote.id)?.acknowledgement
    expect(waiting?.state).toBe('waiting')
    expect(waiting?.last_error).toMatch(/ECONNREFUSED|connect/i)
    expect(Date.parse(waiting?.next_attempt_at ?? '')).toBeGreaterThan(Date.parse(quote.created_at))

    const smtp = await sink(port)
    await smtp.waitFor(2)
    expect(mailTo(smtp, 'ana@compras.example').subject).toContain(quote.reference)
    await expect.poll(() => state(target, quote.id)?.acknowledgement?.state, { timeout: 5000 }).toBe('sent')
    expect(state(target, quote.id)?.acknowledgement?.last_error).toBe('')
  })

  it(`marks an acknowledgement failed after ${MAX_ATTEMPTS} attempts; the notification keeps its own state`, async () => {
    const port = await freePort()
    const target = await app({ SMTP_URL: `smtp://127.0.0.1:${port}`, MAIL_RETRY_BASE_MS: '20' })
    const quote = await storeQuote(target, { lang: 'en' })
    await expect
      .poll(() => state(target, quote.id)?.acknowledgement?.attempts, { timeout: 5000 })
      .toBeGreaterThan(0)
    await target.submissions.update(quote.id, (found) => {
      found.acknowledgement = {
        ...found.acknowledgement!,
        attempts: MAX_ATTEMPTS - 1,
        next_attempt_at: new Date().toISOString(),
      }
    })
    await expect.poll(() => state(target, quote.id)?.acknowledgement?.state, { timeout: 5000 }).toBe('failed')
    expect(state(target, quote.id)?.acknowledgement).toMatchObject({
      attempts: MAX_ATTEMPTS,
      next_attempt_at: '',
    })
    expect(state(target, quote.id)?.delivery.state).toBe('waiting')
  })

  it('gives up at once on an acknowledgement without a valid address', async () => {
    const smtp = await sink()
    const target = await app({ SMTP_URL: smtp.url })
    const quote: Submission = await storeQuote(target, { fields: { name: 'X', email: 'not-an-address' } })
    await expect.poll(() => state(target, quote.id)?.acknowledgement?.state, { timeout: 5000 }).toBe('failed')
    expect(state(target, quote.id)?.acknowledgement?.attempts).toBe(1)
    await smtp.waitFor(1)
    expect(smtp.messages.map((message) => message.envelope.to)).toEqual([[SALES]])
  })

  it('keeps an acknowledgement waiting across a restart and sends it after', async () => {
    const port = await freePort()
    const first = await createTestApp({
      MAIL_TO: SALES,
      SMTP_URL: `smtp://127.0.0.1:${port}`,
      MAIL_RETRY_BASE_MS: '100',
    })
    const quote = await storeQuote(first.app, { lang: 'es' })
    await expect
      .poll(() => state(first.app, quote.id)?.acknowledgement?.attempts, { timeout: 5000 })
      .toBeGreaterThan(0)
    // The same folders, a new process: what the log says is all that is known.
    await first.app.close()
    const smtp = await sink(port)
    const again = await buildApp(first.config)
    cleanups.push(async () => {
      await again.close()
      await rm(first.root, { recursive: true, force: true })
    })
    await again.ready()
    await smtp.waitFor(2)
    expect(mailTo(smtp, 'ana@compras.example').subject).toBe(
      `Hemos recibido su solicitud de presupuesto – ${quote.reference}`,
    )
    await expect.poll(() => state(again, quote.id)?.acknowledgement?.state, { timeout: 5000 }).toBe('sent')
  })
})
