import { Plus, X } from 'lucide-react'
import { QUOTE_CHOICES, type QuoteChoice } from '../../../shared/quote-items.ts'
import { type Currency, PRICE_PER } from '../../../shared/schemas/desk.ts'
import type { StoredQuoteItem } from '../../../shared/schemas/quote-item.ts'
import type { Vocabularies } from '../../../shared/schemas/technical.ts'
import { formatMm, formatNumber } from '../../lib/format.ts'
import { useT } from '../lib/i18n.ts'
import {
  type DraftLine,
  formatMoneyTr,
  freeLine,
  lineAmountMinor,
  type PricePer,
  totalMinor,
} from './quotation-draft.ts'

const VOCABULARY: Record<QuoteChoice, keyof Vocabularies> = {
  material: 'materials',
  class: 'classes',
  finish: 'finishes',
}

/** What the buyer asked for on a line, in one Turkish line: size × length, material, class, finish. */
function itemDetail(item: StoredQuoteItem, vocabularies: Vocabularies | undefined): string {
  const size = [item.size, item.length !== undefined ? `${formatMm(item.length, 'tr')} mm` : '']
    .filter(Boolean)
    .join(' × ')
  const choices = QUOTE_CHOICES.map((choice) => {
    const id = item[choice]
    if (!id) return ''
    return vocabularies?.[VOCABULARY[choice]].find((term) => term.id === id)?.label_tr || id
  })
  return [size, ...choices, item.note ?? ''].filter(Boolean).join(' · ')
}

/**
 * The priced lines: the request's lines (named, with what was asked) and free lines (text typed here), each with
 * quantity, unit price, "per" and its live amount; the total under them. A table on a desk, cards on a phone.
 */
export function QuotationLines({
  lines,
  items,
  vocabularies,
  currency,
  disabled,
  onChange,
}: {
  lines: DraftLine[]
  items: readonly StoredQuoteItem[]
  vocabularies: Vocabularies | undefined
  currency: Currency
  disabled: boolean
  onChange: (lines: DraftLine[]) => void
}) {
  const t = useT()
  const update = (key: number, change: Partial<DraftLine>) =>
    onChange(lines.map((line) => (line.key === key ? { ...line, ...change } : line)))
  return (
    <div className="admin-quotation__lines">
      <table className="admin-quotation__table">
        <thead>
          <tr>
            <th scope="col">#</th>
            <th scope="col">{t('admin.quotation.line.product')}</th>
            <th scope="col" className="is-num">
              {t('admin.quotation.line.quantity')}
            </th>
            <th scope="col" className="is-num">
              {t('admin.quotation.line.price', { currency })}
            </th>
            <th scope="col">{t('admin.quotation.line.per')}</th>
            <th scope="col" className="is-num">
              {t('admin.quotation.line.amount')}
            </th>
            <th scope="col">
              <span className="visually-hidden">{t('admin.quotation.line.actions')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {lines.map((line, index) => {
            const item = line.item !== undefined ? items[line.item] : undefined
            const amount = lineAmountMinor(line)
            const number = index + 1
            return (
              <tr key={line.key}>
                <td className="admin-quotation__number">{number}</td>
                <td className="admin-quotation__product">
                  {line.item !== undefined ? (
                    <>
                      <strong className="as-typed">
                        {item?.name || item?.product || item?.text || t('admin.quotation.line.missing')}
                      </strong>
                      {item?.standard && <span className="admin-muted"> · {item.standard}</span>}
                      {item && (
                        <span className="admin-quotation__detail as-typed">
                          {[
                            itemDetail(item, vocabularies),
                            t('admin.quotation.line.requested', {
                              count: formatNumber(item.quantity, 'tr'),
                            }),
                          ]
                            .filter(Boolean)
                            .join(' · ')}
                        </span>
                      )}
                    </>
                  ) : (
                    <label>
                      <span className="visually-hidden">{t('admin.quotation.line.text', { number })}</span>
                      <input
                        className="admin-input"
                        value={line.text}
                        maxLength={500}
                        disabled={disabled}
                        placeholder={t('admin.quotation.line.textPlaceholder')}
                        onChange={(event) => update(line.key, { text: event.target.value })}
                      />
                    </label>
                  )}
                </td>
                <td className="is-num" data-label={t('admin.quotation.line.quantity')}>
                  <input
                    className="admin-input admin-quotation__quantity"
                    inputMode="numeric"
                    aria-label={t('admin.quotation.line.quantityOf', { number })}
                    value={line.quantity}
                    disabled={disabled}
                    onChange={(event) => update(line.key, { quantity: event.target.value })}
                  />
                </td>
                <td className="is-num" data-label={t('admin.quotation.line.price', { currency })}>
                  <input
                    className="admin-input admin-quotation__price"
                    inputMode="decimal"
                    aria-label={t('admin.quotation.line.priceOf', { number })}
                    placeholder="0,00"
                    value={line.price}
                    disabled={disabled}
                    onChange={(event) => update(line.key, { price: event.target.value })}
                  />
                </td>
                <td data-label={t('admin.quotation.line.per')}>
                  <select
                    className="admin-input admin-select admin-quotation__per"
                    aria-label={t('admin.quotation.line.perOf', { number })}
                    value={line.per}
                    disabled={disabled}
                    onChange={(event) => update(line.key, { per: Number(event.target.value) as PricePer })}
                  >
                    {PRICE_PER.map((per) => (
                      <option key={per} value={per}>
                        {t('admin.quotation.per', { count: formatNumber(per, 'tr') })}
                      </option>
                    ))}
                  </select>
                </td>
                <td className="is-num admin-quotation__amount" data-label={t('admin.quotation.line.amount')}>
                  {amount === null ? '–' : formatMoneyTr(amount / 100, currency)}
                </td>
                <td className="admin-quotation__remove">
                  <button
                    type="button"
                    className="admin-icon-button admin-icon-button--danger"
                    aria-label={t('admin.quotation.line.remove', { number })}
                    title={t('admin.quotation.line.remove', { number })}
                    disabled={disabled || lines.length === 1}
                    onClick={() => onChange(lines.filter((other) => other.key !== line.key))}
                  >
                    <X size={16} aria-hidden="true" />
                  </button>
                </td>
              </tr>
            )
          })}
        </tbody>
        <tfoot>
          <tr>
            <td colSpan={5}>
              <button
                type="button"
                className="admin-button admin-button--sm"
                disabled={disabled || lines.length >= 200}
                onClick={() => onChange([...lines, freeLine()])}
              >
                <Plus size={15} aria-hidden="true" />
                {t('admin.quotation.addLine')}
              </button>
            </td>
            <td className="is-num admin-quotation__total" colSpan={2}>
              <span>{t('admin.quotation.total')}</span>{' '}
              <output aria-live="polite">{formatMoneyTr(totalMinor(lines) / 100, currency)}</output>
            </td>
          </tr>
        </tfoot>
      </table>
    </div>
  )
}
