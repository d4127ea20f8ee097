import { type Ref } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { Link } from '../../../components/link.tsx'
import type { ProductCardData } from '../../../../shared/product-facets.ts'
import { useHref } from '../../../lib/lang.ts'
import { ProductImage } from './product-image.tsx'

export type ProductView = 'grid' | 'list'

type ProductCardProps = {
  product: ProductCardData
  view: ProductView
  priority: boolean
  onOpenImages: (product: ProductCardData) => void
  linkRef?: Ref<HTMLAnchorElement>
}

/** One product of the list: picture (opens the lightbox), category badge, name, key specs. */
export function ProductCard({ product, view, priority, onOpenImages, linkRef }: ProductCardProps) {
  const intl = useIntl()
  const href = useHref()
  const { name, specs } = product
  const imageCount = product.images.length
  const sizes =
    view === 'list'
      ? '(min-width: 640px) 200px, 34vw'
      : // Two columns below 640 px (products.css), three or four from there.
        '(min-width: 1024px) 300px, 45vw'
  const picture = (
    <ProductImage
      className="product-card__image"
      src={product.images[0] ?? ''}
      alt={name}
      sizes={sizes}
      // At most 300 CSS px wide in the grid and 200 in the list: the 800 px copy is sharp even at 2.5x.
      widest={800}
      priority={priority}
    />
  )
  const description = view === 'list' ? product.summary : ''

  return (
    <article className={`product-card product-card--${view}`}>
      {imageCount > 0 ? (
        <button
          type="button"
          className="product-card__media"
          // The visible picture count is part of the name (what you see is what you can say).
          aria-label={[
            intl.formatMessage({ id: 'products.image.open' }, { name }),
            ...(imageCount > 1
              ? [intl.formatMessage({ id: 'products.image.count' }, { count: imageCount })]
              : []),
          ].join(', ')}
          onClick={() => onOpenImages(product)}
        >
          {picture}
          {/* The card's icons are CSS masks (client/icons/css-icons.css): no <svg> repeated on every card. */}
          <span className="product-card__zoom" aria-hidden="true" />
          {imageCount > 1 && (
            <span className="product-card__count">
              <FormattedMessage id="products.image.count" values={{ count: imageCount }} />
            </span>
          )}
        </button>
      ) : (
        <div className="product-card__media">{picture}</div>
      )}
      <div className="product-card__body">
        {product.category && <span className="product-card__badge">{product.category}</span>}
        <h3 className="product-card__name">
          <Link ref={linkRef} to={href('product', { slug: product.slug })} className="product-card__link">
            {name}
          </Link>
        </h3>
        {description && <p className="product-card__description">{description}</p>}
        {specs.length > 0 && (
          <ul className="product-card__specs" aria-label={intl.formatMessage({ id: 'product.specs' })}>
            {specs.slice(0, view === 'list' ? 5 : 3).map((spec, i) => (
              <li key={i}>{spec}</li>
            ))}
          </ul>
        )}
        <span className="product-card__more" aria-hidden="true">
          <FormattedMessage id="products.card.details" />
        </span>
      </div>
    </article>
  )
}
