import { useState } from 'react'
import { useIntl } from 'react-intl'
import { Icon } from '../../../components/icon.tsx'
import { ProductImage } from './product-image.tsx'
import { ProductLightbox } from './lazy-lightbox.tsx'
import type { DialogImage } from '../../../components/image-dialog.tsx'

/** A product page's pictures: the chosen one large (opens the lightbox), thumbnails below. */
export function ProductGallery({ images, name }: { images: DialogImage[]; name: string }) {
  const intl = useIntl()
  const [index, setIndex] = useState(0)
  const [open, setOpen] = useState(false)
  const current = images[index]

  if (!current) {
    return (
      <div className="product-gallery">
        <div className="product-gallery__main">
          <ProductImage className="product-gallery__image" src="" alt={name} sizes="100vw" />
        </div>
      </div>
    )
  }
  return (
    <div className="product-gallery">
      <button
        type="button"
        className="product-gallery__main"
        aria-label={intl.formatMessage({ id: 'products.image.open' }, { name })}
        onClick={() => setOpen(true)}
      >
        <ProductImage
          key={current.src}
          className="product-gallery__image"
          src={current.src}
          alt={current.alt}
          width={1200}
          height={1200}
          sizes="(min-width: 1024px) 560px, 92vw"
          priority
        />
        <span className="product-card__zoom" aria-hidden="true">
          <Icon name="maximize-2" size={18} />
        </span>
      </button>
      {images.length > 1 && (
        <ul className="product-gallery__thumbs">
          {images.map((image, i) => (
            <li key={`${image.src}-${i}`}>
              <button
                type="button"
                className={i === index ? 'product-gallery__thumb is-current' : 'product-gallery__thumb'}
                aria-label={intl.formatMessage(
                  { id: 'product.gallery.show' },
                  { n: i + 1, total: images.length },
                )}
                aria-pressed={i === index}
                onClick={() => setIndex(i)}
              >
                <ProductImage src={image.src} alt="" width={400} height={400} sizes="96px" />
              </button>
            </li>
          ))}
        </ul>
      )}
      {open && (
        <ProductLightbox
          images={images}
          index={index}
          label={name}
          onIndexChange={setIndex}
          onClose={() => setOpen(false)}
        />
      )}
    </div>
  )
}
