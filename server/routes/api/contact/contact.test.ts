import { readdir, readFile } from 'node:fs/promises'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import type { Submission } from '../../../../shared/schemas/submission.ts'
import { formTestApp } from '../../../../test/helpers/form-test-app.ts'
import { storedSubmissions } from '../../../../test/helpers/submissions.ts'
import { bigPdf } from '../../../../test/helpers/sample-files.ts'
import { multipartBody, type UploadFile } from '../../../../test/helpers/multipart.ts'

const test = formTestApp({
  MAIL_FROM: 'site@kuzey.test',
  MAIL_TO: 'satis@kuzey.test',
  MAIL_RETRY_BASE_MS: '100',
})
let nextIp = 1

const CONTACT = {
  lang: 'tr',
  name: 'Ayşe Yılmaz',
  email: 'ayse@musteri.com.tr',
  company: 'Yılmaz Makine',
  phone: '+90 532 000 00 00',
  subject: 'M8 cıvata fiyatı <b>acil</b>',
  message: 'Merhaba,\n<script>alert(1)</script> 10.000 adet M8x40 için fiyat rica ederim.',
}

/** Each post from its own address, so the rate limit only bites where a test wants it to. */
async function post(fields: Record<string, string>, attachments: UploadFile[] = [], ip?: string) {
  const body = await multipartBody(fields, attachments)
  const response = await test.app.inject({
    method: 'POST',
    url: '/api/contact',
    remoteAddress: ip ?? `10.0.0.${nextIp++}`,
    ...body,
  })
  return { status: response.statusCode, body: response.json() as { success: boolean; error?: string } }
}

async function listFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => [])
  return entries.filter((e) => e.isFile()).map((e) => path.join(e.parentPath, e.name))
}

const records = (): Promise<Submission[]> => storedSubmissions(test.app)

async function waitForDelivery(id: string, state: Submission['delivery']['state']): Promise<Submission> {
  await expect
    .poll(async () => (await records()).find((r) => r.id === id)?.delivery.state, {
      timeout: 10_000,
      interval: 25,
    })
    .toBe(state)
  return (await records()).find((r) => r.id === id) as Submission
}

