import { useEffect, useState } from 'react'

/** How long the list animates after the category changes, so the change is noticed. */
export const CATEGORY_CHANGE_MS = 600

/**
 * True for 600 ms after `key` changes (not on the first render); `run` counts the changes so a
 * keyed element can restart its animation.
 */
export function useChangeAnimation(key: string): { animating: boolean; run: number } {
  const [seen, setSeen] = useState(key)
  const [run, setRun] = useState(0)
  const [animating, setAnimating] = useState(false)
  if (key !== seen) {
    setSeen(key)
    setRun(run + 1)
    setAnimating(true)
  }
  useEffect(() => {
    if (!animating) return
    const timer = setTimeout(() => setAnimating(false), CATEGORY_CHANGE_MS)
    return () => clearTimeout(timer)
  }, [animating, run])
  return { animating, run }
}
