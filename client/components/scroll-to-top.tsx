import { useEffect } from 'react'
import { useLocation } from 'react-router'

/** Every navigation starts at the top of the page (spec section 2). */
export function ScrollToTop() {
  const { pathname, search } = useLocation()
  useEffect(() => {
    void pathname
    void search
    window.scrollTo(0, 0)
  }, [pathname, search])
  return null
}
