import { FormattedMessage } from 'react-intl'
import type { ProductCardData } from '../../../../shared/product-facets.ts'
import { Link } from '../../../components/link.tsx'
import { Icon } from '../../../components/icon.tsx'
import { useHref } from '../../../lib/lang.ts'
import { ProductCard, type ProductView } from './product-card.tsx'

type EmptyProps = {
  /** The nearest products to a search that found none (a looser reading of it); empty without a search. */
  nearest: ProductCardData[]
  view: ProductView
  onOpenImages: (product: ProductCardData) => void
}

/**
 * No product matches the search or the filters: say so, offer the nearest products, the standards (a buyer who
 * knows the part's standard finds it there) and the quote form (we make parts to drawing), and a way back to all.
 */
export function ProductsEmpty({ nearest, view, onOpenImages }: EmptyProps) {
  const href = useHref()
  return (
    <>
      <div className="products-state">
        <Icon name="search-x" size={32} />
        <p className="products-state__title">
          <FormattedMessage id="products.empty.title" />
        </p>
        <p className="products-state__tip">
          <FormattedMessage id="products.empty.tip" />
        </p>
        <div className="products-state__actions">
          <Link className="button button--primary" to={href('products')}>
            <FormattedMessage id="products.empty.reset" />
          </Link>
          <Link className="button products-state__link" to={href('standards')}>
            <FormattedMessage id="products.empty.standards" />
          </Link>
          <Link className="button products-state__link" to={href('quote')}>
            <FormattedMessage id="products.empty.quote" />
          </Link>
        </div>
      </div>
      {nearest.length > 0 && (
        <section className="products-nearest" aria-labelledby="products-nearest-title">
          <h3 id="products-nearest-title" className="products-nearest__title">
            <FormattedMessage id="products.empty.nearest" />
          </h3>
          <ul className={`product-list product-list--${view}`}>
            {nearest.map((product) => (
              <li key={product.id}>
                <ProductCard product={product} view={view} priority={false} onOpenImages={onOpenImages} />
              </li>
            ))}
          </ul>
        </section>
      )}
    </>
  )
}
