import { ChevronDown, FileText, Save, Send } from 'lucide-react'
import { useEffect, useState } from 'react'
import { isLang } from '../../../shared/i18n.ts'
import { DESK_ROLES } from '../../../shared/roles.ts'
import { localizePath, pagePath } from '../../../shared/routes.ts'
import { CURRENCIES } from '../../../shared/schemas/desk.ts'
import type { Submission, SubmissionPage } from '../../../shared/schemas/submission.ts'
import type { Vocabularies } from '../../../shared/schemas/technical.ts'
import { useConfirm } from '../components/confirm-dialog.tsx'
import { useToast } from '../components/toast.tsx'
import { api, errorText } from '../lib/api.ts'
import { useT } from '../lib/i18n.ts'
import { useSessionState } from '../lib/session.ts'
import { formatDate } from '../../lib/format.ts'
import {
  type Draft,
  draftFromItems,
  draftFromRecord,
  formatMoneyTr,
  inputOf,
  type QuotationRecordView,
} from './quotation-draft.ts'
import { QuotationLines } from './quotation-lines.tsx'
import { openPdf, QuotationState } from './quotation-state.tsx'
import './quotation.css'

/**
 * A quote request's priced quotation (issue 22), for owners and sales: collapsed behind one button so a long inbox
 * stays dense; opened, the request's lines to price, free lines, currency, validity, delivery, terms and note, the
 * live total, and Save, the PDF, Send (confirmed), the state and the buyer's link.
 */
/** `2026-06-30` as Turkish writes it: 30 Haziran 2026. */
const formatDay = (day: string) => formatDate(day, 'tr')

export function QuotationEditor(props: {
  submission: Submission
  vocabularies: Vocabularies | undefined
  /** Shows the request's new status in its row after a save or send. */
  onChange?: (next: Submission) => void
}) {
  const session = useSessionState()
  const role = session.status === 'active' ? session.session.user.role : null
  if (props.submission.kind !== 'quote' || !role || !DESK_ROLES.includes(role)) return null
  return <Editor {...props} />
}

