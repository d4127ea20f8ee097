import { Clock } from 'lucide-react'
import { Link } from '../../components/link.tsx'
import { ADMIN_SCREENS } from '../../../shared/admin-screens.ts'
import type { DashboardStats } from '../../../shared/schemas/stats.ts'
import type { SubmissionPage } from '../../../shared/schemas/submission.ts'
import { dueText } from '../inbox/desk-texts.ts'
import { useT } from '../lib/i18n.ts'
import { useApi } from '../lib/use-api.ts'
import '../inbox/desk.css'

/** Requests listed; the rest are one click away in the inbox. */
const SHOWN = 5

/**
 * "Geciken talepler" on the dashboard of the desk (owner and sales; an editor's dashboard never mounts it, so never
 * fetches a buyer's name): the most overdue open requests from the inbox's own page query, and the open and overdue
 * counts.
 */
export function OverduePanel({ stats }: { stats: DashboardStats | undefined }) {
  const t = useT()
  const { data } = useApi<SubmissionPage>(`/api/admin/submissions/page?overdue=true&limit=${SHOWN}`)
  const overdue = data?.total ?? stats?.overdueSubmissions ?? 0
  return (
    <section className="admin-overdue" aria-labelledby="admin-overdue-title">
      <header className="admin-overdue__head">
        <h2 id="admin-overdue-title" className="admin-overdue__title">
          <Clock size={18} aria-hidden="true" />
          {t('admin.desk.overdue.title')}
        </h2>
        {stats && (
          <p className="admin-muted">
            {t('admin.desk.overdue.open', { open: stats.openSubmissions, overdue: stats.overdueSubmissions })}
          </p>
        )}
      </header>
      {data && data.items.length === 0 && <p className="admin-muted">{t('admin.desk.overdue.none')}</p>}
      {data && data.items.length > 0 && (
        <ul className="admin-overdue__list">
          {data.items.map((item) => {
            const due = dueText(item)
            return (
              <li key={item.id}>
                <span className="admin-overdue__ref">
                  {item.reference ?? t(`admin.inbox.kind.${item.kind}`)}
                </span>
                <span className="admin-overdue__who as-typed">
                  {item.fields.company?.trim() || item.fields.name || item.fields.email}
                </span>
                {due && <span className="admin-desk__due is-late">{t(due.id, due.values)}</span>}
              </li>
            )
          })}
        </ul>
      )}
      {overdue > 0 && (
        <Link to={ADMIN_SCREENS.inbox.path}>{t('admin.desk.overdue.all', { count: overdue })}</Link>
      )}
    </section>
  )
}
