import { stat, unlink } from 'node:fs/promises'
import { isDeepStrictEqual } from 'node:util'
import path from 'node:path'
import type { TSchema } from 'typebox'
import { Compile } from 'typebox/compile'
import { AppendLog } from './append-log.ts'
import { DurableJSONFile, StoreFileError, syncPath } from './durable-json-file.ts'
import type { ContentVersion } from './json-store.ts'

/** One line of a record log: a record's whole current version, or its deletion. The last line of an id wins. */
export type RecordLine<T> = { put: T } | { deleted: string }

type Identified = { id: string }

/** One record a committed write changed: its version before (undefined: new) and after (null: removed). */
export type RecordCommit<T> = { id: string; before: T | undefined; after: T | null }

/** Superseded lines a log may hold beyond its live ones before it is compacted (at least; see compactWhenDue). */
const COMPACT_SLACK = 1000

/**
 * The changes of one write, made against the records as they are when the write runs (writes run one at a time).
 * Records handed in or out are the draft's own: `edit` returns a copy, and memory takes the draft's records only
 * once they are on disk, so a write that throws or fails changes nothing.
 */
export class RecordDraft<T extends Identified> {
  /** Id -> the draft's version (null: removed), in the order of the changes. */
  readonly changes = new Map<string, T | null>()
  private list: T[] | null = null
  private listIndex: Map<string, number> | null = null

  constructor(
    private readonly base: readonly T[],
    private readonly baseIndex: ReadonlyMap<string, number>,
  ) {}

  /** The draft's version of a record. */
  get(id: string): T | undefined {
    const changed = this.changes.get(id)
    if (changed !== undefined) return changed ?? undefined
    const index = this.baseIndex.get(id)
    return index === undefined ? undefined : this.base[index]
  }

  /**
   * Every record with the draft's changes, in stored order (new ones last); it follows later changes. Made on first
   * use (a copy of the list, not of the records), so a write that does not need it costs nothing per stored record.
   * Read-only, like `RecordStore.data`: change it through `put`, `edit` and `remove`.
   */
  get records(): T[] {
    if (!this.list) {
      this.list = [...this.base]
      this.listIndex = new Map(this.baseIndex)
      const changes = [...this.changes]
      this.changes.clear()
      for (const [id, record] of changes) {
        if (record) this.put(record)
        else this.remove(id)
      }
    }
    return this.list
  }

  /** Adds the record, or replaces the one of its id (it keeps its place). */
  put(record: T): void {
    this.changes.delete(record.id)
    this.changes.set(record.id, record)
    if (!this.list || !this.listIndex) return
    const index = this.listIndex.get(record.id)
    if (index === undefined) {
      this.listIndex.set(record.id, this.list.length)
      this.list.push(record)
    } else this.list[index] = record
  }

  /** A copy of the record to change in place, already part of the draft; undefined if there is none. */
  edit(id: string): T | undefined {
    const current = this.get(id)
    if (!current) return undefined
    if (this.changes.get(id) === current) return current
    const copy = structuredClone(current)
    this.put(copy)
    return copy
  }

  remove(id: string): boolean {
    if (!this.get(id)) return false
    this.changes.delete(id)
    this.changes.set(id, null)
    if (this.list && this.listIndex) {
      const index = this.listIndex.get(id)!
      this.list.splice(index, 1)
      this.listIndex.delete(id)
      for (let at = index; at < this.list.length; at++) this.listIndex.set(this.list[at]!.id, at)
    }
    return true
  }
}

/**
 * A collection of records (products) kept as an append-only log of JSON lines, so that a write costs the same
 * beside 28 records as beside 100,000 (docs/decisions/016-products-as-an-append-only-log.md):
 * - every write appends one line per changed record (`{"put": record}` or `{"deleted": id}`), fsynced before it
 *   resolves; a write of several records is one batch, kept whole or not at all after a crash (AppendLog);
 * - memory holds the records in stored order (`data`, read everywhere) and an id -> index map; it takes a write
 *   only once its lines are on disk, as a new list, so a reader holding the old one is never changed under it;
 * - writes run one at a time, like JsonStore.update, and bump the content version when they change something;
 * - the log is rewritten (temp + rename) when superseded lines outnumber live ones by more than
 *   max(live, 1,000): a rare O(n) step whose cost, spread over the writes that made it due, is constant.
 */
export class RecordStore<T extends Identified> {
  private records: T[] = []
  private index = new Map<string, number>()
  private queue: Promise<unknown> = Promise.resolve()
  private logLines = 0
  /** Told of every committed write (revisions: server/history/); see `observe`. */
  private observer: ((changes: RecordCommit<T>[]) => void | Promise<void>) | undefined

