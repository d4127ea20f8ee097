import type { Submission } from '../../../shared/schemas/submission.ts'
import type { SubmissionState } from '../../submissions/submission-index.ts'
import type { SubmissionStore } from '../../submissions/submission-store.ts'
import { AdminError, notFound } from './errors.ts'
import { nowIso } from './ids.ts'

const MESSAGE = 'Mesaj'

export async function findSubmission(store: SubmissionStore, id: string): Promise<Submission> {
  const submission = await store.get(id)
  if (!submission) throw notFound(MESSAGE)
  return submission
}

async function change(
  store: SubmissionStore,
  id: string,
  apply: (state: SubmissionState) => void,
): Promise<Submission> {
  const submission = await store.update(id, apply)
  if (!submission) throw notFound(MESSAGE)
  return submission
}

export const setHandled = (store: SubmissionStore, id: string, handled: boolean) =>
  change(store, id, (state) => {
    if (handled === state.handled) return
    state.handled = handled
    // The retention period of its attachments counts from the moment it was handled.
    if (handled) state.handled_at = nowIso()
    else delete state.handled_at
  })

/** Queues the mail again: the outbox worker sends waiting submissions whose time has come. */
export const retryDelivery = (store: SubmissionStore, id: string) =>
  change(store, id, (state) => {
    if (state.delivery.state === 'sent') throw new AdminError(409, 'Bu mesaj zaten gönderildi')
    state.delivery.state = 'waiting'
    state.delivery.next_attempt_at = nowIso()
  })

export async function deleteSubmission(store: SubmissionStore, id: string): Promise<void> {
  if (!(await store.remove(id))) throw notFound(MESSAGE)
}