function Editor({
  submission,
  vocabularies,
  onChange,
}: {
  submission: Submission
  vocabularies: Vocabularies | undefined
  onChange?: (next: Submission) => void
}) {
  const t = useT()
  const toast = useToast()
  const [dialog, confirm] = useConfirm()
  const [open, setOpen] = useState(false)
  const [record, setRecord] = useState<QuotationRecordView | null | undefined>(undefined)
  const [draft, setDraft] = useState<Draft | null>(null)
  const [dirty, setDirty] = useState(false)
  const [problem, setProblem] = useState<string | null>(null)
  const [busy, setBusy] = useState<'load' | 'save' | 'send' | 'pdf' | null>(null)
  const items = submission.items ?? []
  const base = `/api/admin/submissions/${encodeURIComponent(submission.id)}/quotation`
  const formId = `quotation-${submission.id}`
  const summary = submission.quotation

  // Closing or reloading the tab with unsaved prices asks first.
  useEffect(() => {
    if (!dirty) return
    const warn = (event: BeforeUnloadEvent) => event.preventDefault()
    window.addEventListener('beforeunload', warn)
    return () => window.removeEventListener('beforeunload', warn)
  }, [dirty])

  const toggle = async () => {
    if (open) return setOpen(false)
    setOpen(true)
    if (draft) return
    if (!summary) return setDraft(draftFromItems(items))
    setBusy('load')
    try {
      const saved = await api<QuotationRecordView | null>(base)
      setRecord(saved)
      setDraft(saved ? draftFromRecord(saved) : draftFromItems(items))
    } catch (error) {
      setProblem(errorText(error) ?? t('admin.quotation.loadError'))
    } finally {
      setBusy(null)
    }
  }

  const edit = (change: Partial<Draft>) => {
    setDraft((current) => (current ? { ...current, ...change } : current))
    setDirty(true)
    setProblem(null)
  }

  /** The request as the inbox lists it now (its status follows the quotation), shown in its row. */
  const refreshRow = async () => {
    if (!onChange) return
    const words = submission.reference ?? submission.fields.email ?? ''
    try {
      const page = await api<SubmissionPage>(
        `/api/admin/submissions/page?q=${encodeURIComponent(words)}&limit=50`,
      )
      const next = page.items.find((other) => other.id === submission.id)
      if (next) onChange(next)
    } catch {
      // The row catches up on the next load; the editor already shows the new state.
    }
  }

  const save = async (): Promise<QuotationRecordView | null> => {
    if (!draft) return null
    const body = inputOf(draft, items)
    if ('problem' in body) {
      const { line, field } = body.problem
      setProblem(t(`admin.quotation.problem.${field}`, { line }))
      return null
    }
    try {
      const saved = await api<QuotationRecordView>(base, { method: 'PUT', body: body.input })
      setRecord(saved)
      setDirty(false)
      setProblem(null)
      return saved
    } catch (error) {
      setProblem(errorText(error) ?? t('admin.quotation.saveErrorGeneric'))
      return null
    }
  }

  const onSave = async () => {
    setBusy('save')
    try {
      if (await save()) {
        toast.success({ id: 'admin.quotation.saved' })
        await refreshRow()
      }
    } finally {
      setBusy(null)
    }
  }

  const onSend = async () => {
    const ok = await confirm({
      title: t('admin.quotation.sendTitle'),
      message: t('admin.quotation.sendMessage', { email: submission.fields.email ?? '' }),
      confirmLabel: t('admin.quotation.sendConfirm'),
    })
    if (!ok) return
    setBusy('send')
    try {
      if ((dirty || !record) && !(await save())) return
      const sent = await api<QuotationRecordView>(`${base}/send`, { method: 'POST' })
      setRecord(sent)
      toast.success({ id: 'admin.quotation.sent' })
      await refreshRow()
    } catch (error) {
      setProblem(errorText(error) ?? t('admin.quotation.sendErrorGeneric'))
    } finally {
      setBusy(null)
    }
  }

  const onPdf = async () => {
    setBusy('pdf')
    try {
      if ((dirty || !record) && !(await save())) return
      await openPdf(`${base}.pdf`)
    } catch (error) {
      setProblem(errorText(error) ?? t('admin.quotation.pdfErrorGeneric'))
    } finally {
      setBusy(null)
    }
  }

  // What the bar shows: the record just saved or sent, else the summary the inbox listed.
  const shown = record
    ? {
        state: record.state,
        total: record.total,
        currency: record.currency,
        valid_until: record.input.valid_until,
      }
    : summary
  const state = shown?.state
  const lang = isLang(submission.lang) ? submission.lang : 'tr'
  const link =
    record && record.state !== 'draft'
      ? `${window.location.origin}${localizePath(lang, pagePath('quotation', { token: record.token }))}`
      : null
  const answered = state === 'accepted' || state === 'declined'
  const disabled = busy !== null || answered

  return (
    <section className="admin-quotation" aria-labelledby={`${formId}-title`}>
      <div className="admin-quotation__bar">
        <button
          type="button"
          id={`${formId}-title`}
          className={`admin-button admin-button--sm${shown ? '' : ' admin-button--primary'}`}
          aria-expanded={open}
          aria-controls={formId}
          onClick={() => void toggle()}
        >
          <ChevronDown size={15} aria-hidden="true" className="admin-quotation__chevron" />
          {shown ? t('admin.quotation.open') : t('admin.quotation.start')}
        </button>
        {shown && (
          <p className="admin-quotation__summary">
            <span className={`admin-badge admin-quotation__badge is-${shown.state}`}>
              {t(`admin.quotation.state.${shown.state}`)}
            </span>
            <strong>{formatMoneyTr(shown.total, shown.currency)}</strong>
            <span className="admin-muted">
              {t('admin.quotation.validUntilShort', { date: formatDay(shown.valid_until) })}
            </span>
          </p>
        )}
      </div>
      {open && (
        <div id={formId} className="admin-quotation__body">
          {!draft ? (
            <p className="admin-muted">{problem ?? t('admin.quotation.loading')}</p>
          ) : (
            <form
              onSubmit={(event) => {
                event.preventDefault()
                void onSave()
              }}
            >
              {state && <QuotationState record={record} summary={summary} link={link} />}
              <div className="admin-quotation__terms">
                <label className="admin-field">
                  <span className="admin-field__label">{t('admin.quotation.currency')}</span>
                  <select
                    className="admin-input admin-select"
                    value={draft.currency}
                    disabled={disabled}
                    onChange={(event) => edit({ currency: event.target.value as Draft['currency'] })}
                  >
                    {CURRENCIES.map((currency) => (
                      <option key={currency} value={currency}>
                        {t(`admin.quotation.currency.${currency}`)}
                      </option>
                    ))}
                  </select>
                </label>
                <label className="admin-field">
                  <span className="admin-field__label">{t('admin.quotation.validUntil')}</span>
                  <input
                    type="date"
                    className="admin-input"
                    value={draft.valid_until}
                    disabled={disabled}
                    required
                    onChange={(event) => edit({ valid_until: event.target.value })}
                  />
                </label>
                <label className="admin-field admin-quotation__delivery">
                  <span className="admin-field__label">{t('admin.quotation.delivery')}</span>
                  <input
                    className="admin-input"
                    value={draft.delivery}
                    maxLength={500}
                    disabled={disabled}
                    placeholder={t('admin.quotation.deliveryPlaceholder')}
                    onChange={(event) => edit({ delivery: event.target.value })}
                  />
                </label>
              </div>
              <QuotationLines
                lines={draft.lines}
                items={items}
                vocabularies={vocabularies}
                currency={draft.currency}
                disabled={disabled}
                onChange={(lines) => edit({ lines })}
              />
              <div className="admin-quotation__texts">
                <label className="admin-field">
                  <span className="admin-field__label">{t('admin.quotation.termsLabel')}</span>
                  <textarea
                    className="admin-input admin-input--area"
                    value={draft.terms}
                    maxLength={2000}
                    rows={3}
                    disabled={disabled}
                    placeholder={t('admin.quotation.termsPlaceholder')}
                    onChange={(event) => edit({ terms: event.target.value })}
                  />
                </label>
                <label className="admin-field">
                  <span className="admin-field__label">{t('admin.quotation.note')}</span>
                  <textarea
                    className="admin-input admin-input--area"
                    value={draft.note}
                    maxLength={2000}
                    rows={3}
                    disabled={disabled}
                    placeholder={t('admin.quotation.notePlaceholder')}
                    onChange={(event) => edit({ note: event.target.value })}
                  />
                </label>
              </div>
              {problem && (
                <div className="admin-alert admin-alert--error" role="alert">
                  <p>{t('admin.quotation.problem', { error: problem })}</p>
                </div>
              )}
              <div className="admin-quotation__actions">
                <button type="submit" className="admin-button admin-button--primary" disabled={disabled}>
                  <Save size={16} aria-hidden="true" />
                  {busy === 'save' ? t('admin.quotation.saving') : t('admin.quotation.save')}
                </button>
                <button
                  type="button"
                  className="admin-button"
                  disabled={busy !== null}
                  onClick={() => void onPdf()}
                >
                  <FileText size={16} aria-hidden="true" />
                  {busy === 'pdf' ? t('admin.quotation.pdfOpening') : t('admin.quotation.pdf')}
                </button>
                <button
                  type="button"
                  className="admin-button"
                  disabled={disabled || !submission.fields.email}
                  onClick={() => void onSend()}
                >
                  <Send size={16} aria-hidden="true" />
                  {busy === 'send'
                    ? t('admin.quotation.sending')
                    : state === 'sent'
                      ? t('admin.quotation.sendAgain')
                      : t('admin.quotation.send')}
                </button>
                {dirty && <span className="admin-muted">{t('admin.quotation.unsaved')}</span>}
              </div>
            </form>
          )}
        </div>
      )}
      {dialog}
    </section>
  )
}
