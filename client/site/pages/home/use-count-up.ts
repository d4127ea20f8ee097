import { type RefObject, useEffect, useState } from 'react'
import { easeOut } from '../../../lib/format-counter.ts'

/**
 * Counter animation of the home statistics: long enough to be seen, started once a third of the block shows.
 */
export const COUNT_UP_MS = 2000
export const VISIBLE_SHARE = 0.3

type Phase = 'final' | 'waiting' | 'running'

/**
 * Progress (0..1, eased out) of a count-up that starts once `VISIBLE_SHARE` of `ref` is visible
 * and lasts `COUNT_UP_MS`. The server and the first render show the final values (1), so the
 * figures are right without JavaScript; with reduced motion they stay final.
 */
export function useCountUp(ref: RefObject<HTMLElement | null>, enabled: boolean): number {
  const [phase, setPhase] = useState<Phase>('final')
  const [progress, setProgress] = useState(1)

  useEffect(() => {
    const element = ref.current
    if (!enabled || !element || typeof IntersectionObserver === 'undefined') return
    // Also checked here: during hydration `enabled` may not know the preference yet.
    if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) return
    let frame = 0
    const run = () => {
      setPhase('running')
      const start = performance.now()
      const tick = (now: number) => {
        const t = Math.min(1, (now - start) / COUNT_UP_MS)
        setProgress(easeOut(t))
        if (t < 1) frame = requestAnimationFrame(tick)
        else setPhase('final')
      }
      setProgress(0)
      frame = requestAnimationFrame(tick)
    }
    const observer = new IntersectionObserver(
      (entries) => {
        const visible = entries.some(
          (entry) => entry.isIntersecting && entry.intersectionRatio >= VISIBLE_SHARE,
        )
        if (visible) {
          observer.disconnect()
          run()
        } else {
          // Not seen yet: hold at zero until it scrolls in.
          setPhase((current) => (current === 'final' ? 'waiting' : current))
        }
      },
      { threshold: [0, VISIBLE_SHARE] },
    )
    observer.observe(element)
    return () => {
      observer.disconnect()
      cancelAnimationFrame(frame)
    }
  }, [ref, enabled])

  return phase === 'waiting' ? 0 : phase === 'final' ? 1 : progress
}
