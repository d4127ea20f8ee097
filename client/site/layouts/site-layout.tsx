import { useEffect } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { Outlet } from 'react-router'
import { pageTitle } from '../../../shared/page-title.ts'
import { ScrollToTop } from '../../components/scroll-to-top.tsx'
import { useCurrentPageData, usePageStatus } from '../../lib/page-data.tsx'
import { Footer } from '../components/footer.tsx'
import { Header } from '../components/header.tsx'

export function SiteLayout() {
  const { loading } = usePageStatus()
  const pageData = useCurrentPageData()
  const intl = useIntl()
  useEffect(() => {
    document.title = pageTitle(pageData, intl.messages as Record<string, string>)
  }, [pageData, intl.messages])
  return (
    <>
      <a className="skip-link" href="#content">
        <FormattedMessage id="nav.skip" />
      </a>
      <ScrollToTop />
      <Header />
      <div className={loading ? 'route-progress is-active' : 'route-progress'} aria-hidden="true" />
      <main id="content" tabIndex={-1}>
        <Outlet />
      </main>
      <Footer />
    </>
  )
}
