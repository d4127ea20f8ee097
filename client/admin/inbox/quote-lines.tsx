import { ExternalLink } from 'lucide-react'
import { QUOTE_CHOICES, type QuoteChoice } from '../../../shared/quote-items.ts'
import type { StoredQuoteItem } from '../../../shared/schemas/quote-item.ts'
import type { Vocabularies } from '../../../shared/schemas/technical.ts'
import { localizePath, pagePath } from '../../../shared/routes.ts'
import { formatMm, formatNumber } from '../../lib/format.ts'
import { type AdminMessageId, useT } from '../lib/i18n.ts'
import './inbox.css'

/** The vocabulary each choice of a line takes its term from. */
const VOCABULARY: Record<QuoteChoice, keyof Vocabularies> = {
  material: 'materials',
  class: 'classes',
  finish: 'finishes',
}
const CHOICE_TITLE: Record<QuoteChoice, AdminMessageId> = {
  material: 'admin.inbox.lines.material',
  class: 'admin.inbox.lines.class',
  finish: 'admin.inbox.lines.finish',
}

/** A term's Turkish label; its id while the vocabularies load or when the term was removed since. */
function termText(vocabularies: Vocabularies | undefined, choice: QuoteChoice, id: string): string {
  return vocabularies?.[VOCABULARY[choice]].find((term) => term.id === id)?.label_tr || id
}

/**
 * A quote's lines as the buyer sent them: the product (the Turkish name stored with the request, linked to its
 * public page), size, length, the chosen material, class and finish, quantity and note; a free line shows the
 * buyer's words, marked as such.
 */
export function QuoteLines({
  items,
  vocabularies,
}: {
  items: readonly StoredQuoteItem[]
  vocabularies: Vocabularies | undefined
}) {
  const t = useT()
  return (
    <div className="admin-message__lines">
      <h3 className="admin-message__subhead">{t('admin.inbox.lines.title', { count: items.length })}</h3>
      <div className="admin-quote-lines">
        <table className="admin-table">
          <thead>
            <tr>
              <th scope="col">#</th>
              <th scope="col">{t('admin.inbox.lines.product')}</th>
              <th scope="col">{t('admin.inbox.lines.size')}</th>
              <th scope="col">{t('admin.inbox.lines.length')}</th>
              {QUOTE_CHOICES.map((choice) => (
                <th key={choice} scope="col">
                  {t(CHOICE_TITLE[choice])}
                </th>
              ))}
              <th scope="col" className="admin-table__num">
                {t('admin.inbox.lines.quantity')}
              </th>
              <th scope="col">{t('admin.inbox.lines.note')}</th>
            </tr>
          </thead>
          <tbody>
            {items.map((item, index) => (
              <tr key={index}>
                <td className="admin-quote-lines__number">{index + 1}</td>
                <td className="admin-quote-lines__product">
                  {item.product ? (
                    <>
                      <a
                        href={localizePath('tr', pagePath('product', { slug: item.product }))}
                        target="_blank"
                        rel="noopener"
                      >
                        {item.name || item.product}
                        <ExternalLink size={13} aria-hidden="true" />
                        <span className="visually-hidden"> {t('admin.inbox.lines.opensNewTab')}</span>
                      </a>
                      {item.standard && <span className="admin-muted"> · {item.standard}</span>}
                    </>
                  ) : (
                    <>
                      <span className="admin-badge admin-badge--muted">{t('admin.inbox.lines.free')}</span>{' '}
                      <span className="as-typed">{item.text}</span>
                    </>
                  )}
                </td>
                <td className="admin-quote-lines__short" data-label={t('admin.inbox.lines.size')}>
                  {item.size ?? '–'}
                </td>
                <td className="admin-quote-lines__short" data-label={t('admin.inbox.lines.length')}>
                  {item.length !== undefined ? `${formatMm(item.length, 'tr')} mm` : '–'}
                </td>
                {QUOTE_CHOICES.map((choice) => {
                  const id = item[choice]
                  return (
                    <td key={choice} data-label={t(CHOICE_TITLE[choice])}>
                      {id ? termText(vocabularies, choice, id) : '–'}
                    </td>
                  )
                })}
                <td
                  className="admin-table__num admin-quote-lines__short"
                  data-label={t('admin.inbox.lines.quantity')}
                >
                  {t('admin.inbox.lines.pieces', { count: formatNumber(item.quantity, 'tr') })}
                </td>
                <td className="as-typed admin-quote-lines__note" data-label={t('admin.inbox.lines.note')}>
                  {[item.note, item.product ? item.text : undefined].filter(Boolean).join(' · ') || '–'}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  )
}
