import { FormattedMessage } from 'react-intl'
import { Link } from '../../../components/link.tsx'
import type { PageDataMap } from '../../../../shared/page-data.ts'
import { Icon } from '../../../components/icon.tsx'
import { useHref } from '../../../lib/lang.ts'
import { useCurrentPageData, usePageData, usePageStatus } from '../../../lib/page-data.tsx'
import { Breadcrumb } from '../../components/breadcrumb.tsx'
import { PageLoading } from '../../components/page-state.tsx'
import { NotFoundPage } from '../not-found.tsx'
import { DimensionTable } from './dimension-table.tsx'
import { EquivalentLinks } from './equivalent-links.tsx'
import { StandardDrawing } from './standard-drawing.tsx'
import { StandardProducts } from './standard-products.tsx'

/** /standartlar/<slug>: a standard, its equivalent and what changed, its dimension table and drawing, our products. */
export default function StandardPage() {
  const data = usePageData('standard')
  const { loading, error } = usePageStatus()
  const current = useCurrentPageData()
  if (data) return <StandardDetails data={data} />
  if (current.page === 'not-found' && !loading && !error) return <NotFoundPage />
  return <PageLoading />
}

function StandardDetails({ data: { standard, products } }: { data: PageDataMap['standard'] }) {
  const href = useHref()
  const { drawing } = standard
  return (
    <>
      <section className="standard-hero">
        <div className="container">
          <Breadcrumb
            trail={[
              { to: href('home'), label: <FormattedMessage id="nav.home" /> },
              { to: href('standards'), label: <FormattedMessage id="page.standards.title" /> },
            ]}
            current={standard.designation}
          />
          <p className="standard-hero__kind">
            <FormattedMessage id={`standards.kind.${standard.kind}`} />
          </p>
          <h1 className="standard-hero__title">
            {standard.designation}
            <span className="standard-hero__subtitle">{standard.title}</span>
          </h1>
          <dl className="standard-facts">
            <div>
              <dt>
                <FormattedMessage id="standards.status" />
              </dt>
              <dd>
                <span className={`standard-badge standard-badge--${standard.status}`}>
                  <FormattedMessage id={`standards.status.${standard.status}`} />
                </span>
                {standard.successor && (
                  <span className="standard-successor">
                    <FormattedMessage id="standards.replacedBy" values={{ successor: standard.successor }} />
                  </span>
                )}
              </dd>
            </div>
            <div>
              <dt>
                <FormattedMessage id="standards.column.equivalent" />
              </dt>
              <dd>
                {standard.equivalents.length === 0 ? (
                  <FormattedMessage id="standards.equivalent.none" />
                ) : (
                  <EquivalentLinks equivalents={standard.equivalents} />
                )}
              </dd>
            </div>
            <div>
              <dt>
                <FormattedMessage id="standards.column.products" />
              </dt>
              <dd>{standard.productCount}</dd>
            </div>
          </dl>
        </div>
      </section>
      <div className="container standard-detail">
        {standard.changes.length > 0 && (
          <section className="standard-section standard-changes" aria-labelledby="standard-changes">
            <h2 id="standard-changes" className="standard-section__title">
              <FormattedMessage id="standards.changes.title" />
            </h2>
            {standard.changes.map((change) => (
              <p key={change.id}>
                <Link className="standard-changes__designation" to={href('standard', { slug: change.id })}>
                  {change.designation}
                </Link>
                {change.text}
              </p>
            ))}
          </section>
        )}
        <div className="standard-detail__grid">
          <section className="standard-section" aria-labelledby="standard-table">
            <h2 id="standard-table" className="standard-section__title">
              <FormattedMessage id="standards.table.title" />
            </h2>
            {standard.pending ? (
              <p className="standard-note" data-pending="">
                <FormattedMessage id="standards.table.pending" />
              </p>
            ) : (
              <DimensionTable standard={standard} />
            )}
          </section>
          <section className="standard-section standard-drawing" aria-labelledby="standard-drawing">
            <h2 id="standard-drawing" className="standard-section__title">
              <FormattedMessage id="standards.drawing.title" />
            </h2>
            <StandardDrawing drawing={drawing} designation={standard.designation} />
          </section>
        </div>
        <section className="standard-section" aria-labelledby="standard-products">
          <h2 id="standard-products" className="standard-section__title">
            <FormattedMessage id="standards.products.title" values={{ designation: standard.designation }} />
          </h2>
          <StandardProducts products={products} />
        </section>
        <Link className="product-detail__back" to={href('standards')}>
          <Icon name="arrow-left" size={16} />
          <FormattedMessage id="standards.back" />
        </Link>
      </div>
    </>
  )
}
