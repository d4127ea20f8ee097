import { Copy, ExternalLink } from 'lucide-react'
import { useState } from 'react'
import type { QuotationSummary } from '../../../shared/schemas/desk.ts'
import { formatDateTime } from '../../lib/format.ts'
import { ApiError } from '../lib/api.ts'
import { errorTextOf } from '../../lib/error-text.ts'
import { useT } from '../lib/i18n.ts'
import { currentToken } from '../lib/session.ts'
import type { QuotationRecordView } from './quotation-draft.ts'

/**
 * Opens a PDF that needs the admin's token: the tab opens at once (a tab opened after an await is blocked as a
 * pop-up), then shows the fetched file through a blob URL.
 */
export async function openPdf(path: string): Promise<void> {
  const tab = window.open('', '_blank')
  const token = currentToken()
  const response = await fetch(path, {
    headers: token ? { Authorization: `Bearer ${token}` } : {},
    cache: 'no-store',
  })
  if (!response.ok) {
    tab?.close()
    let body: unknown = null
    try {
      body = await response.json()
    } catch {
      // not JSON: the status says enough
    }
    throw new ApiError(response.status, errorTextOf(body))
  }
  const url = URL.createObjectURL(await response.blob())
  if (tab) tab.location.href = url
  else window.location.assign(url)
  setTimeout(() => URL.revokeObjectURL(url), 60_000)
}

/** Where the quotation stands (draft, sent, accepted with the buyer's name and order number, declined and why) and, once sent, the buyer's own link to copy. */
export function QuotationState({
  record,
  summary,
  link,
}: {
  record: QuotationRecordView | null | undefined
  summary: QuotationSummary | undefined
  link: string | null
}) {
  const t = useT()
  const [copied, setCopied] = useState(false)
  const state = record?.state ?? summary?.state
  if (!state) return null
  const when = (at: string | undefined) => (at ? formatDateTime(at, 'tr') : '')
  const answer = record?.answer
  let text: string
  if (state === 'draft')
    text = t('admin.quotation.stateLine.draft', { date: when(record?.updated_at ?? summary?.updated_at) })
  else if (state === 'sent')
    text = t('admin.quotation.stateLine.sent', { date: when(record?.sent_at ?? summary?.sent_at) })
  else if (state === 'accepted')
    text = t('admin.quotation.stateLine.accepted', {
      date: when(answer?.at ?? summary?.answered_at),
      name: answer?.kind === 'accepted' ? answer.name : '',
      po: answer?.kind === 'accepted' && answer.po_number ? answer.po_number : '–',
    })
  else
    text = t('admin.quotation.stateLine.declined', {
      date: when(answer?.at ?? summary?.answered_at),
      reason: answer?.kind === 'declined' && answer.reason ? answer.reason : '–',
    })

  const copy = async () => {
    if (!link) return
    try {
      await navigator.clipboard.writeText(link)
      setCopied(true)
      setTimeout(() => setCopied(false), 2500)
    } catch {
      // No clipboard (an insecure origin): the link is selectable text beside the button.
    }
  }

  return (
    <div className={`admin-quotation__state is-${state}`}>
      <p className="as-typed" role="status">
        <span className={`admin-badge admin-quotation__badge is-${state}`}>
          {t(`admin.quotation.state.${state}`)}
        </span>{' '}
        {text}
      </p>
      {link && (
        <div className="admin-quotation__link">
          <span className="admin-field__label">{t('admin.quotation.link')}</span>
          <code>{link}</code>
          <button type="button" className="admin-button admin-button--sm" onClick={() => void copy()}>
            <Copy size={15} aria-hidden="true" />
            {copied ? t('admin.quotation.copied') : t('admin.quotation.copy')}
          </button>
          <a
            className="admin-button admin-button--sm admin-button--quiet"
            href={link}
            target="_blank"
            rel="noopener"
          >
            <ExternalLink size={15} aria-hidden="true" />
            {t('admin.quotation.openLink')}
          </a>
        </div>
      )}
    </div>
  )
}
