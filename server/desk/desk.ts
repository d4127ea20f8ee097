import { DESK_ROLES, type Role } from '../../shared/roles.ts'
import { isHandledStatus, type SubmissionStatus, type TimelineEvent } from '../../shared/schemas/desk.ts'
import type { Submission } from '../../shared/schemas/submission.ts'
import type { AdminUser } from '../../shared/schemas/user.ts'
import { actorName, currentActor, noteChange } from '../auth/actor.ts'
import { AdminError, notFound } from '../repositories/admin/errors.ts'
import { statusOf } from '../submissions/submission-index.ts'
import type { SubmissionStore } from '../submissions/submission-store.ts'
import { refusedMove, statusForHandled } from './status-flow.ts'
import type { Timelines } from './timeline.ts'

/** `PATCH /api/admin/submissions/:id`: any of them; `assignee` null or '' unassigns. */
export type DeskChange = { handled?: boolean; status?: SubmissionStatus; assignee?: string | null }

export type DeskDeps = {
  store: SubmissionStore
  timelines: Pick<Timelines, 'append' | 'read'>
  users: () => readonly AdminUser[]
}

const MESSAGE = 'Mesaj'

/** The people a request can be given to: enabled owner and sales accounts. */
export function assignees(users: readonly AdminUser[]): { username: string; role: Role }[] {
  return users
    .filter((user) => !user.disabled && DESK_ROLES.includes(user.role))
    .map(({ username, role }) => ({ username, role }))
    .sort((a, b) => a.username.localeCompare(b.username, 'tr'))
}

/**
 * Changes a request's status, handled flag and assignee in one log line, then appends one timeline event per
 * changed thing (who and when) and notes the changed fields for the audit log. A refused move or an unknown
 * assignee writes nothing.
 */
export async function changeDesk(deps: DeskDeps, id: string, input: DeskChange): Promise<Submission> {
  if (input.handled === undefined && input.status === undefined && input.assignee === undefined)
    throw new AdminError(400, 'Değiştirilecek bir şey gönderilmedi (durum, sorumlu ya da işlendi).')
  if (
    input.status !== undefined &&
    input.handled !== undefined &&
    isHandledStatus(input.status) !== input.handled
  )
    throw new AdminError(400, 'Seçilen durum "işlendi" bilgisiyle çelişiyor.')
  const assignee = input.assignee === undefined ? undefined : (input.assignee ?? '')
  if (assignee && !assignees(deps.users()).some((user) => user.username === assignee))
    throw new AdminError(
      400,
      `"${assignee}" bu talebe atanamaz: etkin bir satış ya da site sahibi hesabı değil.`,
    )
  const role = currentActor()?.role ?? 'owner'
  const events: TimelineEvent[] = []
  const fields = new Set<string>()
  const at = new Date().toISOString()
  const by = actorName()
  const updated = await deps.store.update(id, (state) => {
    const from = statusOf(state)
    const to = input.status ?? (input.handled === undefined ? from : statusForHandled(from, input.handled))
    const refusal = refusedMove(from, to, role)
    if (refusal) throw new AdminError(409, refusal)
    if (to !== from) {
      state.status = to
      fields.add('status')
      events.push({ at, by, kind: 'status', from, to })
      const handled = isHandledStatus(to)
      if (handled !== state.handled) {
        state.handled = handled
        fields.add('handled')
        // The retention period of its attachments counts from the moment it was handled.
        if (handled) state.handled_at = at
        else delete state.handled_at
      }
    }
    if (assignee !== undefined && assignee !== (state.assignee ?? '')) {
      events.push({ at, by, kind: 'assignee', from: state.assignee ?? '', to: assignee })
      fields.add('assignee')
      if (assignee) state.assignee = assignee
      else delete state.assignee
    }
  })
  if (!updated) throw notFound(MESSAGE)
  for (const event of events) await deps.timelines.append(id, event)
  if (fields.size > 0) noteChange({ collection: 'submissions', id, fields: [...fields], action: 'update' })
  return updated
}

/** Appends an internal note to a request's timeline. */
export async function addNote(deps: DeskDeps, id: string, text: string): Promise<TimelineEvent> {
  if (!deps.store.has(id)) throw notFound(MESSAGE)
  const trimmed = text.trim()
  if (!trimmed) throw new AdminError(400, 'Not boş olamaz.')
  const event: TimelineEvent = { at: new Date().toISOString(), by: actorName(), kind: 'note', text: trimmed }
  await deps.timelines.append(id, event)
  noteChange({ collection: 'submissions', id, fields: ['notes'], action: 'update' })
  return event
}

/**
 * A request's timeline, oldest first: its arrival (read from the request, never written: a post costs no extra
 * write), then every stored event.
 */
export async function timelineOf(deps: DeskDeps, id: string): Promise<TimelineEvent[]> {
  const entry = deps.store.entry(id)
  if (!entry) throw notFound(MESSAGE)
  const created: TimelineEvent = { at: entry.created_at, by: 'buyer', kind: 'created' }
  return [created, ...(await deps.timelines.read(id))]
}
