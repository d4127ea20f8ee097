import { useIntl } from 'react-intl'
import { Icon } from '../../../components/icon.tsx'
import { arrowKeys, type DialogImage, ImageDialog, type KeyMap } from '../../../components/image-dialog.tsx'
import { ProductImage } from './product-image.tsx'

type LightboxProps = {
  images: DialogImage[]
  index: number
  label: string
  onIndexChange: (index: number) => void
  onClose: () => void
}

const NEXT_KEYS = new Set(['d', 'D', ' '])
const PREVIOUS_KEYS = new Set(['a', 'A'])

/**
 * Beside the arrows, a and d (and space) step through the pictures, so a keyboard user can page
 * with one hand. Combinations with Alt, Ctrl or Meta stay the browser's (Alt+ArrowLeft is "back").
 */
const lightboxKeys: KeyMap = (event) => {
  if (event.altKey || event.ctrlKey || event.metaKey) return null
  if (NEXT_KEYS.has(event.key)) return 'next'
  if (PREVIOUS_KEYS.has(event.key)) return 'previous'
  return arrowKeys(event)
}

/**
 * A product's pictures full screen, so its details can be seen: arrows and dots; a swipe changes
 * the picture and a click on the dark overlay closes. Render it only while open.
 */
export function ProductLightbox(props: LightboxProps) {
  const intl = useIntl()
  return (
    <ImageDialog {...props} className="lightbox" keys={lightboxKeys} stageIsDialog>
      {({ current, index, total, show, previous, next }) => (
        <>
          <button
            type="button"
            className="lightbox__close"
            aria-label={intl.formatMessage({ id: 'products.lightbox.close' })}
            onClick={props.onClose}
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
                {props.images.map((image, i) => (
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
        </>
      )}
    </ImageDialog>
  )
}
