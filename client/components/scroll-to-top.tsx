import { useEffect } from 'react'
import { useLocation, useNavigationType } from 'react-router'

/**
 * Every navigation starts at the top of the page, as a full page load would. Replacements of the current
 * entry (the product search typing into the URL) are not navigations to a new page and keep
 * the scroll position.
 */
export function ScrollToTop() {
  const { pathname, search } = useLocation()
  const type = useNavigationType()
  useEffect(() => {
    void pathname
    void search
    if (type !== 'REPLACE') window.scrollTo(0, 0)
  }, [pathname, search, type])
  return null
}
