import { useId, useState } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import type { Lang } from '../../../../shared/i18n.ts'
import { QUOTE_CHOICES, QUOTE_LINE_TEXT_MAX, QUOTE_QUANTITY } from '../../../../shared/quote-items.ts'
import { Icon } from '../../../components/icon.tsx'
import { Link } from '../../../components/link.tsx'
import { formatNumber } from '../../../lib/format.ts'
import { useLang } from '../../../lib/lang.ts'
import type { QuoteListLine } from '../../quote-list/quote-list-lines.ts'
import { removeLine, updateLine } from '../../quote-list/quote-list-store.ts'
import { parseQuantity } from '../../quote-list/quantity.ts'
import type { LineFacts } from './use-described-lines.ts'

/** "DIN 933 · M8 × 30 mm": the line's standard and size row as a buyer reads them. */
export function lineSummary(line: QuoteListLine, lang: Lang): string {
  const size = line.labels.size ?? line.size
  const length = line.length === undefined ? '' : formatNumber(line.length, lang, line.length % 1 ? 1 : 0)
  const row = size ? (length ? `${size} × ${length} mm` : size) : length ? `${length} mm` : ''
  return [line.labels.standard, row].filter(Boolean).join(' · ')
}

/** One line of the list on /teklif: what it is, its choices, quantity and note (each editable), and its removal. */
export function QuoteLine({ line, index, facts }: { line: QuoteListLine; index: number; facts?: LineFacts }) {
  const intl = useIntl()
  const lang = useLang()
  const id = useId()
  const [quantity, setQuantity] = useState<string | null>(null)
  const [note, setNote] = useState<string | null>(null)
  const quantityInvalid = quantity !== null && parseQuantity(quantity) === null
  const title = line.labels.product ?? line.text ?? intl.formatMessage({ id: 'quoteList.freeLine' })
  const summary = lineSummary(line, lang)
  const check = line.labels.check ?? []
  const name = [title, summary].filter(Boolean).join(', ')

  return (
    <li className={check.length > 0 || facts?.problem ? 'quote-line is-flagged' : 'quote-line'}>
      <div className="quote-line__head" role="group" aria-labelledby={`${id}-title`}>
        <span className="quote-line__index" aria-hidden="true">
          {index + 1}
        </span>
        <div className="quote-line__what">
          <h3 id={`${id}-title`} className="quote-line__title">
            <span className="visually-hidden">
              <FormattedMessage id="quoteList.lineLabel" values={{ index: index + 1 }} />
              {': '}
            </span>
            {facts?.url && line.product ? <Link to={facts.url}>{title}</Link> : title}
            {!line.product && (
              <span className="quote-line__tag">
                <FormattedMessage id="quoteList.freeLine" />
              </span>
            )}
          </h3>
          {summary && <p className="quote-line__summary">{summary}</p>}
          {line.product && line.text && <p className="quote-line__summary">{line.text}</p>}
          {facts?.problem && (
            <p className="quote-line__problem">
              <Icon name="triangle-exclamation-point" size={16} />
              {facts.problem}
            </p>
          )}
          {check.length > 0 && (
            <p className="quote-line__check">
              <Icon name="circle-exclamation-point" size={16} />
              <FormattedMessage
                id="quoteList.check"
                values={{
                  fields: check
                    .map((field) => intl.formatMessage({ id: `quoteList.field.${field}` }))
                    .join(', '),
                }}
              />
            </p>
          )}
        </div>
        <button
          type="button"
          className="quote-line__remove"
          aria-label={intl.formatMessage({ id: 'quoteList.removeLine' }, { line: name })}
          onClick={() => removeLine(line.id)}
        >
          <Icon name="trash" size={18} />
          <span className="quote-line__remove-text">
            <FormattedMessage id="quoteList.remove" />
          </span>
        </button>
        <div className="quote-line__fields">
          {QUOTE_CHOICES.map((choice) => {
            const options = line.labels.options?.[choice] ?? []
            const value = line[choice]
            if (options.length === 0 && !value) return null
            const label = <FormattedMessage id={`quoteList.add.${choice}`} />
            if (options.length === 0)
              return (
                <div key={choice} className="quote-line__field">
                  <span className="field__label">{label}</span>
                  <span className="quote-line__value">{line.labels[choice] ?? value}</span>
                </div>
              )
            return (
              <div key={choice} className="quote-line__field">
                <label className="field__label" htmlFor={`${id}-${choice}`}>
                  {label}
                </label>
                <select
                  id={`${id}-${choice}`}
                  className="field__control"
                  value={value ?? ''}
                  onChange={(event) => {
                    const chosen = options.find((option) => option.id === event.target.value)
                    const labels = { ...line.labels }
                    if (chosen) labels[choice] = chosen.text
                    else delete labels[choice]
                    updateLine(line.id, { [choice]: chosen?.id, labels })
                  }}
                >
                  <option value="">{intl.formatMessage({ id: 'quoteList.add.choiceNone' })}</option>
                  {options.map((option) => (
                    <option key={option.id} value={option.id}>
                      {option.text}
                    </option>
                  ))}
                </select>
              </div>
            )
          })}
          <div className="quote-line__field quote-line__field--quantity">
            <label className="field__label" htmlFor={`${id}-quantity`}>
              <FormattedMessage id="quoteList.add.quantity" />
            </label>
            <input
              id={`${id}-quantity`}
              className="field__control"
              inputMode="numeric"
              autoComplete="off"
              value={quantity ?? formatNumber(line.quantity, lang)}
              aria-invalid={quantityInvalid || undefined}
              aria-describedby={quantityInvalid ? `${id}-quantity-error` : undefined}
              onChange={(event) => {
                setQuantity(event.target.value)
                const pieces = parseQuantity(event.target.value)
                if (pieces !== null) updateLine(line.id, { quantity: pieces })
              }}
              onBlur={() => {
                if (!quantityInvalid) setQuantity(null)
              }}
            />
            {quantityInvalid && (
              <p id={`${id}-quantity-error`} className="quote-add__error" role="alert">
                <FormattedMessage
                  id="quoteList.add.quantityError"
                  values={{
                    min: formatNumber(QUOTE_QUANTITY.min, lang),
                    max: formatNumber(QUOTE_QUANTITY.max, lang),
                  }}
                />
              </p>
            )}
          </div>
          <div className="quote-line__field quote-line__field--note">
            <label className="field__label" htmlFor={`${id}-note`}>
              <FormattedMessage id="quoteList.add.note" />
            </label>
            <input
              id={`${id}-note`}
              className="field__control"
              maxLength={QUOTE_LINE_TEXT_MAX}
              value={note ?? line.note ?? ''}
              onChange={(event) => {
                setNote(event.target.value)
                updateLine(line.id, { note: event.target.value.trim() || undefined })
              }}
              onBlur={() => setNote(null)}
            />
          </div>
        </div>
      </div>
    </li>
  )
}
