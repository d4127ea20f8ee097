import { chmod, lstat, readdir } from 'node:fs/promises'
import path from 'node:path'

/** Files whose contents let a reader take over the admin account. */
export const SECRET_FILES = ['jwt-secret', 'users.json', 'initial-admin-password.txt'] as const

export type ModeFixes = { secrets: string[]; others: number }

/**
 * Makes DATA_DIR private to the site's user: folders 0700, files 0600. Earlier versions wrote
 * data files 0644 and backups copied them around, so a start checks every file once and says
 * which secrets another local user could have read (rotate those). Symlinks are left alone.
 */
export async function secureDataModes(dataDir: string): Promise<ModeFixes> {
  const fixes: ModeFixes = { secrets: [], others: 0 }
  await tighten(dataDir, 0o700)
  await walk(dataDir, fixes, true)
  fixes.secrets.sort()
  return fixes
}

async function walk(dir: string, fixes: ModeFixes, top: boolean): Promise<void> {
  // A folder's entries are checked together: one after another, each lstat's trip through the thread pool left
  // the start idle.
  const entries = await readdir(dir, { withFileTypes: true })
  await Promise.all(
    entries.map(async (entry) => {
      const file = path.join(dir, entry.name)
      if (entry.isDirectory()) {
        await tighten(file, 0o700)
        // The inbox folder (up to 100,000 files) only ever held files written 0600 by the site.
        if (!(top && entry.name === 'submissions')) await walk(file, fixes, false)
      } else if (entry.isFile() && (await tighten(file, 0o600))) {
        if (top && (SECRET_FILES as readonly string[]).includes(entry.name)) fixes.secrets.push(entry.name)
        else fixes.others++
      }
    }),
  )
}

/** Removes group and other bits; true when there were any. A file that vanished meanwhile is skipped. */
async function tighten(file: string, mode: number): Promise<boolean> {
  try {
    const stats = await lstat(file)
    if ((stats.mode & 0o077) === 0) return false
    await chmod(file, mode)
    return true
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return false
    throw error
  }
}
