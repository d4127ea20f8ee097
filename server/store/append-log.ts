import { randomBytes } from 'node:crypto'
import { open, rename, stat, unlink, type FileHandle } from 'node:fs/promises'
import path from 'node:path'
import { StoreFileError, syncPath } from './durable-json-file.ts'

/** Written before the lines of an append of more than one line: they count only if all `batch` follow it. */
type BatchHeader = { batch: number }

const isHeader = (value: unknown): value is BatchHeader =>
  typeof value === 'object' &&
  value !== null &&
  Object.keys(value).length === 1 &&
  Number.isInteger((value as BatchHeader).batch) &&
  (value as BatchHeader).batch > 0

const READ_CHUNK = 4 * 1024 * 1024

/** Where a committed line sits in the file: its first byte and its length without the newline. */
export type LineAt = { start: number; length: number }
const NEWLINE = 0x0a

export type OpenOptions = {
  /**
   * A line that does not parse, other than the last one, stops the open (StoreFileError) instead of being skipped:
   * for logs that are a collection's only copy, where a skipped line would silently lose a record.
   */
  strict?: boolean
}

/**
 * A durable append-only file of JSON lines. An append resolves only once its lines are fsynced,
 * so an acknowledged change survives a crash; appends that arrive while one is being written are
 * written together with one fsync (group commit), so 100 parallel changes do not cost 100 syncs.
 * An append of several lines is all-or-nothing: a `{"batch":n}` line goes first, and at open a
 * batch that lacks some of its n lines (the crash cut its write) is cut off whole.
 * `rewrite` replaces the whole file atomically (temp + fsync + rename) to drop superseded lines.
 * The cost of an append does not depend on how much the file already holds.
 */
export class AppendLog<Line> {
  private handle: FileHandle | null = null
  private pending: { text: string; done: (error?: unknown) => void }[] = []
  private writing: Promise<void> | null = null
  /** Bytes of whole lines on disk: a failed batch is cut back to it, so no torn line stays behind. */
  private size = 0
  /** The file the handle writes to: an append is acknowledged only while the path still names it. */
  private identity = { dev: 0, ino: 0 }

  private constructor(readonly file: string) {}

  /** Opens (creating) the file and returns its lines (see `replay`). */
  static async open<Line>(
    file: string,
    options: OpenOptions = {},
  ): Promise<{ log: AppendLog<Line>; lines: Line[] }> {
    const lines: Line[] = []
    const { log } = await AppendLog.replay<Line>(file, (line) => lines.push(line), options)
    return { log, lines }
  }

  /**
   * Opens (creating) the file and hands `each` its committed lines in order (see `read`). The tail that was never
   * acknowledged is cut off so the next append starts clean. Returns the number of lines handed.
   */
  static async replay<Line>(
    file: string,
    each: (line: Line, at: LineAt) => void,
    options: OpenOptions = {},
  ): Promise<{ log: AppendLog<Line>; count: number }> {
    const { count, committed, size } = await AppendLog.read(file, each, options)
    const handle = await open(file, 'a', 0o600)
    try {
      if (committed < size) await handle.truncate(committed)
      await handle.sync()
      await syncPath(path.dirname(file))
    } catch (error) {
      await handle.close()
      throw error
    }
    const log = new AppendLog<Line>(file)
    log.handle = handle
    log.size = committed
    await log.remember()
    return { log, count }
  }

  /**
   * Hands `each` the committed lines of the file (none if it does not exist) in order, reading it in slices (a
   * large log is never one string), without changing it. Not committed: a last line without its newline, a batch
   * missing some of its lines, a last line that does not parse (writes a crash cut off, never acknowledged). Other
   * lines that do not parse are skipped, or (strict) stop the read. `committed` is where the committed lines end.
   */
  static async read<Line>(
    file: string,
    each: (line: Line, at: LineAt) => void,
    options: OpenOptions = {},
  ): Promise<{ count: number; committed: number; size: number }> {
    let handle: FileHandle
    try {
      handle = await open(file, 'r')
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return { count: 0, committed: 0, size: 0 }
      throw error
    }
    let count = 0
    try {
      /** Byte offset where the committed part of the file ends (the start of what is cut). */
      let committed = 0
      let batch: { left: number; lines: [Line, LineAt][] } | null = null
      /** The number of a line that did not parse (strict): harmless only as the last line. */
      let bad = 0
      let lineNumber = 0
      const deliver = (lines: [Line, LineAt][]) => {
        for (const [line, at] of lines) each(line, at)
        count += lines.length
      }
      const take = (bytes: Buffer, end: number) => {
        lineNumber += 1
        if (bytes.length === 0) return
        if (bad) throw new StoreFileError(file, `has a line that is not valid JSON (line ${bad})`)
        let value: unknown
        try {
          value = JSON.parse(bytes.toString('utf8'))
        } catch {
          // Harmless as the last line (a write cut by a crash, never acknowledged: cut off below); strict opens
          // refuse it anywhere else. Otherwise skipped; inside a batch it still counts as one of its lines.
          if (options.strict) bad = lineNumber
          else if (!batch) committed = end
          else if (--batch.left === 0) {
            deliver(batch.lines)
            batch = null
            committed = end
          }
          return
        }
        if (isHeader(value) && !batch) {
          batch = { left: value.batch, lines: [] }
          return
        }
        const at = { start: end - bytes.length - 1, length: bytes.length }
        if (!batch) deliver([[value as Line, at]])
        else {
          batch.lines.push([value as Line, at])
          if (--batch.left > 0) return
          deliver(batch.lines)
          batch = null
        }
        committed = end
      }
      const chunk = Buffer.allocUnsafe(READ_CHUNK)
      let carry: Buffer[] = []
      let position = 0
      for (;;) {
        const { bytesRead } = await handle.read(chunk, 0, READ_CHUNK, position)
        if (bytesRead === 0) break
        let start = 0
        for (;;) {
          const newline = chunk.indexOf(NEWLINE, start)
          if (newline === -1 || newline >= bytesRead) break
          const piece = chunk.subarray(start, newline)
          const bytes = carry.length > 0 ? Buffer.concat([...carry, piece]) : piece
          carry = []
          take(bytes, position + newline + 1)
          start = newline + 1
        }
        if (start < bytesRead) carry.push(Buffer.from(chunk.subarray(start, bytesRead)))
        position += bytesRead
      }
      return { count, committed, size: position }
    } finally {
      await handle.close()
    }
  }

