import { fieldOfParam, vocabularyOf, type TermFieldKey } from '../../shared/catalogue/technical-fields.ts'
import type { Lang } from '../../shared/i18n.ts'
import {
  MAX_QUOTE_ITEMS,
  QUOTE_CHOICES,
  QUOTE_LINE_TEXT_MAX,
  QUOTE_QUANTITY,
  type QuoteChoice,
  type QuoteItem,
  type QuoteItemLabels,
} from '../../shared/quote-items.ts'
import { localizePath } from '../../shared/routes.ts'
import type { Product } from '../../shared/schemas/product.ts'
import type { DescribedQuoteItem, StoredQuoteItem } from '../../shared/schemas/quote-item.ts'
import type { Vocabularies } from '../../shared/schemas/technical.ts'
import { designationOf, termLabel } from '../../shared/catalogue/technical-view.ts'
import { isSizeKey, sizeLabel } from '../../shared/standards/sizes.ts'
import { formMessage } from '../submissions/messages.ts'

/*
 * A quote's lines against today's catalogue: `checkQuoteItems` takes what a browser posted (the `items` field) and
 * either keeps it, with the product's name and standard at this moment, or names every line that is wrong in the
 * visitor's language; `describeQuoteItem` says what a line shows in a language (the quote list, the mails).
 */

/** What the lines are read against: the app's stores, or any holder of the products and vocabularies. */
export type QuoteCatalogue = {
  products: { data: readonly Product[] }
  vocabularies: { data: Vocabularies }
}

const LINE_KEYS = new Set<string>(['product', 'size', 'length', 'quantity', 'note', 'text', ...QUOTE_CHOICES])

/** Active products by slug, made once per products array (a write replaces the array). */
const slugMaps = new WeakMap<readonly Product[], Map<string, Product>>()

function activeProduct(stores: QuoteCatalogue, slug: string): Product | undefined {
  const products = stores.products.data
  let bySlug = slugMaps.get(products)
  if (!bySlug) {
    bySlug = new Map(
      products.filter((product) => product.is_active).map((product) => [product.slug, product]),
    )
    slugMaps.set(products, bySlug)
  }
  return bySlug.get(slug)
}

const choiceField = (choice: QuoteChoice) => fieldOfParam(choice) as TermFieldKey

function hasTerm(vocabularies: Vocabularies, choice: QuoteChoice, id: string): boolean {
  return vocabularies[vocabularyOf(choiceField(choice))].some((candidate) => candidate.id === id)
}

function productChoices(product: Product, choice: QuoteChoice): readonly string[] {
  const value = (product.technical as Record<string, unknown>)[choiceField(choice)]
  if (Array.isArray(value)) return value as string[]
  return typeof value === 'string' && value ? [value] : []
}

const mainStandard = (product: Product) => {
  const id = product.technical.standards[0]
  return id ? designationOf(id) : undefined
}

/** A line's problem as a message id and its values (the line number is added by the caller). */
type Problem = { id: Parameters<typeof formMessage>[1]; values?: Record<string, string> }

/**
 * The line read from what was posted: null and the problem when it is not a line we can keep. Unknown fields, a
 * product no longer offered, a size or length the product is not made in, a choice it does not offer and a quantity
 * outside 1..1e9 are refused; a free line needs its text.
 */
function readLine(raw: unknown, stores: QuoteCatalogue): { item: StoredQuoteItem } | { problem: Problem } {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw))
    return { problem: { id: 'forms.quote.items.line.unreadable' } }
  const line = raw as Record<string, unknown>
  if (Object.keys(line).some((key) => !LINE_KEYS.has(key)))
    return { problem: { id: 'forms.quote.items.line.unreadable' } }
  const optionalText = (key: string) => {
    const value = line[key]
    if (value === undefined || value === null) return undefined
    return typeof value === 'string' ? value.replace(/\p{Cc}+/gu, ' ').trim() : null
  }
  const text = optionalText('text')
  const note = optionalText('note')
  const slug = optionalText('product')
  const size = optionalText('size')
  if (text === null || note === null || slug === null || size === null)
    return { problem: { id: 'forms.quote.items.line.unreadable' } }
  if ((text?.length ?? 0) > QUOTE_LINE_TEXT_MAX || (note?.length ?? 0) > QUOTE_LINE_TEXT_MAX)
    return { problem: { id: 'forms.quote.items.line.tooLong', values: { max: String(QUOTE_LINE_TEXT_MAX) } } }
  const quantity = line.quantity
  if (
    typeof quantity !== 'number' ||
    !Number.isInteger(quantity) ||
    quantity < QUOTE_QUANTITY.min ||
    quantity > QUOTE_QUANTITY.max
  )
    return { problem: { id: 'forms.quote.items.line.quantity' } }
  const length = line.length ?? undefined
  if (length !== undefined && (typeof length !== 'number' || !Number.isFinite(length) || length <= 0))
    return { problem: { id: 'forms.quote.items.line.unreadable' } }

  const item: StoredQuoteItem = { quantity }
  const product = slug ? activeProduct(stores, slug) : undefined
  if (slug && !product) return { problem: { id: 'forms.quote.items.line.product' } }
  if (!product && !text) return { problem: { id: 'forms.quote.items.line.text' } }
  if (product) {
    item.product = product.slug
    item.name = product.name_tr
    const standard = mainStandard(product)
    if (standard) item.standard = standard
  }
  if (size) {
    const known = isSizeKey(size)
    const rows = product?.sizes.filter((row) => row.size === size) ?? []
    if (!known || (product && rows.length === 0))
      return {
        problem: { id: 'forms.quote.items.line.size', values: { size: known ? sizeLabel(size) : size } },
      }
    item.size = size
    if (length !== undefined) {
      if (product && !rows.some((row) => row.length === length))
        return {
          problem: {
            id: 'forms.quote.items.line.length',
            values: { size: sizeLabel(size), length: String(length) },
          },
        }
      item.length = length
    }
  } else if (length !== undefined) return { problem: { id: 'forms.quote.items.line.unreadable' } }
  for (const choice of QUOTE_CHOICES) {
    const value = optionalText(choice)
    if (value === undefined || value === '') continue
    const offered = product
      ? productChoices(product, choice).includes(value ?? '')
      : value !== null && hasTerm(stores.vocabularies.data, choice, value)
    if (!offered || value === null)
      return { problem: { id: 'forms.quote.items.line.choice', values: { value: String(value) } } }
    item[choice] = value
  }
  if (note) item.note = note
  if (text) item.text = text
  return { item }
}

