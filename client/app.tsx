import { lazy, Suspense } from 'react'
import { IntlProvider, type IntlShape, RawIntlProvider } from 'react-intl'
import { Route, Routes } from 'react-router'
import { LANGS } from '../shared/i18n.ts'
import type { PageState } from '../shared/page-data.ts'
import { PAGE_IDS, PAGES } from '../shared/pages.ts'
import { localizePath } from '../shared/routes.ts'
import type { CompiledMessages } from './i18n/compiled.ts'
import { useLoadedMessages } from './i18n/loaded-messages.ts'
import { ErrorBoundary } from './components/error-boundary.tsx'
import { PageDataProvider } from './lib/page-data.tsx'
import { SettingsProvider } from './lib/settings.tsx'
import { SiteLayout } from './site/layouts/site-layout.tsx'
import { PAGE_COMPONENTS } from './site/pages/index.ts'
import { NotFoundPage } from './site/pages/not-found.tsx'

// The admin panel is its own chunk: public pages never download it.
const AdminApp = lazy(() => import('./admin/admin-app.tsx'))

type AppProps = { state: PageState; messages?: CompiledMessages; intl?: IntlShape }

/**
 * The whole app, shared by the server renderer and the browser; the router is supplied by each.
 * The browser passes `messages` already parsed (client/i18n/compiled.ts); the server passes an
 * `intl` it keeps across renders (formatters compiled once per language, not once per request).
 */
export function App({ state, messages, intl }: AppProps) {
  const { pageData } = state
  // In the browser, grows with each page's texts as client-side navigation reaches it.
  const loadedMessages = useLoadedMessages(messages)
  const content = (
    <ErrorBoundary>
      <PageDataProvider initial={pageData}>
        <SettingsProvider>
          <Routes>
            <Route
              path="/admin/*"
              element={
                <Suspense fallback={<p className="page-state">Yükleniyor...</p>}>
                  <AdminApp />
                </Suspense>
              }
            />
            <Route element={<SiteLayout />}>
              {LANGS.flatMap((lang) =>
                PAGE_IDS.map((page) => {
                  const Page = PAGE_COMPONENTS[page]
                  return (
                    // Case-sensitive as the server's routes are: /URUNLER is the 404 page, never the products page
                    // rendered with the 404 page's texts.
                    <Route
                      key={`${lang}-${page}`}
                      caseSensitive
                      path={localizePath(lang, PAGES[page].path)}
                      element={<Page page={page} />}
                    />
                  )
                }),
              )}
              <Route path="*" element={<NotFoundPage />} />
            </Route>
          </Routes>
        </SettingsProvider>
      </PageDataProvider>
    </ErrorBoundary>
  )
  if (intl) return <RawIntlProvider value={intl}>{content}</RawIntlProvider>
  return (
    <IntlProvider locale={pageData.lang} defaultLocale="tr" messages={loadedMessages ?? state.messages}>
      {content}
    </IntlProvider>
  )
}