  private constructor(
    readonly file: string,
    private readonly log: AppendLog<RecordLine<T>>,
    private readonly version: ContentVersion | undefined,
  ) {}

  /**
   * Replays `file` (a `.jsonl`). When it does not exist, the records come from `legacyFile` (a whole-array JSON
   * file of an earlier release), else from `seed`; they are written as the log in one atomic step, and the legacy
   * file is removed after. A crash at any point repeats or finishes this at the next start: the log appears whole
   * or not at all, and once it is there a legacy file left beside it is what it was made from. A legacy file
   * that does not parse stops the start and is left untouched.
   *
   * `upgrade` brings a record of an earlier release to the current shape, as a new record (its argument left
   * alone); the records it changes are written back as one batch. Every record is then checked against `schema`: one that
   * fails stops the start (StoreFileError), the file untouched. `trusted` skips the upgrade of records the schema
   * accepts.
   */
  static async open<T extends Identified>(options: {
    file: string
    legacyFile?: string
    schema: TSchema
    seed: () => T[]
    upgrade?: (raw: unknown) => unknown
    /** The log is known to be in the current shape (see ProductsStamp): only a record the schema refuses is upgraded. */
    trusted?: boolean
    version?: ContentVersion
  }): Promise<{ store: RecordStore<T>; created: boolean; upgraded: boolean }> {
    const { file } = options
    const validator = Compile(options.schema)
    let created = false
    let imported: unknown[] | null = null
    if (!(await exists(file))) {
      const legacy = options.legacyFile ? await new DurableJSONFile<unknown>(options.legacyFile).read() : null
      if (legacy !== null && !Array.isArray(legacy))
        throw new StoreFileError(options.legacyFile!, 'does not match its schema (/ must be an array)')
      imported = legacy
      if (!imported) {
        created = true
        imported = options.seed()
      }
    }
    // Replayed into a map: the last line of an id wins and keeps the place of the id's first line.
    const replayed = new Map<string, unknown>()
    const source = imported ? options.legacyFile! : file
    let log: AppendLog<RecordLine<T>> | null = null
    let lines = 0
    if (imported) for (const record of imported) replayed.set(idOf(record, source), record)
    else {
      const opened = await AppendLog.replay<RecordLine<T>>(file, replayInto(replayed, file), { strict: true })
      log = opened.log
      lines = opened.count
    }
    const upgraded: T[] = []
    try {
      for (const [id, raw] of replayed) {
        let record = raw
        if (options.trusted && validator.Check(record)) continue
        if (options.upgrade) {
          // Compared as values (the order of keys aside): a record only written in another key order is unchanged.
          const next = options.upgrade(record)
          if (!isDeepStrictEqual(next, record)) {
            record = next
            replayed.set(id, record)
            upgraded.push(record as T)
          }
        }
        if (validator.Check(record)) continue
        const first = [...validator.Errors(record)][0]
        const where = first ? `${first.instancePath || '/'} ${first.message}` : 'unknown problem'
        if (created) throw new Error(`Seed for ${file} does not match its schema: ${where}`)
        throw new StoreFileError(source, `does not match its schema (record ${id}: ${where})`)
      }
    } catch (error) {
      await log?.close()
      throw error
    }
    const records = [...replayed.values()] as T[]
    if (!log) {
      // The log appears whole (rename) before the legacy file goes: after a crash between the two, the next start
      // keeps the log and removes the legacy file.
      log = await AppendLog.create<RecordLine<T>>(
        file,
        records.map((record) => ({ put: record })),
      )
      lines = records.length
    }
    if (options.legacyFile && (await exists(options.legacyFile))) {
      await unlink(options.legacyFile)
      await syncPath(path.dirname(file))
    }
    const store = new RecordStore<T>(file, log, options.version)
    store.records = records
    store.index = new Map(records.map((record, at) => [record.id, at]))
    store.logLines = lines
    // Records the upgrade changed, written back as one batch (an import wrote them already).
    if (!imported && upgraded.length > 0) await store.append(upgraded.map((put) => ({ put })))
    if (store.compactDue()) await store.compact()
    return { store, created, upgraded: !created && (imported !== null || upgraded.length > 0) }
  }

  /** Every record, in stored order. Treat as read-only: change it only through the write methods. */
  get data(): T[] {
    return this.records
  }

  get(id: string): T | undefined {
    const at = this.index.get(id)
    return at === undefined ? undefined : this.records[at]
  }

