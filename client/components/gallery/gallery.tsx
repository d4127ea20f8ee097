import { useEffect, useRef } from 'react'
import { createPortal } from 'react-dom'
import { useIntl } from 'react-intl'
import { responsiveImage } from '../responsive-image.ts'
import { useFocusTrap } from '../use-focus-trap.ts'
import { useScrollLock } from '../use-scroll-lock.ts'
import { useSwipe } from '../use-swipe.ts'
import { GalleryThumbs } from './gallery-thumbs.tsx'
import { Icon } from '../icon.tsx'

export type GalleryImage = { src: string; alt: string }

export type GalleryProps = {
  images: GalleryImage[]
  /** Index of the image on show (0-based). */
  index: number
  onIndexChange: (index: number) => void
  onClose: () => void
  /** Accessible name of the dialog; defaults to "Ürün galerisi" in the page language. */
  label?: string
}

/**
 * Full-screen image gallery: previous / next (wrapping), thumbnails, "n / total", close.
 * Keys ArrowLeft, ArrowRight, Escape; a swipe over 50 px changes the image. While open the page
 * does not scroll, focus stays inside, and on close it returns to the element that opened it.
 * Render it only while open.
 */
export function Gallery(props: GalleryProps) {
  return createPortal(<GalleryDialog {...props} />, document.body)
}

function GalleryDialog({ images, index, onIndexChange, onClose, label }: GalleryProps) {
  const intl = useIntl()
  const root = useRef<HTMLDivElement>(null)
  const total = images.length
  const current = images[Math.min(Math.max(index, 0), total - 1)]
  const show = (next: number) => onIndexChange((next + total) % total)
  const previous = () => show(index - 1)
  const next = () => show(index + 1)

  useScrollLock(true)
  useFocusTrap(root, true)
  const swipe = useSwipe({ onLeft: next, onRight: previous })

  // Latest handlers without re-subscribing on every index change.
  const keys = useRef({ previous, next, onClose })
  useEffect(() => {
    keys.current = { previous, next, onClose }
  })
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') keys.current.onClose()
      else if (event.key === 'ArrowLeft') keys.current.previous()
      else if (event.key === 'ArrowRight') keys.current.next()
      else return
      event.preventDefault()
    }
    document.addEventListener('keydown', onKeyDown)
    return () => document.removeEventListener('keydown', onKeyDown)
  }, [])

  if (!current) return null
  const position = index + 1
  return (
    <div
      ref={root}
      className="gallery"
      role="dialog"
      aria-modal="true"
      aria-label={label ?? intl.formatMessage({ id: 'gallery.label' })}
      tabIndex={-1}
    >
      <div className="gallery__bar">
        <p className="gallery__counter" aria-live="polite" aria-atomic="true">
          {intl.formatMessage({ id: 'gallery.counter' }, { current: position, total })}
        </p>
        <button
          type="button"
          className="gallery__icon-button"
          onClick={onClose}
          aria-label={intl.formatMessage({ id: 'gallery.close' })}
          data-autofocus
        >
          <Icon name="x" />
        </button>
      </div>
      <div
        className="gallery__stage"
        {...swipe}
        onClick={(event) => {
          if (event.target === event.currentTarget) onClose()
        }}
      >
        {total > 1 && (
          <button
            type="button"
            className="gallery__icon-button gallery__nav gallery__nav--prev"
            onClick={previous}
            aria-label={intl.formatMessage({ id: 'gallery.previous' })}
          >
            <Icon name="chevron-left" />
          </button>
        )}
        <figure className="gallery__figure">
          <img
            key={current.src + position}
            className="gallery__image"
            {...responsiveImage(current.src, '(min-width: 1024px) 80vw, 100vw')}
            alt={current.alt}
            width={1200}
            height={1200}
            draggable={false}
          />
          {current.alt && <figcaption className="gallery__caption">{current.alt}</figcaption>}
        </figure>
        {total > 1 && (
          <button
            type="button"
            className="gallery__icon-button gallery__nav gallery__nav--next"
            onClick={next}
            aria-label={intl.formatMessage({ id: 'gallery.next' })}
          >
            <Icon name="chevron-right" />
          </button>
        )}
      </div>
      {total > 1 && <GalleryThumbs images={images} index={index} onSelect={show} />}
    </div>
  )
}
