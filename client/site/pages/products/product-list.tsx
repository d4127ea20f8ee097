import { useState } from 'react'
import { FormattedMessage } from 'react-intl'
import { Link } from 'react-router'
import { pickText } from '../../../../shared/i18n.ts'
import type { PageDataMap } from '../../../../shared/page-data.ts'
import type { PublicProduct } from '../../../../shared/schemas/product.ts'
import { Icon } from '../../../components/icon.tsx'
import { useHref, useLang } from '../../../lib/lang.ts'
import { ProductCard, type ProductView } from './product-card.tsx'
import { ProductLightbox } from './lazy-lightbox.tsx'
import { productImages } from './product-images.ts'
import { ProductsEmpty } from './products-empty.tsx'
import { useChangeAnimation } from './use-change-animation.ts'
import { useLoadMore } from './use-load-more.ts'
import { productsUrl } from './use-product-filters.ts'

/** Cards in the first row or two load at once; the rest lazily. */
const EAGER_CARDS = 4

type ListProps = { data: PageDataMap['products']; view: ProductView }

/** The cards of the current filter, "load more", and the lightbox of the clicked card. */
export function ProductList({ data, view }: ListProps) {
  const lang = useLang()
  const href = useHref()
  const { products, shown, hasMore, state, loadMore } = useLoadMore(data)
  const { animating, run } = useChangeAnimation(data.category ?? '')
  const [lightbox, setLightbox] = useState<{ product: PublicProduct; index: number } | null>(null)
  const [focusIndex, setFocusIndex] = useState<number | null>(null)

  if (data.total === 0) return <ProductsEmpty />
  const nextPage = Math.floor(shown / data.pageSize) + 1
  const filter = { category: data.category, q: data.search }

  return (
    <>
      {data.offset > 0 && (
        <p className="products__restart">
          <Link to={productsUrl(href('products'), filter)}>
            <FormattedMessage id="products.firstPage" />
          </Link>
        </p>
      )}
      <ul
        key={run}
        id="product-list"
        className={`product-list product-list--${view}${animating ? ' is-changing' : ''}`}
      >
        {products.map((product, index) => (
          <li key={product.id}>
            <ProductCard
              product={product}
              view={view}
              priority={data.offset === 0 && index < EAGER_CARDS}
              onOpenImages={(p) => setLightbox({ product: p, index: 0 })}
              linkRef={
                index === focusIndex
                  ? (link) => {
                      if (!link) return
                      link.focus()
                      setFocusIndex(null)
                    }
                  : undefined
              }
            />
          </li>
        ))}
      </ul>
      <div className="products__more">
        <p className="products__shown">
          <FormattedMessage id="products.shown" values={{ shown, total: data.total }} />
        </p>
        {hasMore && (
          <a
            className="button button--primary products__more-button"
            href={productsUrl(href('products'), filter, nextPage)}
            aria-disabled={state === 'loading' || undefined}
            onClick={(event) => {
              event.preventDefault()
              const before = products.length
              void loadMore().then((added) => {
                if (added) setFocusIndex(before)
              })
            }}
          >
            {state === 'loading' ? (
              <Icon name="loader-circle" className="spin" size={18} />
            ) : (
              <Icon name="chevron-down" size={18} />
            )}
            <FormattedMessage id={state === 'loading' ? 'common.loading' : 'products.loadMore'} />
          </a>
        )}
        {state === 'error' && (
          <p className="products__more-error" role="alert">
            <FormattedMessage id="products.error" />
          </p>
        )}
      </div>
      {lightbox && (
        <ProductLightbox
          images={productImages(lightbox.product, pickText(lightbox.product, 'name', lang))}
          index={lightbox.index}
          label={pickText(lightbox.product, 'name', lang)}
          onIndexChange={(index) => setLightbox({ ...lightbox, index })}
          onClose={() => setLightbox(null)}
        />
      )}
    </>
  )
}
