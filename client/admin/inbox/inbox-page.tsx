import { Download } from 'lucide-react'
import { useDeferredValue, useState } from 'react'
import { SUBMISSION_STATUSES } from '../../../shared/schemas/desk.ts'
import type { Submission, SubmissionCounts } from '../../../shared/schemas/submission.ts'
import type { Vocabularies } from '../../../shared/schemas/technical.ts'
import { useConfirm } from '../components/confirm-dialog.tsx'
import { LoadState } from '../components/load-state.tsx'
import { PageHeader } from '../components/page-header.tsx'
import { useToast } from '../components/toast.tsx'
import { api, download, errorText } from '../lib/api.ts'
import { failure, useT } from '../lib/i18n.ts'
import { useApi } from '../lib/use-api.ts'
import type { Assignee, DeskPatch } from './desk-bar.tsx'
import { STATUS_LABEL } from './desk-texts.ts'
import { SubmissionItem } from './submission-item.tsx'
import { type InboxFilters, NO_FILTERS, useSubmissionPages } from './use-submission-pages.ts'

/** The chips above the list: everything, the overdue ones, then one per status, each with its count. */
function chips(counts: SubmissionCounts | undefined, t: ReturnType<typeof useT>) {
  return [
    { id: 'all' as const, text: t('admin.desk.filter.all', { count: counts?.all ?? 0 }) },
    { id: 'overdue' as const, text: t('admin.desk.filter.overdue', { count: counts?.overdue ?? 0 }) },
    ...SUBMISSION_STATUSES.map((status) => ({
      id: status,
      text: t('admin.desk.filter.status', {
        label: t(STATUS_LABEL[status]),
        count: counts?.status[status] ?? 0,
      }),
    })),
  ]
}

/**
 * /admin/inbox, the quote desk: contact messages and quote requests, overdue ones first then newest first, paged
 * and filtered on the server (an inbox of any size loads one page at a time) by status, kind, assignee and words;
 * per request its status, assignee, due time, notes and timeline, with its fields, attachments
 * (downloaded with the token), mail delivery state and retry, handled flag, delete and a CSV
 * export of everything.
 */
