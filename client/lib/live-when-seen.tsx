import {
  type ComponentType,
  memo,
  type ReactNode,
  Suspense,
  use,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react'
import { useLocation } from 'react-router'
import { lazyParts } from './preloadable.tsx'
import { useHydrated } from './use-hydrated.ts'

/** Lets its children render once `opened` has resolved (until then React keeps the server's HTML in its place). */
function Gate({ opened, children }: { opened: Promise<void>; children: ReactNode }) {
  use(opened)
  return children
}

/**
 * Shown only when React has dropped the server's HTML of a part not yet live (an update reached it first, e.g. a
 * changed context it reads) or while a client-mounted part's code arrives: the part is then made live at once,
 * so it comes back rather than staying away until a visibility check that has nothing left to watch.
 */
function Opening({ open }: { open: () => void }) {
  useEffect(open, [open])
  return null
}

/** How near the screen a part comes before it is made live (about a phone screen ahead). */
const NEAR = '600px 0px'

/**
 * A large part of a page the server writes whole (the size table: 70% of a product page's elements), made live
 * only when it comes near the screen or is pointed at or focused: its code is fetched then and the part hydrated.
 * Until then it is the server's HTML, whose links work as plain links. Loading its code at idle (as `preloadable`
 * does) hydrated it in one long task while the page was still loading (Lighthouse's Total Blocking Time, ~0.4 s
 * on a slow phone); a visitor who never scrolls to it now never pays for it. Mounted by the client (a navigation,
 * not a hydration), it renders at once.
 */
export function liveWhenSeen<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  const { Lazy, preload } = lazyParts(load)
  // Memoised, as is its content below: an update reaching a part still waiting to be made live would make React
  // drop the server's HTML of it and render it anew in the browser.
  return memo(function LiveWhenSeen(props: P) {
    const hydrated = useHydrated()
    // Made once: open at once on a client mount, else opened when the part comes near.
    const [gate] = useState(() => {
      let resolve = () => {}
      const opened = hydrated ? Promise.resolve() : new Promise<void>((done) => (resolve = done))
      // Fetches the part's code, then lets it render (once, whoever asks first).
      const open = () =>
        void preload()
          .then(resolve)
          .catch(() => undefined)
      return { opened, open, waiting: !hydrated }
    })
    // A navigation reaching a part not yet live makes it live now. It renders as a transition, and React lets a
    // transition wait for a part it has not hydrated (the router's location is read inside it) rather than drop its
    // server HTML: waiting for the part to come near the screen (a closed drawer on a phone never does) held the
    // navigation for ever. Fetching its code is all `open` does, once, so calling it while rendering is safe.
    const location = useLocation()
    const [firstLocation] = useState(location)
    if (gate.waiting && location !== firstLocation) gate.open()
    const holder = useRef<HTMLDivElement>(null)
    useEffect(() => {
      const element = holder.current
      if (!gate.waiting || !element) return
      const start = gate.open
      const near = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && start(), {
        rootMargin: NEAR,
      })
      for (const child of element.children) near.observe(child)
      const events = ['pointerover', 'focusin', 'touchstart'] as const
      for (const type of events) element.addEventListener(type, start, { passive: true })
      return () => {
        near.disconnect()
        for (const type of events) element.removeEventListener(type, start)
      }
    }, [gate])
    // The same element while the props are the same: React then leaves a part not yet live alone (a new element,
    // even an equal one, counts as an update to it).
    const content = useMemo(
      () => (
        <Suspense fallback={<Opening open={gate.open} />}>
          {typeof window === 'undefined' ? (
            <Lazy {...props} />
          ) : (
            <Gate opened={gate.opened}>
              <Lazy {...props} />
            </Gate>
          )}
        </Suspense>
      ),
      [gate, props],
    )
    // `display: contents`: the holder adds no box, so the page lays out as without it.
    return (
      <div ref={holder} className="live-when-seen">
        {content}
      </div>
    )
  }) as unknown as ComponentType<P>
}
