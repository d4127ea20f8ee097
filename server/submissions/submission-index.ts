import { ANSWER_WITHIN_HOURS, isHandledStatus, SUBMISSION_STATUSES } from '../../shared/schemas/desk.ts'
import type { Submission, SubmissionCounts, SubmissionQuery } from '../../shared/schemas/submission.ts'

/** What never changes after a post: kept whole in the submission's own file. */
export type SubmissionContent = Pick<
  Submission,
  'id' | 'kind' | 'created_at' | 'lang' | 'fields' | 'attachments' | 'reference' | 'items'
>
/** What the admin and the outbox change: kept in the log, one line per change. */
export type SubmissionState = Pick<
  Submission,
  | 'handled'
  | 'handled_at'
  | 'delivery'
  | 'attachments_removed_at'
  | 'acknowledgement'
  | 'assignee'
  | 'quotation'
> & {
  /** Absent on log lines written before the desk (issue 22): read from `handled` (see statusOf). */
  status?: Submission['status']
}

/**
 * One submission in memory: its state and a small summary (never the message text or the file
 * list), so 100,000 submissions fit in tens of MB and every filter runs without reading a file.
 */
export type IndexEntry = {
  id: string
  kind: Submission['kind']
  created_at: string
  /** A quote's reference (`Q-2026-00042`), also found by the inbox search. */
  reference?: string
  /** A quote's e-mail address, lower-cased: the acknowledgements one address got in a day are counted by it. */
  email?: string
  /** Lower-cased reference, name, e-mail, company, phone, subject and product, for the inbox search. */
  search: string
  attachment_bytes: number
  attachment_count: number
  state: SubmissionState
}

const SEARCHED_FIELDS = ['name', 'email', 'company', 'phone', 'subject', 'productType'] as const

export function fold(text: string): string {
  return text.toLocaleLowerCase('tr').normalize('NFC')
}

export function entryOf(content: SubmissionContent, state: SubmissionState): IndexEntry {
  return {
    id: content.id,
    kind: content.kind,
    created_at: content.created_at,
    ...(content.reference ? { reference: content.reference } : {}),
    ...(content.kind === 'quote' && content.fields.email
      ? { email: content.fields.email.toLowerCase() }
      : {}),
    search: fold(
      [content.reference ?? '', ...SEARCHED_FIELDS.map((key) => content.fields[key] ?? '')].join('\n'),
    ),
    attachment_bytes: content.attachments.reduce((sum, file) => sum + file.size, 0),
    attachment_count: content.attachments.length,
    state,
  }
}

export function toSubmission(content: SubmissionContent, state: SubmissionState): Submission {
  const record: Submission = {
    ...content,
    attachments: state.attachments_removed_at ? [] : content.attachments,
    delivery: state.delivery,
    status: statusOf(state),
    due_at: dueAt(content.created_at),
    handled: state.handled,
  }
  if (state.assignee) record.assignee = state.assignee
  if (state.quotation) record.quotation = state.quotation
  if (state.handled_at) record.handled_at = state.handled_at
  if (state.attachments_removed_at) record.attachments_removed_at = state.attachments_removed_at
  if (state.acknowledgement) record.acknowledgement = state.acknowledgement
  return record
}

/** A request's status; one stored before the desk existed is `quoted` when it was handled, else `new`. */
export function statusOf(state: SubmissionState): Submission['status'] {
  return state.status ?? (state.handled ? 'quoted' : 'new')
}

/** When the answer promised within 24 hours is due. */
export function dueAt(createdAt: string): string {
  return new Date(Date.parse(createdAt) + ANSWER_WITHIN_HOURS * 3600_000).toISOString()
}

/** Newest first: by creation time, then id (ids are unique, so the order is total). */
export function newerFirst(a: IndexEntry, b: IndexEntry): number {
  return b.created_at.localeCompare(a.created_at) || b.id.localeCompare(a.id)
}

/** Whether an entry is open (new or being worked on). */
export function isOpen(entry: IndexEntry): boolean {
  return !isHandledStatus(statusOf(entry.state))
}

/** The creation time before which an open request is overdue at `now` (an ISO time, compared as text). */
export function overdueCutoff(now: number): string {
  return new Date(now - ANSWER_WITHIN_HOURS * 3600_000).toISOString()
}

/** Open and created before `cutoff`: its answer is late. */
export function isOverdue(entry: IndexEntry, cutoff: string): boolean {
  return entry.created_at < cutoff && isOpen(entry)
}

