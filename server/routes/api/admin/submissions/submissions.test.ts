import { access, cp, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { beforeAll, describe, expect, it } from 'vitest'
import type { Submission, SubmissionPage } from '../../../../../shared/schemas/submission.ts'
import { SubmissionStore } from '../../../../submissions/submission-store.ts'
import { adminTestApp } from '../../../../../test/helpers/admin-app.ts'

const test = adminTestApp()

const filesDir = (id: string) => path.join(test.config.uploadsDir, 'private', 'submissions', id)
const exists = (file: string) =>
  access(file).then(
    () => true,
    () => false,
  )

function submission(id: string, overrides: Partial<Submission> = {}): Submission {
  return {
    id,
    kind: 'contact',
    created_at: '2026-03-01T10:00:00.000Z',
    lang: 'tr',
    fields: {
      name: 'Ayşe Yılmaz',
      email: 'ayse@example.com',
      company: '',
      phone: '',
      subject: 'Fiyat',
      message: 'Merhaba',
    },
    attachments: [],
    delivery: {
      state: 'waiting',
      attempts: 0,
      last_error: '',
      next_attempt_at: '2026-03-01T10:00:00.000Z',
      sent_at: '',
    },
    status: 'new',
    due_at: '2026-03-02T10:00:00.000Z',
    handled: false,
    ...overrides,
  }
}

const DRAWING = Buffer.from('%PDF-1.4 teknik çizim')
beforeAll(async () => {
  const seeded: Submission[] = [
    submission('sub-old', {
      created_at: '2026-01-05T09:00:00.000Z',
      delivery: {
        state: 'sent',
        attempts: 1,
        last_error: '',
        next_attempt_at: '',
        sent_at: '2026-01-05T09:00:05.000Z',
      },
    }),
    submission('sub-quote', {
      kind: 'quote',
      created_at: '2026-03-10T12:00:00.000Z',
      fields: {
        name: '=HYPERLINK("http://evil.example","tıkla")',
        email: 'buyer@example.com',
        company: 'Acme, "Ltd"',
        phone: '+90 555 000 00 00',
        productType: 'Cıvata',
        quantity: '-5+3',
        specifications: 'satır 1\nsatır 2',
        usageArea: '@SUM(A1)',
        deliveryTime: '4 hafta',
        additionalInfo: '',
      },
      attachments: [
        {
          stored_name: 'a1b2c3.pdf',
          original_name: 'Çizim şartname (v2).pdf',
          size: DRAWING.length,
          mime: 'application/pdf',
        },
        { stored_name: 'missing.pdf', original_name: 'kayıp.pdf', size: 10, mime: 'application/pdf' },
      ],
      delivery: { state: 'failed', attempts: 3, last_error: 'SMTP down', next_attempt_at: '', sent_at: '' },
    }),
    submission('sub-new', {
      created_at: '2026-03-20T08:00:00.000Z',
      attachments: [{ stored_name: 'photo.jpg', original_name: 'foto.jpg', size: 3, mime: 'image/jpeg' }],
    }),
  ]
  await test.app.submissions.importAll(seeded)
  await mkdir(filesDir('sub-quote'), { recursive: true })
  await writeFile(path.join(filesDir('sub-quote'), 'a1b2c3.pdf'), DRAWING)
  await writeFile(path.join(filesDir('sub-quote'), 'not-recorded.pdf'), 'secret')
  await mkdir(filesDir('sub-new'), { recursive: true })
  await writeFile(path.join(filesDir('sub-new'), 'photo.jpg'), 'jpg')
})

const { send } = test

describe('admin inbox', () => {
  it('lists every submission newest first with its fields, attachments and delivery state', async () => {
    const list = (await send('GET', '/api/admin/submissions')).json() as Submission[]
    expect(list.map((s) => s.id)).toEqual(['sub-new', 'sub-quote', 'sub-old'])
    expect(list[1]).toEqual(await test.app.submissions.get('sub-quote'))
  })

  it('pages on the server: filters by kind, state and words, with a cursor to the next page', async () => {
    // Newest first throughout (the default order puts overdue requests first: server/desk/desk-order.test.ts).
    const page = async (query: string) =>
      (await send('GET', `/api/admin/submissions/page?order=newest&${query}`)).json() as SubmissionPage
    const first = await page('limit=2')
    expect(first.items.map((s) => s.id)).toEqual(['sub-new', 'sub-quote'])
    expect(first.total).toBe(3)
    expect(first.counts).toMatchObject({ all: 3, unhandled: 3, contact: 2, quote: 1, overdue: 3, mine: 0 })
    expect(first.counts.status).toEqual({ new: 3, in_progress: 0, quoted: 0, won: 0, lost: 0, spam: 0 })
    const second = await page(`limit=2&cursor=${first.next_cursor ?? ''}`)
    expect(second.items.map((s) => s.id)).toEqual(['sub-old'])
    expect(second.next_cursor).toBeNull()
    expect((await page('kind=quote')).items.map((s) => s.id)).toEqual(['sub-quote'])
    expect((await page('delivery=sent')).items.map((s) => s.id)).toEqual(['sub-old'])
    expect((await page('q=AYŞE')).items.map((s) => s.id)).toEqual(['sub-new', 'sub-old'])
    expect((await page('q=yok-boyle-biri')).total).toBe(0)
    expect((await send('GET', '/api/admin/submissions/page?limit=0')).statusCode).toBe(400)
    expect((await send('GET', '/api/admin/submissions/page?kind=spam')).statusCode).toBe(400)
  })

  it('marks a submission handled (stored) and refuses bad bodies and unknown ids', async () => {
    const response = await send('PATCH', '/api/admin/submissions/sub-new', { handled: true })
    expect(response.statusCode).toBe(200)
    expect(response.json().handled).toBe(true)
    expect((await test.app.submissions.get('sub-new'))?.handled).toBe(true)
    // On disk: a store opened afresh on a copy of the folder (as after a restart) sees the change. A copy, since
    // opening may compact the log, which the running store would then find replaced under it (and refuse to append).
    const copy = await mkdtemp(path.join(os.tmpdir(), 'inbox-copy-'))
    await cp(path.join(test.config.dataDir, 'submissions'), path.join(copy, 'submissions'), {
      recursive: true,
    })
    const reopened = await SubmissionStore.open(copy, () => {})
    expect((await reopened.get('sub-new'))?.handled).toBe(true)
    expect((await reopened.get('sub-new'))?.handled_at).toMatch(/^\d{4}-/)
    await reopened.close()
    await rm(copy, { recursive: true, force: true })
    expect(
      (await send('PATCH', '/api/admin/submissions/sub-new', { handled: true, kind: 'quote' })).statusCode,
    ).toBe(400)
    expect((await send('PATCH', '/api/admin/submissions/sub-new', {})).statusCode).toBe(400)
    expect((await send('PATCH', '/api/admin/submissions/nope', { handled: true })).statusCode).toBe(404)
  })

  it('queues a failed mail again; a sent one is not resent', async () => {
    const before = Date.now()
    const response = await send('POST', '/api/admin/submissions/sub-quote/retry')
    expect(response.statusCode).toBe(200)
    const stored = (await test.app.submissions.get('sub-quote'))!
    expect(stored.delivery.state).toBe('waiting')
    expect(Date.parse(stored.delivery.next_attempt_at)).toBeGreaterThanOrEqual(before - 1000)
    expect(Date.parse(stored.delivery.next_attempt_at)).toBeLessThanOrEqual(Date.now())
    const sent = await send('POST', '/api/admin/submissions/sub-old/retry')
    expect(sent.statusCode).toBe(409)
    expect((await test.app.submissions.get('sub-old'))?.delivery.state).toBe('sent')
  })

  it('exports CSV: UTF-8 BOM, RFC 4180 quoting, formulas neutralised', async () => {
    const response = await send('GET', '/api/admin/submissions/export.csv')
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8')
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="gelen-kutusu-\d{4}-\d{2}-\d{2}\.csv"$/,
    )
    expect(response.headers['cache-control']).toBe('private, no-store')
    const bytes = response.rawPayload
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
    const text = bytes.subarray(3).toString('utf8')
    const lines = text.split('\r\n')
    expect(lines[0]).toContain('"Tarih","Tür","Referans","Ad Soyad","E-posta","Firma"')
    expect(lines).toHaveLength(test.app.submissions.size + 2)
    expect(text).toContain(`"'=HYPERLINK(""http://evil.example"",""tıkla"")"`)
    expect(text).toContain('"Acme, ""Ltd"""')
    expect(text).toContain(`"'+90 555 000 00 00"`)
    expect(text).toContain(`"'-5+3"`)
    expect(text).toContain(`"'@SUM(A1)"`)
    expect(text).toContain('"satır 1\nsatır 2"')
    expect(text).toContain('"Çizim şartname (v2).pdf; kayıp.pdf"')
    expect(text).not.toMatch(/(^|,)"[=+\-@]/m)
  })

  it('sends an attachment only as a download, with its original name', async () => {
    const response = await send('GET', '/api/admin/submissions/sub-quote/attachments/a1b2c3.pdf')
    expect(response.statusCode).toBe(200)
    expect(response.rawPayload.equals(DRAWING)).toBe(true)
    expect(response.headers['content-type']).toBe('application/octet-stream')
    expect(response.headers['x-content-type-options']).toBe('nosniff')
    expect(response.headers['cache-control']).toBe('private, no-store')
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="_izim _artname (v2).pdf"; filename*=UTF-8''%C3%87izim%20%C5%9Fartname%20%28v2%29.pdf`,
    )
    expect(
      (await test.app.inject({ url: '/api/admin/submissions/sub-quote/attachments/a1b2c3.pdf' })).statusCode,
    ).toBe(401)
    expect(
      (await test.app.inject({ url: '/uploads/private/submissions/sub-quote/a1b2c3.pdf' })).statusCode,
    ).toBe(404)
    expect(
      (await test.app.inject({ url: '/uploads/../private/submissions/sub-quote/a1b2c3.pdf' })).statusCode,
    ).toBe(404)
  })

  it('refuses traversal and names that are not the record’s own', async () => {
    const attempts: [string, number[]][] = [
      ['/api/admin/submissions/sub-quote/attachments/..%2F..%2F..%2Fdata%2Fusers.json', [400]],
      // The URL parser may fold %2e%2e into '..' and resolve it: either way no file is sent.
      ['/api/admin/submissions/sub-quote/attachments/%2e%2e', [400, 404]],
      ['/api/admin/submissions/sub-quote/attachments/.hidden', [400]],
      ['/api/admin/submissions/sub-quote/attachments/a1b2c3.pdf%00.txt', [400]],
      ['/api/admin/submissions/..%2Fsub-quote/attachments/a1b2c3.pdf', [400]],
      ['/api/admin/submissions/sub-quote/attachments/../../../users.json', [400, 401, 404]],
      ['/api/admin/submissions/sub-quote/attachments/not-recorded.pdf', [404]],
      ['/api/admin/submissions/sub-new/attachments/a1b2c3.pdf', [404]],
      ['/api/admin/submissions/sub-quote/attachments/missing.pdf', [404]],
      ['/api/admin/submissions/nope/attachments/a1b2c3.pdf', [404]],
    ]
    for (const [url, statuses] of attempts) {
      const response = await send('GET', url)
      expect(statuses, url).toContain(response.statusCode)
      expect(response.body).not.toContain('password_hash')
      expect(response.body).not.toContain('secret')
    }
  })

  it('deletes a submission with its files, leaving the others', async () => {
    expect(await exists(filesDir('sub-quote'))).toBe(true)
    const response = await send('DELETE', '/api/admin/submissions/sub-quote')
    expect(response.statusCode).toBe(204)
    expect(test.app.submissions.has('sub-quote')).toBe(false)
    expect(await exists(filesDir('sub-quote'))).toBe(false)
    expect(await exists(path.join(filesDir('sub-new'), 'photo.jpg'))).toBe(true)
    expect((await send('DELETE', '/api/admin/submissions/sub-quote')).statusCode).toBe(404)
    expect([400, 404]).toContain((await send('DELETE', '/api/admin/submissions/..')).statusCode)
    expect((await send('DELETE', '/api/admin/submissions/a.b')).statusCode).toBe(400)
    expect(await exists(path.join(test.config.uploadsDir, 'private', 'submissions'))).toBe(true)
  })
})
