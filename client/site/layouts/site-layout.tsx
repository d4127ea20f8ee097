import { type ReactNode, Suspense, useEffect } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { pageTitle, type MessageText } from '../../../shared/page-title.ts'
import { ScrollToTop } from '../../components/scroll-to-top.tsx'
import { useCurrentPageData, usePageStatus } from '../../lib/page-data.tsx'
import { Footer } from '../components/footer.tsx'
import { Header } from '../components/header.tsx'

/** The site's frame around `children`, the page the URL shows (client/app.tsx). */
export function SiteLayout({ children }: { children: ReactNode }) {
  const { loading } = usePageStatus()
  const pageData = useCurrentPageData()
  const intl = useIntl()
  useEffect(() => {
    // Messages are parsed in the browser: formatMessage fills the title's arguments (a standard's designation).
    const text: MessageText = (id, values) =>
      id in intl.messages ? intl.formatMessage({ id }, values) : undefined
    document.title = pageTitle(pageData, text)
  }, [pageData, intl])
  return (
    <>
      <a className="skip-link" href="#content">
        <FormattedMessage id="nav.skip" />
      </a>
      <ScrollToTop />
      <Header />
      <div className={loading ? 'route-progress is-active' : 'route-progress'} aria-hidden="true" />
      <main id="content" tabIndex={-1}>
        {/* Pages are lazy chunks: loaded before hydration, so this shows only while navigating. */}
        <Suspense fallback={null}>{children}</Suspense>
      </main>
      <Footer />
    </>
  )
}
