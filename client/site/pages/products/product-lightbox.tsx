import { useEffect, useRef } from 'react'
import { createPortal } from 'react-dom'
import { useIntl } from 'react-intl'
import { Icon } from '../../../components/icon.tsx'
import { useFocusTrap } from '../../../components/use-focus-trap.ts'
import { useScrollLock } from '../../../components/use-scroll-lock.ts'
import { useSwipe } from '../../../components/use-swipe.ts'
import { ProductImage } from './product-image.tsx'

import type { LightboxImage } from './product-images.ts'

export type { LightboxImage }

type LightboxProps = {
  images: LightboxImage[]
  index: number
  label: string
  onIndexChange: (index: number) => void
  onClose: () => void
}

const NEXT_KEYS = new Set(['ArrowRight', 'd', 'D', ' '])
const PREVIOUS_KEYS = new Set(['ArrowLeft', 'a', 'A'])

/**
 * A product's pictures full screen (spec section 2): arrows and dots; Escape closes, ArrowLeft
 * or a goes back, ArrowRight, d or space goes on; a swipe over 50 px changes the picture and a
 * click on the dark overlay closes. Render it only while open.
 */
export function ProductLightbox(props: LightboxProps) {
  return createPortal(<LightboxDialog {...props} />, document.body)
}

function LightboxDialog({ images, index, label, onIndexChange, onClose }: LightboxProps) {
  const intl = useIntl()
  const root = useRef<HTMLDivElement>(null)
  const total = images.length
  const current = images[Math.min(Math.max(index, 0), total - 1)]
  const show = (target: number) => onIndexChange((target + total) % total)
  const previous = () => show(index - 1)
  const next = () => show(index + 1)

  useScrollLock(true)
  useFocusTrap(root, true)
  const swipe = useSwipe({ onLeft: next, onRight: previous })

  const handlers = useRef({ previous, next, onClose })
  useEffect(() => {
    handlers.current = { previous, next, onClose }
  })
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.altKey || event.ctrlKey || event.metaKey) return
      if (event.key === 'Escape') handlers.current.onClose()
      else if (NEXT_KEYS.has(event.key)) handlers.current.next()
      else if (PREVIOUS_KEYS.has(event.key)) handlers.current.previous()
      else return
      event.preventDefault()
    }
    document.addEventListener('keydown', onKey)
    return () => document.removeEventListener('keydown', onKey)
  }, [])

  if (!current) return null
  return (
    <div
      ref={root}
      className="lightbox"
      role="dialog"
      aria-modal="true"
      aria-label={label}
      tabIndex={-1}
      onClick={(event) => {
        if (event.target === event.currentTarget) onClose()
      }}
      {...swipe}
    >
      <button
        type="button"
        className="lightbox__close"
        aria-label={intl.formatMessage({ id: 'products.lightbox.close' })}
        onClick={onClose}
        data-autofocus
      >
        <Icon name="x" size={24} />
      </button>
      <figure className="lightbox__figure">
        <ProductImage
          key={current.src}
          className="lightbox__image"
          src={current.src}
          alt={current.alt}
          width={1200}
          height={1200}
          sizes="(min-width: 900px) 800px, 100vw"
          priority
          fallback="failed"
        />
        <figcaption className="lightbox__caption" aria-live="polite">
          <span>{current.alt}</span>
          {total > 1 && (
            <span className="lightbox__counter">
              {intl.formatMessage({ id: 'products.lightbox.counter' }, { current: index + 1, total })}
            </span>
          )}
        </figcaption>
      </figure>
      {total > 1 && (
        <>
          <button
            type="button"
            className="lightbox__arrow lightbox__arrow--prev"
            aria-label={intl.formatMessage({ id: 'products.lightbox.previous' })}
            onClick={previous}
          >
            <Icon name="chevron-left" size={28} />
          </button>
          <button
            type="button"
            className="lightbox__arrow lightbox__arrow--next"
            aria-label={intl.formatMessage({ id: 'products.lightbox.next' })}
            onClick={next}
          >
            <Icon name="chevron-right" size={28} />
          </button>
          <div className="lightbox__dots">
            {images.map((image, i) => (
              <button
                key={`${image.src}-${i}`}
                type="button"
                className={i === index ? 'lightbox__dot is-current' : 'lightbox__dot'}
                aria-label={intl.formatMessage({ id: 'products.lightbox.goto' }, { n: i + 1, total })}
                aria-current={i === index ? 'true' : undefined}
                onClick={() => show(i)}
              />
            ))}
          </div>
        </>
      )}
    </div>
  )
}
