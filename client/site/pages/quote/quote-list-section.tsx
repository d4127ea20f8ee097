import { lazy, Suspense } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { QUOTE_CHOICES, type QuoteChoice } from '../../../../shared/quote-items.ts'
import type { ParsedQuoteItem } from '../../../../shared/schemas/quote-item.ts'
import { isSizeKey, sizeLabel } from '../../../../shared/standards/sizes.ts'
import { formatNumber } from '../../../lib/format.ts'
import { useLang } from '../../../lib/lang.ts'
import { useHydrated } from '../../../lib/use-hydrated.ts'
import { PasteBox } from './paste-box.tsx'

/* The stored list exists only in the browser: its code loads after hydration, off the page's first load. */
const QuoteListLines = lazy(() => import('./quote-list-view.tsx'))

/** Lines the server read from a bill of materials posted without scripts: shown as they are, sent with the form. */
function PastedLines({ pasted }: { pasted: ParsedQuoteItem[] }) {
  const lang = useLang()
  const intl = useIntl()
  return (
    <div className="quote-list__pasted">
      <h3 className="quote-list__subtitle">
        <FormattedMessage id="quoteList.pasted.title" />
      </h3>
      <ol className="quote-pasted">
        {pasted.map((parsed, index) => {
          // What was read, as the list with scripts shows it: standard, size row and the choices ("8.8", "Zincado").
          const labels = parsed.labels as Partial<Record<QuoteChoice, string>>
          const size = parsed.size && isSizeKey(parsed.size) ? sizeLabel(parsed.size) : parsed.size
          const row = [
            parsed.labels.standard,
            [size, parsed.length === undefined ? '' : `${formatNumber(parsed.length, lang)} mm`]
              .filter(Boolean)
              .join(' × '),
            ...QUOTE_CHOICES.map((choice) => (parsed[choice] ? (labels[choice] ?? parsed[choice]) : '')),
          ].filter(Boolean)
          return (
            <li
              key={index}
              className={parsed.check.length > 0 ? 'quote-pasted__line is-flagged' : 'quote-pasted__line'}
            >
              <strong>{parsed.labels.product ?? parsed.text ?? parsed.source}</strong>{' '}
              {row.length > 0 && <span>{row.join(' · ')}</span>}{' '}
              <span className="quote-pasted__quantity">
                {formatNumber(parsed.quantity, lang)} <FormattedMessage id="quoteList.pieces" />
              </span>
              {parsed.check.length > 0 && (
                <span className="quote-line__check">
                  <FormattedMessage
                    id="quoteList.check"
                    values={{
                      fields: parsed.check
                        .map((field) => intl.formatMessage({ id: `quoteList.field.${field}` }))
                        .join(', '),
                    }}
                  />
                </span>
              )}
            </li>
          )
        })}
      </ol>
      <p className="quote-list__note">
        <FormattedMessage id="quoteList.pasted.note" />
      </p>
    </div>
  )
}

/**
 * /teklif's list: the lines kept in this browser (after hydration), lines the server read from a list pasted without
 * scripts, and the paste box (a plain form until then).
 */
export function QuoteListSection({ pasted }: { pasted: ParsedQuoteItem[] }) {
  const hydrated = useHydrated()
  return (
    <section className="quote-list" aria-labelledby="quote-list-title">
      <h2 id="quote-list-title" className="quote-list__title">
        <FormattedMessage id="quoteList.title" />
      </h2>
      {hydrated && (
        <Suspense fallback={null}>
          <QuoteListLines hasPasted={pasted.length > 0} />
        </Suspense>
      )}
      {pasted.length > 0 && <PastedLines pasted={pasted} />}
      <PasteBox />
    </section>
  )
}
