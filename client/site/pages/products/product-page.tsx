import { FormattedMessage } from 'react-intl'
import { Link } from 'react-router'
import { localList, pickText } from '../../../../shared/i18n.ts'
import type { PageDataMap } from '../../../../shared/page-data.ts'
import { Icon } from '../../../components/icon.tsx'
import { useHref, useLang } from '../../../lib/lang.ts'
import { useCurrentPageData, usePageData, usePageStatus } from '../../../lib/page-data.tsx'
import { NotFoundPage } from '../not-found.tsx'
import { ProductBreadcrumb } from './product-breadcrumb.tsx'
import { ProductGallery } from './product-gallery.tsx'
import { productImages } from './product-images.ts'
import { ProductsError } from './products-error.tsx'
import { RelatedProducts } from './related-products.tsx'

/** /urunler/<slug>: one product with its pictures, description, specs, uses and a quote link. */
export function ProductPage() {
  const data = usePageData('product')
  const { error, loading } = usePageStatus()
  const current = useCurrentPageData()
  // Keyed: another product starts with its own first picture, not the last one's index.
  if (data && !error) return <ProductDetails key={data.product.id} data={data} />
  if (current.page === 'not-found' && !loading && !error) return <NotFoundPage />
  return (
    <div className="container">
      {error ? (
        <ProductsError />
      ) : (
        <p className="products-state" aria-live="polite">
          <FormattedMessage id="common.loading" />
        </p>
      )}
    </div>
  )
}

function ProductDetails({ data: { product, related } }: { data: PageDataMap['product'] }) {
  const lang = useLang()
  const href = useHref()
  const name = pickText(product, 'name', lang)
  const description = pickText(product, 'description', lang)
  const specs = localList(product, 'specs', lang)
  const applications = localList(product, 'applications', lang)
  const quoteHref = `${href('quote')}?product=${encodeURIComponent(product.slug)}`
  const categoryHref = product.category
    ? `${href('products')}?category=${encodeURIComponent(product.category.slug)}`
    : href('products')

  return (
    <>
      <section className="product-hero">
        <div className="container">
          <ProductBreadcrumb product={product} />
          <h1 className="product-hero__title">{name}</h1>
          {product.category && (
            <Link className="product-hero__category" to={categoryHref}>
              <Icon name="tag" size={14} />
              {pickText(product.category, 'name', lang)}
            </Link>
          )}
        </div>
      </section>
      <div className="container product-detail">
        <ProductGallery images={productImages(product, name)} name={name} />
        <div className="product-detail__info">
          {description && (
            <section className="product-section" aria-labelledby="product-description">
              <h2 id="product-description" className="product-section__title">
                <FormattedMessage id="product.description" />
              </h2>
              <p className="product-detail__description">{description}</p>
            </section>
          )}
          <aside className="product-quote">
            <p className="product-quote__text">
              <FormattedMessage id="product.quote.text" />
            </p>
            <Link className="button button--accent product-quote__button" to={quoteHref}>
              <Icon name="file-text" size={18} />
              <FormattedMessage id="product.quote" />
            </Link>
          </aside>
          {specs.length > 0 && (
            <section className="product-section" aria-labelledby="product-specs">
              <h2 id="product-specs" className="product-section__title">
                <FormattedMessage id="product.specs" />
              </h2>
              <ul className="product-specs">
                {specs.map((spec, i) => (
                  <li key={i}>
                    <Icon name="circle-check" size={18} />
                    {spec}
                  </li>
                ))}
              </ul>
            </section>
          )}
          {applications.length > 0 && (
            <section className="product-section" aria-labelledby="product-applications">
              <h2 id="product-applications" className="product-section__title">
                <FormattedMessage id="product.applications" />
              </h2>
              <ul className="product-applications">
                {applications.map((application, i) => (
                  <li key={i}>{application}</li>
                ))}
              </ul>
            </section>
          )}
          <Link className="product-detail__back" to={categoryHref}>
            <Icon name="arrow-left" size={16} />
            <FormattedMessage id={product.category ? 'product.backToCategory' : 'product.back'} />
          </Link>
        </div>
      </div>
      <RelatedProducts products={related} />
    </>
  )
}
