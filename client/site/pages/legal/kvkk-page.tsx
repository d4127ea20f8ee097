import { FormattedMessage } from 'react-intl'
import { PageHero } from '../../components/page-hero.tsx'

export function KvkkPage() {
  return <PageHero title={<FormattedMessage id="page.kvkk.title" />} />
}
