import { FormattedMessage } from 'react-intl'
import { PageHero } from '../../components/page-hero.tsx'

export function AboutPage() {
  return <PageHero title={<FormattedMessage id="page.about.title" />} />
}
