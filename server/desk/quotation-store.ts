import { readFile, unlink } from 'node:fs/promises'
import path from 'node:path'
import { syncPath, writeFileAtomic } from '../store/durable-json-file.ts'
import type { SubmissionStore } from '../submissions/submission-store.ts'
import { type QuotationRecord, secretMatches, splitToken } from './quotation.ts'

/**
 * Each request's quotation: `DATA_DIR/submissions/<id>.quotation.json`, beside its content file and timeline, written
 * whole (temp file, fsync, rename, folder fsync) so a crash leaves the old or the new one. A token names its request,
 * so the buyer's page reads one file: no index, no scan. Changes to one quotation run one at a time.
 */
export class Quotations {
  private readonly queues = new Map<string, Promise<unknown>>()

  constructor(private readonly dir: string) {}

  file(id: string): string {
    return path.join(this.dir, `${id}.quotation.json`)
  }

  async read(id: string): Promise<QuotationRecord | null> {
    try {
      return JSON.parse(await readFile(this.file(id), 'utf8')) as QuotationRecord
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null
      throw error
    }
  }

  /** The quotation a buyer's token opens, or null (an unknown id, no quotation, a wrong secret). */
  async byToken(token: string, known: (id: string) => boolean): Promise<QuotationRecord | null> {
    const parts = splitToken(token)
    if (!parts || !known(parts.id)) return null
    const record = await this.read(parts.id)
    return record && secretMatches(record, parts.secret) ? record : null
  }

  /**
   * Reads, changes and writes one quotation, one change at a time per request: `change` gets the stored record
   * (or null) and returns the one to write, or throws to write nothing.
   */
  change<R>(id: string, change: (current: QuotationRecord | null) => Promise<R> | R): Promise<R> {
    const run = async () => change(await this.read(id))
    const previous = this.queues.get(id) ?? Promise.resolve()
    const next = previous.then(run, run)
    const settled = next.catch(() => {})
    this.queues.set(id, settled)
    void settled.then(() => {
      if (this.queues.get(id) === settled) this.queues.delete(id)
    })
    return next
  }

  async write(record: QuotationRecord): Promise<void> {
    await writeFileAtomic(this.file(record.id), `${JSON.stringify(record, null, 1)}\n`)
    await syncPath(this.dir)
  }

  /** Removes a deleted request's quotation. */
  async remove(id: string): Promise<void> {
    await unlink(this.file(id)).catch(() => {})
  }
}

const instances = new WeakMap<SubmissionStore, Quotations>()

/** The quotations beside the inbox's files (one instance per store, so changes to one quotation queue). */
export function quotationsOf(store: SubmissionStore): Quotations {
  let found = instances.get(store)
  if (!found) instances.set(store, (found = new Quotations(store.dir)))
  return found
}
