import { mkdir, readdir, readFile, rm, unlink } from 'node:fs/promises'
import path from 'node:path'
import {
  ACKNOWLEDGEMENTS_PER_DAY,
  type Submission,
  type SubmissionPage,
  type SubmissionQuery,
  type SUBMISSION_ORDERS,
} from '../../shared/schemas/submission.ts'
import { AppendLog } from '../store/append-log.ts'
import { syncPath, writeFileAtomic } from '../store/durable-json-file.ts'
import {
  decodeCursor,
  encodeCursor,
  entryOf,
  type IndexEntry,
  isOpen,
  isOverdue,
  matches,
  overdueCutoff,
  newerFirst,
  searchWords,
  type SubmissionContent,
  type SubmissionState,
  Tally,
  toSubmission,
  overdueIn,
} from './submission-index.ts'

type SubmissionOrder = (typeof SUBMISSION_ORDERS)[number]

/**
 * One line of the log: the whole current entry of a submission, or its deletion (last line wins), or the last
 * reference number given in a year (written when the log is compacted, so a deleted quote's number is never given again).
 */
type LogLine = { entry: IndexEntry } | { deleted: string } | { references: { year: number; last: number } }

const DAY_MS = 24 * 3600_000

/** `Q-2026-00042`: the year, then the number within it. */
const REFERENCE = /^Q-(\d{4})-(\d{5,})$/

/** The year a request arrives in, on the company's calendar (Turkey: UTC+3 all year). */
function referenceYear(now: Date): number {
  return new Date(now.getTime() + 3 * 3600_000).getUTCFullYear()
}

const CONTENT_FILE = /^([A-Za-z0-9_-]{1,64})\.json$/

/**
 * The inbox on disk, built so that a post, a status change and a delete cost the same with
 * 100,000 stored submissions as with 10 (docs/decisions/002-inbox-one-file-per-submission-and-a-log.md):
 * - `DATA_DIR/submissions/<id>.json` holds what the visitor sent, written once, durably;
 * - `DATA_DIR/submissions/log.jsonl` gets one fsynced line per change (state + small summary);
 * - memory holds the summaries only, newest first, for filters, paging, counts and the outbox.
 * At start the log is replayed and checked against the folder; it is compacted when superseded
 * lines outnumber live ones.
 */
export class SubmissionStore {
  private readonly byId = new Map<string, IndexEntry>()
  /** Newest first. */
  private order: IndexEntry[] = []
  /** The open ones (new, in progress), newest first: the overdue ones are its tail. */
  private opened: IndexEntry[] = []
  private tally = new Tally()
  private queue: Promise<unknown> = Promise.resolve()
  private logLines = 0
  /** The last reference number given, per year. */
  private readonly lastReference = new Map<number, number>()
  /** When each address was last promised an acknowledgement (times in ms, the last 24 hours'). */
  private readonly acknowledged = new Map<string, number[]>()
  private sweepAt = 10_000

  private constructor(
    readonly dir: string,
    private readonly log: AppendLog<LogLine>,
  ) {}

  static async open(dataDir: string, warn: (message: string) => void): Promise<SubmissionStore> {
    const dir = path.join(dataDir, 'submissions')
    await mkdir(dir, { recursive: true, mode: 0o700 })
    const { log, lines } = await AppendLog.open<LogLine>(path.join(dir, 'log.jsonl'))
    const store = new SubmissionStore(dir, log)
    const replayed = new Map<string, IndexEntry>()
    for (const line of lines) {
      if ('deleted' in line) replayed.delete(line.deleted)
      else if ('references' in line) store.noteReference(line.references.year, line.references.last)
      else if (line.entry && typeof line.entry.id === 'string') {
        replayed.set(line.entry.id, line.entry)
        store.noteReferenceOf(line.entry.reference)
      }
    }
    const onDisk = new Set<string>()
    for (const name of await readdir(dir)) {
      const id = CONTENT_FILE.exec(name)?.[1]
      if (id) onDisk.add(id)
      // A temp file of a write that a crash cut off: the record it would have become was never kept.
      else if (name.startsWith('.') && name.endsWith('.tmp'))
        await unlink(path.join(dir, name)).catch(() => {})
    }
    for (const [id, entry] of replayed) {
      if (onDisk.has(id)) store.byId.set(id, entry)
      else warn(`submission ${id} is in the log but its file is missing: left out`)
    }
    // A post whose file was written but whose log line was not (a crash between the two).
    for (const id of onDisk) {
      if (store.byId.has(id)) continue
      const content = await store.readContent(id).catch(() => null)
      if (content) {
        store.byId.set(id, entryOf(content, initialState(content.created_at)))
        store.noteReferenceOf(content.reference)
      } else warn(`submission file ${id}.json is unreadable: left in place`)
    }
    store.order = [...store.byId.values()].sort(newerFirst)
    store.recount()
    store.countAcknowledgements()
    store.logLines = lines.length
    if (lines.length !== store.liveLines) await store.compact()
    return store
  }

