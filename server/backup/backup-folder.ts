import { chmod, mkdir, readdir, rm, stat } from 'node:fs/promises'
import path from 'node:path'
import { isAlive } from './run-lock.ts'

export const ARCHIVE_NAME = /^backup-\d{8}-\d{6}(?:-\d+)?\.tar\.gz$/
/** `.staging-<stamp>-<pid>-<random>` and `.backup-<stamp>-<pid>-<random>.tar.gz.partial`. */
const WORK = /^\.(?:staging|backup)-\d{8}-\d{6}-(\d+)-[0-9a-f]+(?:\.tar\.gz\.partial)?$/
/** Partial archives of earlier versions (`backup-....tar.gz.partial`): always leftovers. */
const OLD_PARTIAL = /^backup-.*\.partial$/

/**
 * Creates the backup folder 0700 and makes existing archives 0600 (they hold the signing secret
 * and visitors' files). An existing folder is made 0700 only when it holds nothing but backups,
 * so `npm run backup -- /some/shared/folder` never changes the mode of a folder it does not own.
 */
export async function prepareBackupFolder(dir: string): Promise<void> {
  await mkdir(dir, { recursive: true, mode: 0o700 })
  const names = await readdir(dir)
  for (const name of names.filter((entry) => ARCHIVE_NAME.test(entry))) {
    const file = path.join(dir, name)
    if (((await stat(file)).mode & 0o077) !== 0) await chmod(file, 0o600)
  }
  const ours = names.every((name) => ARCHIVE_NAME.test(name) || WORK.test(name) || OLD_PARTIAL.test(name))
  if (ours && ((await stat(dir)).mode & 0o077) !== 0) await chmod(dir, 0o700)
}

/**
 * Removes staging folders and partial archives that no running backup owns: those of a dead
 * process (a crash), and this process's own that are not in `active`.
 */
export async function removeLeftovers(dir: string, active: ReadonlySet<string>): Promise<string[]> {
  const removed: string[] = []
  for (const name of await readdir(dir)) {
    const file = path.join(dir, name)
    const pid = Number(WORK.exec(name)?.[1] ?? 0)
    const stale =
      OLD_PARTIAL.test(name) || (pid > 0 && !(pid === process.pid ? active.has(file) : isAlive(pid)))
    if (!stale) continue
    await rm(file, { recursive: true, force: true })
    removed.push(name)
  }
  return removed
}
