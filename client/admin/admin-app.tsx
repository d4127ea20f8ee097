import { useEffect } from 'react'
import { useLocation, useNavigate } from 'react-router'
// Before the screens, so a screen's own styles (size-table.css) come after the panel's and win ties.
import './admin.css'
import { DASHBOARD, SCREENS } from './admin-screens.ts'
import { AdminLayout } from './components/admin-layout.tsx'
import { AdminNotFound } from './components/admin-not-found.tsx'
import { NoAccess } from './components/no-access.tsx'
import { UnsavedChangesGuard } from './components/unsaved-changes-guard.tsx'
import { DashboardPage } from './dashboard/dashboard-page.tsx'
import { useT } from './lib/i18n.ts'
import { endSession, useSessionState } from './lib/session.ts'
import { AdminSessionContext } from './lib/session-context.tsx'
import { LoginPage } from './login/login-page.tsx'

/**
 * The admin panel: login and dashboard at /admin, the screens of admin-screens.ts below it. The token
 * lives only in the browser, so the server (and hydration) render a neutral loading state; a
 * stored token that has expired or cannot be read logs out (storage and cookies cleared, reload);
 * without a token every /admin/* path redirects to /admin.
 */
export default function AdminApp() {
  const state = useSessionState()
  const { pathname } = useLocation()
  const screen = SCREENS.find(({ path }) => samePath(pathname, path))

  useEffect(() => {
    if (state.status === 'invalid') endSession({ expired: true })
  }, [state.status])

  if (state.status === 'unknown' || state.status === 'invalid') return <AdminLoading />
  if (state.status === 'none') return isDashboardPath(pathname) ? <LoginPage /> : <RedirectToDashboard />
  return (
    <AdminSessionContext value={state.session}>
      <UnsavedChangesGuard />
      <AdminLayout>
        {isDashboardPath(pathname) ? (
          <DashboardPage />
        ) : !screen ? (
          <AdminNotFound />
        ) : screen.roles.includes(state.session.user.role) ? (
          <screen.Page />
        ) : (
          // A screen the role may not open says so, and loads nothing.
          <NoAccess />
        )}
      </AdminLayout>
    </AdminSessionContext>
  )
}

/*
 * The panel's paths are a flat list (admin-screens.ts), matched here rather than by react-router's <Routes>,
 * whose ranking and data-router rendering would otherwise stay in every public page's first load (the library
 * is one module, shared with the site). As react-router matched them: a trailing slash and letter case aside.
 */
function samePath(pathname: string, path: string): boolean {
  return pathname.replace(/\/+$/, '').toLowerCase() === path
}

function isDashboardPath(pathname: string): boolean {
  return samePath(pathname, DASHBOARD.path)
}

/** Without a session, every other /admin path goes to the login at /admin. */
function RedirectToDashboard() {
  const navigate = useNavigate()
  useEffect(() => {
    void navigate(DASHBOARD.path, { replace: true })
  }, [navigate])
  return null
}

function AdminLoading() {
  const t = useT()
  return (
    <p className="page-state" role="status">
      {t('common.loading')}
    </p>
  )
}