  get size(): number {
    return this.order.length
  }

  /** Every stored submission's summary, newest first (read-only). */
  entries(): readonly IndexEntry[] {
    return this.order
  }

  /**
   * The next quote reference (`Q-2026-00042`), taken at once: two requests arriving together never share one. A
   * request that then fails to be stored leaves a gap in the numbers, never a repeat.
   */
  nextReference(now = new Date()): string {
    const year = referenceYear(now)
    const next = (this.lastReference.get(year) ?? 0) + 1
    this.lastReference.set(year, next)
    return `Q-${year}-${String(next).padStart(5, '0')}`
  }

  /**
   * Whether a request from `email` may send its buyer an acknowledgement: at most ACKNOWLEDGEMENTS_PER_DAY in any 24
   * hours, so nobody can mail-bomb an address through the form. Taken at once, so requests arriving together
   * cannot all pass; a request that then fails to be stored still counts (never one too many).
   */
  takeAcknowledgement(email: string, now = Date.now()): boolean {
    const key = email.toLowerCase()
    const recent = (this.acknowledged.get(key) ?? []).filter((time) => time > now - DAY_MS)
    const allowed = recent.length < ACKNOWLEDGEMENTS_PER_DAY
    if (allowed) recent.push(now)
    this.acknowledged.set(key, recent)
    // Addresses whose day is over are dropped each time the map has doubled since the last sweep: at most one day of
    // addresses is held, and the sweeps cost a constant amount per request however many addresses a day brings.
    if (this.acknowledged.size > this.sweepAt) {
      this.forgetOldAcknowledgements(now)
      this.sweepAt = Math.max(10_000, 2 * this.acknowledged.size)
    }
    return allowed
  }

  has(id: string): boolean {
    return this.byId.has(id)
  }

  async get(id: string): Promise<Submission | null> {
    const entry = this.byId.get(id)
    if (!entry) return null
    return toSubmission(await this.readContent(id), entry.state)
  }

  /** Stores a new submission durably (its file, then its log line); resolves once both are on disk. */
  async create(content: SubmissionContent, state: SubmissionState): Promise<Submission> {
    await writeFileAtomic(this.contentFile(content.id), JSON.stringify(content))
    await syncPath(this.dir)
    const entry = entryOf(content, state)
    try {
      await this.append([{ entry }])
    } catch (error) {
      await rm(this.contentFile(content.id), { force: true })
      throw error
    }
    this.insert(entry)
    this.compactWhenDue()
    return toSubmission(content, state)
  }

  /**
   * Stores many submissions at once (the migration of the old single-file inbox): their files in
   * parallel, one folder sync, one log write. Ids already stored are skipped.
   */
  async importAll(records: LegacySubmission[]): Promise<number> {
    const fresh = records.filter((record) => !this.byId.has(record.id))
    for (let start = 0; start < fresh.length; start += 32) {
      await Promise.all(
        fresh
          .slice(start, start + 32)
          .map((record) => writeFileAtomic(this.contentFile(record.id), JSON.stringify(contentOf(record)))),
      )
    }
    await syncPath(this.dir)
    const entries = fresh.map((record) => entryOf(contentOf(record), stateOf(record)))
    await this.append(entries.map((entry) => ({ entry })))
    for (const entry of entries) this.byId.set(entry.id, entry)
    this.order = [...this.byId.values()].sort(newerFirst)
    this.recount()
    return entries.length
  }

  /**
   * Changes the state of one submission (one at a time per store, so no change is lost); throws
   * whatever `change` throws and writes nothing then. Returns the updated submission, or null if
   * it no longer exists.
   */
  update(id: string, change: (state: SubmissionState) => void): Promise<Submission | null> {
    return this.serial(async () => {
      const [updated] = await this.applyAll([id], change)
      return updated ? this.get(updated.id) : null
    })
  }

  /** The same change to many submissions in one durable write (e.g. every waiting mail). */
  updateMany(ids: string[], change: (state: SubmissionState) => void): Promise<number> {
    return this.serial(async () => (await this.applyAll(ids, change)).length)
  }

  /** Removes the record and its log entry; the caller removes its attachments. */
  remove(id: string): Promise<boolean> {
    return this.serial(async () => {
      const entry = this.byId.get(id)
      if (!entry) return false
      // File first: once it is gone the submission cannot come back, whatever happens next.
      await rm(this.contentFile(id), { force: true })
      await syncPath(this.dir)
      this.byId.delete(id)
      this.tally.add(entry, -1)
      this.order.splice(position(this.order, entry), 1)
      if (isOpen(entry)) this.opened.splice(position(this.opened, entry), 1)
      await this.append([{ deleted: id }])
      this.compactWhenDue()
      return true
    })
  }

