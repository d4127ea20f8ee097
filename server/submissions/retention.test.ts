import { access, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import type { Submission } from '../../shared/schemas/submission.ts'
import { removeExpiredAttachments } from './retention.ts'
import { initialState, SubmissionStore } from './submission-store.ts'
import { dueAt } from './submission-index.ts'

const roots: string[] = []
afterEach(async () => {
  await Promise.all(roots.splice(0).map((root) => rm(root, { recursive: true, force: true })))
})

const DAY = 86_400_000
const NOW = Date.parse('2026-06-01T00:00:00.000Z')
const ago = (days: number) => new Date(NOW - days * DAY).toISOString()
const exists = (file: string) =>
  access(file).then(
    () => true,
    () => false,
  )

function record(id: string, handledDaysAgo: number | null, createdDaysAgo = 200): Submission {
  const created = ago(createdDaysAgo)
  const submission: Submission = {
    id,
    kind: 'quote',
    created_at: created,
    lang: 'en',
    fields: { name: 'Jane', email: 'jane@example.com' },
    attachments: [
      { stored_name: 'a.pdf', original_name: 'drawing.pdf', size: 1000, mime: 'application/pdf' },
    ],
    ...initialState(created),
    status: 'new',
    due_at: dueAt(created),
  }
  if (handledDaysAgo !== null) {
    submission.handled = true
    submission.handled_at = ago(handledDaysAgo)
  }
  return submission
}

describe('attachment retention', () => {
  it('deletes the files of submissions handled longer ago than the period, and marks them', async () => {
    const root = await mkdtemp(path.join(os.tmpdir(), 'retention-'))
    roots.push(root)
    const uploads = path.join(root, 'uploads')
    const store = await SubmissionStore.open(path.join(root, 'data'), () => {})
    await store.importAll([record('old', 100), record('recent', 10), record('open', null)])
    for (const id of ['old', 'recent', 'open']) {
      await mkdir(path.join(uploads, 'private', 'submissions', id), { recursive: true })
      await writeFile(path.join(uploads, 'private', 'submissions', id, 'a.pdf'), 'x'.repeat(1000))
    }
    expect(await removeExpiredAttachments(store, uploads, 90, NOW)).toEqual({ submissions: 1, bytes: 1000 })
    expect(await exists(path.join(uploads, 'private', 'submissions', 'old'))).toBe(false)
    expect(await exists(path.join(uploads, 'private', 'submissions', 'recent', 'a.pdf'))).toBe(true)
    expect(await exists(path.join(uploads, 'private', 'submissions', 'open', 'a.pdf'))).toBe(true)
    const old = await store.get('old')
    expect(old?.attachments).toEqual([])
    expect(old?.attachments_removed_at).toBe(new Date(NOW).toISOString())
    expect(old?.fields.name).toBe('Jane')
    // Nothing twice; 0 days keeps everything.
    expect(await removeExpiredAttachments(store, uploads, 90, NOW)).toEqual({ submissions: 0, bytes: 0 })
    expect(await removeExpiredAttachments(store, uploads, 0, NOW + 1000 * DAY)).toEqual({
      submissions: 0,
      bytes: 0,
    })
    await store.close()
  })
})
