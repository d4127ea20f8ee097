import { randomBytes } from 'node:crypto'
import { open, readFile, rename, truncate, unlink, type FileHandle } from 'node:fs/promises'
import path from 'node:path'
import { syncPath } from './durable-json-file.ts'

/**
 * A durable append-only file of JSON lines. An append resolves only once its line is fsynced,
 * so an acknowledged change survives a crash; appends that arrive while one is being written are
 * written together with one fsync (group commit), so 100 parallel changes do not cost 100 syncs.
 * `rewrite` replaces the whole file atomically (temp + fsync + rename) to drop superseded lines.
 * The cost of an append does not depend on how much the file already holds.
 */
export class AppendLog<Line> {
  private handle: FileHandle | null = null
  private pending: { text: string; done: (error?: unknown) => void }[] = []
  private writing: Promise<void> | null = null
  /** Bytes of whole lines on disk: a failed batch is cut back to it, so no torn line stays behind. */
  private size = 0

  private constructor(readonly file: string) {}

  /**
   * Opens (creating) the file and returns its lines. A last line without its newline was never
   * acknowledged (the crash cut its write): it is cut off so the next append starts clean; lines
   * that do not parse are skipped.
   */
  static async open<Line>(file: string): Promise<{ log: AppendLog<Line>; lines: Line[] }> {
    let text = ''
    try {
      text = await readFile(file, 'utf8')
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error
    }
    const end = text.lastIndexOf('\n') + 1
    if (end < text.length) await truncate(file, Buffer.byteLength(text.slice(0, end)))
    const lines: Line[] = []
    for (const raw of text.slice(0, end).split('\n')) {
      if (!raw) continue
      try {
        lines.push(JSON.parse(raw) as Line)
      } catch {
        // A line that does not parse cannot be an acknowledged write: skip it.
      }
    }
    const log = new AppendLog<Line>(file)
    log.handle = await open(file, 'a', 0o600)
    log.size = (await log.handle.stat()).size
    await syncPath(path.dirname(file))
    return { log, lines }
  }

  /** Resolves once the lines are on disk. */
  append(lines: Line[]): Promise<void> {
    if (!this.handle) return Promise.reject(new Error(`${this.file} is closed`))
    const text = lines.map((line) => `${JSON.stringify(line)}\n`).join('')
    return new Promise((resolve, reject) => {
      this.pending.push({ text, done: (error) => (error ? reject(error) : resolve()) })
      this.writing ??= this.drain()
    })
  }

  /** Atomically replaces the file with `lines` (after every append queued so far). */
  async rewrite(lines: Line[]): Promise<void> {
    await this.idle()
    const dir = path.dirname(this.file)
    const temp = path.join(dir, `.${path.basename(this.file)}.${randomBytes(6).toString('hex')}.tmp`)
    const out = await open(temp, 'w', 0o600)
    try {
      // Written in slices so a large log never becomes one giant string.
      for (let start = 0; start < lines.length; start += 1000) {
        const slice = lines.slice(start, start + 1000)
        await out.write(slice.map((line) => `${JSON.stringify(line)}\n`).join(''))
      }
      await out.sync()
    } catch (error) {
      await out.close()
      await unlink(temp).catch(() => {})
      throw error
    }
    await out.close()
    await rename(temp, this.file)
    await syncPath(dir)
    await this.handle?.close()
    this.handle = await open(this.file, 'a', 0o600)
    this.size = (await this.handle.stat()).size
  }

  async close(): Promise<void> {
    await this.idle()
    await this.handle?.close()
    this.handle = null
  }

  private async idle(): Promise<void> {
    while (this.writing) await this.writing
  }

  private async drain(): Promise<void> {
    while (this.pending.length > 0) {
      const batch = this.pending
      this.pending = []
      const handle = this.handle
      try {
        if (!handle) throw new Error(`${this.file} is closed`)
        const text = batch.map((item) => item.text).join('')
        await handle.write(text)
        await handle.sync()
        this.size += Buffer.byteLength(text)
        for (const item of batch) item.done()
      } catch (error) {
        await handle?.truncate(this.size).catch(() => {})
        for (const item of batch) item.done(error)
      }
    }
    this.writing = null
  }
}
