import type { SubmissionStatus, TimelineEvent } from '../../../shared/schemas/desk.ts'
import type { Submission } from '../../../shared/schemas/submission.ts'
import type { AdminMessageId } from '../lib/i18n.ts'

/** A text id with its values, for `t(id, values)`. */
export type Text = { id: AdminMessageId; values?: Record<string, string | number> }

export const STATUS_LABEL: Record<SubmissionStatus, AdminMessageId> = {
  new: 'admin.desk.status.new',
  in_progress: 'admin.desk.status.in_progress',
  quoted: 'admin.desk.status.quoted',
  won: 'admin.desk.status.won',
  lost: 'admin.desk.status.lost',
  spam: 'admin.desk.status.spam',
}

const HOUR = 3600_000

/**
 * How an open request stands against its 24-hour due time: "2 saat gecikti" (late) or "5 saat kaldı"; days once
 * two days late. Nothing for a request already answered or closed.
 */
export function dueText(
  submission: Pick<Submission, 'due_at' | 'handled'>,
  now = Date.now(),
): (Text & { late: boolean }) | null {
  if (submission.handled) return null
  const left = Date.parse(submission.due_at) - now
  if (Number.isNaN(left)) return null
  if (left <= 0) {
    const hours = Math.floor(-left / HOUR)
    if (hours >= 48)
      return { id: 'admin.desk.due.lateDays', values: { count: Math.floor(hours / 24) }, late: true }
    if (hours < 1) return { id: 'admin.desk.due.lateJust', late: true }
    return { id: 'admin.desk.due.lateHours', values: { count: hours }, late: true }
  }
  const hours = Math.floor(left / HOUR)
  if (hours < 1) return { id: 'admin.desk.due.leftUnderHour', late: false }
  return { id: 'admin.desk.due.leftHours', values: { count: hours }, late: false }
}

const MAIL: Record<string, AdminMessageId> = {
  delivery: 'admin.desk.mail.delivery',
  acknowledgement: 'admin.desk.mail.acknowledgement',
  quotation: 'admin.desk.mail.quotation',
  acceptance: 'admin.desk.mail.acceptance',
}
const QUOTATION: Record<string, AdminMessageId> = {
  saved: 'admin.desk.event.quotationSaved',
  sent: 'admin.desk.event.quotationSent',
  accepted: 'admin.desk.event.quotationAccepted',
  declined: 'admin.desk.event.quotationDeclined',
}

const isStatus = (value: string | undefined): value is SubmissionStatus =>
  value !== undefined && Object.hasOwn(STATUS_LABEL, value)

/**
 * What one timeline event says, in plain Turkish. `label` turns a status id into its label; names (assignees) are
 * given as they are.
 */
export function eventText(event: TimelineEvent, label: (id: AdminMessageId) => string): Text {
  const status = (value: string | undefined) => (isStatus(value) ? label(STATUS_LABEL[value]) : (value ?? ''))
  switch (event.kind) {
    case 'created':
      return { id: 'admin.desk.event.created' }
    case 'status':
      return { id: 'admin.desk.event.status', values: { from: status(event.from), to: status(event.to) } }
    case 'assignee':
      if (!event.to) return { id: 'admin.desk.event.unassigned', values: { from: event.from ?? '' } }
      return { id: 'admin.desk.event.assigned', values: { to: event.to } }
    case 'note':
      return { id: 'admin.desk.event.note' }
    case 'mail': {
      const mail = label(MAIL[event.detail ?? ''] ?? 'admin.desk.mail.other')
      return event.to === 'failed'
        ? { id: 'admin.desk.event.mailFailed', values: { mail } }
        : { id: 'admin.desk.event.mailSent', values: { mail } }
    }
    case 'quotation':
      return { id: QUOTATION[event.to ?? ''] ?? 'admin.desk.event.quotationOther' }
  }
}

/** Who did it: an admin's name as is, the outbox as "Sistem", the buyer's page as "Müşteri". */
export function whoText(by: string): Text | string {
  if (by === 'system') return { id: 'admin.desk.by.system' }
  if (by === 'buyer') return { id: 'admin.desk.by.buyer' }
  return by
}
