import { FormattedMessage, useIntl } from 'react-intl'
import { Link } from 'react-router'
import { pickText } from '../../../../shared/i18n.ts'
import type { PublicProduct } from '../../../../shared/schemas/product.ts'
import { Icon } from '../../../components/icon.tsx'
import { useHref, useLang } from '../../../lib/lang.ts'

/** Home > Products > Category > Name. */
export function ProductBreadcrumb({ product }: { product: PublicProduct }) {
  const intl = useIntl()
  const lang = useLang()
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
              {pickText(product.category, 'name', lang)}
            </Link>
            {separator}
          </li>
        )}
        <li aria-current="page">{pickText(product, 'name', lang)}</li>
      </ol>
    </nav>
  )
}
