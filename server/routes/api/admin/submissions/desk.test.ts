import { access } from 'node:fs/promises'
import { beforeAll, describe, expect, it } from 'vitest'
import type { TimelineEvent } from '../../../../../shared/schemas/desk.ts'
import type { Submission, SubmissionPage } from '../../../../../shared/schemas/submission.ts'
import { adminTestApp, headersFor } from '../../../../../test/helpers/admin-app.ts'
import { FORBIDDEN_TEXT } from '../roles.ts'

const test = adminTestApp()
const HOUR = 3600_000
const ago = (hours: number) => new Date(Date.now() - hours * HOUR).toISOString()

function request(id: string, hoursAgo: number, overrides: Partial<Submission> = {}): Submission {
  const created = ago(hoursAgo)
  return {
    id,
    kind: 'quote',
    created_at: created,
    lang: 'tr',
    fields: { name: `Alıcı ${id}`, email: `${id}@example.com`, company: `Firma ${id}`, message: 'M10 fiyat' },
    attachments: [],
    delivery: { state: 'sent', attempts: 1, last_error: '', next_attempt_at: '', sent_at: created },
    status: 'new',
    due_at: '',
    handled: false,
    ...overrides,
  }
}

let sales: Record<string, string>
let sales2: Record<string, string>
let editor: Record<string, string>
beforeAll(async () => {
  await test.app.submissions.importAll([
    request('late-50', 50),
    request('late-30', 30),
    request('late-26', 26),
    request('fresh-2', 2),
    request('fresh-1', 1),
    request('done-40', 40, { status: 'quoted', handled: true, handled_at: ago(39) }),
    request('spam-60', 60, { status: 'spam', handled: true, handled_at: ago(59) }),
  ])
  sales = await headersFor(test.app, 'selin', 'sales')
  sales2 = await headersFor(test.app, 'murat', 'sales')
  editor = await headersFor(test.app, 'ece', 'editor')
  await headersFor(test.app, 'eski', 'sales')
  await test.app.stores.users.update((users) => {
    const old = users.find((user) => user.username === 'eski')
    if (old) old.disabled = true
  })
})

const as = (
  headers: Record<string, string>,
  method: 'GET' | 'PATCH' | 'POST',
  url: string,
  payload?: object,
) => test.app.inject({ method, url, headers, payload })
const patch = (id: string, body: object, headers = test.auth) =>
  as(headers, 'PATCH', `/api/admin/submissions/${id}`, body)
const timeline = async (id: string) =>
  (await test.send('GET', `/api/admin/submissions/${id}/timeline`)).json() as TimelineEvent[]
const page = async (query: string, headers = test.auth) =>
  (await as(headers, 'GET', `/api/admin/submissions/page?${query}`)).json() as SubmissionPage
const ids = (result: SubmissionPage) => result.items.map((item) => item.id)