/** `query.assignee` is a username here, or `-` for nobody (the route turns `me` into the caller's name). */
export function matches(entry: IndexEntry, query: SubmissionQuery, words: string[], cutoff: string): boolean {
  if (query.kind && entry.kind !== query.kind) return false
  if (query.handled !== undefined && entry.state.handled !== query.handled) return false
  if (query.delivery && entry.state.delivery.state !== query.delivery) return false
  if (query.status && statusOf(entry.state) !== query.status) return false
  if (query.assignee && (entry.state.assignee ?? '-') !== query.assignee) return false
  if (query.overdue !== undefined && isOverdue(entry, cutoff) !== query.overdue) return false
  return words.every((word) => entry.search.includes(word))
}

export function searchWords(q: string | undefined): string[] {
  return q ? fold(q).split(/\s+/).filter(Boolean).slice(0, 10) : []
}

/**
 * The inbox's counts, kept up to date on every post, change and delete rather than counted per page: a page costs
 * the same however many requests are stored. Overdue ones are found in the open list by binary search.
 */
export class Tally {
  private all = 0
  private unhandled = 0
  private readonly kinds = { contact: 0, quote: 0 }
  private readonly status = Object.fromEntries(
    SUBMISSION_STATUSES.map((name) => [name, 0]),
  ) as SubmissionCounts['status']
  private readonly assigned = new Map<string, number>()

  /** Counts an entry in (`sign` 1) or out (-1). */
  add(entry: IndexEntry, sign: 1 | -1 = 1): void {
    this.all += sign
    if (!entry.state.handled) this.unhandled += sign
    this.kinds[entry.kind] += sign
    this.status[statusOf(entry.state)] += sign
    const assignee = entry.state.assignee
    if (assignee) this.assigned.set(assignee, (this.assigned.get(assignee) ?? 0) + sign)
  }

  /** How many match a query that filters on nothing, or on one counted thing only; null when it must be counted. */
  total(query: SubmissionQuery, words: string[]): number | null {
    const { kind, status, handled, delivery, assignee, overdue } = query
    const filters = [kind, status, handled, delivery, assignee, overdue].filter(
      (value) => value !== undefined,
    )
    if (words.length > 0 || filters.length > 1 || delivery !== undefined || overdue !== undefined) return null
    if (kind) return this.kinds[kind]
    if (status) return this.status[status]
    if (handled !== undefined) return handled ? this.all - this.unhandled : this.unhandled
    if (assignee !== undefined) return assignee === '-' ? null : (this.assigned.get(assignee) ?? 0)
    return this.all
  }

  counts(opened: readonly IndexEntry[], cutoff: string, me?: string): SubmissionCounts {
    return {
      all: this.all,
      unhandled: this.unhandled,
      ...this.kinds,
      status: { ...this.status },
      overdue: overdueIn(opened, cutoff),
      mine: me ? (this.assigned.get(me) ?? 0) : 0,
    }
  }
}

/** How many of the open requests (newest first) were created before `cutoff`: binary search for the first one. */
export function overdueIn(opened: readonly IndexEntry[], cutoff: string): number {
  let low = 0
  let high = opened.length
  while (low < high) {
    const middle = (low + high) >> 1
    if ((opened[middle] as IndexEntry).created_at >= cutoff) low = middle + 1
    else high = middle
  }
  return opened.length - low
}

/**
 * Where the next page starts: after the entry at (time, id), in the overdue part of the `due` order or in the
 * newest-first part. `cutoff` keeps the overdue line where the first page drew it, so a request turning overdue
 * while the admin pages neither repeats nor goes missing.
 */
export type Cursor = { created_at: string; id: string; overdue: boolean; cutoff?: string }

/** An opaque page cursor. */
export function encodeCursor(entry: IndexEntry, overdue = false, cutoff?: string): string {
  const value = cutoff ? [entry.created_at, entry.id, overdue ? 1 : 0, cutoff] : [entry.created_at, entry.id]
  return Buffer.from(JSON.stringify(value)).toString('base64url')
}

export function decodeCursor(cursor: string): Cursor | null {
  try {
    const value: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'))
    if (Array.isArray(value) && typeof value[0] === 'string' && typeof value[1] === 'string')
      return {
        created_at: value[0],
        id: value[1],
        overdue: value[2] === 1,
        ...(typeof value[3] === 'string' ? { cutoff: value[3] } : {}),
      }
  } catch {
    // An unreadable cursor starts from the top.
  }
  return null
}
