import { useEffect, useState } from 'react'

/**
 * Runs `callback` once the page has loaded and the browser is idle: for work no visitor waits for
 * at first (a dialog's code, a third-party frame), kept out of the load's busy main thread.
 * Returns a function that cancels it.
 */
export function afterLoadIdle(callback: () => void): () => void {
  let cancelled = false
  let idle: number | undefined
  const run = () => {
    if (cancelled) return
    idle =
      typeof window.requestIdleCallback === 'function'
        ? window.requestIdleCallback(callback, { timeout: 2000 })
        : window.setTimeout(callback, 200)
  }
  if (document.readyState === 'complete') run()
  else window.addEventListener('load', run, { once: true })
  return () => {
    cancelled = true
    window.removeEventListener('load', run)
    if (idle === undefined) return
    if (typeof window.cancelIdleCallback === 'function') window.cancelIdleCallback(idle)
    else window.clearTimeout(idle)
  }
}

/** False on the server, during hydration and until the page has loaded and the browser is idle. */
export function useAfterLoadIdle(): boolean {
  const [ready, setReady] = useState(false)
  useEffect(() => afterLoadIdle(() => setReady(true)), [])
  return ready
}
