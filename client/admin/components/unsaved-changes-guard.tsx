import { useCallback, useEffect, useRef } from 'react'
import { useLocation, useNavigate } from 'react-router'
import { useT } from '../lib/i18n.ts'
import { hasUnsavedChanges, historyStep, leavesScreen, setLeaveQuestion } from '../lib/unsaved-changes.ts'
import { useConfirm } from './confirm-dialog.tsx'

/**
 * Asks before the panel leaves a screen while a form holds unsaved changes (lib/unsaved-changes.ts):
 * a link (sidebar, dashboard card, any in-page link) and the browser's back and forward with the
 * panel's own dialog; a reload, a closed tab or another site with the browser's beforeunload prompt.
 * Mounted once, inside the router.
 *
 * Why listeners and not react-router's useBlocker: useBlocker works only under a data router
 * (createBrowserRouter), and the admin renders <Routes> inside the site's <BrowserRouter>
 * (client/mount.tsx, entry-server.tsx's StaticRouter), shared with every public page and its
 * server rendering. Moving the whole site to a data router for one prompt would change how every
 * page renders and hydrates; every way out of an admin screen is a link, a history step or an
 * unload, and these three listeners see each of them before the router does:
 * - clicks are caught on the document in the capture phase, before React's root listener, so no
 *   Link navigates; a confirmed leave clicks the same link again, which then does what it always did;
 * - a back or forward step is held by the Navigation API's cancelable navigate event before the URL
 *   moves (Chromium), and taken again once confirmed; without that API, popstate is caught on window
 *   in the capture phase, before the router's own listener: the URL has already moved, so the guard
 *   steps back to the screen (a step it does not pass on) and, when confirmed, steps again.
 * A form's own Cancel and Save are choices, not leaving: they never ask.
 */
/** What the guard uses of the Navigation API (not in every browser, nor yet in TypeScript's DOM types). */
type NavigationLike = EventTarget & { traverseTo: (key: string) => unknown }
type TraverseEvent = Event & { navigationType: string; destination: { key: string; sameDocument: boolean } }

export function UnsavedChangesGuard() {
  const t = useT()
  const [dialog, confirm] = useConfirm()
  const navigate = useNavigate()
  const location = useLocation()
  /** The router's `idx` of the entry on screen: how far a back or forward step went. */
  const shownIndex = useRef<number | null>(null)
  /** A confirmed leave going through (one click, or one history step). */
  const passing = useRef(false)
  /** The guard's own step back to the screen after a refused back/forward. */
  const restoring = useRef(false)

  useEffect(() => {
    const idx = (window.history.state as { idx?: unknown } | null)?.idx
    shownIndex.current = typeof idx === 'number' ? idx : null
  }, [location])

  const ask = useCallback(
    () =>
      confirm({
        title: t('admin.unsaved.title'),
        message: t('admin.unsaved.message'),
        confirmLabel: t('admin.unsaved.leave'),
        cancelLabel: t('admin.unsaved.stay'),
      }),
    [confirm, t],
  )

  useEffect(() => {
    setLeaveQuestion(ask)
    return () => setLeaveQuestion(null)
  }, [ask])

  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      if (passing.current || !hasUnsavedChanges()) return
      const link = (event.target as Element | null)?.closest?.('a[href]')
      if (!(link instanceof HTMLAnchorElement)) return
      const click = {
        button: event.button,
        metaKey: event.metaKey,
        ctrlKey: event.ctrlKey,
        shiftKey: event.shiftKey,
        altKey: event.altKey,
        defaultPrevented: event.defaultPrevented,
        target: link.getAttribute('target') ?? '',
        download: link.hasAttribute('download'),
        href: link.href,
      }
      if (!leavesScreen(click, window.location)) return
      event.preventDefault()
      event.stopPropagation()
      void ask().then((leave) => {
        if (!leave) return
        passing.current = true
        try {
          if (link.isConnected) link.click()
          else {
            const url = new URL(link.href)
            navigate(url.pathname + url.search + url.hash)
          }
        } finally {
          passing.current = false
        }
      })
    }

    // A back or forward step inside the panel. Where the browser has the Navigation API (Chromium), its
    // navigate event is cancelable before the URL moves: the step waits for the answer. Elsewhere, popstate.
    const navigation = (window as { navigation?: NavigationLike }).navigation
    const onNavigate = (event: TraverseEvent) => {
      if (event.navigationType !== 'traverse' || !event.destination.sameDocument) return
      if (passing.current) {
        passing.current = false
        return
      }
      if (!hasUnsavedChanges() || !event.cancelable) return
      event.preventDefault()
      const { key } = event.destination
      void ask().then((leave) => {
        if (!leave || !navigation) return
        passing.current = true
        navigation.traverseTo(key)
      })
    }

    const onPopState = (event: PopStateEvent) => {
      if (restoring.current) {
        restoring.current = false
        event.stopImmediatePropagation()
        return
      }
      if (passing.current) {
        passing.current = false
        return
      }
      if (!hasUnsavedChanges()) return
      const step = historyStep(shownIndex.current, event.state)
      if (step === null) return
      event.stopImmediatePropagation()
      restoring.current = true
      window.history.go(-step)
      void ask().then((leave) => {
        if (!leave) return
        passing.current = true
        window.history.go(step)
      })
    }

    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (!hasUnsavedChanges()) return
      // The browser shows its own text; both calls are needed for every browser to ask.
      event.preventDefault()
      event.returnValue = ''
    }

    const onStep = onNavigate as unknown as EventListener
    document.addEventListener('click', onClick, true)
    if (navigation) navigation.addEventListener('navigate', onStep)
    else window.addEventListener('popstate', onPopState, true)
    window.addEventListener('beforeunload', onBeforeUnload)
    return () => {
      document.removeEventListener('click', onClick, true)
      if (navigation) navigation.removeEventListener('navigate', onStep)
      else window.removeEventListener('popstate', onPopState, true)
      window.removeEventListener('beforeunload', onBeforeUnload)
    }
  }, [ask, navigate])

  return dialog
}
