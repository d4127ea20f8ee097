import { FormattedMessage } from 'react-intl'
import { PageHero } from '../../components/page-hero.tsx'

export function QuotePage() {
  return <PageHero title={<FormattedMessage id="page.quote.title" />} />
}
