import type { Lang } from '../../shared/i18n.ts'
import type { BudgetLimit } from '../uploads/attachment-budget.ts'
import { isDiskFull } from '../uploads/disk-full.ts'
import { formMessage } from './messages.ts'
import { type ErrorReply, errorReply } from '../../shared/schemas/error.ts'

/**
 * A post refused for storage reasons, its answer already in the visitor's language: 429 when the
 * address used its daily attachment budget, 507 when the attachments' total cap, the free-disk
 * floor or the disk itself is reached. Thrown by `receiveSubmission`; nothing of the post is kept.
 */
export class SubmissionRefusal extends Error {
  constructor(
    readonly statusCode: 429 | 507,
    message: string,
    readonly retryAfterSeconds = 0,
  ) {
    super(message)
    this.name = 'SubmissionRefusal'
  }
}

export function budgetRefusal(limit: BudgetLimit, lang: Lang, retryAfterSeconds: number): SubmissionRefusal {
  if (limit === 'address')
    return new SubmissionRefusal(429, formMessage(lang, 'forms.error.attachmentQuota'), retryAfterSeconds)
  return new SubmissionRefusal(507, formMessage(lang, 'forms.error.attachmentsUnavailable'))
}

export function diskFullRefusal(lang: Lang, cause: unknown): SubmissionRefusal {
  const refusal = new SubmissionRefusal(507, formMessage(lang, 'forms.error.storageFull'))
  refusal.cause = cause
  return refusal
}

export type StorageFailureReply = {
  status: 429 | 507
  body: ErrorReply
  retryAfterSeconds: number
  /** A full disk found while storing is logged at error level; refusals were logged where they arose. */
  logLevel: 'error' | 'info'
}

/**
 * What the form route's error handler answers for a storage refusal or a write that found the
 * disk full while storing (ENOSPC, EDQUOT); null for any other error.
 */
export function storageFailureReply(error: unknown, lang: Lang): StorageFailureReply | null {
  if (error instanceof SubmissionRefusal) {
    return {
      status: error.statusCode,
      body: errorReply(error.message),
      retryAfterSeconds: error.retryAfterSeconds,
      logLevel: 'info',
    }
  }
  if (!isDiskFull(error)) return null
  return {
    status: 507,
    body: errorReply(formMessage(lang, 'forms.error.storageFull')),
    retryAfterSeconds: 0,
    logLevel: 'error',
  }
}
