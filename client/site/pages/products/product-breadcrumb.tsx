import { FormattedMessage } from 'react-intl'
import type { ProductView } from '../../../../shared/page-data.ts'
import { useHref } from '../../../lib/lang.ts'
import { Breadcrumb } from '../../components/breadcrumb.tsx'

/** Home > Products > Category > Name. */
export function ProductBreadcrumb({ product }: { product: Pick<ProductView, 'name' | 'category'> }) {
  const href = useHref()
  const list = href('products')
  return (
    <Breadcrumb
      trail={[
        { to: href('home'), label: <FormattedMessage id="nav.home" /> },
        { to: list, label: <FormattedMessage id="nav.products" /> },
        ...(product.category
          ? [
              {
                to: `${list}?category=${encodeURIComponent(product.category.slug)}`,
                label: product.category.name,
              },
            ]
          : []),
      ]}
      current={product.name}
    />
  )
}
