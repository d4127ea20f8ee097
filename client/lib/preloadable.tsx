import { type ComponentType, lazy, Suspense } from 'react'
import { afterLoadIdle } from './after-load.ts'

/** A component's code, loaded once, and a lazy component that renders it at once when it is already there. */
export function lazyParts<P extends object>(load: () => Promise<ComponentType<P>>) {
  let loaded: ComponentType<P> | undefined
  let pending: Promise<ComponentType<P>> | undefined
  const preload = () =>
    (pending ??= load().then((component) => {
      loaded = component
      return component
    }))
  const Lazy = lazy(() => {
    if (loaded) {
      const component = loaded
      // Resolves synchronously: React renders it without suspending.
      const ready = {
        then: (resolve: (module: { default: ComponentType<P> }) => void) => resolve({ default: component }),
      }
      return ready as unknown as Promise<{ default: ComponentType<P> }>
    }
    return preload().then((component) => ({ default: component }))
  })
  return { Lazy, preload }
}

/**
 * A component kept out of the page's chunk (a dialog opened on demand), downloaded when the
 * browser is idle after the page loaded, so it is ready at once when a visitor opens it. Until
 * then it is an ordinary lazy component (nothing shown while its chunk arrives).
 */
export function preloadable<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  const { Lazy, preload } = lazyParts(load)
  if (typeof window !== 'undefined') afterLoadIdle(() => void preload().catch(() => undefined))
  return function Preloadable(props: P) {
    return (
      <Suspense fallback={null}>
        <Lazy {...props} />
      </Suspense>
    )
  }
}
