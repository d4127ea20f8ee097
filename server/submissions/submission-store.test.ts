import { appendFile, mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import type { Submission } from '../../shared/schemas/submission.ts'
import { migrateLegacySubmissions } from './migrate-legacy.ts'
import { initialState, SubmissionStore } from './submission-store.ts'
import { dueAt, statusOf } from './submission-index.ts'

const roots: string[] = []
afterEach(async () => {
  await Promise.all(roots.splice(0).map((root) => rm(root, { recursive: true, force: true })))
})

async function dataDir(): Promise<string> {
  const root = await mkdtemp(path.join(os.tmpdir(), 'inbox-'))
  roots.push(root)
  return root
}

function record(n: number, overrides: Partial<Submission> = {}): Submission {
  const created = new Date(Date.UTC(2026, 0, 1, 0, n)).toISOString()
  const made = {
    id: `s${n}`,
    kind: n % 2 ? ('quote' as const) : ('contact' as const),
    created_at: created,
    lang: 'tr',
    fields: { name: `Ayşe ${n}`, email: `ayse${n}@example.com`, message: 'Merhaba' },
    attachments: [],
    ...initialState(created),
    ...overrides,
  }
  return { ...made, status: statusOf(made), due_at: dueAt(created) }
}

/** A record as the single-file inbox of earlier releases stored it: without the desk's fields. */
function legacy({ status: _status, due_at: _due, ...rest }: Submission) {
  return rest
}

const content = ({ id, kind, created_at, lang, fields, attachments }: Submission) => ({
  id,
  kind,
  created_at,
  lang,
  fields,
  attachments,
})
const logFile = (dir: string) => path.join(dir, 'submissions', 'log.jsonl')
const silent = () => {}

describe('submission store', () => {
  it('moves an earlier submissions.json in, keeping every state, and removes the old file', async () => {
    const dir = await dataDir()
    const old = [
      record(1, { handled: true }),
      record(2, {
        delivery: {
          state: 'failed',
          attempts: 10,
          last_error: 'SMTP down',
          next_attempt_at: '',
          sent_at: '',
        },
      }),
      record(3),
    ]
    await writeFile(path.join(dir, 'submissions.json'), JSON.stringify(old.map(legacy)))
    const store = await SubmissionStore.open(dir, silent)
    expect(await migrateLegacySubmissions(dir, store)).toBe(3)
    await expect(stat(path.join(dir, 'submissions.json'))).rejects.toThrow()
    await store.close()

    const reopened = await SubmissionStore.open(dir, silent)
    expect(reopened.entries().map((entry) => entry.id)).toEqual(['s3', 's2', 's1'])
    for (const item of old) expect(await reopened.get(item.id)).toEqual(item)
    // A crash after the import but before the old file went: running it again adds nothing twice.
    await writeFile(path.join(dir, 'submissions.json'), JSON.stringify(old.map(legacy)))
    expect(await migrateLegacySubmissions(dir, reopened)).toBe(0)
    expect(reopened.size).toBe(3)
    await reopened.close()
  })

  it('refuses an earlier submissions.json that does not parse, leaving it untouched', async () => {
    const dir = await dataDir()
    await writeFile(path.join(dir, 'submissions.json'), '[{"id": "x"')
    const store = await SubmissionStore.open(dir, silent)
    await expect(migrateLegacySubmissions(dir, store)).rejects.toThrow(/submissions\.json is not valid JSON/)
    expect(await readFile(path.join(dir, 'submissions.json'), 'utf8')).toBe('[{"id": "x"')
    await store.close()
  })

  it('recovers from crashes: a file without its log line, a torn last line, a line without its file', async () => {
    const dir = await dataDir()
    const store = await SubmissionStore.open(dir, silent)
    await store.create(content(record(1)), initialState(record(1).created_at))
    await store.create(content(record(2)), initialState(record(2).created_at))
    await store.update('s1', (state) => {
      state.handled = true
    })
    await store.close()
    // The file of a post whose log line never made it, a torn line, and a line whose file is gone.
    await writeFile(path.join(dir, 'submissions', 's3.json'), JSON.stringify(content(record(3))))
    await rm(path.join(dir, 'submissions', 's2.json'))
    await appendFile(logFile(dir), '{"entry":{"id":"s9","kind":"con')
    await writeFile(path.join(dir, 'submissions', '.s4.json.0123456789ab.tmp'), '{')

    const warnings: string[] = []
    const reopened = await SubmissionStore.open(dir, (message) => warnings.push(message))
    expect(reopened.entries().map((entry) => entry.id)).toEqual(['s3', 's1'])
    expect((await reopened.get('s1'))?.handled).toBe(true)
    expect((await reopened.get('s3'))?.delivery.state).toBe('waiting')
    expect(warnings.join('\n')).toMatch(/s2 is in the log but its file is missing/)
    expect(await readdir(path.join(dir, 'submissions'))).not.toContain('.s4.json.0123456789ab.tmp')
    // Appends after the torn line parse: the next start sees them.
    await reopened.update('s3', (state) => {
      state.handled = true
    })
    await reopened.close()
    const again = await SubmissionStore.open(dir, silent)
    expect((await again.get('s3'))?.handled).toBe(true)
    await again.close()
  })

  it('compacts the log once superseded lines outnumber live ones, keeping the latest states', async () => {
    const dir = await dataDir()
    const store = await SubmissionStore.open(dir, silent)
    await store.importAll([record(1), record(2)])
    for (let round = 0; round < 1200; round++) {
      await store.update(round % 2 ? 's1' : 's2', (state) => {
        state.delivery.attempts = round
      })
    }
    await store.close()
    const lines = (await readFile(logFile(dir), 'utf8')).trim().split('\n')
    expect(lines.length).toBeLessThan(300)
    const reopened = await SubmissionStore.open(dir, silent)
    expect((await reopened.get('s1'))?.delivery.attempts).toBe(1199)
    expect((await reopened.get('s2'))?.delivery.attempts).toBe(1198)
    await reopened.close()
  })

  it('writes 100 parallel posts with every one kept, and a delete never comes back', async () => {
    const dir = await dataDir()
    const store = await SubmissionStore.open(dir, silent)
    const posts = Array.from({ length: 100 }, (_, n) => record(n + 1))
    await Promise.all(posts.map((post) => store.create(content(post), initialState(post.created_at))))
    expect(await store.remove('s50')).toBe(true)
    expect(await store.remove('s50')).toBe(false)
    await store.close()
    const reopened = await SubmissionStore.open(dir, silent)
    expect(reopened.size).toBe(99)
    expect(reopened.has('s50')).toBe(false)
    const page = await reopened.page({ limit: 10, q: 'ayşe 10', order: 'newest' })
    expect(page.items.map((item) => item.id)).toEqual(['s100', 's10'])
    await reopened.close()
  })

  it('never gives a reference twice: not after the newest quote is deleted, the log compacted or the server restarted', async () => {
    const dir = await dataDir()
    const now = new Date(Date.UTC(2026, 5, 1, 12))
    let store = await SubmissionStore.open(dir, silent)
    const quote = async (n: number) => {
      const reference = store.nextReference(now)
      await store.create({ ...content(record(n)), kind: 'quote', reference }, initialState(now.toISOString()))
      return reference
    }
    expect([await quote(1), await quote(2), await quote(3)]).toEqual([
      'Q-2026-00001',
      'Q-2026-00002',
      'Q-2026-00003',
    ])
    // The newest is deleted: its number is not given again, before or after a restart.
    await store.remove('s3')
    await store.close()
    store = await SubmissionStore.open(dir, silent)
    expect(await quote(4)).toBe('Q-2026-00004')
    await store.remove('s4')
    // A compacted log (at the next start: it holds a deleted line) still remembers the year's last number.
    await store.close()
    store = await SubmissionStore.open(dir, silent)
    const lines = (await readFile(logFile(dir), 'utf8')).trim().split('\n')
    expect(lines).toHaveLength(3)
    expect(lines[0]).toBe('{"references":{"year":2026,"last":4}}')
    await store.close()
    store = await SubmissionStore.open(dir, silent)
    expect(await quote(5)).toBe('Q-2026-00005')
    // A new year counts from 1; 31 December 21:00 UTC is already 1 January in Turkey.
    expect(store.nextReference(new Date(Date.UTC(2026, 11, 31, 21, 30)))).toBe('Q-2027-00001')
    expect(store.nextReference(new Date(Date.UTC(2026, 11, 31, 20, 30)))).toBe('Q-2026-00006')
    await store.close()
  })

  it('counts the acknowledgements an address had in the last day, across a restart', async () => {
    const dir = await dataDir()
    let store = await SubmissionStore.open(dir, silent)
    const now = Date.now()
    for (let n = 1; n <= 2; n++) {
      const created = new Date(now - n * 1000).toISOString()
      await store.create(
        {
          ...content(record(n, { created_at: created })),
          kind: 'quote',
          fields: { email: 'Buyer@Example.com' },
        },
        { ...initialState(created), acknowledgement: { ...initialState(created).delivery, state: 'sent' } },
      )
    }
    // One from yesterday does not count.
    const old = new Date(now - 25 * 3600_000).toISOString()
    await store.create(
      { ...content(record(3, { created_at: old })), kind: 'quote', fields: { email: 'buyer@example.com' } },
      { ...initialState(old), acknowledgement: { ...initialState(old).delivery, state: 'sent' } },
    )
    await store.close()
    store = await SubmissionStore.open(dir, silent)
    expect(store.takeAcknowledgement('BUYER@example.com', now)).toBe(true)
    expect(store.takeAcknowledgement('buyer@example.com', now)).toBe(false)
    expect(store.takeAcknowledgement('other@example.com', now)).toBe(true)
    // A day later the address may be acknowledged again.
    expect(store.takeAcknowledgement('buyer@example.com', now + 24 * 3600_000 + 1000)).toBe(true)
    await store.close()
  })
})
