import { useIntl } from 'react-intl'
import { Icon } from '../icon.tsx'
import { type DialogImage, ImageDialog } from '../image-dialog.tsx'
import { responsiveImage } from '../responsive-image.ts'
import { GalleryThumbs } from './gallery-thumbs.tsx'

export type GalleryProps = {
  images: DialogImage[]
  /** Index of the image on show (0-based). */
  index: number
  onIndexChange: (index: number) => void
  onClose: () => void
  /** Accessible name of the dialog; defaults to "Ürün galerisi" in the page language. */
  label?: string
}

/**
 * Full-screen image gallery: previous / next (wrapping), thumbnails, "n / total", close.
 * Keys ArrowLeft, ArrowRight, Escape; a swipe over the stage changes the image. Render it only
 * while open.
 */
export function Gallery({ label, ...props }: GalleryProps) {
  const intl = useIntl()
  return (
    <ImageDialog {...props} className="gallery" label={label ?? intl.formatMessage({ id: 'gallery.label' })}>
      {({ current, index, total, show, previous, next, stage }) => (
        <>
          <div className="gallery__bar">
            <p className="gallery__counter" aria-live="polite" aria-atomic="true">
              {intl.formatMessage({ id: 'gallery.counter' }, { current: index + 1, total })}
            </p>
            <button
              type="button"
              className="gallery__icon-button"
              onClick={props.onClose}
              aria-label={intl.formatMessage({ id: 'gallery.close' })}
              data-autofocus
            >
              <Icon name="x" />
            </button>
          </div>
          <div className="gallery__stage" {...stage}>
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
                key={current.src + (index + 1)}
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
          {total > 1 && <GalleryThumbs images={props.images} index={index} onSelect={show} />}
        </>
      )}
    </ImageDialog>
  )
}
