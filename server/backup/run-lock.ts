import { readFile, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'

/** Held in DATA_DIR by the running site: `npm run restore` refuses while its process lives. */
export const RUN_LOCK_FILE = '.server.pid'

/** Writes this process's pid; returns a function that removes the file if it is still ours. */
export async function takeRunLock(dataDir: string): Promise<() => Promise<void>> {
  const file = path.join(dataDir, RUN_LOCK_FILE)
  const content = `${process.pid}\n`
  await writeFile(file, content, { mode: 0o600 })
  return async () => {
    const current = await readFile(file, 'utf8').catch(() => '')
    if (current === content) await rm(file, { force: true })
  }
}

/**
 * The pid of a live process holding DATA_DIR, or null. A pid file left by a process that died
 * (crash, kill -9) does not count.
 */
export async function runningServerPid(dataDir: string): Promise<number | null> {
  let text: string
  try {
    text = await readFile(path.join(dataDir, RUN_LOCK_FILE), 'utf8')
  } catch {
    return null
  }
  const pid = Number(text.trim())
  if (!Number.isInteger(pid) || pid <= 0) return null
  return isAlive(pid) ? pid : null
}

/** Whether a process with this pid exists (of any user). */
export function isAlive(pid: number): boolean {
  try {
    // Signal 0 only checks that the process exists; EPERM means it exists under another user.
    process.kill(pid, 0)
    return true
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}