describe('the quote desk', () => {
  it('lists enabled owner and sales accounts as assignees, to the desk only', async () => {
    const response = await as(sales, 'GET', '/api/admin/submissions/assignees')
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual([
      { username: 'admin', role: 'owner' },
      { username: 'murat', role: 'sales' },
      { username: 'selin', role: 'sales' },
    ])
    const refused = await as(editor, 'GET', '/api/admin/submissions/assignees')
    expect(refused.statusCode).toBe(403)
    expect(refused.json().error).toBe(FORBIDDEN_TEXT)
  })

  it('moves a request along its statuses, with who and when on the timeline and handled kept in step', async () => {
    const before = Date.now()
    const started = await patch('fresh-1', { status: 'in_progress' }, sales)
    expect(started.statusCode, started.body).toBe(200)
    expect(started.json()).toMatchObject({ status: 'in_progress', handled: false })
    const quoted = (await patch('fresh-1', { status: 'quoted' }, sales)).json() as Submission
    expect(quoted).toMatchObject({ status: 'quoted', handled: true })
    expect(Date.parse(quoted.handled_at ?? '')).toBeGreaterThanOrEqual(before)
    const events = await timeline('fresh-1')
    expect(events.map(({ kind, by, from, to }) => ({ kind, by, from, to }))).toEqual([
      { kind: 'created', by: 'buyer', from: undefined, to: undefined },
      { kind: 'status', by: 'selin', from: 'new', to: 'in_progress' },
      { kind: 'status', by: 'selin', from: 'in_progress', to: 'quoted' },
    ])
    expect(events[0]?.at).toBe(quoted.created_at)
    expect(Date.parse(events[1]?.at ?? '')).toBeGreaterThanOrEqual(before)
    // Stored: the store read afresh agrees.
    expect((await test.app.submissions.get('fresh-1'))?.status).toBe('quoted')
  })

  it('refuses moves the flow does not allow with a plain Turkish reason, and writes nothing then', async () => {
    await patch('fresh-1', { status: 'won' }, sales)
    const reopen = await patch('fresh-1', { status: 'in_progress' }, sales)
    expect(reopen.statusCode).toBe(409)
    expect(reopen.json().error).toBe(
      'Kazanılan ya da kaybedilen talebi yalnızca site sahibi yeniden açabilir.',
    )
    expect((await patch('fresh-1', { handled: false }, sales)).statusCode).toBe(409)
    expect((await test.app.submissions.get('fresh-1'))?.status).toBe('won')
    const back = await patch('fresh-1', { status: 'new' })
    expect(back.statusCode).toBe(409)
    expect(back.json().error).toMatch(/Yeni/)
    // The owner may reopen a closed deal.
    const reopened = (await patch('fresh-1', { handled: false })).json() as Submission
    expect(reopened).toMatchObject({ status: 'in_progress', handled: false })
    expect(reopened.handled_at).toBeUndefined()
    // The outbox's mail events may land on the same timeline meanwhile.
    const last = (await timeline('fresh-1')).filter((event) => event.kind !== 'mail').at(-1)
    expect(last).toMatchObject({ kind: 'status', by: 'admin', from: 'won', to: 'in_progress' })
    expect((await patch('fresh-1', { status: 'quoted', handled: false })).statusCode).toBe(400)
    expect((await patch('fresh-1', {})).statusCode).toBe(400)
    expect((await patch('fresh-1', { status: 'archived' })).statusCode).toBe(400)
    expect((await patch('nope', { status: 'spam' })).statusCode).toBe(404)
  })

  it('maps the spec-era handled flag: answered is quoted, reopened is in progress, spam comes back as new', async () => {
    expect((await patch('late-26', { handled: true })).json()).toMatchObject({
      status: 'quoted',
      handled: true,
    })
    expect((await patch('late-26', { handled: false })).json()).toMatchObject({
      status: 'in_progress',
      handled: false,
    })
    expect((await patch('spam-60', { handled: false })).json()).toMatchObject({
      status: 'new',
      handled: false,
    })
    expect((await patch('spam-60', { status: 'spam' })).json()).toMatchObject({
      status: 'spam',
      handled: true,
    })
    // The same status again changes nothing and adds no event.
    const count = (await timeline('spam-60')).length
    expect((await patch('spam-60', { handled: true })).statusCode).toBe(200)
    expect(await timeline('spam-60')).toHaveLength(count)
  })

  it('gives a request to an enabled sales or owner account, refuses anyone else, and unassigns', async () => {
    const given = await patch('late-50', { assignee: 'selin' }, sales2)
    expect(given.json()).toMatchObject({ assignee: 'selin' })
    for (const assignee of ['ece', 'eski', 'kimse'])
      expect((await patch('late-50', { assignee })).json().error, assignee).toMatch(/atanamaz/)
    expect((await patch('late-50', { assignee: 'ece' })).statusCode).toBe(400)
    const both = (await patch('late-50', { assignee: 'murat', status: 'in_progress' })).json() as Submission
    expect(both).toMatchObject({ assignee: 'murat', status: 'in_progress' })
    const events = (await timeline('late-50')).slice(1)
    expect(events.map(({ kind, by, from, to }) => [kind, by, from, to])).toEqual([
      ['assignee', 'murat', '', 'selin'],
      ['status', 'admin', 'new', 'in_progress'],
      ['assignee', 'admin', 'selin', 'murat'],
    ])
    const cleared = (await patch('late-50', { assignee: null })).json() as Submission
    expect(cleared.assignee).toBeUndefined()
    expect((await patch('late-50', { assignee: 'murat' })).statusCode).toBe(200)
    expect((await patch('late-50', { assignee: '' })).json().assignee).toBeUndefined()
    expect((await timeline('late-50')).filter((event) => event.kind !== 'mail').at(-1)).toMatchObject({
      kind: 'assignee',
      from: 'murat',
      to: '',
    })
    await patch('late-50', { assignee: 'selin' })
  })

  it('keeps internal notes on the timeline, oldest first, with who wrote them; an editor reads none', async () => {
    const first = await as(sales, 'POST', '/api/admin/submissions/late-30/notes', {
      text: 'Müşteri aradı, M10 stok sordu.',
    })
    expect(first.statusCode).toBe(201)
    expect(first.json()).toMatchObject({ kind: 'note', by: 'selin', text: 'Müşteri aradı, M10 stok sordu.' })
    await as(sales2, 'POST', '/api/admin/submissions/late-30/notes', { text: 'Fiyat hazırlanıyor.' })
    const events = await timeline('late-30')
    expect(events.map((event) => [event.kind, event.by, event.text])).toEqual([
      ['created', 'buyer', undefined],
      ['note', 'selin', 'Müşteri aradı, M10 stok sordu.'],
      ['note', 'murat', 'Fiyat hazırlanıyor.'],
    ])
    expect(events.map((event) => event.at)).toEqual(events.map((event) => event.at).toSorted())
    expect((await as(sales, 'POST', '/api/admin/submissions/late-30/notes', { text: '' })).statusCode).toBe(
      400,
    )
    expect(
      (await as(sales, 'POST', '/api/admin/submissions/late-30/notes', { text: '   ' })).statusCode,
    ).toBe(400)
    expect((await as(sales, 'POST', '/api/admin/submissions/nope/notes', { text: 'x' })).statusCode).toBe(404)
    expect((await as(editor, 'POST', '/api/admin/submissions/late-30/notes', { text: 'x' })).statusCode).toBe(
      403,
    )
    expect((await as(editor, 'GET', '/api/admin/submissions/late-30/timeline')).statusCode).toBe(403)
    expect((await as(editor, 'PATCH', '/api/admin/submissions/late-30', { status: 'spam' })).statusCode).toBe(
      403,
    )
  })

  it('puts open overdue requests first, most overdue first, then the rest newest first, across pages', async () => {
    // Now: late-50 in progress (selin), late-30 new, late-26 in progress, fresh-2 new, fresh-1 in progress,
    // done-40 quoted, spam-60 spam.
    const seen: string[] = []
    let cursor = ''
    for (let round = 0; round < 10; round += 1) {
      const result = await page(`limit=2${cursor ? `&cursor=${cursor}` : ''}`)
      expect(result.total).toBe(7)
      seen.push(...ids(result))
      if (!result.next_cursor) break
      cursor = result.next_cursor
    }
    expect(seen).toEqual(['late-50', 'late-30', 'late-26', 'fresh-1', 'fresh-2', 'done-40', 'spam-60'])
    const first = await page('limit=2', sales)
    expect(first.counts).toMatchObject({ all: 7, overdue: 3, mine: 1 })
    expect(first.counts.status).toEqual({ new: 2, in_progress: 3, quoted: 1, won: 0, lost: 0, spam: 1 })
    const newest = await page('order=newest&limit=3')
    expect(ids(newest)).toEqual(['fresh-1', 'fresh-2', 'late-26'])
  })

  it('filters by status, assignee (me, a name, nobody) and overdue', async () => {
    expect(ids(await page('status=in_progress'))).toEqual(['late-50', 'late-26', 'fresh-1'])
    expect(ids(await page('assignee=me', sales))).toEqual(['late-50'])
    expect(ids(await page('assignee=me'))).toEqual([])
    expect(ids(await page('assignee=selin'))).toEqual(['late-50'])
    expect((await page('assignee=-')).total).toBe(6)
    expect(ids(await page('overdue=true'))).toEqual(['late-50', 'late-30', 'late-26'])
    expect(ids(await page('overdue=false&status=new'))).toEqual(['fresh-2'])
    expect(ids(await page('overdue=true&limit=1&q=alıcı late-30'))).toEqual(['late-30'])
  })

  it('counts open and overdue requests for the dashboard, names none', async () => {
    const stats = (await as(editor, 'GET', '/api/admin/stats')).json()
    expect(stats).toMatchObject({ openSubmissions: 5, overdueSubmissions: 3 })
    expect(JSON.stringify(stats)).not.toContain('late-')
  })

  it('writes Durum and Sorumlu into the CSV export', async () => {
    const csv = (await test.send('GET', '/api/admin/submissions/export.csv')).body
    const [header, ...rows] = csv
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n')
    expect(header).toContain('"İşlendi","Durum","Sorumlu"')
    expect(rows.find((row) => row.includes('late-50'))).toContain('"Hayır","İşlemde","selin"')
    expect(rows.find((row) => row.includes('done-40'))).toContain('"Evet","Teklif verildi",""')
  })

  it('removes the timeline with the request', async () => {
    const file = test.app.timelines.file('late-30')
    await access(file)
    expect((await test.send('DELETE', '/api/admin/submissions/late-30')).statusCode).toBe(204)
    await expect(access(file)).rejects.toThrow()
    expect((await test.send('GET', '/api/admin/submissions/late-30/timeline')).statusCode).toBe(404)
  })

  it('keeps its counts in step with the stored requests through changes and deletes', async () => {
    const list = (await test.send('GET', '/api/admin/submissions')).json() as Submission[]
    const counts = (await page('limit=1')).counts
    expect(counts.all).toBe(list.length)
    expect(counts.unhandled).toBe(list.filter((item) => !item.handled).length)
    for (const status of ['new', 'in_progress', 'quoted', 'won', 'lost', 'spam'] as const)
      expect(counts.status[status], status).toBe(list.filter((item) => item.status === status).length)
    expect((await page('status=in_progress')).total).toBe(counts.status.in_progress)
    expect((await page('assignee=selin')).total).toBe(list.filter((item) => item.assignee === 'selin').length)
  })
})
