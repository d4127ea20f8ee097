import { useState } from 'react'
import { FormattedMessage } from 'react-intl'
import { Link } from '../../../components/link.tsx'
import type { PageDataMap } from '../../../../shared/page-data.ts'
import { Icon } from '../../../components/icon.tsx'
import { useHref } from '../../../lib/lang.ts'
import { usePageData, usePageStatus } from '../../../lib/page-data.tsx'
import { PageHero } from '../../components/page-hero.tsx'
import { FilterOpener, FilterPanel } from './filter-panel.tsx'
import { ActiveFilters, SearchReadingNote } from './lazy-filter-notes.tsx'
import { ProductList } from './product-list.tsx'
import { ProductSearch } from './product-search.tsx'
import { ProductsError } from './products-error.tsx'
import { useViewPreference } from './use-view-preference.ts'
import { ViewToggle } from './view-toggle.tsx'

/** /urunler: search, filters with counts and chips, grid or list of product cards, lightbox. */
export default function ProductsPage() {
  const data = usePageData('products')
  const { error } = usePageStatus()
  const [filtersOpen, setFiltersOpen] = useState(false)
  const [view, setView] = useViewPreference()
  const href = useHref()

  return (
    <>
      <PageHero title={<FormattedMessage id="page.products.title" />}>
        <FormattedMessage id="products.hero.text" />
        <Link className="page-hero__standards" to={href('standards')}>
          <FormattedMessage id="standards.link" />
          <Icon name="arrow-right" size={16} />
        </Link>
      </PageHero>
      <section className="container products" aria-labelledby="product-list-title">
        <FilterPanel open={filtersOpen} onOpenChange={setFiltersOpen} />
        <div className="products__main">
          <h2 id="product-list-title" className="visually-hidden">
            <FormattedMessage id="products.list.title" />
          </h2>
          <div className="products__toolbar">
            <ProductSearch />
            <div className="products__tools">
              <FilterOpener open={filtersOpen} onOpen={() => setFiltersOpen(true)} />
              {data && <FoundCount data={data} />}
              <ViewToggle view={view} onChange={setView} />
            </div>
          </div>
          {data && <SearchReadingNote data={data} />}
          {data && <ActiveFilters data={data} />}
          {error ? (
            <ProductsError />
          ) : data ? (
            <ProductList data={data} view={view} />
          ) : (
            <p className="products-state" aria-live="polite">
              <FormattedMessage id="common.loading" />
            </p>
          )}
        </div>
      </section>
    </>
  )
}

function FoundCount({ data }: { data: PageDataMap['products'] }) {
  return (
    <p className="products__count" aria-live="polite">
      <FormattedMessage id="products.count" values={{ count: data.total }} />
    </p>
  )
}
