import { useRef } from 'react'
import type { TouchEvent } from 'react'

/** Horizontal distance (px) a finger must travel before a swipe counts, so a tap or a wobble is not one. */
export const SWIPE_THRESHOLD = 50

export interface SwipeOptions {
  /** Finger moved left (next item). */
  onLeft?: () => void
  /** Finger moved right (previous item). */
  onRight?: () => void
  /** Minimum horizontal travel in px; a move of exactly this much does not count. */
  threshold?: number
}

export interface SwipeHandlers {
  onTouchStart: (event: TouchEvent) => void
  onTouchMove: (event: TouchEvent) => void
  onTouchEnd: (event: TouchEvent) => void
  onTouchCancel: () => void
}

/**
 * Touch handlers for a horizontal swipe. Spread the result on the element:
 * `<div {...useSwipe({ onLeft: next, onRight: prev })}>`.
 * A gesture counts when it travels more than `threshold` px horizontally and
 * more horizontally than vertically (so vertical page scrolls are not swipes).
 */
export function useSwipe({ onLeft, onRight, threshold = SWIPE_THRESHOLD }: SwipeOptions): SwipeHandlers {
  const start = useRef<{ x: number; y: number } | null>(null)
  const last = useRef<{ x: number; y: number } | null>(null)

  return {
    onTouchStart(event) {
      const touch = event.touches[0]
      if (!touch) return
      start.current = { x: touch.clientX, y: touch.clientY }
      last.current = start.current
    },
    onTouchMove(event) {
      const touch = event.touches[0]
      if (touch) last.current = { x: touch.clientX, y: touch.clientY }
    },
    onTouchEnd(event) {
      const from = start.current
      const touch = event.changedTouches[0]
      const to = touch ? { x: touch.clientX, y: touch.clientY } : last.current
      start.current = null
      last.current = null
      if (!from || !to) return
      const dx = to.x - from.x
      const dy = to.y - from.y
      if (Math.abs(dx) <= threshold || Math.abs(dx) < Math.abs(dy)) return
      if (dx < 0) onLeft?.()
      else onRight?.()
    },
    onTouchCancel() {
      start.current = null
      last.current = null
    },
  }
}
