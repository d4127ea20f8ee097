import { FormattedMessage } from 'react-intl'
import type { MessageId } from '../../i18n/messages.ts'
import { PageHero } from '../components/page-hero.tsx'

/** Placeholder body for pages the public-site issue fills in: the hero in the page's language. */
export function SimplePage({ title }: { title: MessageId }) {
  return <PageHero title={<FormattedMessage id={title} />} />
}
