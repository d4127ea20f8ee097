import { FormattedMessage } from 'react-intl'
import { usePageData } from '../../../lib/page-data.tsx'
import { PageHero } from '../../components/page-hero.tsx'
import { PageLoading } from '../../components/page-state.tsx'
import { StandardList } from './standard-list.tsx'
import { StandardProducts } from './standard-products.tsx'
import { StandardSearch } from './standard-search.tsx'

/** /standartlar: the standards we make to, by kind, with a DIN <-> ISO cross-reference search. */
export default function StandardsPage() {
  const data = usePageData('standards')
  return (
    <>
      <PageHero title={<FormattedMessage id="page.standards.title" />}>
        <p>
          <FormattedMessage id="standards.hero.text" />
        </p>
      </PageHero>
      {data ? (
        <div className="container standards">
          <StandardSearch search={data.search} />
          {data.results && (
            <section className="standards__results" aria-labelledby="standards-results">
              <h2 id="standards-results" className="standards__heading">
                <FormattedMessage
                  id="standards.results.title"
                  values={{ count: data.results.standards.length, search: data.search }}
                />
              </h2>
              {data.results.standards.length > 0 ? (
                <>
                  <StandardList standards={data.results.standards} />
                  <h3 className="standards__subheading">
                    <FormattedMessage id="standards.results.products" />
                  </h3>
                  <StandardProducts products={data.results.products} />
                </>
              ) : (
                <p className="standard-note">
                  <FormattedMessage id="standards.results.none" />
                </p>
              )}
            </section>
          )}
          {data.groups.map((group) => (
            <section
              key={group.kind}
              className="standards__group"
              aria-labelledby={`standards-${group.kind}`}
            >
              <h2 id={`standards-${group.kind}`} className="standards__heading">
                <FormattedMessage id={`standards.kind.${group.kind}`} />
              </h2>
              <StandardList standards={group.standards} />
            </section>
          ))}
        </div>
      ) : (
        <PageLoading />
      )}
    </>
  )
}