describe('POST /api/contact', () => {
  it('stores the message and its files privately, then mails them to MAIL_TO', async () => {
    const publicBefore = await listFiles(path.join(test.uploadsDir, 'public'))
    const mailsBefore = test.sink.messages.length
    const result = await post(CONTACT, [
      { name: 'çizim.pdf', bytes: test.files.pdf, type: 'application/pdf' },
      { name: 'Numune Foto.PNG', bytes: test.files.png, type: 'image/png' },
    ])
    expect(result).toEqual({ status: 200, body: { success: true } })

    const record = (await records()).at(-1) as Submission
    expect(record.kind).toBe('contact')
    expect(record.lang).toBe('tr')
    expect(record.handled).toBe(false)
    expect(record.fields).toEqual({
      name: CONTACT.name,
      email: CONTACT.email,
      company: CONTACT.company,
      phone: CONTACT.phone,
      subject: CONTACT.subject,
      message: CONTACT.message,
    })
    expect(record.attachments.map((a) => [a.original_name, a.size, a.mime])).toEqual([
      ['çizim.pdf', test.files.pdf.length, 'application/pdf'],
      ['Numune Foto.PNG', test.files.png.length, 'image/png'],
    ])
    expect(record.attachments[0]?.stored_name).toMatch(/^[0-9a-f]{24}\.pdf$/)
    expect(record.attachments[1]?.stored_name).toMatch(/^[0-9a-f]{24}\.png$/)
    const dir = path.join(test.uploadsDir, 'private', 'submissions', record.id)
    expect(await readFile(path.join(dir, record.attachments[0]?.stored_name ?? ''))).toEqual(test.files.pdf)
    expect(await readFile(path.join(dir, record.attachments[1]?.stored_name ?? ''))).toEqual(test.files.png)
    expect(await listFiles(path.join(test.uploadsDir, 'public'))).toEqual(publicBefore)
    expect(await listFiles(path.join(test.uploadsDir, 'private', 'tmp'))).toEqual([])

    await test.sink.waitFor(mailsBefore + 1)
    const mail = test.sink.messages.at(-1)
    if (!mail) throw new Error('no mail')
    expect(mail.envelope.to).toEqual(['satis@kuzey.test'])
    expect(mail.from?.text).toBe('site@kuzey.test')
    expect(mail.replyTo?.value.map((a) => a.address)).toEqual([CONTACT.email])
    expect(mail.subject).toBe(`Yeni iletişim mesajı – #${record.id}`)
    expect(mail.subject).not.toContain('cıvata')
    expect(mail.headers.has('bcc')).toBe(false)
    expect(mail.text).toContain(CONTACT.subject)
    expect(mail.text).toContain('10.000 adet M8x40')
    expect(mail.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;')
    expect(mail.html).not.toContain('<script>')
    expect(
      mail.attachments.map((a) => [
        a.filename,
        a.content.equals(a.filename === 'çizim.pdf' ? test.files.pdf : test.files.png),
      ]),
    ).toEqual([
      ['çizim.pdf', true],
      ['Numune Foto.PNG', true],
    ])

    const sent = await waitForDelivery(record.id, 'sent')
    expect(sent.delivery.attempts).toBe(1)
    expect(sent.delivery.last_error).toBe('')
    expect(Date.parse(sent.delivery.sent_at)).toBeGreaterThan(0)
  })

  it('keeps a message without files with no attachment folder of its own', async () => {
    const before = await readdir(path.join(test.uploadsDir, 'private', 'submissions'))
    const { status } = await post({ ...CONTACT, subject: 'Dosyasız mesaj' })
    expect(status).toBe(200)
    const record = (await records()).find((r) => r.fields.subject === 'Dosyasız mesaj')
    expect(record?.attachments).toEqual([])
    expect(await readdir(path.join(test.uploadsDir, 'private', 'submissions'))).toEqual(before)
  })

  it('never serves the private files at any /uploads/ URL', async () => {
    await post(CONTACT, [{ name: 'gizli.pdf', bytes: test.files.pdf }])
    const record = (await records()).at(-1) as Submission
    const stored = record.attachments[0]?.stored_name ?? ''
    const tail = `submissions/${record.id}/${stored}`
    for (const url of [
      `/uploads/${tail}`,
      `/uploads/private/${tail}`,
      `/uploads/../private/${tail}`,
      `/uploads/%2e%2e/private/${tail}`,
      `/uploads/..%2fprivate%2f${tail.replaceAll('/', '%2f')}`,
      `/private/${tail}`,
    ]) {
      const response = await test.app.inject({ method: 'GET', url })
      expect(response.statusCode, url).not.toBe(200)
      expect(response.rawPayload.includes(test.files.pdf), url).toBe(false)
    }
  })

  it('refuses what the rules forbid, naming the problem, and keeps nothing of it', async () => {
    // Earlier posts are mailed first, so any mail counted below would come from a refused post.
    await expect
      .poll(async () => (await records()).every((r) => r.delivery.state === 'sent'), { timeout: 10_000 })
      .toBe(true)
    const before = (await records()).length
    const privateBefore = await listFiles(path.join(test.uploadsDir, 'private'))
    const mailsBefore = test.sink.messages.length
    const six = Array.from({ length: 6 }, (_, i) => ({ name: `parca-${i}.pdf`, bytes: test.files.pdf }))

    expect(await post(CONTACT, six)).toEqual({
      status: 400,
      body: { success: false, error: 'Maksimum 5 dosya yükleyebilirsiniz' },
    })
    expect(await post(CONTACT, [{ name: 'buyuk.pdf', bytes: bigPdf(11 * 1024 * 1024) }])).toEqual({
      status: 400,
      body: { success: false, error: "buyuk.pdf: Dosya boyutu 10MB'dan büyük olamaz" },
    })
    expect(
      await post(CONTACT, [{ name: 'fatura.pdf', bytes: test.files.exe, type: 'application/pdf' }]),
    ).toEqual({
      status: 400,
      body: {
        success: false,
        error:
          'fatura.pdf: Desteklenmeyen dosya türü. Desteklenen türler: pdf, jpg, jpeg, png, gif, doc, docx',
      },
    })
    expect(await post({ ...CONTACT, subject: '  ', message: '' })).toEqual({
      status: 400,
      body: { success: false, error: 'Lütfen tüm zorunlu alanları doldurun' },
    })
    expect(await post({ ...CONTACT, email: 'a@b.c\r\nBcc: x@y.z' })).toEqual({
      status: 400,
      body: { success: false, error: 'Lütfen geçerli bir e-posta adresi girin' },
    })
    const twice = [
      { name: 'a.pdf', bytes: test.files.pdf },
      { name: 'a.pdf', bytes: test.files.pdf },
    ]
    expect((await post(CONTACT, twice)).body.error).toBe('a.pdf: Bu dosya zaten eklendi')
    // Every problem at once, in the visitor's language.
    const all = await post({ ...CONTACT, lang: 'en', name: '' }, [
      { name: 'setup.exe', bytes: test.files.exe },
      { name: 'ok.pdf', bytes: test.files.pdf },
      { name: 'fake.png', bytes: test.files.pdf },
    ])
    expect(all.status).toBe(400)
    expect(all.body.error?.split('\n')).toEqual([
      'Please fill in all required fields',
      'setup.exe: Unsupported file type. Supported types: pdf, jpg, jpeg, png, gif, doc, docx',
      'fake.png: Unsupported file type. Supported types: pdf, jpg, jpeg, png, gif, doc, docx',
    ])
    expect((await post({ ...CONTACT, message: 'x'.repeat(5001) })).body.error).toBe(
      'Bir veya daha fazla alan izin verilen uzunluğu aşıyor',
    )
    expect((await post({ ...CONTACT, bcc: 'x@y.z' })).body.error).toBe(
      'Form verisi okunamadı. Lütfen formu yeniden gönderin.',
    )

    expect(await records()).toHaveLength(before)
    expect(await listFiles(path.join(test.uploadsDir, 'private'))).toEqual(privateBefore)
    await new Promise((resolve) => setTimeout(resolve, 300))
    expect(test.sink.messages).toHaveLength(mailsBefore)
  })

  it('answers a cut-off or non-multipart body with 4xx and leaves no temp file', async () => {
    const before = (await records()).length
    const body = await multipartBody(CONTACT, [{ name: 'yarim.pdf', bytes: bigPdf(200_000) }])
    const truncated = await test.app.inject({
      method: 'POST',
      url: '/api/contact',
      remoteAddress: '10.1.0.1',
      headers: body.headers,
      payload: body.payload.subarray(0, body.payload.length - 50_000),
    })
    expect(truncated.statusCode).toBe(400)
    expect(truncated.json()).toEqual({
      success: false,
      error: 'Form verisi okunamadı. Lütfen formu yeniden gönderin.',
    })
    const json = await test.app.inject({
      method: 'POST',
      url: '/api/contact',
      remoteAddress: '10.1.0.2',
      headers: { 'accept-language': 'es-ES,es;q=0.9' },
      payload: { name: 'x' },
    })
    expect(json.statusCode).toBe(415)
    expect(json.json()).toEqual({
      success: false,
      error: 'No se pudieron leer los datos del formulario. Vuelva a enviarlo.',
    })
    const garbage = await test.app.inject({
      method: 'POST',
      url: '/api/contact',
      remoteAddress: '10.1.0.3',
      headers: { 'content-type': 'multipart/form-data; boundary=zzz' },
      payload: 'not a multipart body at all',
    })
    expect(garbage.statusCode).toBe(400)
    expect(await records()).toHaveLength(before)
    expect(await listFiles(path.join(test.uploadsDir, 'private', 'tmp'))).toEqual([])
  })

  it('cleans up after a visitor who disconnects half-way through an upload', async () => {
    const before = (await records()).length
    const address = await test.app.listen({ port: 0, host: '127.0.0.1' })
    const { port } = new URL(address)
    const body = await multipartBody(CONTACT, [{ name: 'kopuk.pdf', bytes: bigPdf(3 * 1024 * 1024) }])
    await new Promise<void>((resolve) => {
      const request = http.request({
        host: '127.0.0.1',
        port: Number(port),
        method: 'POST',
        path: '/api/contact',
        headers: { ...body.headers, 'content-length': String(body.payload.length) },
      })
      request.on('error', () => resolve())
      request.write(body.payload.subarray(0, 1024 * 1024), () => {
        setTimeout(() => {
          request.destroy()
          resolve()
        }, 100)
      })
    })
    await expect
      .poll(() => listFiles(path.join(test.uploadsDir, 'private', 'tmp')), { timeout: 5000, interval: 50 })
      .toEqual([])
    expect(await records()).toHaveLength(before)
    expect((test.app.server.address() as AddressInfo).port).toBe(Number(port))
  })

  it('limits posts per client address: the sixth in ten minutes gets 429 in the visitor language', async () => {
    for (let i = 0; i < 5; i++) expect((await post({ lang: 'tr' }, [], '10.9.9.9')).status).toBe(400)
    expect(await post({ lang: 'tr' }, [], '10.9.9.9')).toEqual({
      status: 429,
      body: {
        success: false,
        error: 'Kısa sürede çok fazla gönderim yapıldı. Lütfen birkaç dakika sonra tekrar deneyin.',
      },
    })
    const english = await test.app.inject({
      method: 'POST',
      url: '/api/contact',
      remoteAddress: '10.9.9.9',
      headers: { 'accept-language': 'en' },
    })
    expect(english.statusCode).toBe(429)
    expect(english.json().error).toBe(
      'Too many submissions in a short time. Please try again in a few minutes.',
    )
    // Another address is not affected.
    expect((await post({ lang: 'tr' }, [], '10.9.9.10')).status).toBe(400)
  })
})
