import type { FileHandle } from 'node:fs/promises'
import { rm } from 'node:fs/promises'
import { Writable } from 'node:stream'
import type { BudgetLimit } from '../uploads/attachment-budget.ts'

/**
 * Writes one attachment to its temp file while the budget allows: each chunk is counted
 * (`take`) before it is written. Once a chunk is refused, or the disk refuses a write (ENOSPC),
 * the file is removed and the rest of the part is read and dropped, never failing the stream:
 * the multipart body keeps flowing, so the visitor still gets an answer in their language.
 */
export class MeteredFileSink extends Writable {
  bytesWritten = 0
  refusal: BudgetLimit | null = null
  writeError: Error | null = null
  private closing: Promise<void> | null = null

  constructor(
    private readonly handle: FileHandle,
    private readonly tmpPath: string,
    private readonly take: (bytes: number) => BudgetLimit | null,
  ) {
    super()
  }

  get stopped(): boolean {
    return this.refusal !== null || this.writeError !== null
  }

  override _write(chunk: Buffer, _encoding: BufferEncoding, done: (error?: Error | null) => void): void {
    if (this.stopped) return done()
    const refusal = this.take(chunk.length)
    if (refusal) {
      this.refusal = refusal
      return void this.discard().then(() => done(), done)
    }
    this.handle.write(chunk).then(
      () => {
        this.bytesWritten += chunk.length
        done()
      },
      (error: Error) => {
        this.writeError = error
        this.discard().then(() => done(), done)
      },
    )
  }

  override _final(done: (error?: Error | null) => void): void {
    this.close().then(() => done(), done)
  }

  override _destroy(error: Error | null, done: (error?: Error | null) => void): void {
    this.close().then(
      () => done(error),
      () => done(error),
    )
  }

  /** Frees the disk at once rather than when the request ends. */
  private async discard(): Promise<void> {
    await this.close()
    await rm(this.tmpPath, { force: true })
  }

  private close(): Promise<void> {
    this.closing ??= this.handle.close()
    return this.closing
  }
}
