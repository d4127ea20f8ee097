import { createHash } from 'node:crypto'
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'
import type { DatasheetDocument } from './datasheet.ts'

export type DatasheetFile = { key: string; etag: string; bytes: number }

/**
 * Drawn datasheets on disk, named by a hash of everything drawn (the document, its picture's bytes), so a write
 * that does not change a product's datasheet leaves its file valid, and one that does names another. Bounded by
 * total bytes (least recently used removed first). The folder is private to the process and emptied at start,
 * so a new release never serves what an older one drew.
 */
export class DatasheetFiles {
  private readonly files = new Map<string, DatasheetFile>()
  private bytes = 0

  private constructor(
    private readonly dir: string,
    private readonly maxBytes: number,
  ) {}

  static async open(dir: string, maxBytes = 256 * 1024 * 1024): Promise<DatasheetFiles> {
    await rm(dir, { recursive: true, force: true })
    await mkdir(dir, { recursive: true, mode: 0o700 })
    return new DatasheetFiles(dir, maxBytes)
  }

  /** The name of what `doc` draws: equal documents, equal keys. */
  static keyOf(doc: DatasheetDocument): string {
    const hash = createHash('sha256')
    hash.update(
      JSON.stringify(doc, (name, value: unknown) =>
        name === 'bytes' && value instanceof Uint8Array
          ? createHash('sha256').update(value).digest('hex')
          : value,
      ),
    )
    return hash.digest('base64url').slice(0, 32)
  }

  get(key: string): DatasheetFile | undefined {
    const file = this.files.get(key)
    if (!file) return undefined
    this.files.delete(key)
    this.files.set(key, file)
    return file
  }

  /**
   * The file's bytes. A file removed under the running process (the default folder is in the system's temporary
   * directory, which a cleaner may empty) is forgotten, so the caller's next `get` misses and it is drawn again.
   */
  async read(file: DatasheetFile): Promise<Buffer> {
    try {
      return await readFile(this.pathOf(file.key))
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT' && this.files.get(file.key) === file) {
        this.files.delete(file.key)
        this.bytes -= file.bytes
      }
      throw error
    }
  }

  async put(key: string, pdf: Uint8Array): Promise<DatasheetFile> {
    // Made again if it went (see read).
    await mkdir(this.dir, { recursive: true, mode: 0o700 })
    const temp = `${this.pathOf(key)}.${process.pid}.tmp`
    await writeFile(temp, pdf, { mode: 0o600 })
    await rename(temp, this.pathOf(key))
    const file = { key, bytes: pdf.byteLength, etag: `"${key}"` }
    const previous = this.files.get(key)
    if (previous) this.bytes -= previous.bytes
    this.files.delete(key)
    this.files.set(key, file)
    this.bytes += file.bytes
    await this.evict()
    return file
  }

  /** Removes the folder (the process stops: nothing drawn is worth keeping). */
  async remove(): Promise<void> {
    this.files.clear()
    this.bytes = 0
    await rm(this.dir, { recursive: true, force: true })
  }

  get size(): { files: number; bytes: number } {
    return { files: this.files.size, bytes: this.bytes }
  }

  private async evict(): Promise<void> {
    for (const [key, file] of this.files) {
      if (this.bytes <= this.maxBytes) break
      this.files.delete(key)
      this.bytes -= file.bytes
      await rm(this.pathOf(key), { force: true })
    }
  }

  private pathOf(key: string): string {
    return path.join(this.dir, `${key}.pdf`)
  }
}
