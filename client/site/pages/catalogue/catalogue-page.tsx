import { FormattedMessage } from 'react-intl'
import { usePageData } from '../../../lib/page-data.tsx'
import { PageHero } from '../../components/page-hero.tsx'
import { PageLoading } from '../../components/page-state.tsx'
import { CallToAction } from '../../components/content/call-to-action.tsx'
import { CataloguePanel } from './catalogue-panel.tsx'
import { CategoryCards } from './category-cards.tsx'

export default function CataloguePage() {
  const data = usePageData('catalogue')
  return (
    <>
      <PageHero title={<FormattedMessage id="page.catalogue.title" />}>
        <p>
          <FormattedMessage id="catalogue.hero.text" />
        </p>
      </PageHero>
      <div className="container cp-section">
        {data ? <CataloguePanel catalogue={data.catalogue} /> : <PageLoading />}
      </div>
      <CategoryCards />
      <CallToAction title="catalogue.cta.title" text="catalogue.cta.text" />
    </>
  )
}