/**
 * The posted `items` field (JSON text) as the lines to store, or every problem, each naming its line (1-based) in
 * the visitor's language. An empty field or `[]` is a request without lines.
 */
export function checkQuoteItems(
  field: string,
  stores: QuoteCatalogue,
  lang: Lang,
): { ok: true; items: StoredQuoteItem[] } | { ok: false; errors: string[] } {
  if (field.trim() === '') return { ok: true, items: [] }
  let parsed: unknown
  try {
    parsed = JSON.parse(field)
  } catch {
    return { ok: false, errors: [formMessage(lang, 'forms.quote.items.malformed')] }
  }
  if (!Array.isArray(parsed)) return { ok: false, errors: [formMessage(lang, 'forms.quote.items.malformed')] }
  if (parsed.length > MAX_QUOTE_ITEMS)
    return {
      ok: false,
      errors: [formMessage(lang, 'forms.quote.items.tooMany', { max: String(MAX_QUOTE_ITEMS) })],
    }
  const items: StoredQuoteItem[] = []
  const errors: string[] = []
  parsed.forEach((raw, index) => {
    const read = readLine(raw, stores)
    if ('item' in read) items.push(read.item)
    // At most ten named: a list with 200 bad lines needs fixing, not a 200-line message.
    else if (errors.length < 10)
      errors.push(formMessage(lang, read.problem.id, { ...read.problem.values, line: String(index + 1) }))
  })
  return errors.length > 0 ? { ok: false, errors } : { ok: true, items }
}

/** What a line shows in `lang`: the product's name and main standard, the chosen terms' labels. */
function labelsOf(item: QuoteItem, product: Product | undefined, vocabularies: Vocabularies, lang: Lang) {
  const labels: QuoteItemLabels = {}
  if (product) {
    labels.product = product[`name_${lang}`] || product.name_tr
    const standard = mainStandard(product)
    if (standard) labels.standard = standard
  }
  for (const choice of QUOTE_CHOICES) {
    const id = item[choice]
    if (id) labels[choice] = termLabel(vocabularies, choiceField(choice), id, lang)
  }
  return labels
}

/**
 * A line of the browser's list as it shows in `lang` against today's catalogue: its labels, its product page, and
 * why it cannot be sent as it is (`problem`), if so. Whatever the browser kept, the answer is a well-formed line.
 */
export function describeQuoteItem(
  raw: unknown,
  stores: QuoteCatalogue,
  lang: Lang,
  position: number,
): DescribedQuoteItem {
  const read = readLine(raw, stores)
  if ('item' in read) {
    const { name: _name, standard: _standard, ...item } = read.item
    const product = item.product ? activeProduct(stores, item.product) : undefined
    return {
      ...item,
      labels: labelsOf(item, product, stores.vocabularies.data, lang),
      ...(product ? { url: localizePath(lang, `/urunler/${product.slug}`) } : {}),
    }
  }
  // Kept as far as it can be read, so the buyer sees which line it was and can fix or remove it.
  const line = (typeof raw === 'object' && raw !== null ? raw : {}) as Record<string, unknown>
  const text = (key: string) =>
    typeof line[key] === 'string' ? (line[key] as string).slice(0, QUOTE_LINE_TEXT_MAX) : undefined
  const quantity = line.quantity
  const kept: QuoteItem = {
    quantity:
      typeof quantity === 'number' && Number.isInteger(quantity)
        ? Math.min(Math.max(quantity, QUOTE_QUANTITY.min), QUOTE_QUANTITY.max)
        : QUOTE_QUANTITY.min,
  }
  for (const key of ['product', 'size', 'note', 'text'] as const) {
    const value = text(key)
    if (value) kept[key] = value
  }
  const product = kept.product ? activeProduct(stores, kept.product) : undefined
  return {
    ...kept,
    labels: labelsOf(kept, product, stores.vocabularies.data, lang),
    ...(product ? { url: localizePath(lang, `/urunler/${product.slug}`) } : {}),
    problem: formMessage(lang, read.problem.id, { ...read.problem.values, line: String(position + 1) }),
  }
}

/**
 * A stored line as it shows in `lang` (the buyer's acknowledgement, the inbox): today's product name when it still
 * exists, else the Turkish name it had when the request arrived.
 */
export function describeStoredItem(
  item: StoredQuoteItem,
  stores: QuoteCatalogue,
  lang: Lang,
): DescribedQuoteItem {
  const { name, standard, ...line } = item
  const product = line.product ? activeProduct(stores, line.product) : undefined
  const labels = labelsOf(line, product, stores.vocabularies.data, lang)
  if (!product && name) labels.product = name
  if (!labels.standard && standard) labels.standard = standard
  return { ...line, labels, ...(product ? { url: localizePath(lang, `/urunler/${product.slug}`) } : {}) }
}
