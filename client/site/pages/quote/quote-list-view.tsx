import { FormattedMessage } from 'react-intl'
import { useQuoteList } from '../../quote-list/quote-list-store.ts'
import { QuoteLine } from './quote-line.tsx'
import { useDescribedLines } from './use-described-lines.ts'

/** The lines kept in this browser, editable and checked against today's catalogue (loaded after hydration). */
export default function QuoteListLines({ hasPasted }: { hasPasted: boolean }) {
  const lines = useQuoteList()
  const facts = useDescribedLines(lines)
  if (lines.length === 0)
    return hasPasted ? null : (
      <p className="quote-list__empty">
        <FormattedMessage id="quoteList.empty" />
      </p>
    )
  return (
    <>
      <p className="quote-list__count" aria-live="polite">
        <FormattedMessage id="quoteList.count" values={{ count: lines.length }} />
      </p>
      <ol className="quote-list__lines">
        {lines.map((line, index) => (
          <QuoteLine key={line.id} line={line} index={index} facts={facts[line.id]} />
        ))}
      </ol>
      <p className="quote-list__note">
        <FormattedMessage id="quoteList.sendNote" />
      </p>
    </>
  )
}
