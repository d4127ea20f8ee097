import type { Lang } from '../../shared/i18n.ts'
import { QUOTE_CHOICES, type QuoteChoice } from '../../shared/quote-items.ts'
import type { StoredQuoteItem } from '../../shared/schemas/quote-item.ts'
import { sizeText } from '../../shared/standards/sizes.ts'
import { describeStoredItem, type QuoteCatalogue } from '../quote/quote-lines.ts'

/*
 * A stored quote line as the mails and the CSV write it, in one language: the labels come from describeStoredItem
 * (server/quote/quote-lines.ts: today's names, else those stored with the request), formatted here as text cells.
 */

/** What the mails read of the catalogue, at the moment a mail is written (today's names and labels). */
export type LineCatalogue = QuoteCatalogue

export type LineView = {
  /** A free line (the buyer's own words, no product of ours). */
  free: boolean
  /** The product's name in the language (today's), else the Turkish name stored with the request; a free line's text. */
  product: string
  standard: string
  size: string
  /** "30 mm", the number as the language writes it; '' without a length. */
  length: string
  /** The length in mm as a plain number ("30", "2.5"), for the CSV. */
  lengthMm: string
  choices: Record<QuoteChoice, string>
  quantity: number
  note: string
  /** The product page in the language (`/en/urunler/…`), when the product is still offered. */
  path?: string
}

const numberFormats = new Map<Lang, Intl.NumberFormat>()
function numberFormat(lang: Lang): Intl.NumberFormat {
  let format = numberFormats.get(lang)
  if (!format) numberFormats.set(lang, (format = new Intl.NumberFormat(lang, { maximumFractionDigits: 2 })))
  return format
}

/** A whole number as `lang` writes it: 12.000 (tr, es), 12,000 (en). */
export function formatNumber(value: number, lang: Lang): string {
  return numberFormat(lang).format(value)
}

/** Every line of a request in `lang`, in its order. */
export function viewLines(
  items: readonly StoredQuoteItem[],
  catalogue: LineCatalogue,
  lang: Lang,
): LineView[] {
  return items.map((item) => viewLine(item, catalogue, lang))
}

function viewLine(item: StoredQuoteItem, catalogue: LineCatalogue, lang: Lang): LineView {
  const described = describeStoredItem(item, catalogue, lang)
  const free = !item.product
  const view: LineView = {
    free,
    product: free ? (item.text ?? '') : (described.labels.product ?? item.product ?? ''),
    standard: described.labels.standard ?? '',
    size: item.size ? sizeText(item.size) : '',
    length: item.length !== undefined ? `${formatNumber(item.length, lang)} mm` : '',
    lengthMm: item.length !== undefined ? String(item.length) : '',
    choices: Object.fromEntries(
      QUOTE_CHOICES.map((choice) => [choice, described.labels[choice] ?? '']),
    ) as Record<QuoteChoice, string>,
    quantity: item.quantity,
    note: item.note ?? '',
  }
  // A free line's text is its product cell; a product line may also carry one (kept beside the note).
  if (!free && item.text) view.note = view.note ? `${view.note} · ${item.text}` : item.text
  if (described.url) view.path = described.url
  return view
}
