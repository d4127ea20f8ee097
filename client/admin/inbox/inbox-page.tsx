import { Download } from 'lucide-react'
import { useState } from 'react'
import type { Submission } from '../../../shared/schemas/submission.ts'
import { useConfirm } from '../components/confirm-dialog.tsx'
import { LoadState } from '../components/load-state.tsx'
import { PageHeader } from '../components/page-header.tsx'
import { useToast } from '../components/toast.tsx'
import { api, download, errorText } from '../lib/api.ts'
import { type AdminMessageId, failure, useT } from '../lib/i18n.ts'
import { useApi } from '../lib/use-api.ts'
import { SubmissionItem } from './submission-item.tsx'

type Filter = 'all' | 'unhandled' | 'contact' | 'quote'
const FILTERS: { id: Filter; label: AdminMessageId; test: (s: Submission) => boolean }[] = [
  { id: 'all', label: 'admin.inbox.filter.all', test: () => true },
  { id: 'unhandled', label: 'admin.inbox.filter.unhandled', test: (s) => !s.handled },
  { id: 'contact', label: 'admin.inbox.filter.contact', test: (s) => s.kind === 'contact' },
  { id: 'quote', label: 'admin.inbox.filter.quote', test: (s) => s.kind === 'quote' },
]

/**
 * /admin/inbox: every contact message and quote request, newest first, with its fields,
 * attachments (downloaded with the token), mail delivery state and retry, handled flag, delete
 * and a CSV export.
 */
export function InboxPage() {
  const t = useT()
  const toast = useToast()
  const state = useApi<Submission[]>('/api/admin/submissions')
  const [filter, setFilter] = useState<Filter>('all')
  const [busy, setBusy] = useState<string | null>(null)
  const [dialog, confirm] = useConfirm()

  const replace = (next: Submission) =>
    state.setData((list) => list?.map((item) => (item.id === next.id ? next : item)))

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
        toast.success({ id: handled ? 'admin.inbox.markedHandled' : 'admin.inbox.markedUnhandled' })
      } catch (error) {
        toast.error(failure(errorText(error), 'admin.inbox.updateError', 'admin.inbox.updateErrorGeneric'))
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
        state.setData((list) => list?.filter((item) => item.id !== submission.id))
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

  const all = state.data ?? []
  const active = FILTERS.find((item) => item.id === filter) ?? FILTERS[0]
  const shown = all.filter(active?.test ?? (() => true))
  return (
    <>
      <PageHeader
        title={t('admin.inbox.title')}
        intro={t('admin.inbox.intro')}
        actions={
          <button
            type="button"
            className="admin-button"
            disabled={busy === 'export' || all.length === 0}
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
          <div className="admin-segmented" role="group" aria-label={t('admin.inbox.filterLabel')}>
            {FILTERS.map((item) => (
              <button
                key={item.id}
                type="button"
                className="admin-segmented__item"
                aria-pressed={filter === item.id}
                onClick={() => setFilter(item.id)}
              >
                {t(item.label, { count: all.filter(item.test).length })}
              </button>
            ))}
          </div>
          {shown.length === 0 ? (
            <p className="admin-empty admin-card">
              {all.length === 0 ? t('admin.inbox.empty') : t('admin.inbox.emptyFilter')}
            </p>
          ) : (
            <ol className="admin-inbox">
              {shown.map((submission) => (
                <li key={submission.id}>
                  <SubmissionItem
                    submission={submission}
                    busy={busy}
                    onHandled={(handled) => setHandled(submission, handled)}
                    onRetry={() => retry(submission)}
                    onDelete={() => remove(submission)}
                    onDownload={fetchFile}
                  />
                </li>
              ))}
            </ol>
          )}
        </>
      )}
      {dialog}
    </>
  )
}
