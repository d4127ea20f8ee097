import { useEffect } from 'react'
import { Navigate, Route, Routes } from 'react-router'
import { AboutPage } from './about/about-page.tsx'
import './admin.css'
import { CatalogPage } from './catalog/catalog-page.tsx'
import { AdminLayout } from './components/admin-layout.tsx'
import { AdminNotFound } from './components/admin-not-found.tsx'
import { ContactPage } from './contact/contact-page.tsx'
import { CorporateCardsPage } from './corporate-cards/corporate-cards-page.tsx'
import { DashboardPage } from './dashboard/dashboard-page.tsx'
import { HomeStatsPage } from './home-stats/home-stats-page.tsx'
import { InboxPage } from './inbox/inbox-page.tsx'
import { useT } from './lib/i18n.ts'
import { endSession, useSessionState } from './lib/session.ts'
import { AdminSessionContext } from './lib/session-context.tsx'
import { LoginPage } from './login/login-page.tsx'
import { PortfolioPage } from './portfolio/portfolio-page.tsx'
import { ProductsPage } from './products/products-page.tsx'
import { SettingsPage } from './settings/settings-page.tsx'
import { SlidersPage } from './sliders/sliders-page.tsx'
import { VocabulariesPage } from './vocabularies/vocabularies-page.tsx'

/**
 * The admin panel: login and dashboard at /admin, one screen per resource below it. The token
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
      <Routes>
        <Route element={<AdminLayout />}>
          <Route index element={<DashboardPage />} />
          <Route path="products" element={<ProductsPage />} />
          <Route path="sliders" element={<SlidersPage />} />
          <Route path="portfolio" element={<PortfolioPage />} />
          <Route path="home-stats" element={<HomeStatsPage />} />
          <Route path="corporate-cards" element={<CorporateCardsPage />} />
          <Route path="about" element={<AboutPage />} />
          <Route path="contact" element={<ContactPage />} />
          <Route path="settings" element={<SettingsPage />} />
          <Route path="vocabularies" element={<VocabulariesPage />} />
          <Route path="catalog" element={<CatalogPage />} />
          <Route path="inbox" element={<InboxPage />} />
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
