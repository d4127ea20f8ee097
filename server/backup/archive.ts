import { randomBytes } from 'node:crypto'
import { createWriteStream } from 'node:fs'
import { link, mkdir, open, readdir, rm } from 'node:fs/promises'
import path from 'node:path'
import { pipeline } from 'node:stream/promises'
import { syncPath } from '../store/durable-json-file.ts'
import { ARCHIVE_NAME, prepareBackupFolder, removeLeftovers } from './backup-folder.ts'
import { stageTree } from './stage.ts'

export type BackupTargets = { dataDir: string; uploadsDir: string }

/** Staging folders and partial archives of backups running in this process (not leftovers). */
const active = new Set<string>()

export function stamp(date: Date): string {
  const iso = date.toISOString()
  return `${iso.slice(0, 10).replace(/-/g, '')}-${iso.slice(11, 19).replace(/:/g, '')}`
}

/**
 * Writes `backup-YYYYMMDD-HHMMSS.tar.gz` (mode 0600) into `outDir` holding `data/` and `uploads/`
 * as they were at one moment, while the site keeps writing: every file is first pinned in a
 * private staging folder beside the archive (see stageTree), then the staging folder is archived.
 * Nothing is left behind on failure; leftovers of a crashed backup go at the next one.
 */
export async function createBackup(
  targets: BackupTargets,
  outDir: string,
  now = new Date(),
): Promise<string> {
  await prepareBackupFolder(outDir)
  await removeLeftovers(outDir, active)
  // The pid marks whose work this is, so a backup never removes another live process's staging.
  const tag = `${stamp(now)}-${process.pid}-${randomBytes(4).toString('hex')}`
  const staging = path.join(outDir, `.staging-${tag}`)
  const partial = path.join(outDir, `.backup-${tag}.tar.gz.partial`)
  active.add(staging).add(partial)
  try {
    await mkdir(staging, { mode: 0o700 })
    await stageTree(targets.dataDir, path.join(staging, 'data'))
    await stageTree(targets.uploadsDir, path.join(staging, 'uploads'))
    await writeArchive(staging, (await readdir(staging)).sort(), partial)
    const file = await publish(partial, outDir, stamp(now))
    await syncPath(outDir)
    return file
  } finally {
    await rm(staging, { recursive: true, force: true })
    await rm(partial, { force: true })
    active.delete(staging)
    active.delete(partial)
  }
}

async function writeArchive(cwd: string, names: string[], partial: string): Promise<void> {
  // Loaded by the first backup, not by every start (~25 ms of a start on Node 20).
  const tar = await import('tar')
  await pipeline(
    tar.create({ gzip: true, portable: true, cwd }, names),
    createWriteStream(partial, { flags: 'wx', mode: 0o600 }),
  )
  // On disk before it gets its final name: a power cut never leaves a truncated "finished" archive.
  const handle = await open(partial, 'r')
  try {
    await handle.sync()
  } finally {
    await handle.close()
  }
}

/** Gives the finished archive its name; link() never replaces an archive of the same second. */
async function publish(partial: string, outDir: string, when: string): Promise<string> {
  for (let n = 1; ; n++) {
    const file = path.join(outDir, `backup-${when}${n === 1 ? '' : `-${n}`}.tar.gz`)
    try {
      await link(partial, file)
      return file
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
    }
  }
}

/** Keeps the newest `keep` archives in `dir` and deletes the rest; returns the deleted names. */
export async function rotateBackups(dir: string, keep: number): Promise<string[]> {
  const names = (await readdir(dir).catch(() => [] as string[]))
    .filter((name) => ARCHIVE_NAME.test(name))
    .sort()
  const remove = names.slice(0, Math.max(0, names.length - keep))
  for (const name of remove) await rm(path.join(dir, name), { force: true })
  return remove
}
