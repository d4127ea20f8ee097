import { FormattedMessage } from 'react-intl'
import { PageHero } from '../../components/page-hero.tsx'

export function TermsPage() {
  return <PageHero title={<FormattedMessage id="page.terms.title" />} />
}
