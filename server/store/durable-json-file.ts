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
    const dir = path.dirname(this.file)
    const temp = path.join(dir, `.${path.basename(this.file)}.${randomBytes(6).toString('hex')}.tmp`)
    const handle = await open(temp, 'w', 0o644)
    try {
      await handle.writeFile(`${JSON.stringify(data, null, 2)}\n`, 'utf8')
      await handle.sync()
    } catch (error) {
      await handle.close()
      await unlink(temp).catch(() => {})
      throw error
    }
    await handle.close()
    try {
      await rename(temp, this.file)
    } catch (error) {
      await unlink(temp).catch(() => {})
      throw error
    }
    await syncDir(dir)
  }
}

async function syncDir(dir: string): Promise<void> {
  const handle = await open(dir, 'r')
  try {
    await handle.sync()
  } finally {
    await handle.close()
  }
}