  /** Resolves once the lines are on disk; several lines are one batch, kept whole or not at all. */
  append(lines: Line[]): Promise<void> {
    if (!this.handle) return Promise.reject(new Error(`${this.file} is closed`))
    if (lines.length === 0) return Promise.resolve()
    const header =
      lines.length > 1 ? `${JSON.stringify({ batch: lines.length } satisfies BatchHeader)}\n` : ''
    const text = header + lines.map((line) => `${JSON.stringify(line)}\n`).join('')
    return new Promise((resolve, reject) => {
      this.pending.push({ text, done: (error) => (error ? reject(error) : resolve()) })
      this.writing ??= this.drain()
    })
  }

  /**
   * Atomically replaces the file with the lines `lines()` gives, read once every append queued so far is on disk.
   * Appends arriving meanwhile wait and go to the new file: written to the old one, they would vanish with it.
   */
  async rewrite(lines: () => Iterable<Line>): Promise<void> {
    // Checked and taken in one turn: an append between the two would start writing to the old file.
    while (this.writing) await this.writing
    let release!: () => void
    this.writing = new Promise<void>((resolve) => (release = resolve))
    try {
      await AppendLog.writeFile(this.file, lines())
      await this.handle?.close()
      this.handle = await open(this.file, 'a', 0o600)
      this.size = (await this.handle.stat()).size
      await this.remember()
    } finally {
      this.writing = null
      release()
      if (this.pending.length > 0) this.writing = this.drain()
    }
  }

  /** Writes `lines` as the whole file (see writeFile) and opens it for appends. */
  static async create<Line>(file: string, lines: Iterable<Line>): Promise<AppendLog<Line>> {
    await AppendLog.writeFile(file, lines)
    const log = new AppendLog<Line>(file)
    log.handle = await open(file, 'a', 0o600)
    log.size = (await log.handle.stat()).size
    await log.remember()
    return log
  }

  /**
   * Writes `lines` as the whole file (temp + fsync + rename + folder fsync), for a log not yet open (an import).
   * Written in slices so a large log never becomes one giant string.
   */
  static async writeFile<Line>(file: string, lines: Iterable<Line>): Promise<void> {
    const dir = path.dirname(file)
    const temp = path.join(dir, `.${path.basename(file)}.${randomBytes(6).toString('hex')}.tmp`)
    const out = await open(temp, 'w', 0o600)
    try {
      let slice: string[] = []
      for (const line of lines) {
        slice.push(`${JSON.stringify(line)}\n`)
        if (slice.length < 1000) continue
        await out.write(slice.join(''))
        slice = []
      }
      if (slice.length > 0) await out.write(slice.join(''))
      await out.sync()
    } catch (error) {
      await out.close()
      await unlink(temp).catch(() => {})
      throw error
    }
    await out.close()
    await rename(temp, file)
    await syncPath(dir)
  }

  async close(): Promise<void> {
    await this.idle()
    await this.handle?.close()
    this.handle = null
  }

  private async remember(): Promise<void> {
    const { dev, ino } = (await this.handle!.stat()) as { dev: number; ino: number }
    this.identity = { dev, ino }
  }

  /**
   * Throws when the path no longer names the file the handle writes to (the data folder removed or replaced
   * under the running site): lines written there would be acknowledged and then lost.
   */
  private async checkIdentity(): Promise<void> {
    const current = await stat(this.file).catch((error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return null
      throw error
    })
    if (current?.dev !== this.identity.dev || current.ino !== this.identity.ino)
      throw new Error(`${this.file} was removed or replaced while open`)
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
        await this.checkIdentity()
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
