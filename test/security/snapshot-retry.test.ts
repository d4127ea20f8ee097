import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { Writable } from 'node:stream'
import Fastify from 'fastify'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { loadConfig } from '../../server/config.ts'
import snapshots from '../../server/plugins/app/snapshots.ts'

// A failed automatic snapshot used to wait a whole interval (a day) for the next try.
let root: string
afterEach(async () => {
  vi.useRealTimers()
  await rm(root, { recursive: true, force: true })
})

describe('automatic snapshots', () => {
  it('retry a failed snapshot within the hour, not a day later', async () => {
    root = await mkdtemp(path.join(os.tmpdir(), 'snapshot-retry-'))
    const backupDir = path.join(root, 'backups')
    await mkdir(path.join(root, 'data'))
    await writeFile(path.join(root, 'data', 'products.json'), '[]')
    // A file where the backup folder should be: the first snapshot fails.
    await writeFile(backupDir, 'in the way')
    const config = loadConfig(
      { DATA_DIR: 'data', UPLOADS_DIR: 'uploads', BACKUP_DIR: 'backups', BACKUP_INTERVAL_HOURS: '24' },
      { rootDir: root },
    )
    const messages: string[] = []
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        messages.push((JSON.parse(chunk.toString()) as { msg: string }).msg)
        done()
      },
    })
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    const app = Fastify({ logger: { level: 'info', stream } })
    await app.register(snapshots, { config })
    await app.ready()
    try {
      // The first snapshot is due an hour after start. (vi.waitFor polls with real timers.)
      await vi.advanceTimersByTimeAsync(3600_000)
      await vi.waitFor(() => expect(messages).toContain('snapshot failed'), { timeout: 10_000 })
      await rm(backupDir)
      await vi.advanceTimersByTimeAsync(3600_000)
      await vi.waitFor(() => expect(messages).toContain('snapshot written'), { timeout: 10_000 })
      const archives = (await readdir(backupDir)).filter((name) => name.endsWith('.tar.gz'))
      expect(archives).toHaveLength(1)
    } finally {
      await app.close()
    }
  })
})
