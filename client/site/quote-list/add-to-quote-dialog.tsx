import { type FormEvent, useEffect, useId, useRef, useState } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import {
  MAX_QUOTE_ITEMS,
  QUOTE_CHOICES,
  QUOTE_LINE_TEXT_MAX,
  QUOTE_QUANTITY,
  type QuoteChoice,
  type QuoteItem,
} from '../../../shared/quote-items.ts'
import { Icon } from '../../components/icon.tsx'
import { Link } from '../../components/link.tsx'
import { formatNumber } from '../../lib/format.ts'
import { useHref, useLang } from '../../lib/lang.ts'
import type { AddResult } from './quote-list-lines.ts'
import { addToQuoteList } from './quote-list-store.ts'
import { parseQuantity } from './quantity.ts'
import type { QuoteTarget } from './quote-target.ts'

/**
 * The small dialog a size row (or a product without sizes) opens: quantity in pieces, the product's own material,
 * class and finish, a note; then a confirmation with a link to the list. A modal <dialog>: the browser keeps focus
 * in it, closes it on Escape and gives focus back to the button that opened it.
 */
export default function AddToQuoteDialog({ target, onClose }: { target: QuoteTarget; onClose: () => void }) {
  const intl = useIntl()
  const lang = useLang()
  const href = useHref()
  const id = useId()
  const ref = useRef<HTMLDialogElement>(null)
  const [quantity, setQuantity] = useState('')
  const [quantityError, setQuantityError] = useState(false)
  const [note, setNote] = useState('')
  const [chosen, setChosen] = useState<Partial<Record<QuoteChoice, string>>>(() => target.preset)
  const [result, setResult] = useState<AddResult | null>(null)
  const viewRef = useRef<HTMLAnchorElement>(null)

  useEffect(() => {
    const dialog = ref.current
    if (dialog && !dialog.open) dialog.showModal()
    // The quantity first (showModal would focus the close button, the first control).
    dialog?.querySelector<HTMLInputElement>('input[name="quantity"]')?.focus()
    return () => dialog?.close()
  }, [])
  useEffect(() => {
    if (result) viewRef.current?.focus()
  }, [result])

  const choices = QUOTE_CHOICES.filter((choice) => (target.options[choice]?.length ?? 0) > 0)
  const range = {
    min: formatNumber(QUOTE_QUANTITY.min, lang),
    max: formatNumber(QUOTE_QUANTITY.max, lang),
  }

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const pieces = parseQuantity(quantity)
    if (pieces === null) {
      setQuantityError(true)
      event.currentTarget.querySelector<HTMLInputElement>('input')?.focus()
      return
    }
    const item: QuoteItem = { product: target.slug, quantity: pieces }
    if (target.size) item.size = target.size
    if (target.length !== undefined) item.length = target.length
    const labels: Parameters<typeof addToQuoteList>[1] = { product: target.name }
    if (target.standard) labels.standard = target.standard
    if (target.sizeLabel) labels.size = target.sizeLabel
    for (const choice of choices) {
      const value = chosen[choice]
      const option = target.options[choice]?.find((candidate) => candidate.id === value)
      if (option) {
        item[choice] = option.id
        labels[choice] = option.text
      }
    }
    if (note.trim()) item.note = note.trim()
    if (choices.length > 0) labels.options = Object.fromEntries(choices.map((c) => [c, target.options[c]]))
    setResult(addToQuoteList(item, labels))
  }

  const what = [
    target.standard,
    target.sizeLabel &&
      (target.length === undefined
        ? target.sizeLabel
        : `${target.sizeLabel} × ${formatNumber(target.length, lang, target.length % 1 ? 1 : 0)} mm`),
  ].filter(Boolean)

  return (
    <dialog
      ref={ref}
      className="quote-add"
      aria-labelledby={`${id}-title`}
      onClose={onClose}
      onClick={(event) => {
        // A click on the backdrop (the dialog element itself, outside its panel) closes it.
        if (event.target === ref.current) ref.current.close()
      }}
    >
      <div className="quote-add__panel">
        <div className="quote-add__head">
          <h2 id={`${id}-title`} className="quote-add__title">
            <FormattedMessage id="quoteList.add.title" />
          </h2>
          <button
            type="button"
            className="quote-add__close"
            aria-label={intl.formatMessage({ id: 'quoteList.add.close' })}
            onClick={() => ref.current?.close()}
          >
            <Icon name="x" size={18} />
          </button>
        </div>
        <p className="quote-add__what">
          <strong>{target.name}</strong>
          {what.length > 0 && <span>{what.join(' · ')}</span>}
        </p>
        {result ? (
          <div className="quote-add__done" role="status">
            <p className={result === 'full' ? 'quote-add__message is-error' : 'quote-add__message'}>
              <Icon name={result === 'full' ? 'circle-exclamation-point' : 'circle-check'} size={20} />
              <FormattedMessage
                id={`quoteList.add.${result}`}
                values={{ max: formatNumber(MAX_QUOTE_ITEMS, lang) }}
              />
            </p>
            <div className="quote-add__actions">
              <button type="button" className="button button--outline" onClick={() => ref.current?.close()}>
                <FormattedMessage id="quoteList.add.close" />
              </button>
              <Link ref={viewRef} className="button button--accent" to={href('quote')}>
                <Icon name="clipboard-list" size={18} />
                <FormattedMessage id="quoteList.add.view" />
              </Link>
            </div>
          </div>
        ) : (
          <form className="quote-add__form" noValidate onSubmit={onSubmit}>
            <div className="quote-add__field">
              <label className="field__label" htmlFor={`${id}-quantity`}>
                <FormattedMessage id="quoteList.add.quantity" />
              </label>
              <input
                id={`${id}-quantity`}
                name="quantity"
                className="field__control"
                inputMode="numeric"
                autoComplete="off"
                required
                value={quantity}
                aria-invalid={quantityError || undefined}
                aria-describedby={quantityError ? `${id}-quantity-error` : undefined}
                onChange={(event) => {
                  setQuantity(event.target.value)
                  setQuantityError(false)
                }}
              />
              {quantityError && (
                <p id={`${id}-quantity-error`} className="quote-add__error" role="alert">
                  <FormattedMessage id="quoteList.add.quantityError" values={range} />
                </p>
              )}
            </div>
            {choices.map((choice) => (
              <div key={choice} className="quote-add__field">
                <label className="field__label" htmlFor={`${id}-${choice}`}>
                  <FormattedMessage id={`quoteList.add.${choice}`} />
                </label>
                <select
                  id={`${id}-${choice}`}
                  name={choice}
                  className="field__control"
                  value={chosen[choice] ?? ''}
                  onChange={(event) => setChosen((now) => ({ ...now, [choice]: event.target.value }))}
                >
                  <option value="">{intl.formatMessage({ id: 'quoteList.add.choiceNone' })}</option>
                  {target.options[choice]!.map((option) => (
                    <option key={option.id} value={option.id}>
                      {option.text}
                    </option>
                  ))}
                </select>
              </div>
            ))}
            <div className="quote-add__field quote-add__field--wide">
              <label className="field__label" htmlFor={`${id}-note`}>
                <FormattedMessage id="quoteList.add.note" />
              </label>
              <textarea
                id={`${id}-note`}
                name="note"
                className="field__control"
                rows={2}
                maxLength={QUOTE_LINE_TEXT_MAX}
                placeholder={intl.formatMessage({ id: 'quoteList.add.notePlaceholder' })}
                value={note}
                onChange={(event) => setNote(event.target.value)}
              />
            </div>
            <div className="quote-add__actions">
              <button type="button" className="button button--outline" onClick={() => ref.current?.close()}>
                <FormattedMessage id="quoteList.add.cancel" />
              </button>
              <button type="submit" className="button button--accent">
                <Icon name="plus" size={18} />
                <FormattedMessage id="quoteList.add.submit" />
              </button>
            </div>
          </form>
        )}
      </div>
    </dialog>
  )
}
