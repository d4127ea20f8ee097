import { FormattedMessage } from 'react-intl'
import { PageHero } from '../../components/page-hero.tsx'

export function CataloguePage() {
  return <PageHero title={<FormattedMessage id="page.catalogue.title" />} />
}