  /**
   * One page of matching submissions with the totals the inbox shows. In the `due` order (the default) open
   * requests past their due time come first, most overdue first, read from the open requests' own list (so the
   * cost grows with the overdue ones, not the inbox); then every other one newest first from where the cursor
   * stands (binary search). No sort per page. `me` is the admin asking (`assignee=me`, the `mine` count).
   */
  async page(
    query: SubmissionQuery & { limit: number; cursor?: string; order?: SubmissionOrder },
    me?: string,
    now = Date.now(),
  ): Promise<SubmissionPage> {
    const words = searchWords(query.q)
    const filters = query.assignee === 'me' ? { ...query, assignee: me ?? '-' } : query
    const after = query.cursor ? decodeCursor(query.cursor) : null
    const cutoff = after?.cutoff ?? overdueCutoff(now)
    const due = (query.order ?? 'due') === 'due'
    let total = this.tally.total(filters, words)
    if (total === null) {
      total = 0
      for (const entry of this.order) if (matches(entry, filters, words, cutoff)) total += 1
    }
    const found: { entry: IndexEntry; overdue: boolean }[] = []
    let more = false
    const take = (entry: IndexEntry, overdue: boolean): boolean => {
      if (found.length < query.limit) found.push({ entry, overdue })
      else more = true
      return !more
    }
    if (due && (!after || after.overdue)) {
      // Oldest open request first, up to the due line.
      const start = after ? position(this.opened, after) - 1 : this.opened.length - 1
      for (let index = start; index >= 0; index -= 1) {
        const entry = this.opened[index] as IndexEntry
        if (entry.created_at >= cutoff) break
        if (matches(entry, filters, words, cutoff) && !take(entry, true)) break
      }
    }
    if (!more) {
      let start = 0
      if (after && !after.overdue) {
        start = position(this.order, after)
        if (this.order[start]?.id === after.id) start += 1
      }
      for (let index = start; index < this.order.length; index += 1) {
        const entry = this.order[index] as IndexEntry
        if (!matches(entry, filters, words, cutoff) || (due && isOverdue(entry, cutoff))) continue
        if (!take(entry, false)) break
      }
    }
    const items = await Promise.all(found.map(async ({ entry }) => this.get(entry.id)))
    const last = found[found.length - 1]
    return {
      items: items.filter((item): item is Submission => item !== null),
      total,
      next_cursor: more && last ? encodeCursor(last.entry, last.overdue, due ? cutoff : undefined) : null,
      counts: this.tally.counts(this.opened, cutoff, me),
    }
  }

  /** The open requests past their due time (the dashboard's figure): counted from the open requests only. */
  overdueCount(now = Date.now()): number {
    return overdueIn(this.opened, overdueCutoff(now))
  }

  /** Open requests (new or in progress). */
  get openCount(): number {
    return this.opened.length
  }

  /** One request's summary (no file read), or undefined. */
  entry(id: string): IndexEntry | undefined {
    return this.byId.get(id)
  }

  /** Every submission, newest first, read from disk a few at a time (for exports). */
  async *all(): AsyncGenerator<Submission> {
    const snapshot = [...this.order]
    for (let start = 0; start < snapshot.length; start += 16) {
      const batch = await Promise.all(snapshot.slice(start, start + 16).map((entry) => this.get(entry.id)))
      for (const item of batch) if (item) yield item
    }
  }

  async close(): Promise<void> {
    await this.queue
    await this.log.close()
  }

  private async applyAll(ids: string[], change: (state: SubmissionState) => void): Promise<IndexEntry[]> {
    const next: IndexEntry[] = []
    for (const id of ids) {
      const entry = this.byId.get(id)
      if (!entry) continue
      const state = structuredClone(entry.state)
      change(state)
      next.push({ ...entry, state })
    }
    if (next.length === 0) return []
    await this.append(next.map((entry) => ({ entry })))
    for (const entry of next) {
      const old = this.byId.get(entry.id)
      if (!old) continue
      this.order[position(this.order, old)] = entry
      this.byId.set(entry.id, entry)
      this.tally.add(old, -1)
      this.tally.add(entry)
      const [was, is] = [isOpen(old), isOpen(entry)]
      if (was && is) this.opened[position(this.opened, old)] = entry
      else if (was) this.opened.splice(position(this.opened, old), 1)
      else if (is) this.opened.splice(position(this.opened, entry), 0, entry)
    }
    this.compactWhenDue()
    return next
  }

  private async append(lines: LogLine[]): Promise<void> {
    await this.log.append(lines)
    this.logLines += lines.length
  }

