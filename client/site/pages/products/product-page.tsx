import { useState } from 'react'
import { FormattedMessage } from 'react-intl'
import { useLocation } from 'react-router'
import { Link } from '../../../components/link.tsx'
import type { PageDataMap } from '../../../../shared/page-data.ts'
import { Icon } from '../../../components/icon.tsx'
import { useHref } from '../../../lib/lang.ts'
import { useCurrentPageData, usePageData, usePageStatus } from '../../../lib/page-data.tsx'
import { NotFoundPage } from '../not-found.tsx'
import { ProductBreadcrumb } from './product-breadcrumb.tsx'
import { ProductDrawing } from './product-drawing.tsx'
import { ProductGallery } from './product-gallery.tsx'
import { productImages } from './product-images.ts'
import { ProductSizes } from './lazy-product-sizes.tsx'
import { ProductTechnical } from './product-technical.tsx'
import { ProductsError } from './products-error.tsx'
import { RelatedProducts } from './related-products.tsx'
import { useHydrated } from '../../../lib/use-hydrated.ts'
import { AddToQuoteDialog } from '../../quote-list/lazy-add-dialog.tsx'
import type { QuoteTarget } from '../../quote-list/quote-target.ts'

/**
 * /urunler/<slug>: one product with its pictures and description, its technical table, size table (each row with a
 * quote link), the main standard's drawing, a datasheet PDF and a quote link.
 */
export default function ProductPage() {
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
  const href = useHref()
  const location = useLocation()
  const { name, description } = product
  const hydrated = useHydrated()
  const [adding, setAdding] = useState<QuoteTarget | null>(null)
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
              {product.category.name}
            </Link>
          )}
        </div>
      </section>
      <div className="container product-detail">
        <ProductGallery images={productImages(product.images, name)} name={name} />
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
            <div className="product-quote__actions">
              {/* Without sizes the product itself is a line of the list (size rows add theirs below). */}
              {hydrated && product.sizes.length === 0 ? (
                <button
                  type="button"
                  className="button button--accent product-quote__button"
                  aria-haspopup="dialog"
                  onClick={() =>
                    // Loaded on use: a product page's first load stays within its budget.
                    void import('./product-choice.ts').then(({ quoteTarget, readChoice }) =>
                      setAdding(
                        quoteTarget(product, null, readChoice(product, new URLSearchParams(location.search))),
                      ),
                    )
                  }
                >
                  <Icon name="plus" size={18} />
                  <FormattedMessage id="quoteList.add.product" />
                </button>
              ) : (
                <Link className="button button--accent product-quote__button" to={quoteHref}>
                  <Icon name="file-text" size={18} />
                  <FormattedMessage id="product.quote" />
                </Link>
              )}
              {/* A file, not a page: the browser opens it (the server draws it in the page's language). */}
              <a
                className="product-quote__datasheet"
                href={`${href('product', { slug: product.slug })}/datasheet.pdf`}
              >
                <Icon name="download" size={18} />
                <FormattedMessage id="product.datasheet" />
              </a>
            </div>
          </aside>
          <ProductTechnical product={product} />
        </div>
      </div>
      <div className="container product-engineering">
        {/* Keyed by the query: a navigation to another ?size= starts from what the address says. */}
        <ProductSizes key={location.search} product={product} />
        <ProductDrawing product={product} />
        <Link className="product-detail__back" to={categoryHref}>
          <Icon name="arrow-left" size={16} />
          <FormattedMessage id={product.category ? 'product.backToCategory' : 'product.back'} />
        </Link>
      </div>
      <RelatedProducts products={related} />
      <AddToQuoteDialog target={adding} onClose={() => setAdding(null)} />
    </>
  )
}
