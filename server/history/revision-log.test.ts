import { appendFile, mkdir, mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { createBackup } from '../backup/archive.ts'
import { restoreBackup } from '../backup/restore.ts'
import { AppendLog } from '../store/append-log.ts'
import { AuditLog } from './audit-log.ts'
import { KEEP_PER_RECORD, REVISIONS_FILE, RevisionLog, type RevisionLine } from './revision-log.ts'

let root: string
let dir: string
beforeEach(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'history-test-'))
  dir = path.join(root, 'data', 'history')
})
afterEach(() => rm(root, { recursive: true, force: true }))

const DAY = 24 * 3600_000
const revision = (id: string, n: number, at = new Date().toISOString()) => ({
  collection: 'products',
  id,
  at,
  by: 'editor',
  name: `Cıvata ${n}`,
  action: 'update' as const,
  fields: ['sizes'],
  record: { id, name_tr: `Cıvata ${n}`, sizes: [{ size: 'M8', length: n }] },
})

describe('revision log', () => {
  it('keeps only summaries in memory and reads a body from disk, also after reopening', async () => {
    const log = await RevisionLog.open(dir)
    for (let n = 1; n <= 3; n++) await log.add(revision('p1', n))
    await log.add(revision('p2', 9))
    expect(log.list('products', 'p1').map((summary) => summary.rev)).toEqual([3, 2, 1])
    expect(log.list('products', 'p1')[0]).not.toHaveProperty('record')
    expect(await log.record(2)).toEqual(revision('p1', 2).record)
    expect(log.previous(2)?.rev).toBe(1)
    await log.close()

    const again = await RevisionLog.open(dir)
    expect(await again.record(4)).toEqual(revision('p2', 9).record)
    expect((await again.add(revision('p2', 10))).rev).toBe(5)
    expect(await again.record(5)).toEqual(revision('p2', 10).record)
    await again.close()
  })

  it('reopens a log whose last line a crash cut (the torn tail goes, the rest stays readable)', async () => {
    const log = await RevisionLog.open(dir)
    await log.add(revision('p1', 1))
    await log.add(revision('p1', 2))
    await log.close()
    const file = path.join(dir, REVISIONS_FILE)
    await appendFile(file, '{"rev":3,"collection":"products","id":"p1","record":{"na')
    const reopened = await RevisionLog.open(dir)
    expect(reopened.list('products', 'p1').map((summary) => summary.rev)).toEqual([2, 1])
    const next = await reopened.add(revision('p1', 3))
    expect(next.rev).toBe(3)
    expect(await reopened.record(3)).toEqual(revision('p1', 3).record)
    expect(await reopened.record(2)).toEqual(revision('p1', 2).record)
    await reopened.close()
    const lines: RevisionLine[] = []
    await AppendLog.read<RevisionLine>(file, (line) => lines.push(line))
    expect(lines.map((line) => line.rev)).toEqual([1, 2, 3])
  })

  it('costs one line per write however much history exists (20,000 revisions)', async () => {
    const file = path.join(dir, REVISIONS_FILE)
    await mkdir(dir, { recursive: true })
    // 20,000 revisions of 400 records, written as a log of an earlier run.
    const at = new Date().toISOString()
    await AppendLog.writeFile(
      file,
      Array.from({ length: 20_000 }, (_, n) => ({ rev: n + 1, ...revision(`p${n % 400}`, n, at) })),
    )
    const full = await RevisionLog.open(dir)
    expect(full.count).toBe(20_000)
    const empty = await RevisionLog.open(path.join(root, 'empty'))
    const grow = async (log: RevisionLog, where: string) => {
      const before = (await stat(where)).size
      await log.add(revision('p1', 123_456))
      return (await stat(where)).size - before
    }
    const bytesBeside20k = await grow(full, file)
    const bytesAlone = await grow(empty, path.join(root, 'empty', REVISIONS_FILE))
    // The same line, whatever the log holds (the rev number's digits aside).
    expect(Math.abs(bytesBeside20k - bytesAlone)).toBeLessThanOrEqual(4)
    expect(await full.record(20_001)).toEqual(revision('p1', 123_456).record)
    await full.close()
    await empty.close()
  })

  it("drops revisions beyond a record's last 50 once they are older than 90 days, when compacted", async () => {
    const file = path.join(dir, REVISIONS_FILE)
    await mkdir(dir, { recursive: true })
    const old = new Date(Date.now() - 200 * DAY).toISOString()
    const recent = new Date(Date.now() - 10 * DAY).toISOString()
    // p-old: 1,200 old revisions (1,150 past keeping); p-new: 80 recent ones (all kept).
    const lines = [
      ...Array.from({ length: 1200 }, (_, n) => revision('p-old', n, old)),
      ...Array.from({ length: 80 }, (_, n) => revision('p-new', n, recent)),
    ].map((line, n) => ({ rev: n + 1, ...line }))
    await AppendLog.writeFile(file, lines)
    const log = await RevisionLog.open(dir)
    expect(log.list('products', 'p-old')).toHaveLength(KEEP_PER_RECORD)
    expect(log.list('products', 'p-old')[0]!.rev).toBe(1200)
    expect(log.list('products', 'p-new')).toHaveLength(80)
    expect(await log.record(1200)).toEqual(revision('p-old', 1199, old).record)
    expect(await log.record(1281 - 80)).toEqual(revision('p-new', 0, recent).record)
    // Numbers go on after the highest kept one.
    expect((await log.add(revision('p-new', 99))).rev).toBe(1281)
    await log.close()
    const kept: RevisionLine[] = []
    await AppendLog.read<RevisionLine>(file, (line) => kept.push(line))
    expect(kept).toHaveLength(KEEP_PER_RECORD + 80 + 1)
  })

  it('compacts while running, and later appends and reads land in the right places', async () => {
    const log = await RevisionLog.open(dir)
    const old = new Date(Date.now() - 200 * DAY).toISOString()
    // 1,000 appends trigger the check; 950 of them are past keeping (beyond the last 50 and old).
    await Promise.all(Array.from({ length: 1000 }, (_, n) => log.add(revision('p1', n, old))))
    await expect.poll(() => log.count).toBe(KEEP_PER_RECORD)
    const next = await log.add(revision('p1', 5000))
    expect(next.rev).toBe(1001)
    expect(await log.record(1001)).toEqual(revision('p1', 5000).record)
    expect(await log.record(1000)).toEqual(revision('p1', 999, old).record)
    expect(await log.record(951)).toEqual(revision('p1', 950, old).record)
    expect(await log.record(950)).toBeUndefined()
    await log.close()
    const lines: RevisionLine[] = []
    await AppendLog.read<RevisionLine>(path.join(dir, REVISIONS_FILE), (line) => lines.push(line))
    expect(lines.map((line) => line.rev)).toEqual(Array.from({ length: 51 }, (_, n) => 951 + n))
  })

  it('is part of a backup, and a restored data folder opens with its history', async () => {
    const log = await RevisionLog.open(dir)
    await log.add(revision('p1', 1))
    await log.close()
    const audit = await AuditLog.open(dir)
    await audit.add({
      at: new Date().toISOString(),
      kind: 'login',
      user: 'admin',
      method: 'POST',
      route: '/api/admin/auth/login',
      path: '/api/admin/auth/login',
      status: 200,
      changes: [],
    })
    await audit.close()
    const targets = { dataDir: path.join(root, 'data'), uploadsDir: path.join(root, 'uploads') }
    await mkdir(targets.uploadsDir, { recursive: true })
    const archive = await createBackup(targets, path.join(root, 'backups'))
    await rm(dir, { recursive: true })
    await writeFile(path.join(targets.dataDir, 'marker'), 'after')
    await restoreBackup(archive, targets)
    const restored = await RevisionLog.open(dir)
    expect(await restored.record(1)).toEqual(revision('p1', 1).record)
    await restored.close()
    const reopenedAudit = await AuditLog.open(dir)
    expect(reopenedAudit.page({}).entries.map((entry) => entry.user)).toEqual(['admin'])
    await reopenedAudit.close()
    expect(await readFile(path.join(dir, 'audit.jsonl'), 'utf8')).toContain('"kind":"login"')
  })
})
