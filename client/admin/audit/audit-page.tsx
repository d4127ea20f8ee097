import { useState } from 'react'
import type { AuditEntry, AuditPage as AuditPageData } from '../../../shared/schemas/history.ts'
import { Card } from '../components/card.tsx'
import { LoadState } from '../components/load-state.tsx'
import { PageHeader } from '../components/page-header.tsx'
import { api, errorText } from '../lib/api.ts'
import { useToast } from '../components/toast.tsx'
import { type AdminMessageId, failure, useT } from '../lib/i18n.ts'
import { useApi } from '../lib/use-api.ts'
import { formatWhen } from '../revisions/value-view.tsx'
import './audit.css'

const PAGE = 50

const collectionLabel = (collection: string): AdminMessageId =>
  `admin.collection.${collection}` as AdminMessageId

/**
 * /admin/audit (owners): every admin write and login attempt, newest first, filtered by user and section, 50 at a
 * time with "Daha fazla" (GET /api/admin/audit and its cursor).
 */
export function AuditPage() {
  const t = useT()
  const toast = useToast()
  const [user, setUser] = useState('')
  const [collection, setCollection] = useState('')
  const query = new URLSearchParams({ limit: String(PAGE) })
  if (user) query.set('user', user)
  if (collection) query.set('collection', collection)
  const filter = query.toString()
  const first = useApi<AuditPageData>(`/api/admin/audit?${filter}`)
  // Pages fetched with "Daha fazla", for the filter they were fetched under.
  const [more, setMore] = useState<{ filter: string; entries: AuditEntry[]; next?: string }>({
    filter: '',
    entries: [],
  })
  const [loading, setLoading] = useState(false)
  const extra = more.filter === filter ? more : { filter, entries: [], next: undefined }
  const next = extra.entries.length > 0 ? extra.next : first.data?.next
  const entries = [...(first.data?.entries ?? []), ...extra.entries]
  const meta = first.data

  const loadMore = async () => {
    if (!next) return
    setLoading(true)
    try {
      const page = await api<AuditPageData>(`/api/admin/audit?${filter}&cursor=${encodeURIComponent(next)}`)
      setMore({ filter, entries: [...extra.entries, ...page.entries], next: page.next })
    } catch (caught) {
      toast.error(failure(errorText(caught), 'admin.error', 'admin.audit.loadError'))
    } finally {
      setLoading(false)
    }
  }

  return (
    <>
      <PageHeader title={t('admin.audit.title')} intro={t('admin.audit.intro')} />
      <Card>
        <div className="audit__filters">
          <label>
            <span>{t('admin.audit.user')}</span>
            <select className="admin-input" value={user} onChange={(event) => setUser(event.target.value)}>
              <option value="">{t('admin.audit.all')}</option>
              {meta?.users.map((name) => (
                <option key={name} value={name}>
                  {name}
                </option>
              ))}
            </select>
          </label>
          <label>
            <span>{t('admin.audit.collection')}</span>
            <select
              className="admin-input"
              value={collection}
              onChange={(event) => setCollection(event.target.value)}
            >
              <option value="">{t('admin.audit.all')}</option>
              {meta?.collections.map((name) => (
                <option key={name} value={name}>
                  {t(collectionLabel(name))}
                </option>
              ))}
            </select>
          </label>
        </div>
        {!meta ? (
          <LoadState error={first.error} onRetry={first.reload} />
        ) : entries.length === 0 ? (
          <p className="audit__empty">{t('admin.audit.empty')}</p>
        ) : (
          <div className="admin-table-wrap audit__wrap">
            <table className="admin-table audit__table">
              <thead>
                <tr>
                  <th scope="col">{t('admin.audit.when')}</th>
                  <th scope="col">{t('admin.audit.who')}</th>
                  <th scope="col">{t('admin.audit.what')}</th>
                  <th scope="col">{t('admin.audit.record')}</th>
                  <th scope="col">{t('admin.audit.fields')}</th>
                  <th scope="col">{t('admin.audit.result')}</th>
                </tr>
              </thead>
              <tbody>
                {entries.map((entry) => (
                  <AuditRow key={entry.seq} entry={entry} />
                ))}
              </tbody>
            </table>
          </div>
        )}
        {next && (
          <div className="audit__more">
            <button type="button" className="admin-button" disabled={loading} onClick={() => void loadMore()}>
              {t('admin.audit.more')}
            </button>
          </div>
        )}
      </Card>
    </>
  )
}

function AuditRow({ entry }: { entry: AuditEntry }) {
  const t = useT()
  const ok = entry.status < 400
  const login = entry.kind === 'login'
  const what = login
    ? t(ok ? 'admin.audit.login' : 'admin.audit.loginFailed')
    : entry.changes.length > 0
      ? [
          ...new Set(
            entry.changes.map(
              (change) =>
                `${t(`admin.audit.change.${change.action}`)}: ${t(collectionLabel(change.collection))}`,
            ),
          ),
        ].join(', ')
      : t('admin.audit.request')
  return (
    <tr className={ok ? undefined : 'is-refused'}>
      <td className="audit__when">{formatWhen(entry.at)}</td>
      <td>
        <strong>{entry.user || '—'}</strong>
        {entry.role && <div className="audit__sub">{entry.role}</div>}
      </td>
      <td>
        {what}
        <div className="audit__sub audit__route">
          {entry.method} {entry.route}
        </div>
      </td>
      <td>
        {login ? (
          entry.address && (
            <span className="audit__sub">{t('admin.audit.from', { address: entry.address })}</span>
          )
        ) : (
          <ul className="audit__list">
            {entry.changes.map((change) => (
              <li key={`${change.collection}/${change.id}`}>{change.name ?? change.id}</li>
            ))}
            {entry.more && (
              <li className="audit__sub">{t('admin.audit.moreRecords', { count: entry.more })}</li>
            )}
          </ul>
        )}
      </td>
      <td className="audit__fields" data-label={t('admin.audit.fields')}>
        {/* A created or deleted record changes every field: only an update's fields say something. */}
        {[
          ...new Set(
            entry.changes.filter((change) => change.action === 'update').flatMap((change) => change.fields),
          ),
        ].join(', ') || '—'}
      </td>
      <td>
        <span className={`audit__status${ok ? '' : ' audit__status--refused'}`}>
          {entry.status} {t(ok ? 'admin.audit.ok' : 'admin.audit.refused')}
        </span>
      </td>
    </tr>
  )
}
