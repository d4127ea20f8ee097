import { readdir, readFile } from 'node:fs/promises'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import type { PageData } from '../../../../shared/page-data.ts'
import type { Submission } from '../../../../shared/schemas/submission.ts'
import { formTestApp } from '../../../../test/helpers/form-test-app.ts'
import { storedSubmissions } from '../../../../test/helpers/submissions.ts'
import { multipartBody, type UploadFile } from '../../../../test/helpers/multipart.ts'

const test = formTestApp({
  MAIL_FROM: 'Kuzey Web <site@kuzey.test>',
  MAIL_TO: 'teklif@kuzey.test',
})
let nextIp = 1

const QUOTE = {
  lang: 'en',
  name: 'John Smith',
  email: 'john@example.com',
  company: 'Smith Assembly Ltd',
  phone: '+44 20 0000 0000',
  productType: 'Hexagon head bolt M8x40',
  quantity: '25,000 pcs',
  specifications: 'Class 8.8, zinc flake coating\nDIN 933',
  usageArea: 'Agricultural machinery',
  deliveryTime: '6 weeks',
  additionalInfo: 'Drawing attached.',
}

async function post(fields: Record<string, string>, attachments: UploadFile[] = []) {
  const body = await multipartBody(fields, attachments)
  const response = await test.app.inject({
    method: 'POST',
    url: '/api/quote',
    remoteAddress: `10.2.0.${nextIp++}`,
    ...body,
  })
  return { status: response.statusCode, body: response.json() as { success: boolean; error?: string } }
}

describe('POST /api/quote', () => {
  it('stores every quote field and the drawings, and mails them with a fixed subject', async () => {
    const result = await post(QUOTE, [
      { name: 'drawing.docx', bytes: test.files.docx },
      { name: 'sample.jpeg', bytes: test.files.jpg },
      { name: 'old-spec.DOC', bytes: test.files.doc },
      { name: 'detail.gif', bytes: test.files.gif },
    ])
    expect(result).toEqual({
      status: 200,
      body: { success: true, reference: expect.stringMatching(/^Q-\d{4}-\d{5}$/) },
    })
    const record = (await storedSubmissions(test.app)).at(-1) as Submission
    expect(record.kind).toBe('quote')
    expect(record.lang).toBe('en')
    const { lang: _lang, ...quoteFields } = QUOTE
    expect(record.fields).toEqual(quoteFields)
    expect(record.attachments.map((a) => [a.original_name, a.mime, path.extname(a.stored_name)])).toEqual([
      ['drawing.docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', '.docx'],
      ['sample.jpeg', 'image/jpeg', '.jpg'],
      ['old-spec.DOC', 'application/msword', '.doc'],
      ['detail.gif', 'image/gif', '.gif'],
    ])
    const dir = path.join(test.uploadsDir, 'private', 'submissions', record.id)
    expect((await readdir(dir)).sort()).toEqual(record.attachments.map((a) => a.stored_name).sort())
    expect(await readFile(path.join(dir, record.attachments[0]?.stored_name ?? ''))).toEqual(test.files.docx)

    // The notification to sales, then the buyer's acknowledgement in the page's language.
    await test.sink.waitFor(2)
    const mail = test.sink.messages.find((message) => message.envelope.to.includes('teklif@kuzey.test'))
    if (!mail) throw new Error('no mail')
    expect(mail.subject).toBe(`Yeni teklif talebi – ${record.reference} – #${record.id}`)
    const acknowledgement = test.sink.messages.find((message) =>
      message.envelope.to.includes('john@example.com'),
    )
    expect(acknowledgement?.subject).toBe(`We have received your quote request – ${record.reference}`)
    expect(acknowledgement?.text).toContain(record.reference)
    expect(mail.from?.value[0]?.address).toBe('site@kuzey.test')
    expect(mail.envelope.to).toEqual(['teklif@kuzey.test'])
    expect(mail.replyTo?.text).toBe('john@example.com')
    for (const value of Object.values(quoteFields)) expect(mail.text).toContain(value)
    expect(mail.attachments.map((a) => a.filename)).toEqual([
      'drawing.docx',
      'sample.jpeg',
      'old-spec.DOC',
      'detail.gif',
    ])
    expect(mail.attachments[2]?.content.equals(test.files.doc)).toBe(true)
  })

  it('needs only a name and an e-mail, and says so in the visitor language', async () => {
    const before = test.app.submissions.size
    expect(await post({ lang: 'es', name: 'Ana', email: '' })).toEqual({
      status: 400,
      body: { success: false, error: 'Rellene los campos de nombre y correo electrónico' },
    })
    expect(await post({ lang: 'tr', name: '', email: 'a@b.co' })).toEqual({
      status: 400,
      body: { success: false, error: 'Lütfen ad ve e-posta alanlarını doldurun' },
    })
    expect(test.app.submissions.size).toBe(before)
    expect(await post({ lang: 'tr', name: 'Ali Kaya', email: 'ali@kaya.com.tr' })).toEqual({
      status: 200,
      body: { success: true, reference: expect.stringMatching(/^Q-\d{4}-\d{5}$/) },
    })
    const record = (await storedSubmissions(test.app)).at(-1) as Submission
    expect(record.fields.productType).toBe('')
    expect(record.attachments).toEqual([])
  })

  it('refuses contact-only fields', async () => {
    expect((await post({ ...QUOTE, subject: 'x' })).status).toBe(400)
  })
})

