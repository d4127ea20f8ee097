import { FormattedMessage } from 'react-intl'
import { PageHero } from '../../components/page-hero.tsx'

export function ProductsPage() {
  return <PageHero title={<FormattedMessage id="page.products.title" />} />
}
