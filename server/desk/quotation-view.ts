import enTexts from '../../shared/i18n/locales/en/quotation.json'
import esTexts from '../../shared/i18n/locales/es/quotation.json'
import trTexts from '../../shared/i18n/locales/tr/quotation.json'
import { DEFAULT_LANG, isLang, type Lang } from '../../shared/i18n.ts'
import type { QuotationLineView, QuotationView } from '../../shared/quotation-view.ts'
import type { Currency } from '../../shared/schemas/desk.ts'
import type { Settings } from '../../shared/schemas/settings.ts'
import type { Submission } from '../../shared/schemas/submission.ts'
import { settingText } from '../../shared/settings-text.ts'
import { type LineCatalogue, viewLines } from '../mail/quote-lines-view.ts'
import { isExpired, type QuotationRecord } from './quotation.ts'

const TEXTS: Record<Lang, Record<string, string>> = { tr: trTexts, en: enTexts, es: esTexts }
export type QuotationTextId = keyof typeof trTexts

/** A text of the quotation area in `lang`, `{name}` filled in. */
export function quotationText(lang: Lang, id: QuotationTextId, values: Record<string, string> = {}): string {
  const template = TEXTS[lang][id] ?? TEXTS[DEFAULT_LANG][id] ?? id
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole)
}

const SYMBOLS: Record<Currency, string> = { TRY: '₺', EUR: '€', USD: '$' }

/**
 * An amount as the language writes money: `1.234,50 €` (tr, es), `€1,234.50` (en), the lira always `₺`. Grouped
 * from four digits in every language (Spanish CLDR would leave 1234 ungrouped, which reads badly beside 12.345).
 */
export function formatMoney(value: number, currency: Currency, lang: Lang, maxDigits = 2): string {
  const number = new Intl.NumberFormat(lang, {
    minimumFractionDigits: 2,
    maximumFractionDigits: maxDigits,
    useGrouping: 'always',
  }).format(value)
  const symbol = SYMBOLS[currency]
  return lang === 'en' ? `${symbol}${number}` : `${number} ${symbol}`
}

export function formatQuantity(value: number, lang: Lang): string {
  return new Intl.NumberFormat(lang, { useGrouping: 'always' }).format(value)
}

/** `2026-05-31` (or an ISO time, read as its day in Turkey) as the language writes a date: 31 Mayıs 2026. */
export function formatDay(day: string, lang: Lang): string {
  const date = day.length === 10 ? new Date(`${day}T12:00:00Z`) : new Date(Date.parse(day) + 3 * 3600_000)
  return new Intl.DateTimeFormat(lang, { dateStyle: 'long', timeZone: 'UTC' }).format(date)
}

/** The buyer's language: the request's, Turkish when it was none of ours. */
export function buyerLang(submission: Pick<Submission, 'lang'>): Lang {
  return isLang(submission.lang) ? submission.lang : DEFAULT_LANG
}

export function viewQuotation(
  record: QuotationRecord,
  submission: Submission,
  context: { catalogue: LineCatalogue; settings: Settings; lang: Lang; now?: number },
): QuotationView {
  const { lang, settings } = context
  const money = (minor: number) => formatMoney(minor / 100, record.input.currency, lang)
  const items = viewLines(submission.items ?? [], context.catalogue, lang)
  const lines = record.lines.map((line, index): QuotationLineView => {
    const item = line.item !== undefined ? items[line.item] : undefined
    let title = line.text ?? ''
    let detail = ''
    if (item) {
      title = [item.product, item.free ? '' : item.standard].filter(Boolean).join(' · ')
      if (item.standard && item.product.includes(item.standard)) title = item.product
      detail = [
        [item.size, item.length].filter(Boolean).join(' × '),
        item.choices.material,
        item.choices.class,
        item.choices.finish,
        item.note,
        line.text ?? '',
      ]
        .filter(Boolean)
        .join(' · ')
    }
    return {
      number: index + 1,
      title,
      detail,
      quantity: `${formatQuantity(line.quantity, lang)} ${quotationText(lang, line.quantity === 1 ? 'quotation.unit.one' : 'quotation.unit')}`,
      unitPrice: formatMoney(line.unit_price, record.input.currency, lang, 4),
      per: quotationText(lang, `quotation.per.${line.per}`),
      amount: money(line.amount_minor),
    }
  })
  const answer = record.answer
  const view: QuotationView = {
    lang,
    reference: submission.reference ?? submission.id,
    date: formatDay(record.sent_at ?? record.updated_at, lang),
    company: {
      name: settings.company_name,
      address: settingText(settings, 'company_address', lang),
      phone: settings.company_phone,
      email: settings.company_email,
      website: settings.company_website,
    },
    buyer: { name: submission.fields.name?.trim() ?? '', company: submission.fields.company?.trim() ?? '' },
    currency: record.input.currency,
    lines,
    total: money(record.total_minor),
    validUntil: formatDay(record.input.valid_until, lang),
    delivery: record.input.delivery,
    terms: record.input.terms,
    note: record.input.note,
    state: answer
      ? answer.kind
      : isExpired(record.input.valid_until, context.now ?? Date.now())
        ? 'expired'
        : 'open',
  }
  if (answer) {
    view.answer = { at: formatDay(answer.at, lang) }
    if (answer.kind === 'accepted') {
      view.answer.name = answer.name
      if (answer.po_number) view.answer.poNumber = answer.po_number
    } else if (answer.reason) view.answer.reason = answer.reason
  }
  return view
}
