import {
  Ban,
  Check,
  CircleCheck,
  Clock,
  Mail,
  Paperclip,
  RefreshCw,
  Trash,
  TriangleExclamationPoint,
  Undo2,
} from 'lucide-react'
import { RowAction, RowActions } from '../components/row-actions.tsx'
import { ACKNOWLEDGEMENTS_PER_DAY, type Submission } from '../../../shared/schemas/submission.ts'
import type { Vocabularies } from '../../../shared/schemas/technical.ts'
import { type AdminMessageId, useT } from '../lib/i18n.ts'
import { formatDateTime } from '../../lib/format.ts'
import { formatBytes } from '../lib/lists.ts'
import { type Assignee, DeskBar, type DeskPatch } from './desk-bar.tsx'
import { DeskHistory } from './desk-history.tsx'
import { dueText } from './desk-texts.ts'
import { QuoteLines } from './quote-lines.tsx'
import { QuotationEditor } from './quotation-editor.tsx'

/**
 * Fields in the order the visitor filled them in on the two forms; unknown fields follow under their own
 * name.
 */
const FIELD_ORDER = [
  'name',
  'email',
  'company',
  'phone',
  'subject',
  'productType',
  'quantity',
  'usageArea',
  'deliveryTime',
  'specifications',
  'message',
  'additionalInfo',
] as const
const LONG_FIELDS = new Set(['message', 'specifications', 'additionalInfo'])

function orderedFields(fields: Record<string, string>): [string, string][] {
  const known = FIELD_ORDER.filter((key) => fields[key]?.trim()).map(
    (key) => [key, fields[key] ?? ''] as [string, string],
  )
  const rest = Object.entries(fields).filter(
    ([key, value]) => !(FIELD_ORDER as readonly string[]).includes(key) && value.trim(),
  )
  return [...known, ...rest]
}

/** One contact message or quote request in the inbox. */
export function SubmissionItem({
  submission,
  vocabularies,
  busy,
  onHandled,
  onRetry,
  onRetryAcknowledgement,
  onDelete,
  onDownload,
  assignees = [],
  onDesk,
  onChange,
}: {
  submission: Submission
  /** The technical vocabularies, for the Turkish labels of a quote's lines (ids while they load). */
  vocabularies: Vocabularies | undefined
  busy: string | null
  onHandled: (handled: boolean) => void
  onRetry: () => void
  onRetryAcknowledgement: () => void
  onDelete: () => void
  onDownload: (path: string, name: string) => void
  /** Who a request can be given to (the desk's assignee select). */
  assignees?: Assignee[]
  /** Saves a status or assignee change; without it the desk bar is not shown. */
  onDesk?: (patch: DeskPatch) => void
  /** Shows the request as it now is (after its quotation was saved or sent). */
  onChange?: (next: Submission) => void
}) {
  const t = useT()
  const { fields, delivery } = submission
  const lines = submission.items ?? []
  const headline =
    fields.subject?.trim() ||
    fields.productType?.trim() ||
    (lines.length > 0
      ? t('admin.inbox.linesHeadline', { count: lines.length })
      : t(submission.kind === 'quote' ? 'admin.inbox.kind.quote' : 'admin.inbox.kind.contact'))
  const label = (key: string) =>
    (FIELD_ORDER as readonly string[]).includes(key) ? t(`admin.inbox.field.${key}` as AdminMessageId) : key
  const headingId = `submission-${submission.id}`

  return (
    <article
      className={`admin-message${submission.handled ? ' is-handled' : ''}${dueText(submission)?.late ? ' is-late' : ''}`}
      aria-labelledby={headingId}
    >
      <header className="admin-message__head">
        <div className="admin-message__tags">
          <span
            className={`admin-badge ${submission.kind === 'quote' ? 'admin-badge--accent' : 'admin-badge--info'}`}
          >
            {t(submission.kind === 'quote' ? 'admin.inbox.kind.quote' : 'admin.inbox.kind.contact')}
          </span>
          <span
            className={`admin-badge ${submission.handled ? 'admin-badge--muted' : 'admin-badge--success'}`}
          >
            {submission.handled
              ? t('admin.inbox.handled')
              : t(submission.status === 'in_progress' ? 'admin.desk.status.in_progress' : 'admin.inbox.new')}
          </span>
          <time className="admin-muted" dateTime={submission.created_at}>
            {formatDateTime(submission.created_at, 'tr')}
          </time>
          <span className="admin-muted">
            {t('admin.inbox.language', { lang: submission.lang.toUpperCase() })}
          </span>
        </div>
        {submission.reference && (
          <p className="admin-message__reference">
            {t('admin.inbox.reference')}: <strong>{submission.reference}</strong>
          </p>
        )}
        <h2 id={headingId} className="admin-message__title as-typed">
          {headline}
        </h2>
        <p className="admin-message__from as-typed">
          {fields.name}
          {fields.email && (
            <>
              {' · '}
              <a href={`mailto:${fields.email}`}>{fields.email}</a>
            </>
          )}
        </p>
        {onDesk && (
          <DeskBar
            submission={submission}
            assignees={assignees}
            busy={busy === `desk-${submission.id}`}
            onChange={onDesk}
          />
        )}
      </header>

      <dl className="admin-message__fields">
        {orderedFields(fields).map(([key, value]) => (
          <div
            key={key}
            className={LONG_FIELDS.has(key) ? 'admin-message__field is-long' : 'admin-message__field'}
          >
            <dt>{label(key)}</dt>
            <dd className="as-typed">{value}</dd>
          </div>
        ))}
      </dl>

      {lines.length > 0 && <QuoteLines items={lines} vocabularies={vocabularies} />}
      <QuotationEditor submission={submission} vocabularies={vocabularies} onChange={onChange} />

      {submission.attachments.length > 0 && (
        <div className="admin-message__files">
          <h3 className="admin-message__subhead">
            {t('admin.inbox.attachments', { count: submission.attachments.length })}
          </h3>
          <ul>
            {submission.attachments.map((file) => {
              const path = `/api/admin/submissions/${encodeURIComponent(submission.id)}/attachments/${encodeURIComponent(file.stored_name)}`
              return (
                <li key={file.stored_name}>
                  <button
                    type="button"
                    className="admin-button admin-button--sm as-typed"
                    disabled={busy === path}
                    onClick={() => onDownload(path, file.original_name)}
                  >
                    <Paperclip size={15} aria-hidden="true" />
                    {t('admin.inbox.download', {
                      name: file.original_name,
                      size: formatBytes(file.size),
                    })}
                  </button>
                </li>
              )
            })}
          </ul>
        </div>
      )}

      {submission.attachments_removed_at && (
        <p className="admin-muted">
          {t('admin.inbox.attachmentsRemoved', {
            date: formatDateTime(submission.attachments_removed_at, 'tr'),
          })}
        </p>
      )}

      {onDesk && <DeskHistory submission={submission} />}

      <footer className="admin-message__foot">
        <div className="admin-message__states">
          <DeliveryState submission={submission} />
          <AcknowledgementState submission={submission} />
        </div>
        <RowActions>
          {delivery.state !== 'sent' && (
            <RowAction
              icon={RefreshCw}
              text={busy === `retry-${submission.id}` ? t('admin.inbox.retrying') : t('admin.inbox.retry')}
              disabled={busy === `retry-${submission.id}`}
              onClick={onRetry}
            />
          )}
          {submission.acknowledgement?.state === 'failed' && (
            <RowAction
              icon={RefreshCw}
              text={
                busy === `retry-ack-${submission.id}` ? t('admin.inbox.retrying') : t('admin.inbox.ack.retry')
              }
              disabled={busy === `retry-ack-${submission.id}`}
              onClick={onRetryAcknowledgement}
            />
          )}
          <RowAction
            icon={submission.handled ? Undo2 : Check}
            text={submission.handled ? t('admin.inbox.markUnhandled') : t('admin.inbox.markHandled')}
            disabled={busy === `handled-${submission.id}`}
            onClick={() => onHandled(!submission.handled)}
          />
          <RowAction
            icon={Trash}
            text={t('admin.delete')}
            label={t('admin.inbox.deleteNamed', { name: headline })}
            danger
            disabled={busy === `delete-${submission.id}`}
            onClick={onDelete}
          />
        </RowActions>
      </footer>
    </article>
  )
}

