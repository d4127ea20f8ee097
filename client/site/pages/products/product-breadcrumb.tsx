import { FormattedMessage, useIntl } from 'react-intl'
import { Link } from '../../../components/link.tsx'
import type { ProductView } from '../../../../shared/page-data.ts'
import { Icon } from '../../../components/icon.tsx'
import { useHref } from '../../../lib/lang.ts'

/** Home > Products > Category > Name. */
export function ProductBreadcrumb({ product }: { product: Pick<ProductView, 'name' | 'category'> }) {
  const intl = useIntl()
  const href = useHref()
  const separator = <Icon name="chevron-right" size={14} className="breadcrumb__separator" />
  return (
    <nav className="breadcrumb" aria-label={intl.formatMessage({ id: 'product.breadcrumb' })}>
      <ol>
        <li>
          <Link to={href('home')}>
            <FormattedMessage id="nav.home" />
          </Link>
          {separator}
        </li>
        <li>
          <Link to={href('products')}>
            <FormattedMessage id="nav.products" />
          </Link>
          {separator}
        </li>
        {product.category && (
          <li>
            <Link to={`${href('products')}?category=${encodeURIComponent(product.category.slug)}`}>
              {product.category.name}
            </Link>
            {separator}
          </li>
        )}
        <li aria-current="page">{product.name}</li>
      </ol>
    </nav>
  )
}
