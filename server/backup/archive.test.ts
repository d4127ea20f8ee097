import { execFile } from 'node:child_process'
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { createBackup, rotateBackups } from './archive.ts'
import { restoreBackup } from './restore.ts'

const run = promisify(execFile)
let root: string
let targets: { dataDir: string; uploadsDir: string }
beforeEach(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'backup-test-'))
  targets = { dataDir: path.join(root, 'site', 'data'), uploadsDir: path.join(root, 'elsewhere', 'up') }
  await mkdir(path.join(targets.uploadsDir, 'public', 'demo'), { recursive: true })
  await mkdir(targets.dataDir, { recursive: true })
  await writeFile(path.join(targets.dataDir, 'products.json'), '[{"id":"a","name_tr":"Cıvata 🔩"}]')
  await writeFile(path.join(targets.dataDir, '.products.json.abcdef123456.tmp'), 'half')
  await writeFile(path.join(targets.uploadsDir, 'public', 'demo', 'x.webp'), Buffer.from([1, 2, 3, 255]))
})
afterEach(() => rm(root, { recursive: true, force: true }))

describe('backup and restore', () => {
  it('archives both folders and brings them back byte for byte, keeping what it replaced', async () => {
    const file = await createBackup(targets, path.join(root, 'backups'), new Date('2026-11-22T10:20:30Z'))
    expect(path.basename(file)).toBe('backup-20261122-102030.tar.gz')
    await writeFile(path.join(targets.dataDir, 'products.json'), '[]')
    await rm(path.join(targets.uploadsDir, 'public'), { recursive: true })
    await restoreBackup(file, targets, new Date('2026-11-22T11:00:00Z'))
    expect(await readFile(path.join(targets.dataDir, 'products.json'), 'utf8')).toBe(
      '[{"id":"a","name_tr":"Cıvata 🔩"}]',
    )
    expect([...(await readFile(path.join(targets.uploadsDir, 'public', 'demo', 'x.webp')))]).toEqual([
      1, 2, 3, 255,
    ])
    // temp files of interrupted writes are not archived
    expect(await readdir(targets.dataDir)).toEqual(['products.json'])
    expect(
      await readFile(path.join(`${targets.dataDir}.before-restore-20261122-110000`, 'products.json'), 'utf8'),
    ).toBe('[]')
  })

  it('refuses an archive without a data folder and leaves the site untouched', async () => {
    const bogus = path.join(root, 'bogus.tar.gz')
    const tar = await import('tar')
    await writeFile(path.join(root, 'evil.txt'), 'x')
    await tar.create({ gzip: true, file: bogus, cwd: root }, ['evil.txt'])
    await expect(restoreBackup(bogus, targets)).rejects.toThrow(/no data/)
    expect(await readFile(path.join(targets.dataDir, 'products.json'), 'utf8')).toContain('Cıvata')
  })

  it('keeps only the newest N snapshots', async () => {
    const dir = path.join(root, 'backups')
    for (let hour = 10; hour < 15; hour++)
      await createBackup(targets, dir, new Date(`2026-11-22T${hour}:00:00Z`))
    const removed = await rotateBackups(dir, 3)
    expect(removed).toEqual(['backup-20261122-100000.tar.gz', 'backup-20261122-110000.tar.gz'])
    expect((await readdir(dir)).sort()).toEqual([
      'backup-20261122-120000.tar.gz',
      'backup-20261122-130000.tar.gz',
      'backup-20261122-140000.tar.gz',
    ])
  })

  it('npm run backup and npm run restore work from the command line', async () => {
    const env = {
      ...process.env,
      DATA_DIR: targets.dataDir,
      UPLOADS_DIR: targets.uploadsDir,
      BACKUP_DIR: path.join(root, 'b'),
    }
    const { stdout } = await run('npx', ['tsx', 'scripts/backup.ts'], { env })
    const archive = stdout.trim().split('\n').pop()!
    expect(archive).toMatch(/backup-\d{8}-\d{6}\.tar\.gz$/)
    await writeFile(path.join(targets.dataDir, 'products.json'), '[]')
    await run('npx', ['tsx', 'scripts/restore.ts', archive], { env })
    expect(await readFile(path.join(targets.dataDir, 'products.json'), 'utf8')).toContain('Cıvata')
  }, 60_000)
})
