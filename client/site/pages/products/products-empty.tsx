import { FormattedMessage } from 'react-intl'
import { Link } from '../../../components/link.tsx'
import { Icon } from '../../../components/icon.tsx'
import { useHref } from '../../../lib/lang.ts'

/** No product matches the search or category: say so, with a tip and a way back to all. */
export function ProductsEmpty() {
  const href = useHref()
  return (
    <div className="products-state">
      <Icon name="search-x" size={32} />
      <p className="products-state__title">
        <FormattedMessage id="products.empty.title" />
      </p>
      <p className="products-state__tip">
        <FormattedMessage id="products.empty.tip" />
      </p>
      <Link className="button button--primary" to={href('products')}>
        <FormattedMessage id="products.empty.reset" />
      </Link>
    </div>
  )
}
