import path from 'node:path'
import type { AuditEntry, AuditPage } from '../../shared/schemas/history.ts'
import { AppendLog } from '../store/append-log.ts'

export const AUDIT_FILE = 'audit.jsonl'
const DEFAULT_LIMIT = 50

/** The cursor is the sequence number of the last entry shown, opaque to clients. */
const encodeCursor = (seq: number) => Buffer.from(`a${seq}`).toString('base64url')
function decodeCursor(cursor: string | undefined): number {
  if (!cursor) return Number.POSITIVE_INFINITY
  const match = /^a(\d+)$/.exec(Buffer.from(cursor, 'base64url').toString('utf8'))
  return match ? Number(match[1]) : Number.POSITIVE_INFINITY
}

/**
 * Who did what in the admin, as an append-only log (`DATA_DIR/history/audit.jsonl`, one fsynced line per entry,
 * group-committed): an entry costs one line however long the log is. An entry is a small summary (who, when,
 * route, status, the records and field names changed), so memory holds them all for the owner's filters and
 * paging; nothing is ever rewritten.
 */
export class AuditLog {
  private readonly entries: AuditEntry[] = []
  private lastSeq = 0
  /** Who wrote and which collections were written, for the screen's filters. */
  private readonly users = new Set<string>()
  private readonly collections = new Set<string>()

  private constructor(private readonly log: AppendLog<AuditEntry>) {}

  static async open(dir: string): Promise<AuditLog> {
    const entries: AuditEntry[] = []
    const { log } = await AppendLog.replay<AuditEntry>(path.join(dir, AUDIT_FILE), (entry) => {
      if (typeof entry === 'object' && entry !== null && Number.isInteger(entry.seq)) entries.push(entry)
    })
    const store = new AuditLog(log)
    for (const entry of entries) store.remember(entry)
    return store
  }

  private remember(entry: AuditEntry): void {
    // Kept in order of seq: appends that finish out of order are put back in place.
    let at = this.entries.length
    while (at > 0 && this.entries[at - 1]!.seq > entry.seq) at -= 1
    this.entries.splice(at, 0, entry)
    this.lastSeq = Math.max(this.lastSeq, entry.seq)
    if (entry.kind === 'write') this.users.add(entry.user)
    for (const change of entry.changes ?? []) this.collections.add(change.collection)
  }

  /** Resolves once the entry is on disk. */
  async add(entry: Omit<AuditEntry, 'seq'>): Promise<AuditEntry> {
    const full: AuditEntry = { seq: ++this.lastSeq, ...entry }
    await this.log.append([full])
    this.remember(full)
    return full
  }

  /** Newest first, `limit` at most, older than `cursor`, of one user and/or touching one collection. */
  page(query: { limit?: number; cursor?: string; user?: string; collection?: string }): AuditPage {
    const limit = query.limit ?? DEFAULT_LIMIT
    const before = decodeCursor(query.cursor)
    const found: AuditEntry[] = []
    let next: string | undefined
    for (let at = this.entries.length - 1; at >= 0; at--) {
      const entry = this.entries[at]!
      if (entry.seq >= before) continue
      if (query.user && entry.user !== query.user) continue
      if (query.collection && !entry.changes.some((change) => change.collection === query.collection))
        continue
      if (found.length === limit) {
        next = encodeCursor(found[found.length - 1]!.seq)
        break
      }
      found.push(entry)
    }
    return {
      entries: found,
      ...(next && { next }),
      users: [...this.users].sort(),
      collections: [...this.collections].sort(),
    }
  }

  get count(): number {
    return this.entries.length
  }

  async close(): Promise<void> {
    await this.log.close()
  }
}
