import { randomBytes } from 'node:crypto'
import { open, readFile, rename, unlink } from 'node:fs/promises'
import path from 'node:path'
import type { Adapter } from 'lowdb'

export class StoreFileError extends Error {
  constructor(
    readonly file: string,
    reason: string,
  ) {
    super(`Data file ${file} ${reason}. It was left untouched; fix or restore it, then start again.`)
  }
}

/**
 * lowdb adapter that makes a write durable before it resolves: the JSON goes to a temp file in
 * the same folder, is fsynced, renamed over the target, and the folder is fsynced so the rename
 * itself survives a power cut. (lowdb's own JSONFile renames without fsync.)
 */
export class DurableJSONFile<T> implements Adapter<T> {
  constructor(readonly file: string) {}

  async read(): Promise<T | null> {
    let text: string
    try {
      text = await readFile(this.file, 'utf8')
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null
      throw error
    }
    try {
      return JSON.parse(text) as T
    } catch (error) {
      throw new StoreFileError(this.file, `is not valid JSON (${(error as Error).message})`)
    }
  }

  async write(data: T): Promise<void> {
    await writeFileAtomic(this.file, `${JSON.stringify(data, null, 2)}\n`)
    await syncPath(path.dirname(this.file))
  }
}

/**
 * Writes `text` to a temp file beside `file`, fsyncs it and renames it over `file`: readers see
 * the old or the new whole file, never a part. The caller fsyncs the folder (once for many files).
 */
export async function writeFileAtomic(file: string, text: string): Promise<void> {
  const dir = path.dirname(file)
  const temp = path.join(dir, `.${path.basename(file)}.${randomBytes(6).toString('hex')}.tmp`)
  const handle = await open(temp, 'w', 0o600)
  try {
    await handle.writeFile(text, 'utf8')
    await handle.sync()
  } catch (error) {
    await handle.close()
    await unlink(temp).catch(() => {})
    throw error
  }
  await handle.close()
  try {
    await rename(temp, file)
  } catch (error) {
    await unlink(temp).catch(() => {})
    throw error
  }
}

/** fsync a file or a folder (a folder's fsync makes the renames and unlinks in it durable). */
export async function syncPath(file: string): Promise<void> {
  const handle = await open(file, 'r')
  try {
    await handle.sync()
  } finally {
    await handle.close()
  }
}
