import { useEffect, useRef } from 'react'
import { useIntl } from 'react-intl'
import { srcSetFor } from '../responsive-image.ts'
import type { DialogImage } from '../image-dialog.tsx'

/** The thumbnail strip of the gallery; keeps the current thumbnail scrolled into view. */
export function GalleryThumbs({
  images,
  index,
  onSelect,
}: {
  images: DialogImage[]
  index: number
  onSelect: (index: number) => void
}) {
  const intl = useIntl()
  const strip = useRef<HTMLDivElement>(null)

  useEffect(() => {
    const list = strip.current
    const thumb = list?.children[index]
    if (!list || !(thumb instanceof HTMLElement)) return
    // Scroll the strip only (scrollIntoView could move the locked page behind it).
    const left = thumb.offsetLeft - list.clientWidth / 2 + thumb.offsetWidth / 2
    const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches
    list.scrollTo({ left, behavior: reduce ? 'auto' : 'smooth' })
  }, [index])

  return (
    <div
      className="gallery__thumbs"
      ref={strip}
      role="group"
      aria-label={intl.formatMessage({ id: 'gallery.thumbnails' })}
    >
      {images.map((image, i) => {
        const variants = srcSetFor(image.src)
        return (
          <button
            key={`${image.src}-${i}`}
            type="button"
            className={i === index ? 'gallery__thumb is-current' : 'gallery__thumb'}
            aria-current={i === index ? 'true' : undefined}
            aria-label={intl.formatMessage({ id: 'gallery.thumbnail' }, { n: i + 1, alt: image.alt })}
            onClick={() => onSelect(i)}
          >
            <img
              src={image.src}
              srcSet={variants}
              sizes={variants ? '96px' : undefined}
              alt=""
              width={96}
              height={96}
              loading="lazy"
              decoding="async"
              draggable={false}
            />
          </button>
        )
      })}
    </div>
  )
}
