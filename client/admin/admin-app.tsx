import { useEffect } from 'react'
import { Navigate, Route, Routes } from 'react-router'
// Before the screens, so a screen's own styles (size-table.css) come after the panel's and win ties.
import './admin.css'
import { SCREENS } from './admin-screens.ts'
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

  useEffect(() => {
    if (state.status === 'invalid') endSession({ expired: true })
  }, [state.status])

  if (state.status === 'unknown' || state.status === 'invalid') return <AdminLoading />
  if (state.status === 'none')
    return (
      <Routes>
        <Route index element={<LoginPage />} />
        <Route path="*" element={<Navigate to="/admin" replace />} />
      </Routes>
    )
  return (
    <AdminSessionContext value={state.session}>
      <UnsavedChangesGuard />
      <Routes>
        <Route element={<AdminLayout />}>
          <Route index element={<DashboardPage />} />
          {SCREENS.map(({ id, path, Page, roles }) => (
            // Below the /admin/* route, a screen's path is relative to /admin. A screen the role may not open
            // says so, and loads nothing.
            <Route
              key={id}
              path={path.slice('/admin/'.length)}
              element={roles.includes(state.session.user.role) ? <Page /> : <NoAccess />}
            />
          ))}
          <Route path="*" element={<AdminNotFound />} />
        </Route>
      </Routes>
    </AdminSessionContext>
  )
}

function AdminLoading() {
  const t = useT()
  return (
    <p className="page-state" role="status">
      {t('common.loading')}
    </p>
  )
}
