import { ExternalLink } from 'lucide-react'
import { NavLink } from '../../components/link.tsx'
import { useT } from '../lib/i18n.ts'
import { DASHBOARD, screensFor } from '../admin-screens.ts'
import { useAdminSession } from '../lib/session-context.tsx'

/** The admin's left navigation: dashboard, the screens the session's role may open, and a link to the public site. */
export function Sidebar({ id, open, onNavigate }: { id: string; open: boolean; onNavigate: () => void }) {
  const t = useT()
  const { user } = useAdminSession()
  const linkClass = ({ isActive }: { isActive: boolean }) => `admin-nav__link${isActive ? ' is-active' : ''}`
  const Dashboard = DASHBOARD.icon
  return (
    <aside id={id} className={`admin-sidebar${open ? ' is-open' : ''}`}>
      <div className="admin-sidebar__brand">
        <span className="admin-sidebar__mark" aria-hidden="true">
          K
        </span>
        <span className="admin-sidebar__name">{t('admin.title')}</span>
      </div>
      <nav className="admin-nav" aria-label={t('admin.nav.label')}>
        <ul>
          <li>
            <NavLink to={DASHBOARD.path} end className={linkClass} onClick={onNavigate}>
              <Dashboard size={18} aria-hidden="true" />
              {t(DASHBOARD.label)}
            </NavLink>
          </li>
          {screensFor(user.role).map((screen) => {
            const Icon = screen.icon
            return (
              <li key={screen.id}>
                <NavLink to={screen.path} className={linkClass} onClick={onNavigate}>
                  <Icon size={18} aria-hidden="true" />
                  {t(screen.label)}
                </NavLink>
              </li>
            )
          })}
        </ul>
      </nav>
      <a className="admin-sidebar__site" href="/" target="_blank" rel="noopener">
        <ExternalLink size={16} aria-hidden="true" />
        {t('admin.nav.viewSite')}
      </a>
    </aside>
  )
}
