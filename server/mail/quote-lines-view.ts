import { fieldOfParam, type TermFieldKey } from '../../shared/catalogue/technical-fields.ts'
import { designationOf, termLabel } from '../../shared/catalogue/technical-view.ts'
import { type Lang, pickText } from '../../shared/i18n.ts'
import { QUOTE_CHOICES, type QuoteChoice } from '../../shared/quote-items.ts'
import { localizePath, pagePath } from '../../shared/routes.ts'
import type { Product } from '../../shared/schemas/product.ts'
import type { StoredQuoteItem } from '../../shared/schemas/quote-item.ts'
import type { Vocabularies } from '../../shared/schemas/technical.ts'
import { isSizeKey, sizeLabel } from '../../shared/standards/sizes.ts'

/*
 * A stored quote line as the mails and the CSV show it, in one language. A small local reader of the catalogue:
 * server/quote/quote-lines.ts (describeStoredItem) was not on main when the mails were written; this one reads
 * only what a line names (the product by slug, the chosen terms) and never refuses a line.
 */

/** What the mails read of the catalogue, at the moment a mail is written (today's names and labels). */
export type LineCatalogue = {
  products: () => readonly Product[]
  vocabularies: () => Vocabularies
}

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

const FIELDS = Object.fromEntries(QUOTE_CHOICES.map((choice) => [choice, fieldOfParam(choice)])) as Record<
  QuoteChoice,
  TermFieldKey
>

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
  if (items.length === 0) return []
  const wanted = new Set(items.map((item) => item.product).filter((slug) => slug !== undefined))
  const bySlug = new Map<string, Product>()
  if (wanted.size > 0)
    for (const product of catalogue.products())
      if (wanted.has(product.slug)) bySlug.set(product.slug, product)
  const vocabularies = catalogue.vocabularies()
  return items.map((item) =>
    viewLine(item, item.product ? bySlug.get(item.product) : undefined, vocabularies, lang),
  )
}

function viewLine(
  item: StoredQuoteItem,
  product: Product | undefined,
  vocabularies: Vocabularies,
  lang: Lang,
): LineView {
  const free = !item.product
  const mainStandard = product?.technical.standards[0]
  const choices = Object.fromEntries(
    QUOTE_CHOICES.map((choice) => {
      const id = item[choice]
      return [choice, id ? termLabel(vocabularies, FIELDS[choice], id, lang) : '']
    }),
  ) as Record<QuoteChoice, string>
  const view: LineView = {
    free,
    product: free
      ? (item.text ?? '')
      : product
        ? pickText(product, 'name', lang)
        : item.name || (item.product ?? ''),
    standard: mainStandard ? designationOf(mainStandard) : (item.standard ?? ''),
    size: item.size ? (isSizeKey(item.size) ? sizeLabel(item.size) : item.size) : '',
    length: item.length !== undefined ? `${formatNumber(item.length, lang)} mm` : '',
    lengthMm: item.length !== undefined ? String(item.length) : '',
    choices,
    quantity: item.quantity,
    note: item.note ?? '',
  }
  // A free line's text is its product cell; a product line may also carry one (kept beside the note).
  if (!free && item.text) view.note = view.note ? `${view.note} · ${item.text}` : item.text
  if (product?.is_active) view.path = localizePath(lang, pagePath('product', { slug: product.slug }))
  return view
}

/** The catalogue as the app's stores hold it now. */
export function storeCatalogue(stores: {
  products: { data: readonly Product[] }
  vocabularies: { data: Vocabularies }
}): LineCatalogue {
  return { products: () => stores.products.data, vocabularies: () => stores.vocabularies.data }
}
