import { FormattedMessage } from 'react-intl'
import { PageHero } from '../../components/page-hero.tsx'

export function ContactPage() {
  return <PageHero title={<FormattedMessage id="page.contact.title" />} />
}
