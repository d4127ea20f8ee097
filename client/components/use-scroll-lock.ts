import { useEffect } from 'react'

let locks = 0
let saved: { overflow: string; paddingRight: string } | null = null

/**
 * Locks page scrolling while `active` is true (e.g. while a gallery or lightbox is open).
 * Nested locks are counted, and the scrollbar width is compensated so the page does not shift.
 * Adds `data-scroll-locked` on <body> for styling and tests.
 */
export function useScrollLock(active: boolean): void {
  useEffect(() => {
    if (!active) return
    const body = document.body
    if (locks === 0) {
      saved = { overflow: body.style.overflow, paddingRight: body.style.paddingRight }
      const scrollbar = window.innerWidth - document.documentElement.clientWidth
      body.style.overflow = 'hidden'
      if (scrollbar > 0) body.style.paddingRight = `${scrollbar}px`
      body.dataset.scrollLocked = 'true'
    }
    locks += 1
    return () => {
      locks -= 1
      if (locks === 0 && saved) {
        body.style.overflow = saved.overflow
        body.style.paddingRight = saved.paddingRight
        delete body.dataset.scrollLocked
        saved = null
      }
    }
  }, [active])
}