  /**
   * Superseded lines are dropped once they outnumber live ones: a rewrite now and then, whose
   * cost spread over the changes that made it necessary stays constant per change. Called after
   * memory holds the change, so the rewrite includes it.
   */
  private compactWhenDue(): void {
    if (this.logLines > 1000 + 2 * this.order.length)
      // A failed rewrite leaves the log as it was (still correct); the next change tries again.
      this.serial(() => this.compact()).catch(() => {})
  }

  private async compact(): Promise<void> {
    if (this.logLines <= this.liveLines && this.logLines > 0) return
    let lines = 0
    await this.log.rewrite(() => {
      const references = [...this.lastReference].map(([year, last]) => ({ references: { year, last } }))
      lines = this.order.length + references.length
      return [...references, ...[...this.order].reverse().map((entry) => ({ entry }))]
    })
    this.logLines = lines
  }

  /** The acknowledgements of the last 24 hours' requests, from the stored ones (newest first: stops at a day old). */
  private countAcknowledgements(now = Date.now()): void {
    for (const entry of this.order) {
      const time = Date.parse(entry.created_at)
      if (!(time > now - DAY_MS)) break
      const state = entry.state.acknowledgement?.state
      if (!entry.email || !state || state === 'capped') continue
      const times = this.acknowledged.get(entry.email) ?? []
      times.push(time)
      this.acknowledged.set(entry.email, times)
    }
  }

  private forgetOldAcknowledgements(now: number): void {
    for (const [key, times] of this.acknowledged)
      if (!times.some((time) => time > now - DAY_MS)) this.acknowledged.delete(key)
  }

  /** Lines a compacted log holds: one per submission, one per year that gave references. */
  private get liveLines(): number {
    return this.order.length + this.lastReference.size
  }

  private noteReference(year: number, last: number): void {
    if (Number.isInteger(year) && Number.isInteger(last) && last > (this.lastReference.get(year) ?? 0))
      this.lastReference.set(year, last)
  }

  private noteReferenceOf(reference: string | undefined): void {
    const match = reference ? REFERENCE.exec(reference) : null
    if (match) this.noteReference(Number(match[1]), Number(match[2]))
  }

  private serial<R>(work: () => Promise<R>): Promise<R> {
    const next = this.queue.then(work, work)
    this.queue = next.catch(() => {})
    return next
  }

  /** The open list and the counts, from the whole inbox (at start and after an import). */
  private recount(): void {
    this.opened = this.order.filter(isOpen)
    this.tally = new Tally()
    for (const entry of this.order) this.tally.add(entry)
  }

  private insert(entry: IndexEntry): void {
    this.byId.set(entry.id, entry)
    this.tally.add(entry)
    this.order.splice(position(this.order, entry), 0, entry)
    if (isOpen(entry)) this.opened.splice(position(this.opened, entry), 0, entry)
  }

  private contentFile(id: string): string {
    return path.join(this.dir, `${id}.json`)
  }

  private async readContent(id: string): Promise<SubmissionContent> {
    return JSON.parse(await readFile(this.contentFile(id), 'utf8')) as SubmissionContent
  }
}

/** Binary search: where `entry` is (or belongs) in a newest-first list. */
function position(list: readonly IndexEntry[], entry: Pick<IndexEntry, 'created_at' | 'id'>): number {
  let low = 0
  let high = list.length
  while (low < high) {
    const middle = (low + high) >> 1
    if (newerFirst(list[middle] as IndexEntry, entry as IndexEntry) < 0) low = middle + 1
    else high = middle
  }
  return low
}

/** A record of the single-file inbox of earlier releases: no desk fields yet. */
export type LegacySubmission = Omit<Submission, 'status' | 'due_at'> & Partial<Pick<Submission, 'status'>>

function contentOf(record: LegacySubmission): SubmissionContent {
  const { id, kind, created_at, lang, fields, attachments, reference, items } = record
  return {
    ...{ id, kind, created_at, lang, fields, attachments },
    ...(reference ? { reference } : {}),
    ...(items ? { items } : {}),
  }
}

function stateOf(record: LegacySubmission): SubmissionState {
  const state: SubmissionState = { handled: record.handled, delivery: record.delivery }
  if (record.status) state.status = record.status
  if (record.handled_at) state.handled_at = record.handled_at
  if (record.attachments_removed_at) state.attachments_removed_at = record.attachments_removed_at
  if (record.acknowledgement) state.acknowledgement = record.acknowledgement
  return state
}

/** A new post: not handled, its mail due now. */
export function initialState(created: string): SubmissionState {
  return {
    handled: false,
    delivery: { state: 'waiting', attempts: 0, last_error: '', next_attempt_at: created, sent_at: '' },
  }
}
