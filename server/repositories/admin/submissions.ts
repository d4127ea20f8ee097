import type { Submission } from '../../../shared/schemas/submission.ts'
import type { Stores } from '../../store/collections.ts'
import { AdminError, notFound } from './errors.ts'
import { nowIso } from './ids.ts'

const MESSAGE = 'Mesaj'

/** Every contact message and quote request, newest first. */
export function listSubmissions(stores: Stores): Submission[] {
  return [...stores.submissions.data].sort((a, b) => b.created_at.localeCompare(a.created_at))
}

export function findSubmission(stores: Stores, id: string): Submission {
  const submission = stores.submissions.data.find((candidate) => candidate.id === id)
  if (!submission) throw notFound(MESSAGE)
  return submission
}

async function change(
  stores: Stores,
  id: string,
  apply: (submission: Submission) => void,
): Promise<Submission> {
  findSubmission(stores, id)
  return stores.submissions.update((submissions) => {
    const submission = submissions.find((candidate) => candidate.id === id)
    if (!submission) throw notFound(MESSAGE)
    apply(submission)
    return submission
  })
}

export const setHandled = (stores: Stores, id: string, handled: boolean) =>
  change(stores, id, (submission) => {
    submission.handled = handled
  })

/** Queues the mail again: the outbox worker sends waiting submissions whose time has come. */
export const retryDelivery = (stores: Stores, id: string) =>
  change(stores, id, (submission) => {
    if (submission.delivery.state === 'sent') throw new AdminError(409, 'Bu mesaj zaten gönderildi')
    submission.delivery.state = 'waiting'
    submission.delivery.next_attempt_at = nowIso()
  })

export async function deleteSubmission(stores: Stores, id: string): Promise<void> {
  findSubmission(stores, id)
  await stores.submissions.update((submissions) => {
    const index = submissions.findIndex((candidate) => candidate.id === id)
    if (index >= 0) submissions.splice(index, 1)
  })
}
