import { closeSync, openSync, readSync } from 'node:fs'
import { mkdir, open, readdir, stat, unlink } from 'node:fs/promises'
import path from 'node:path'
import type { RevisionAction, RevisionSummary } from '../../shared/schemas/history.ts'
import { AppendLog, type LineAt } from '../store/append-log.ts'

/** One line of the log: a revision with the whole record as it was saved. */
export type RevisionLine = RevisionSummary & { record: unknown }

/** What memory keeps of a revision: its summary and where its line sits in the file (the body stays on disk). */
type Entry = RevisionSummary & { offset: number; length: number }

/** A record keeps at least its last KEEP_PER_RECORD revisions, and every one younger than KEEP_DAYS. */
export const KEEP_PER_RECORD = 50
export const KEEP_DAYS = 90
const DAY_MS = 24 * 3600_000
/** Lines the log may gain after a compaction check before the next one (at least; see compactWhenDue). */
const CHECK_SLACK = 1000

export const REVISIONS_FILE = 'revisions.jsonl'

const keyOf = (collection: string, id: string) => `${collection}\u0000${id}`

/**
 * Every saved version of the content records, as an append-only log (`DATA_DIR/history/revisions.jsonl`, one
 * fsynced line per revision through AppendLog's group commit), so a save costs one line however much history
 * exists (docs/decisions/019-audit-and-revisions-as-append-only-logs.md). Memory holds each revision's summary and
 * the byte range of its line, never the records: a body is read from disk when asked for. Revisions beyond a
 * record's last 50 and older than 90 days are dropped when the log is compacted (a rare rewrite whose cost, spread
 * over the lines that made it due, is constant).
 */
export class RevisionLog {
  private readonly byRecord = new Map<string, Entry[]>()
  private readonly byRev = new Map<number, Entry>()
  private lastRev = 0
  /** Bytes of the file as its lines were handed to the log, in order (an append's offset is known at once). */
  private size = 0
  private lines = 0
  private checkAt = CHECK_SLACK
  /** Set while the log is rewritten: appends wait for it, as their offsets depend on the file they go to. */
  private compacting: Promise<void> | null = null
  /** An append failed: offsets after it may be wrong until the index is read again from the file. */
  private stale = false

  private constructor(
    readonly file: string,
    private readonly log: AppendLog<RevisionLine>,
    private readonly now: () => number,
  ) {}

  static async open(dir: string, now: () => number = Date.now): Promise<RevisionLog> {
    await mkdir(dir, { recursive: true, mode: 0o700 })
    await removeStaleTempFiles(dir)
    const file = path.join(dir, REVISIONS_FILE)
    const entries: Entry[] = []
    // Not strict: a revision is history, not the record's only copy; a line that does not parse is skipped.
    const { log } = await AppendLog.replay<RevisionLine>(file, (line, at) => {
      const entry = entryOf(line, at)
      if (entry) entries.push(entry)
    })
    const store = new RevisionLog(file, log, now)
    store.load(entries)
    // The replay cut any torn tail: the file's size is where the next line goes.
    store.size = (await stat(file)).size
    if (store.dropCount() >= CHECK_SLACK) await store.compact()
    store.checkAt = store.lines + Math.max(store.lines, CHECK_SLACK)
    return store
  }

  /** Appends a revision (its `rev` given here, in the order of the calls); resolves once it is on disk. */
  async add(revision: Omit<RevisionLine, 'rev'>): Promise<RevisionSummary> {
    while (this.compacting) await this.compacting
    if (this.stale) await this.reindex()
    const line: RevisionLine = { rev: ++this.lastRev, ...revision }
    const length = Buffer.byteLength(JSON.stringify(line))
    const entry: Entry = { ...summaryOf(line), offset: this.size, length }
    this.size += length + 1
    try {
      await this.log.append([line])
    } catch (error) {
      this.stale = true
      throw error
    }
    this.insert(entry)
    this.lines += 1
    this.compactWhenDue()
    return summaryOf(entry)
  }

  /** The record's revisions, newest first. */
  list(collection: string, id: string): RevisionSummary[] {
    return (this.byRecord.get(keyOf(collection, id)) ?? []).map(summaryOf).reverse()
  }

  get(rev: number): RevisionSummary | undefined {
    const entry = this.byRev.get(rev)
    return entry && summaryOf(entry)
  }

  /** The revision of the same record just before `rev`. */
  previous(rev: number): RevisionSummary | undefined {
    const entry = this.byRev.get(rev)
    if (!entry) return undefined
    const list = this.byRecord.get(keyOf(entry.collection, entry.id)) ?? []
    const at = list.indexOf(entry)
    return at > 0 ? summaryOf(list[at - 1]!) : undefined
  }

  /** The record's newest revision. */
  latest(collection: string, id: string): RevisionSummary | undefined {
    const list = this.byRecord.get(keyOf(collection, id))
    return list && list.length > 0 ? summaryOf(list[list.length - 1]!) : undefined
  }

  /** The record as saved at `rev`, read from the file. */
  async record(rev: number): Promise<unknown> {
    for (let attempt = 0; attempt < 2; attempt++) {
      const entry = this.byRev.get(rev)
      if (!entry) return undefined
      const line = await this.readLine(entry)
      if (line?.rev === rev) return line.record
      // The index no longer matches the file (an append failed in between): read it again once.
      await this.reindex()
    }
    throw new Error(`revision ${rev} is not where the index says in ${this.file}`)
  }

