import { createHash } from 'node:crypto'
import { createWriteStream, type ReadStream } from 'node:fs'
import { mkdir, open, rename, rm } from 'node:fs/promises'
import path from 'node:path'
import { Readable } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import { createGunzip } from 'node:zlib'
import type { CachedResponse } from './response-cache.ts'

/** Files kept: the full list in the current version, and a few it replaced that may still be read. */
const FILES_KEPT = 4

/**
 * Uncompressed copies of answers kept only gzip-compressed (see ResponseCache.setGzipped), written to disk once, on
 * the first request of a client that does not take gzip: from then on such a client reads a file, as it would a
 * static one, instead of costing a decompression per request. The folder is the process's own, emptied at start.
 */
export class PlainFiles {
  private readonly files = new Map<string, Promise<{ file: string; bytes: number }>>()

  private constructor(private readonly dir: string) {}

  static async open(dir: string): Promise<PlainFiles> {
    await rm(dir, { recursive: true, force: true })
    await mkdir(dir, { recursive: true, mode: 0o700 })
    return new PlainFiles(dir)
  }

  /**
   * The answer's text as a stream of its file, and its length. A file removed under the running process (the
   * default folder is in the system's temporary directory, which a cleaner may empty) is written again.
   */
  async open(entry: CachedResponse): Promise<{ stream: ReadStream; bytes: number }> {
    const name = createHash('sha256').update(`${entry.url}\n${entry.etag}`).digest('base64url').slice(0, 32)
    const { file, bytes } = await this.made(name, entry)
    const handle = await open(file).catch((error: NodeJS.ErrnoException) => {
      if (error.code !== 'ENOENT') throw error
      this.files.delete(name)
      return null
    })
    if (handle) return { stream: handle.createReadStream(), bytes }
    const again = await this.made(name, entry)
    return { stream: (await open(again.file)).createReadStream(), bytes: again.bytes }
  }

  /** The file of `name`, written once (the oldest beyond FILES_KEPT removed). */
  private made(name: string, entry: CachedResponse): Promise<{ file: string; bytes: number }> {
    let made = this.files.get(name)
    if (!made) {
      made = this.write(name, entry)
      this.files.set(name, made)
      made.catch(() => this.files.delete(name))
      while (this.files.size > FILES_KEPT) {
        const [oldest, file] = this.files.entries().next().value!
        this.files.delete(oldest)
        // A reader that opened it keeps reading: the data stays until its descriptor closes.
        void file.then(({ file: old }) => rm(old, { force: true })).catch(() => {})
      }
    }
    return made
  }

  async remove(): Promise<void> {
    this.files.clear()
    await rm(this.dir, { recursive: true, force: true })
  }

  private async write(name: string, entry: CachedResponse): Promise<{ file: string; bytes: number }> {
    const file = path.join(this.dir, `${name}.json`)
    const temp = `${file}.tmp`
    // Made again if it went (see open).
    await mkdir(this.dir, { recursive: true, mode: 0o700 })
    let bytes = 0
    const gunzip = createGunzip()
    gunzip.on('data', (chunk: Buffer) => (bytes += chunk.length))
    await pipeline(Readable.from([entry.body]), gunzip, createWriteStream(temp, { mode: 0o600 }))
    await rename(temp, file)
    return { file, bytes }
  }
}
