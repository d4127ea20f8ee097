import { ChevronRight } from 'lucide-react'
import { Link } from '../../components/link.tsx'
import type { DashboardStats } from '../../../shared/schemas/stats.ts'
import type { TranslationReport } from '../../../shared/translations.ts'
import { PageHeader } from '../components/page-header.tsx'
import { type AdminMessageId, type MessageValues, useT } from '../lib/i18n.ts'
import { NAV_ITEMS } from '../lib/nav.ts'
import { useAdminSession } from '../lib/session-context.tsx'
import { useApi } from '../lib/use-api.ts'
import { StorageWarning } from './storage-warning.tsx'
import { TranslationsPanel } from './translations-panel.tsx'

/** A figure on a screen's card, when the stats have loaded. */
function figure(
  path: string,
  stats: DashboardStats | undefined,
): { id: AdminMessageId; values: MessageValues } | null {
  if (!stats) return null
  switch (path) {
    case '/admin/products':
      return {
        id: 'admin.dashboard.stat.products',
        values: { active: stats.activeProducts, total: stats.products, categories: stats.categories },
      }
    case '/admin/sliders':
      return {
        id: 'admin.dashboard.stat.sliders',
        values: { active: stats.activeSliders, total: stats.sliders },
      }
    case '/admin/inbox':
      return {
        id: 'admin.dashboard.stat.inbox',
        values: { unhandled: stats.unhandledSubmissions, total: stats.submissions },
      }
    default:
      return null
  }
}

/** /admin once logged in: the welcome line with the role, what is left to translate, and a card per screen. */
export function DashboardPage() {
  const t = useT()
  const { user } = useAdminSession()
  const { data: stats } = useApi<DashboardStats>('/api/admin/stats')
  const { data: translations } = useApi<TranslationReport>('/api/admin/translations')
  return (
    <>
      <PageHeader title={t('admin.dashboard.title')} intro={t('admin.dashboard.intro')} />
      <p className="admin-welcome">
        {t('admin.dashboard.welcome', { username: user.username, role: user.role })}
      </p>
      {stats && stats.unsentSubmissions > 0 && (
        <p className="admin-alert admin-alert--warning">
          {t('admin.dashboard.unsent', { count: stats.unsentSubmissions })}{' '}
          <Link to="/admin/inbox">{t('admin.dashboard.openInbox')}</Link>
        </p>
      )}
      {stats && <StorageWarning storage={stats.storage} />}
      {translations && <TranslationsPanel report={translations} />}
      <ul className="admin-dashboard">
        {NAV_ITEMS.map((item) => {
          const Icon = item.icon
          const stat = figure(item.path, stats)
          return (
            <li key={item.path}>
              <Link to={item.path} className="admin-dashboard__card">
                <span className="admin-dashboard__icon" aria-hidden="true">
                  <Icon size={22} />
                </span>
                <span className="admin-dashboard__text">
                  <span className="admin-dashboard__title">{t(item.label)}</span>
                  <span className="admin-dashboard__desc">{t(item.description)}</span>
                  {stat && <span className="admin-dashboard__stat">{t(stat.id, stat.values)}</span>}
                </span>
                <ChevronRight size={18} aria-hidden="true" className="admin-dashboard__arrow" />
              </Link>
            </li>
          )
        })}
      </ul>
    </>
  )
}
