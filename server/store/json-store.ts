import { Low } from 'lowdb'
import type { TSchema } from 'typebox'
import { Compile } from 'typebox/compile'
import { DurableJSONFile, StoreFileError } from './durable-json-file.ts'

/**
 * Shared counter bumped by every committed write of a content collection (what pages and public
 * JSON show): the response caches key on it. Form posts, logins and the mail outbox write other
 * files and leave it alone, so visitors cannot empty the caches.
 */
export class ContentVersion {
  value = 1
  /** Told after every bump (edge-purge.ts tells the caches in front); each returns at once and never throws. */
  private readonly watchers: (() => void)[] = []
  watch(watcher: () => void): void {
    this.watchers.push(watcher)
  }
  bump(): number {
    this.value += 1
    for (const watcher of this.watchers) watcher()
    return this.value
  }
}

/**
 * One JSON file of the data folder. Reads come from memory; every write goes through `update`,
 * which runs one at a time per file, works on a copy, and only replaces the in-memory data after
 * the file is durably on disk. A failed write therefore leaves neither a half file nor a
 * phantom record in memory.
 */
export class JsonStore<T> {
  private queue: Promise<unknown> = Promise.resolve()
  /** Told of every committed write (revisions and the audit: server/history/); see `observe`. */
  private observer: ((before: T, after: T) => void | Promise<void>) | undefined

  private constructor(
    private readonly db: Low<T>,
    readonly file: string,
    /** Absent for files no page shows (users): their writes keep cached answers valid. */
    private readonly version: ContentVersion | undefined,
  ) {}

  /**
   * `upgrade` brings a file written by an earlier release to the current shape (adds the fields
   * it lacks) before the schema check; when it changed anything, the result is written back once,
   * durably, so later starts read the current shape and change nothing. It must leave what it does
   * not recognise alone: a file broken in another way still fails the check and is never rewritten.
   */
  static async open<T>(options: {
    file: string
    schema: TSchema
    seed: () => T
    upgrade?: (raw: unknown) => unknown
    version?: ContentVersion
  }): Promise<{ store: JsonStore<T>; created: boolean; upgraded: boolean }> {
    const adapter = new DurableJSONFile<T>(options.file)
    const stored = await adapter.read()
    const created = stored === null
    let upgraded = false
    let data: T
    if (stored === null) data = options.seed()
    else if (options.upgrade) {
      // Compared as text: the upgrade may return the same object changed in place.
      const before = JSON.stringify(stored)
      data = options.upgrade(stored) as T
      upgraded = JSON.stringify(data) !== before
    } else data = stored
    const validator = Compile(options.schema)
    if (!validator.Check(data)) {
      const first = [...validator.Errors(data)][0]
      const where = first ? `${first.instancePath || '/'} ${first.message}` : 'unknown problem'
      if (created) throw new Error(`Seed for ${options.file} does not match its schema: ${where}`)
      throw new StoreFileError(options.file, `does not match its schema (${where})`)
    }
    const db = new Low<T>(adapter, data)
    db.data = data
    if (created || upgraded) await adapter.write(data)
    return { store: new JsonStore(db, options.file, options.version), created, upgraded }
  }

  /** Current data. Treat as read-only: change it only through `update`. */
  get data(): T {
    return this.db.data
  }

  /**
   * Applies `mutate` to a copy, writes it durably, then commits it to memory. Resolves with
   * `mutate`'s result once the data is on disk; rejects (and keeps the old data) if the write fails.
   */
  update<R>(mutate: (draft: T) => R): Promise<R> {
    const run = async (): Promise<R> => {
      const draft = structuredClone(this.db.data)
      const result = mutate(draft)
      await this.db.adapter.write(draft)
      const before = this.db.data
      this.db.data = draft
      this.version?.bump()
      await this.observer?.(before, draft)
      return result
    }
    const next = this.queue.then(run, run)
    this.queue = next.catch(() => {})
    return next
  }

  /**
   * Hands `observer` the data before and after each committed write (both read-only), inside the write: the write
   * resolves once the observer has (so a revision is on disk when the change is acknowledged). It must not throw.
   */
  observe(observer: (before: T, after: T) => void | Promise<void>): void {
    this.observer = observer
  }

  /** Resolves once every write queued so far has finished (used by graceful shutdown). */
  async flush(): Promise<void> {
    await this.queue
  }
}
