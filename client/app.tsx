import { createElement, lazy, Suspense } from 'react'
import { type IntlShape, RawIntlProvider } from 'react-intl'
import { useLocation } from 'react-router'
import type { PageState } from '../shared/page-data.ts'
import { isAdminPath, matchPage, splitLang } from '../shared/routes.ts'
import { ErrorBoundary } from './components/error-boundary.tsx'
import { PageDataProvider } from './lib/page-data.tsx'
import { SettingsProvider } from './lib/settings.tsx'
import { SiteLayout } from './site/layouts/site-layout.tsx'
import { PAGE_COMPONENTS } from './site/pages/index.ts'
import { NotFoundPage } from './site/pages/not-found.tsx'

// The admin panel is its own chunk: public pages never download it.
const AdminApp = lazy(() => import('./admin/admin-app.tsx'))

type AppProps = { state: PageState; intl: IntlShape }

/**
 * The whole app, shared by the server renderer and the browser; the router and `intl` are supplied by each.
 * The server passes an `intl` it keeps across renders (formatters compiled once per language, not once per
 * request); the browser one made from the messages loaded so far (client/i18n/browser-intl.tsx).
 */
export function App({ state, intl }: AppProps) {
  const { pageData } = state
  return (
    <RawIntlProvider value={intl}>
      <ErrorBoundary>
        <PageDataProvider initial={pageData}>
          <SettingsProvider>
            <PageRoutes />
          </SettingsProvider>
        </PageDataProvider>
      </ErrorBoundary>
    </RawIntlProvider>
  )
}

/**
 * Which page the URL shows: the admin panel under /admin, else the site's page through the page registry
 * (shared/routes.ts, the matching the server answers with: case-sensitive, so /URUNLER is the 404 page and never
 * the products page rendered with the 404 page's texts), else the not-found page. Not react-router's <Routes>:
 * its route ranking and data-router rendering cost 3.6 KB gzip of every page's first load (and a ranking of
 * every route on each server render), for a table the registry already matches.
 */
function PageRoutes() {
  const { pathname } = useLocation()
  if (isAdminPath(pathname)) {
    return (
      <Suspense fallback={<p className="page-state">Yükleniyor...</p>}>
        <AdminApp />
      </Suspense>
    )
  }
  const match = matchPage(splitLang(pathname).path)
  // One lazy component per page, made once (client/site/pages/index.ts), so a page keeps its state as it did
  // under <Routes> when only its parameters or language change.
  return (
    <SiteLayout>
      {match ? createElement(PAGE_COMPONENTS[match.page], { page: match.page }) : <NotFoundPage />}
    </SiteLayout>
  )
}
