import { AsyncLocalStorage } from 'node:async_hooks'
import type { Role } from '../../shared/roles.ts'

/** One field-level change a write made, gathered for the request's audit entry. */
export type RecordChange = {
  /** A content collection (`products`, `settings`, …), `users` or `submissions`. */
  collection: string
  /** The record's id; a single-document collection (settings, about…) uses its collection name. */
  id: string
  /** Top-level fields whose value changed (all of them for a created or removed record). */
  fields: string[]
  action: 'create' | 'update' | 'delete'
}

/** Who is doing the current admin request, and what its writes changed. */
export type Actor = { username: string; role: Role; changes: RecordChange[] }

const storage = new AsyncLocalStorage<Actor>()

/**
 * Runs `next` (and everything it awaits) as `actor`: stores and the audit log read it with `currentActor()`
 * instead of every route passing the user down. Used by the admin folder's hook once the token is checked.
 */
export function runAs(actor: Actor, next: () => void): void {
  storage.run(actor, next)
}

/** The admin of the request being handled, or undefined for writes no admin made (start-up, outbox, visitors). */
export function currentActor(): Actor | undefined {
  return storage.getStore()
}

/** Records a change for the current request's audit entry (ignored outside an admin request). */
export function noteChange(change: RecordChange): void {
  storage.getStore()?.changes.push(change)
}

/** The name written as "who" for a change: the admin's username, or `system`. */
export function actorName(): string {
  return storage.getStore()?.username ?? 'system'
}