  /** Revisions held (memory's index). */
  get count(): number {
    return this.byRev.size
  }

  async close(): Promise<void> {
    while (this.compacting) await this.compacting
    await this.log.close()
  }

  private load(entries: Entry[]): void {
    this.byRecord.clear()
    this.byRev.clear()
    this.lines = entries.length
    for (const entry of entries) {
      this.insert(entry)
      this.lastRev = Math.max(this.lastRev, entry.rev)
    }
  }

  private insert(entry: Entry): void {
    const key = keyOf(entry.collection, entry.id)
    let list = this.byRecord.get(key)
    if (!list) this.byRecord.set(key, (list = []))
    list.push(entry)
    this.byRev.set(entry.rev, entry)
  }

  private async readLine(entry: Entry): Promise<RevisionLine | null> {
    const handle = await open(this.file, 'r')
    try {
      const buffer = Buffer.alloc(entry.length)
      const { bytesRead } = await handle.read(buffer, 0, entry.length, entry.offset)
      return JSON.parse(buffer.subarray(0, bytesRead).toString('utf8')) as RevisionLine
    } catch {
      return null
    } finally {
      await handle.close()
    }
  }

  /** Reads every line's place again from the file (after a failed append: rare). */
  private async reindex(): Promise<void> {
    const entries: Entry[] = []
    const { size } = await AppendLog.read<RevisionLine>(this.file, (line, at) => {
      const entry = entryOf(line, at)
      if (entry) entries.push(entry)
    })
    this.load(entries)
    this.size = size
    this.stale = false
  }

  /** The entries a compaction keeps, oldest first, and how many it drops. */
  private kept(): { keep: Entry[]; dropped: number } {
    const cutoff = this.now() - KEEP_DAYS * DAY_MS
    const keep: Entry[] = []
    let dropped = 0
    for (const list of this.byRecord.values()) {
      list.forEach((entry, at) => {
        if (at >= list.length - KEEP_PER_RECORD || Date.parse(entry.at) >= cutoff) keep.push(entry)
        else dropped += 1
      })
    }
    keep.sort((a, b) => a.rev - b.rev)
    return { keep, dropped }
  }

  private dropCount(): number {
    return this.kept().dropped
  }

  /**
   * Checked once the log has grown by max(its size at the last check, 1,000) lines: rewritten when at least 1,000
   * revisions (or a quarter of the lines) are past keeping, so the O(n) step stays rare.
   */
  private compactWhenDue(): void {
    if (this.lines < this.checkAt || this.compacting) return
    const { dropped } = this.kept()
    if (dropped >= Math.min(CHECK_SLACK, this.lines / 4)) {
      this.compacting = this.compact()
        .catch(() => {
          // The log stays as it was (still correct); the next check tries again.
        })
        .finally(() => {
          this.compacting = null
        })
    }
    this.checkAt = this.lines + Math.max(this.lines, CHECK_SLACK)
  }

  /** Rewrites the log with the revisions kept (read from the old file line by line), then points memory at it. */
  private async compact(): Promise<void> {
    const { keep } = this.kept()
    const places = new Map<number, { offset: number; length: number }>()
    let size = 0
    const file = this.file
    function* lines(): Iterable<RevisionLine> {
      const fd = openSync(file, 'r')
      try {
        for (const entry of keep) {
          const buffer = Buffer.alloc(entry.length)
          readSync(fd, buffer, 0, entry.length, entry.offset)
          let line: RevisionLine
          try {
            line = JSON.parse(buffer.toString('utf8')) as RevisionLine
          } catch {
            continue
          }
          if (line.rev !== entry.rev) continue
          const length = Buffer.byteLength(JSON.stringify(line))
          places.set(entry.rev, { offset: size, length })
          size += length + 1
          yield line
        }
      } finally {
        closeSync(fd)
      }
    }
    await this.log.rewrite(lines)
    const entries = keep.flatMap((entry) => {
      const place = places.get(entry.rev)
      return place ? [{ ...entry, ...place }] : []
    })
    const lastRev = this.lastRev
    this.load(entries)
    this.lastRev = Math.max(lastRev, this.lastRev)
    this.size = size
  }
}

function summaryOf(entry: RevisionSummary): RevisionSummary {
  const { rev, collection, id, at, by, name, action, fields } = entry
  return { rev, collection, id, at, by, name, action, fields }
}

const ACTIONS: readonly RevisionAction[] = ['create', 'update', 'delete']

function entryOf(line: RevisionLine, at: LineAt): Entry | null {
  if (
    typeof line !== 'object' ||
    line === null ||
    !Number.isInteger(line.rev) ||
    typeof line.collection !== 'string' ||
    typeof line.id !== 'string' ||
    !ACTIONS.includes(line.action)
  )
    return null
  return {
    ...summaryOf({
      ...line,
      at: String(line.at),
      by: String(line.by),
      name: String(line.name ?? ''),
      fields: Array.isArray(line.fields) ? line.fields.map(String) : [],
    }),
    offset: at.start,
    length: at.length,
  }
}

/** Temp files of a compaction that a crash interrupted (the log itself was never replaced). */
async function removeStaleTempFiles(dir: string): Promise<void> {
  for (const name of await readdir(dir)) {
    if (/^\..+\.[0-9a-f]{12}\.tmp$/.test(name)) await unlink(path.join(dir, name)).catch(() => {})
  }
}
