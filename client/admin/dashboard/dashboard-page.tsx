import { ChevronRight } from 'lucide-react'
import { Link } from '../../components/link.tsx'
import type { DashboardStats } from '../../../shared/schemas/stats.ts'
import type { TranslationReport } from '../../../shared/translations.ts'
import { ADMIN_SCREENS } from '../../../shared/admin-screens.ts'
import { CONTENT_ROLES, DESK_ROLES } from '../../../shared/roles.ts'
import { screensFor } from '../admin-screens.ts'
import { PageHeader } from '../components/page-header.tsx'
import { useT } from '../lib/i18n.ts'
import { useAdminSession } from '../lib/session-context.tsx'
import { useApi } from '../lib/use-api.ts'
import { ROLE_TEXT } from '../users/role-text.ts'
import { OverduePanel } from './overdue-panel.tsx'
import { StorageWarning } from './storage-warning.tsx'
import { TranslationsPanel } from './translations-panel.tsx'

/** /admin once logged in: the welcome line with the role, what is left to translate, and a card per screen. */
export function DashboardPage() {
  const t = useT()
  const { user } = useAdminSession()
  const { data: stats } = useApi<DashboardStats>('/api/admin/stats')
  // The translation report is the content roles' (GET /api/admin/translations); sales would get a 403.
  const translates = CONTENT_ROLES.includes(user.role)
  return (
    <>
      <PageHeader title={t('admin.dashboard.title')} intro={t('admin.dashboard.intro')} />
      <p className="admin-welcome">
        {t('admin.dashboard.welcome', { username: user.username, role: t(ROLE_TEXT[user.role].name) })}
      </p>
      {stats && stats.unsentSubmissions > 0 && ADMIN_SCREENS.inbox.roles.includes(user.role) && (
        <p className="admin-alert admin-alert--warning">
          {t('admin.dashboard.unsent', { count: stats.unsentSubmissions })}{' '}
          <Link to={ADMIN_SCREENS.inbox.path}>{t('admin.dashboard.openInbox')}</Link>
        </p>
      )}
      {stats && <StorageWarning storage={stats.storage} />}
      {DESK_ROLES.includes(user.role) && <OverduePanel stats={stats} />}
      {translates && <Translations />}
      <ul className="admin-dashboard">
        {screensFor(user.role).map((screen) => {
          const Icon = screen.icon
          const stat = stats && screen.figure?.(stats)
          return (
            <li key={screen.id}>
              <Link to={screen.path} className="admin-dashboard__card">
                <span className="admin-dashboard__icon" aria-hidden="true">
                  <Icon size={22} />
                </span>
                <span className="admin-dashboard__text">
                  <span className="admin-dashboard__title">{t(screen.label)}</span>
                  <span className="admin-dashboard__desc">{t(screen.description)}</span>
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

function Translations() {
  const { data } = useApi<TranslationReport>('/api/admin/translations')
  return data ? <TranslationsPanel report={data} /> : null
}