  /**
   * Runs `work` on a draft of the records once the writes queued before it are done, writes the draft's changes
   * durably (one line, or one batch), then commits them to memory. Resolves with `work`'s result once they are
   * on disk; rejects (and changes nothing) if `work` throws or the write fails. A draft without changes writes
   * nothing.
   */
  write<R>(work: (draft: RecordDraft<T>) => R): Promise<R> {
    return this.serial(async () => {
      const draft = new RecordDraft(this.records, this.index)
      const result = work(draft)
      if (draft.changes.size === 0) return result
      const lines: RecordLine<T>[] = []
      for (const [id, record] of draft.changes) lines.push(record ? { put: record } : { deleted: id })
      await this.append(lines)
      const commits: RecordCommit<T>[] = this.observer
        ? [...draft.changes].map(([id, after]) => ({ id, before: this.get(id), after }))
        : []
      this.commit(draft.changes)
      this.version?.bump()
      this.compactWhenDue()
      if (commits.length > 0) await this.observer?.(commits)
      return result
    })
  }

  /** Adds the record, or replaces the one of its id. */
  put(record: T): Promise<void> {
    return this.write((draft) => draft.put(record))
  }

  /** Resolves true once the record's deletion is on disk, false if there was none. */
  remove(id: string): Promise<boolean> {
    return this.write((draft) => draft.remove(id))
  }

  /**
   * Hands `observer` the records each committed write changed, inside the write: the write resolves once the
   * observer has (so a revision is on disk when the change is acknowledged). It must not throw.
   */
  observe(observer: (changes: RecordCommit<T>[]) => void | Promise<void>): void {
    this.observer = observer
  }

  /** Resolves once every write queued so far has finished (used by graceful shutdown). */
  async flush(): Promise<void> {
    await this.queue
  }

  async close(): Promise<void> {
    await this.flush()
    await this.log.close()
  }

  /** A new list (readers holding the old one keep a consistent view); the index is updated in place. */
  private commit(changes: ReadonlyMap<string, T | null>): void {
    const next = this.records.slice()
    let removed = false
    for (const [id, record] of changes) {
      const at = this.index.get(id)
      if (record === null) {
        if (at === undefined) continue
        next[at] = undefined as unknown as T
        this.index.delete(id)
        removed = true
      } else if (at === undefined) {
        this.index.set(id, next.length)
        next.push(record)
      } else next[at] = record
    }
    if (removed) {
      this.records = next.filter((record) => record !== undefined)
      this.index = new Map(this.records.map((record, at) => [record.id, at]))
    } else this.records = next
  }

  private async append(lines: RecordLine<T>[]): Promise<void> {
    await this.log.append(lines)
    this.logLines += lines.length
  }

  private compactDue(): boolean {
    return this.logLines - this.records.length > Math.max(this.records.length, COMPACT_SLACK)
  }

  /** Called after memory holds the write, so the rewrite includes it; queued behind the writes waiting. */
  private compactWhenDue(): void {
    // A failed rewrite leaves the log as it was (still correct); the next write tries again.
    if (this.compactDue()) this.serial(() => this.compact()).catch(() => {})
  }

  private async compact(): Promise<void> {
    if (!this.compactDue()) return
    let lines = 0
    await this.log.rewrite(() => {
      lines = this.records.length
      return this.records.map((record) => ({ put: record }))
    })
    this.logLines = lines
  }

  private serial<R>(work: () => Promise<R>): Promise<R> {
    const next = this.queue.then(work, work)
    this.queue = next.catch(() => {})
    return next
  }
}

/**
 * The records of a log as a start replays them, without opening it for writes (nothing is cut, upgraded or
 * checked): for tests and scripts that look at a data folder.
 */
export async function readRecordLog<T>(file: string): Promise<T[]> {
  const replayed = new Map<string, unknown>()
  await AppendLog.read<RecordLine<T>>(file, replayInto(replayed, file), { strict: true })
  return [...replayed.values()] as T[]
}

/** Writes `records` as the whole log of a store that is not open (atomically): a generated catalogue, a test's. */
export async function writeRecordLog<T extends Identified>(
  file: string,
  records: readonly T[],
): Promise<void> {
  await AppendLog.writeFile(
    file,
    records.map((put) => ({ put })),
  )
}

/** Applies a line to `replayed`: the last line of an id wins and keeps the place of the id's first line. */
function replayInto(replayed: Map<string, unknown>, file: string) {
  return (line: unknown) => {
    const bag: Record<string, unknown> = isBag(line) ? line : {}
    if (typeof bag.deleted === 'string') replayed.delete(bag.deleted)
    else if ('put' in bag) replayed.set(idOf(bag.put, file), bag.put)
    else throw new StoreFileError(file, 'has a line that is neither a record nor a deletion')
  }
}

function isBag(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

function idOf(record: unknown, file: string): string {
  if (isBag(record) && typeof record.id === 'string') return record.id
  throw new StoreFileError(file, 'has a record without an id')
}

async function exists(file: string): Promise<boolean> {
  try {
    await stat(file)
    return true
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return false
    throw error
  }
}
