import { FormattedMessage } from 'react-intl'
import { PageHero } from '../../components/page-hero.tsx'

export function PrivacyPage() {
  return <PageHero title={<FormattedMessage id="page.privacy.title" />} />
}
