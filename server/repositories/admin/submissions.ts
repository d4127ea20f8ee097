import type { Submission } from '../../../shared/schemas/submission.ts'
import type { SubmissionState } from '../../submissions/submission-index.ts'
import type { SubmissionStore } from '../../submissions/submission-store.ts'
import { changeDesk, type DeskDeps } from '../../desk/desk.ts'
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

/**
 * The spec-era "handled" switch, kept for callers of the first release: the desk's status follows it
 * (server/desk/status-flow.ts), with its timeline event when `timelines` is given.
 */
export const setHandled = (
  store: SubmissionStore,
  id: string,
  handled: boolean,
  timelines: DeskDeps['timelines'] = { append: async () => {}, read: async () => [] },
) => changeDesk({ store, timelines, users: () => [] }, id, { handled })

/** Queues the mail again: the outbox worker sends waiting submissions whose time has come. */
export const retryDelivery = (store: SubmissionStore, id: string) =>
  change(store, id, (state) => {
    if (state.delivery.state === 'sent') throw new AdminError(409, 'Bu mesaj zaten gönderildi')
    state.delivery.state = 'waiting'
    state.delivery.next_attempt_at = nowIso()
  })

/**
 * Queues the buyer's acknowledgement again after it failed. One that was sent, or stopped by the daily limit
 * (the address had its day's mails), is not sent from here: the limit exists so the form cannot flood an address.
 */
export const retryAcknowledgement = (store: SubmissionStore, id: string) =>
  change(store, id, (state) => {
    const ack = state.acknowledgement
    if (!ack) throw new AdminError(409, 'Bu kayıt için alındı maili yok')
    if (ack.state === 'sent') throw new AdminError(409, 'Alındı maili zaten gönderildi')
    if (ack.state === 'capped')
      throw new AdminError(409, 'Günlük sınıra takılan alındı maili yeniden gönderilmez')
    ack.state = 'waiting'
    ack.next_attempt_at = nowIso()
  })

export async function deleteSubmission(store: SubmissionStore, id: string): Promise<void> {
  if (!(await store.remove(id))) throw notFound(MESSAGE)
}