function DeliveryState({ submission }: { submission: Submission }) {
  const t = useT()
  const { delivery } = submission
  if (delivery.state === 'sent')
    return (
      <p className="admin-delivery admin-delivery--sent">
        <CircleCheck size={16} aria-hidden="true" />
        {t('admin.inbox.delivery.sent', {
          date: delivery.sent_at ? formatDateTime(delivery.sent_at, 'tr') : '',
        })}
      </p>
    )
  if (delivery.state === 'failed')
    return (
      <p className="admin-delivery admin-delivery--failed">
        <TriangleExclamationPoint size={16} aria-hidden="true" />
        {t('admin.inbox.delivery.failed', {
          reason: delivery.last_error || t('admin.contact.unknownError'),
          attempts: delivery.attempts,
        })}
      </p>
    )
  return (
    <p className="admin-delivery admin-delivery--waiting">
      {delivery.attempts > 0 ? <Clock size={16} aria-hidden="true" /> : <Mail size={16} aria-hidden="true" />}
      {t('admin.inbox.delivery.waiting', {
        attempts: delivery.attempts,
        next: delivery.next_attempt_at ? formatDateTime(delivery.next_attempt_at, 'tr') : '—',
      })}
      {delivery.last_error && <span className="admin-muted"> ({delivery.last_error})</span>}
    </p>
  )
}

/** The buyer's acknowledgement of a quote, in plain words; nothing for a record without one. */
function AcknowledgementState({ submission }: { submission: Submission }) {
  const t = useT()
  const ack = submission.acknowledgement
  if (!ack) return null
  if (ack.state === 'sent')
    return (
      <p className="admin-delivery admin-delivery--sent">
        <CircleCheck size={16} aria-hidden="true" />
        {t('admin.inbox.ack.sent', { date: ack.sent_at ? formatDateTime(ack.sent_at, 'tr') : '' })}
      </p>
    )
  if (ack.state === 'failed')
    return (
      <p className="admin-delivery admin-delivery--failed">
        <TriangleExclamationPoint size={16} aria-hidden="true" />
        {t('admin.inbox.ack.failed', {
          reason: ack.last_error || t('admin.contact.unknownError'),
          attempts: ack.attempts,
        })}
      </p>
    )
  if (ack.state === 'capped')
    return (
      <p className="admin-delivery admin-delivery--waiting">
        <Ban size={16} aria-hidden="true" />
        {t('admin.inbox.ack.capped', { max: ACKNOWLEDGEMENTS_PER_DAY })}
      </p>
    )
  return (
    <p className="admin-delivery admin-delivery--waiting">
      {ack.attempts > 0 ? <Clock size={16} aria-hidden="true" /> : <Mail size={16} aria-hidden="true" />}
      {t('admin.inbox.ack.waiting', { attempts: ack.attempts })}
      {ack.last_error && <span className="admin-muted"> ({ack.last_error})</span>}
    </p>
  )
}
