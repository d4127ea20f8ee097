import { FormattedMessage } from 'react-intl'
import { PageHero } from '../../components/page-hero.tsx'

export function SolutionsPage() {
  return <PageHero title={<FormattedMessage id="page.solutions.title" />} />
}
