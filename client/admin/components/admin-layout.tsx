import { LogOut, Menu, UserRound, X } from 'lucide-react'
import { type ReactNode, useEffect, useRef, useState } from 'react'
import { useLocation } from 'react-router'
import { api } from '../lib/api.ts'
import { useT } from '../lib/i18n.ts'
import { endSession } from '../lib/session.ts'
import { useAdminSession } from '../lib/session-context.tsx'
import { ROLE_TEXT } from '../users/role-text.ts'
import { Sidebar } from './sidebar.tsx'
import { ToastProvider } from './toast.tsx'

const SIDEBAR_ID = 'admin-sidebar'

/** Sidebar (a drawer on small screens), top bar with the user, role and logout, and the screen. */
export function AdminLayout({ children }: { children: ReactNode }) {
  const t = useT()
  const { user } = useAdminSession()
  const { pathname } = useLocation()
  // The drawer belongs to the page it was opened on: navigating closes it.
  const [openOn, setOpenOn] = useState<string | null>(null)
  const open = openOn === pathname
  const [leaving, setLeaving] = useState(false)
  const main = useRef<HTMLElement>(null)
  const firstPath = useRef(pathname)

  useEffect(() => {
    if (pathname !== firstPath.current) main.current?.focus({ preventScroll: true })
    window.scrollTo(0, 0)
  }, [pathname])

  useEffect(() => {
    if (!open) return
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpenOn(null)
    }
    document.addEventListener('keydown', onKey)
    return () => document.removeEventListener('keydown', onKey)
  }, [open])

  const logout = async () => {
    setLeaving(true)
    await api('/api/admin/auth/logout', { method: 'POST', keepSessionOn401: true }).catch(() => {})
    endSession()
  }

  return (
    <ToastProvider>
      <div className="admin-shell">
        <a className="admin-skip" href="#admin-main">
          {t('admin.skip')}
        </a>
        <Sidebar id={SIDEBAR_ID} open={open} onNavigate={() => setOpenOn(null)} />
        {open && (
          <div className="admin-sidebar__backdrop" aria-hidden="true" onClick={() => setOpenOn(null)} />
        )}
        <div className="admin-column">
          <header className="admin-topbar">
            <button
              type="button"
              className="admin-icon-button admin-topbar__menu"
              aria-expanded={open}
              aria-controls={SIDEBAR_ID}
              aria-label={open ? t('admin.nav.close') : t('admin.nav.open')}
              onClick={() => setOpenOn(open ? null : pathname)}
            >
              {open ? <X size={20} aria-hidden="true" /> : <Menu size={20} aria-hidden="true" />}
            </button>
            <div className="admin-topbar__user">
              <span className="admin-topbar__avatar" aria-hidden="true">
                <UserRound size={18} />
              </span>
              <span className="admin-topbar__name">{user.username}</span>
              <span className="admin-badge admin-badge--role">
                {t('admin.topbar.role', { role: t(ROLE_TEXT[user.role].name) })}
              </span>
            </div>
            <button
              type="button"
              className="admin-button admin-button--sm"
              onClick={logout}
              disabled={leaving}
            >
              <LogOut size={16} aria-hidden="true" />
              {leaving ? t('admin.loggingOut') : t('admin.logout')}
            </button>
          </header>
          <main id="admin-main" ref={main} tabIndex={-1} className="admin-main">
            {children}
          </main>
        </div>
      </div>
    </ToastProvider>
  )
}