describe('quote page data', () => {
  it('prefills the product from ?product=<slug> in the page language', async () => {
    const product = test.app.stores.products.data.find((p) => p.is_active)
    if (!product) throw new Error('no product in the seed')
    const load = async (url: string) =>
      (
        await test.app.inject({ method: 'GET', url: `/api/page-data?url=${encodeURIComponent(url)}` })
      ).json() as PageData
    const english = await load(`/en/teklif?product=${product.slug}`)
    expect(english.page).toBe('quote')
    expect(english.data).toMatchObject({ prefill: { product: product.name_en } })
    expect((await load(`/teklif?product=${product.slug}`)).data).toMatchObject({
      prefill: { product: product.name_tr, size: '', length: null },
    })
    expect((await load('/teklif?product=yok-boyle-urun')).data).toMatchObject({ prefill: { product: '' } })
    expect((await load('/es/teklif')).data).toMatchObject({ prefill: { product: '' } })
  })

  it("prefills a size row's size, length, material and finish in the page language, only when the product has them", async () => {
    const product = test.app.stores.products.data.find(
      (p) => p.is_active && p.slug === 'din-933-alti-kose-basli-civata',
    )!
    const row = product.sizes.find((r) => r.length !== null)!
    const [material] = product.technical.materials
    const [finish] = product.technical.finishes
    const vocabularies = test.app.stores.vocabularies.data
    const label = (list: { id: string; label_es: string; label_tr: string }[], id: string) => {
      const term = list.find((t) => t.id === id)!
      return term.label_es || term.label_tr
    }
    const url = `/es/teklif?product=${product.slug}&size=${row.size}&length=${row.length}&material=${material}&finish=${finish}`
    const reply = (
      await test.app.inject({ url: `/api/page-data?url=${encodeURIComponent(url)}` })
    ).json() as PageData
    expect(reply.data).toMatchObject({
      prefill: {
        product: product.name_es,
        standard: 'DIN 933',
        size: row.size,
        length: row.length,
        material: label(vocabularies.materials, material!),
        finish: label(vocabularies.finishes, finish!),
      },
    })
    // A size the table lacks, a length of no row, a material the product is not made of: left out.
    const odd = `/es/teklif?product=${product.slug}&size=M2&length=999&material=no-such&finish=${finish}x`
    const refused = (
      await test.app.inject({ url: `/api/page-data?url=${encodeURIComponent(odd)}` })
    ).json() as PageData
    expect(refused.data).toMatchObject({ prefill: { size: '', length: null, material: '', finish: '' } })
  })
})
