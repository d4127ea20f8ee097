import { type MouseEvent, type ReactNode, useEffect, useRef } from 'react'
import { createPortal } from 'react-dom'
import { useFocusTrap } from './use-focus-trap.ts'
import { useScrollLock } from './use-scroll-lock.ts'
import { type SwipeHandlers, useSwipe } from './use-swipe.ts'

export type DialogImage = { src: string; alt: string }

/** What a key does in the dialog, or null to leave it to the browser. */
export type KeyMap = (event: KeyboardEvent) => 'previous' | 'next' | 'close' | null

/** Escape closes, the arrow keys step through the pictures. */
export const arrowKeys: KeyMap = (event) =>
  event.key === 'Escape'
    ? 'close'
    : event.key === 'ArrowLeft'
      ? 'previous'
      : event.key === 'ArrowRight'
        ? 'next'
        : null

/** What the dialog gives the markup that draws it. */
export type ImageDialogView = {
  current: DialogImage
  /** 0-based, within the images. */
  index: number
  total: number
  show: (index: number) => void
  previous: () => void
  next: () => void
  /** Spread on the dark area around the picture: a swipe steps, a click on the area itself closes. */
  stage: SwipeHandlers & { onClick: (event: MouseEvent) => void }
}

export type ImageDialogProps = {
  images: DialogImage[]
  index: number
  onIndexChange: (index: number) => void
  onClose: () => void
  label: string
  /** Class of the dialog element. */
  className: string
  /**
   * The dialog itself is the dark area (a swipe steps, a click on it closes); otherwise the markup
   * spreads `stage` on an inner element.
   */
  stageIsDialog?: boolean
  keys?: KeyMap
  children: (view: ImageDialogView) => ReactNode
}

/**
 * The site's one full-screen picture dialog (the home gallery and the product lightbox draw their
 * own markup inside it). Stepping wraps around; while open the page does not scroll, focus stays
 * inside and returns to the opener on close. Rendered into <body> so no parent clips or stacks
 * it; render it only while open.
 */
export function ImageDialog(props: ImageDialogProps) {
  return createPortal(<ImageDialogBody {...props} />, document.body)
}

function ImageDialogBody({
  images,
  index,
  onIndexChange,
  onClose,
  label,
  className,
  stageIsDialog = false,
  keys = arrowKeys,
  children,
}: ImageDialogProps) {
  const root = useRef<HTMLDivElement>(null)
  const total = images.length
  const current = images[Math.min(Math.max(index, 0), total - 1)]
  const show = (target: number) => onIndexChange((target + total) % total)
  const previous = () => show(index - 1)
  const next = () => show(index + 1)

  useScrollLock(true)
  useFocusTrap(root, true)
  const swipe = useSwipe({ onLeft: next, onRight: previous })

  // The latest handlers, without subscribing again on every step.
  const latest = useRef({ previous, next, onClose, keys })
  useEffect(() => {
    latest.current = { previous, next, onClose, keys }
  })
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const action = latest.current.keys(event)
      if (action === 'close') latest.current.onClose()
      else if (action === 'previous') latest.current.previous()
      else if (action === 'next') latest.current.next()
      else return
      event.preventDefault()
    }
    document.addEventListener('keydown', onKeyDown)
    return () => document.removeEventListener('keydown', onKeyDown)
  }, [])

  if (!current) return null
  const stage: ImageDialogView['stage'] = {
    ...swipe,
    onClick: (event) => {
      if (event.target === event.currentTarget) onClose()
    },
  }
  return (
    <div
      ref={root}
      className={className}
      role="dialog"
      aria-modal="true"
      aria-label={label}
      tabIndex={-1}
      {...(stageIsDialog ? stage : {})}
    >
      {children({ current, index, total, show, previous, next, stage })}
    </div>
  )
}
