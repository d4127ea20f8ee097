import { FormattedMessage } from 'react-intl'
import { PageHero } from '../../components/page-hero.tsx'

export function ProductPage() {
  return <PageHero title={<FormattedMessage id="page.products.title" />} />
}
