import { FormattedMessage } from 'react-intl'
import { Link } from '../../../components/link.tsx'
import type { StandardProductCard } from '../../../../shared/page-data.ts'
import { responsiveImage } from '../../../components/responsive-image.ts'
import { Icon } from '../../../components/icon.tsx'
import { useHref } from '../../../lib/lang.ts'

/** Products made to a standard: picture, name, category and the standards each is made to. */
export function StandardProducts({ products }: { products: StandardProductCard[] }) {
  const href = useHref()
  if (products.length === 0) {
    return (
      <p className="standard-note">
        <FormattedMessage id="standards.products.none" />
      </p>
    )
  }
  return (
    <ul className="standard-products">
      {products.map((product) => (
        <li key={product.slug} className="standard-product">
          <div className="standard-product__media">
            {product.image ? (
              <img
                {...responsiveImage(product.image, '96px')}
                alt=""
                width={96}
                height={96}
                loading="lazy"
                decoding="async"
              />
            ) : (
              <Icon name="image-off" size={24} />
            )}
          </div>
          <div className="standard-product__body">
            {product.category && <span className="standard-product__category">{product.category}</span>}
            <Link className="standard-product__name" to={href('product', { slug: product.slug })}>
              {product.name}
            </Link>
            {product.standards.length > 0 && (
              <span className="standard-product__standards">{product.standards.join(' · ')}</span>
            )}
          </div>
        </li>
      ))}
    </ul>
  )
}
