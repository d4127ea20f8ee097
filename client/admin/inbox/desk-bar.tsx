import { Clock } from 'lucide-react'
import { SUBMISSION_STATUSES, type SubmissionStatus } from '../../../shared/schemas/desk.ts'
import type { Submission } from '../../../shared/schemas/submission.ts'
import { formatDateTime } from '../../lib/format.ts'
import { useT } from '../lib/i18n.ts'
import { dueText, STATUS_LABEL } from './desk-texts.ts'
import './desk.css'

export type Assignee = { username: string; role: string }
/** What the desk bar asks the server to change (PATCH /api/admin/submissions/:id). */
export type DeskPatch = { status?: SubmissionStatus; assignee?: string | null }

/**
 * A request's place on the desk: its status and who answers it (both saved on change) and how it stands against
 * the 24-hour answer (red once late).
 */
export function DeskBar({
  submission,
  assignees,
  busy,
  onChange,
}: {
  submission: Submission
  assignees: Assignee[]
  busy: boolean
  onChange: (patch: DeskPatch) => void
}) {
  const t = useT()
  const due = dueText(submission)
  const id = submission.id
  // A former colleague still named on a request stays listed, so the select shows who it is.
  const names = assignees.map((person) => person.username)
  const people =
    submission.assignee && !names.includes(submission.assignee)
      ? [...assignees, { username: submission.assignee, role: '' }]
      : assignees
  return (
    <div className="admin-desk">
      <label className="admin-desk__field">
        <span className="admin-desk__label">{t('admin.desk.statusLabel')}</span>
        <select
          className={`admin-select admin-desk__status is-${submission.status}`}
          value={submission.status}
          disabled={busy}
          data-testid={`status-${id}`}
          onChange={(event) => onChange({ status: event.target.value as SubmissionStatus })}
        >
          {SUBMISSION_STATUSES.map((status) => (
            <option key={status} value={status}>
              {t(STATUS_LABEL[status])}
            </option>
          ))}
        </select>
      </label>
      <label className="admin-desk__field">
        <span className="admin-desk__label">{t('admin.desk.assigneeLabel')}</span>
        <select
          className="admin-select"
          value={submission.assignee ?? ''}
          disabled={busy}
          onChange={(event) => onChange({ assignee: event.target.value || null })}
        >
          <option value="">{t('admin.desk.nobody')}</option>
          {people.map((person) => (
            <option key={person.username} value={person.username}>
              {person.username}
            </option>
          ))}
        </select>
      </label>
      {due && (
        <p
          className={`admin-desk__due${due.late ? ' is-late' : ''}`}
          title={t('admin.desk.due.title', { date: formatDateTime(submission.due_at, 'tr') })}
        >
          <Clock size={15} aria-hidden="true" />
          {t(due.id, due.values)}
        </p>
      )}
    </div>
  )
}
