import { useIntl } from 'react-intl'
import { Icon } from '../../components/icon.tsx'
import { Link } from '../../components/link.tsx'
import { formatNumber } from '../../lib/format.ts'
import { useHref, useLang } from '../../lib/lang.ts'
import { useQuoteList } from './quote-list-store.ts'

/** The header's link to the quote list with its count of lines; nothing while the list is empty. */
export default function QuoteBadge() {
  const intl = useIntl()
  const href = useHref()
  const lang = useLang()
  const count = useQuoteList().length
  if (count === 0) return null
  return (
    <Link
      to={href('quote')}
      className="quote-badge"
      aria-label={intl.formatMessage({ id: 'nav.quoteList' }, { count })}
    >
      <Icon name="clipboard-list" size={20} />
      <span className="quote-badge__count" aria-hidden="true">
        {formatNumber(count, lang)}
      </span>
    </Link>
  )
}
