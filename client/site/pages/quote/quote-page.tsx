import { FormattedMessage } from 'react-intl'
import { usePageData } from '../../../lib/page-data.tsx'
import { PageHero } from '../../components/page-hero.tsx'
import { PageLoading } from '../../components/page-state.tsx'
import { QuoteBenefits } from './quote-benefits.tsx'
import { QuoteForm } from './lazy-quote-form.tsx'
import { QuoteListSection } from './lazy-quote-list.tsx'

/** Quote request: the quote list and the paste box, then the three-section form beside the benefits panel. */
export default function QuotePage() {
  const data = usePageData('quote')
  return (
    <>
      <PageHero title={<FormattedMessage id="page.quote.title" />}>
        <p>
          <FormattedMessage id="forms.quote.intro" />
        </p>
      </PageHero>
      {data ? (
        <>
          <div className="container quote-list-wrap">
            <QuoteListSection pasted={data.pasted ?? []} />
          </div>
          <div className="container forms-layout forms-layout--quote">
            <div className="form-card">
              {/* A new ?product=&size=… starts a new form with that product and row filled in. */}
              <QuoteForm
                key={JSON.stringify(data.prefill)}
                productNames={data.productNames}
                prefill={data.prefill}
                pasted={data.pasted ?? []}
              />
            </div>
            <QuoteBenefits />
          </div>
        </>
      ) : (
        <PageLoading />
      )}
    </>
  )
}