export function InboxPage() {
  const t = useT()
  const toast = useToast()
  const [filters, setFilters] = useState<InboxFilters>(NO_FILTERS)
  const filter = (change: Partial<InboxFilters>) => setFilters((current) => ({ ...current, ...change }))
  const [words, setWords] = useState('')
  const pages = useSubmissionPages(filters, useDeferredValue(words))
  const assignees = useApi<Assignee[]>('/api/admin/submissions/assignees').data ?? []
  const state = pages.first
  const [busy, setBusy] = useState<string | null>(null)
  const [dialog, confirm] = useConfirm()
  // The Turkish labels of the material, class and finish a quote's lines name.
  const vocabularies = useApi<Vocabularies>('/api/admin/vocabularies').data

  const replace = (next: Submission) => pages.replace(next.id, next)

  const run = async (key: string, work: () => Promise<void>) => {
    setBusy(key)
    try {
      await work()
    } finally {
      setBusy(null)
    }
  }

  const setHandled = (submission: Submission, handled: boolean) =>
    run(`handled-${submission.id}`, async () => {
      try {
        replace(
          await api<Submission>(`/api/admin/submissions/${encodeURIComponent(submission.id)}`, {
            method: 'PATCH',
            body: { handled },
          }),
        )
        toast.success({
          id: handled ? 'admin.inbox.markedHandled' : 'admin.inbox.markedUnhandled',
        })
      } catch (error) {
        toast.error(failure(errorText(error), 'admin.inbox.updateError', 'admin.inbox.updateErrorGeneric'))
      }
    })

  const changeDesk = (submission: Submission, patch: DeskPatch) =>
    run(`desk-${submission.id}`, async () => {
      try {
        replace(
          await api<Submission>(`/api/admin/submissions/${encodeURIComponent(submission.id)}`, {
            method: 'PATCH',
            body: patch,
          }),
        )
        toast.success({ id: 'admin.desk.saved' })
      } catch (error) {
        toast.error(failure(errorText(error), 'admin.desk.updateError', 'admin.desk.updateErrorGeneric'))
      }
    })

  const retry = (submission: Submission) =>
    run(`retry-${submission.id}`, async () => {
      try {
        replace(
          await api<Submission>(`/api/admin/submissions/${encodeURIComponent(submission.id)}/retry`, {
            method: 'POST',
          }),
        )
        toast.success({ id: 'admin.inbox.retried' })
      } catch (error) {
        toast.error(failure(errorText(error), 'admin.inbox.retryError', 'admin.inbox.retryErrorGeneric'))
      }
    })

  const retryAcknowledgement = (submission: Submission) =>
    run(`retry-ack-${submission.id}`, async () => {
      try {
        replace(
          await api<Submission>(
            `/api/admin/submissions/${encodeURIComponent(submission.id)}/retry-acknowledgement`,
            { method: 'POST' },
          ),
        )
        toast.success({ id: 'admin.inbox.ack.retried' })
      } catch (error) {
        toast.error(
          failure(errorText(error), 'admin.inbox.ack.retryError', 'admin.inbox.ack.retryErrorGeneric'),
        )
      }
    })

  const remove = async (submission: Submission) => {
    const ok = await confirm({
      title: t('admin.inbox.deleteTitle'),
      message: t('admin.inbox.confirmDelete', {
        name: submission.fields.name || submission.fields.email || '',
      }),
    })
    if (!ok) return
    await run(`delete-${submission.id}`, async () => {
      try {
        await api(`/api/admin/submissions/${encodeURIComponent(submission.id)}`, { method: 'DELETE' })
        pages.replace(submission.id, null)
        toast.success({ id: 'admin.inbox.deleted' })
      } catch (error) {
        toast.error(failure(errorText(error), 'admin.inbox.deleteError', 'admin.inbox.deleteErrorGeneric'))
      }
    })
  }

  const fetchFile = (path: string, name: string) =>
    run(path, async () => {
      try {
        await download(path, name)
      } catch (error) {
        toast.error(
          failure(errorText(error), 'admin.inbox.downloadError', 'admin.inbox.downloadErrorGeneric'),
        )
      }
    })

  const loadMore = () =>
    run('more', async () => {
      const error = await pages.loadMore()
      if (error !== null)
        toast.error(failure(error, 'admin.inbox.loadMoreError', 'admin.inbox.loadMoreErrorGeneric'))
    })

  const counts = state.data?.counts
  const shown = pages.items
  return (
    <>
      <PageHeader
        title={t('admin.inbox.title')}
        intro={t('admin.inbox.intro')}
        actions={
          <button
            type="button"
            className="admin-button"
            disabled={busy === 'export' || !counts?.all}
            onClick={() =>
              run('export', async () => {
                try {
                  await download('/api/admin/submissions/export.csv', 'gelen-kutusu.csv')
                } catch (error) {
                  toast.error(
                    failure(errorText(error), 'admin.inbox.exportError', 'admin.inbox.exportErrorGeneric'),
                  )
                }
              })
            }
          >
            <Download size={16} aria-hidden="true" />
            {busy === 'export' ? t('admin.inbox.exporting') : t('admin.inbox.export')}
          </button>
        }
      />
      {!state.data ? (
        <LoadState error={state.error} onRetry={state.reload} />
      ) : (
        <>
          <div
            className="admin-segmented admin-desk-chips"
            role="group"
            aria-label={t('admin.inbox.filterLabel')}
          >
            {chips(counts, t).map((item) => (
              <button
                key={item.id}
                type="button"
                className={`admin-segmented__item${item.id === 'overdue' && counts?.overdue ? ' is-late' : ''}`}
                aria-pressed={filters.view === item.id}
                onClick={() => filter({ view: item.id })}
              >
                {item.text}
              </button>
            ))}
          </div>
          <div className="admin-desk-filters">
            <label className="admin-desk__field">
              <span className="admin-desk__label">{t('admin.desk.filter.kind')}</span>
              <select
                className="admin-select"
                value={filters.kind}
                onChange={(event) => filter({ kind: event.target.value as InboxFilters['kind'] })}
              >
                <option value="">{t('admin.desk.filter.kindAll')}</option>
                <option value="quote">{t('admin.inbox.kind.quote')}</option>
                <option value="contact">{t('admin.inbox.kind.contact')}</option>
              </select>
            </label>
            <label className="admin-desk__field">
              <span className="admin-desk__label">{t('admin.desk.filter.assignee')}</span>
              <select
                className="admin-select"
                value={filters.assignee}
                onChange={(event) => filter({ assignee: event.target.value })}
              >
                <option value="">{t('admin.desk.filter.anyone')}</option>
                <option value="me">{t('admin.desk.filter.mine', { count: counts?.mine ?? 0 })}</option>
                <option value="-">{t('admin.desk.filter.nobody')}</option>
                {assignees.map((person) => (
                  <option key={person.username} value={person.username}>
                    {person.username}
                  </option>
                ))}
              </select>
            </label>
            <label className="admin-inbox__search">
              <span className="visually-hidden">{t('admin.inbox.searchLabel')}</span>
              <input
                type="search"
                className="admin-input"
                value={words}
                maxLength={200}
                placeholder={t('admin.inbox.searchPlaceholder')}
                onChange={(event) => setWords(event.target.value)}
              />
            </label>
          </div>
          {shown.length === 0 ? (
            <p className="admin-empty admin-card">
              {counts?.all === 0 ? t('admin.inbox.empty') : t('admin.inbox.emptyFilter')}
            </p>
          ) : (
            <ol className="admin-inbox">
              {shown.map((submission) => (
                <li key={submission.id}>
                  <SubmissionItem
                    submission={submission}
                    vocabularies={vocabularies}
                    busy={busy}
                    onHandled={(handled) => setHandled(submission, handled)}
                    onRetry={() => retry(submission)}
                    onRetryAcknowledgement={() => retryAcknowledgement(submission)}
                    onDelete={() => remove(submission)}
                    onDownload={fetchFile}
                    assignees={assignees}
                    onDesk={(patch) => changeDesk(submission, patch)}
                    onChange={replace}
                  />
                </li>
              ))}
            </ol>
          )}
          {state.data && (
            <div className="admin-inbox__more">
              <p className="admin-muted">
                {t('admin.inbox.showing', { shown: shown.length, total: state.data.total })}
              </p>
              {pages.hasMore && (
                <button type="button" className="admin-button" disabled={busy === 'more'} onClick={loadMore}>
                  {busy === 'more' ? t('admin.inbox.loadingMore') : t('admin.inbox.loadMore')}
                </button>
              )}
            </div>
          )}
        </>
      )}
      {dialog}
    </>
  )
}
