import { randomBytes } from 'node:crypto'
import { appendFile, mkdir, mkdtemp, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import * as tar from 'tar'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { createBackup } from '../../server/backup/archive.ts'
import { DurableJSONFile } from '../../server/store/durable-json-file.ts'
import { deadPid } from '../helpers/processes.ts'

// Backups you can trust: archives were 0644, failed while the site wrote (tar read a
// file that had just been replaced) and left `.partial` files behind for ever.
let root: string
let targets: { dataDir: string; uploadsDir: string }
let out: string
beforeEach(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'backups-sec-'))
  targets = { dataDir: path.join(root, 'data'), uploadsDir: path.join(root, 'uploads') }
  out = path.join(root, 'backups')
  await mkdir(path.join(targets.dataDir, 'submissions'), { recursive: true })
  await mkdir(path.join(targets.uploadsDir, 'public'), { recursive: true })
  await writeFile(path.join(targets.uploadsDir, 'public', 'a.webp'), randomBytes(50_000))
})
afterEach(() => rm(root, { recursive: true, force: true }))

/** What the site does all day: replaces JSON files whole, appends to a log, adds submissions. */
function churn(dataDir: string): { stop: () => Promise<number> } {
  let running = true
  let writes = 0
  const files = ['categories.json', 'settings.json', 'users.json'].map(
    (name) => new DurableJSONFile<unknown>(path.join(dataDir, name)),
  )
  const big = Array.from({ length: 3000 }, (_, i) => ({
    id: `p${i}`,
    name: 'Cıvata M8x40 DIN 933 '.repeat(4),
  }))
  const loop = (async () => {
    while (running) {
      writes++
      await Promise.all(files.map((file) => file.write({ writes, big })))
      await appendFile(
        path.join(dataDir, 'submissions', 'log.jsonl'),
        `${JSON.stringify({ writes, big: big.slice(0, 40) })}\n`,
      )
      const id = `s${writes}`
      const temp = path.join(dataDir, 'submissions', `.${id}.json.tmp`)
      await writeFile(temp, JSON.stringify({ id }))
      await rename(temp, path.join(dataDir, 'submissions', `${id}.json`))
    }
  })()
  return { stop: async () => ((running = false), await loop, writes) }
}

async function leftovers(dir: string): Promise<string[]> {
  return (await readdir(dir)).filter((name) => name.startsWith('.') || name.endsWith('.partial'))
}

describe('backups', () => {
  it('succeed 10 of 10 while the site writes, hold whole files, are 0600 in a 0700 folder', async () => {
    const writer = churn(targets.dataDir)
    const results: PromiseSettledResult<string>[] = []
    try {
      for (let i = 0; i < 10; i++) {
        const [result] = await Promise.allSettled([createBackup(targets, out)])
        results.push(result!)
      }
    } finally {
      expect(await writer.stop()).toBeGreaterThan(10)
    }
    expect(results.filter((result) => result.status === 'rejected')).toEqual([])
    expect(await leftovers(out)).toEqual([])
    expect((await stat(out)).mode & 0o777).toBe(0o700)
    const archives = results.map((result) => (result as PromiseFulfilledResult<string>).value)
    expect(new Set(archives).size).toBe(10)
    for (const archive of archives) expect((await stat(archive)).mode & 0o777).toBe(0o600)

    const unpacked = path.join(root, 'unpacked')
    await mkdir(unpacked)
    await tar.extract({ file: archives[9]!, cwd: unpacked, strict: true })
    for (const name of ['categories.json', 'settings.json', 'users.json']) {
      expect(JSON.parse(await readFile(path.join(unpacked, 'data', name), 'utf8'))).toHaveProperty('big')
    }
    const log = await readFile(path.join(unpacked, 'data', 'submissions', 'log.jsonl'), 'utf8')
    expect(log.endsWith('\n')).toBe(true)
    for (const line of log.trimEnd().split('\n')) expect(JSON.parse(line)).toHaveProperty('writes')
    const names = await readdir(path.join(unpacked, 'data', 'submissions'))
    expect(names.filter((name) => name.endsWith('.tmp'))).toEqual([])
    expect((await stat(path.join(unpacked, 'uploads', 'public', 'a.webp'))).size).toBe(50_000)
  }, 120_000)

  it('remove what a crashed backup left, and leave nothing behind when they fail', async () => {
    await mkdir(out, { recursive: true })
    const pid = await deadPid()
    await mkdir(path.join(out, `.staging-20250101-000000-${pid}-abcd`))
    await writeFile(path.join(out, `.backup-20250101-000000-${pid}-abcd.tar.gz.partial`), 'half')
    await writeFile(path.join(out, 'backup-20250101-000000.tar.gz.partial'), 'half')
    const archive = await createBackup(targets, out)
    expect(await readdir(out)).toEqual([path.basename(archive)])

    // A data folder that cannot be read: the backup fails and cleans up after itself.
    await rm(targets.dataDir, { recursive: true })
    await writeFile(targets.dataDir, 'not a folder')
    await expect(createBackup(targets, out)).rejects.toThrow()
    expect(await readdir(out)).toEqual([path.basename(archive)])
  })
})
