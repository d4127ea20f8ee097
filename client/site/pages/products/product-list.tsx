import { useState } from 'react'
import { FormattedMessage } from 'react-intl'
import { Link } from '../../../components/link.tsx'
import type { PageDataMap } from '../../../../shared/page-data.ts'
import { filterSearch, type ProductCardData } from '../../../../shared/product-facets.ts'
import { Icon } from '../../../components/icon.tsx'
import { useHref } from '../../../lib/lang.ts'
import { ProductCard, type ProductView } from './product-card.tsx'
import { ProductLightbox } from './lazy-lightbox.tsx'
import { ProductsEmpty } from './lazy-products-empty.tsx'
import { useChangeAnimation } from './use-change-animation.ts'
import { useLoadMore } from './use-load-more.ts'

/** Cards in the first row or two load at once; the rest lazily. */
const EAGER_CARDS = 4

type ListProps = { data: PageDataMap['products']; view: ProductView }

/** The cards of the current filter, "load more", and the lightbox of the clicked card. */
export function ProductList({ data, view }: ListProps) {
  const href = useHref()
  const { products, shown, hasMore, state, loadMore } = useLoadMore(data)
  const { animating, run } = useChangeAnimation(filterSearch(data.filter))
  const [lightbox, setLightbox] = useState<{ product: ProductCardData; index: number } | null>(null)
  const [focusIndex, setFocusIndex] = useState<number | null>(null)

  const openImages = (product: ProductCardData) => setLightbox({ product, index: 0 })
  const lightboxView = lightbox && (
    <ProductLightbox
      images={lightbox.product.images.map((src, i) => ({
        src,
        alt: i === 0 ? lightbox.product.name : `${lightbox.product.name} (${i + 1})`,
      }))}
      index={lightbox.index}
      label={lightbox.product.name}
      onIndexChange={(index) => setLightbox({ ...lightbox, index })}
      onClose={() => setLightbox(null)}
    />
  )
  if (data.total === 0)
    return (
      <>
        <ProductsEmpty nearest={data.nearest} view={view} onOpenImages={openImages} />
        {lightboxView}
      </>
    )
  const nextPage = Math.floor(shown / data.pageSize) + 1
  const urlOf = (page: number) => {
    const search = filterSearch(data.filter, page)
    return search ? `${href('products')}?${search}` : href('products')
  }

  return (
    <>
      {data.offset > 0 && (
        <p className="products__restart">
          <Link to={urlOf(1)}>
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
              onOpenImages={openImages}
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
            href={urlOf(nextPage)}
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
      {lightboxView}
    </>
  )
}
