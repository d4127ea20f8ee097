import {
  fieldOfParam,
  QUOTE_CHOICES,
  type QuoteChoice,
  type TermFieldKey,
} from '../../../../shared/catalogue/technical-fields.ts'
import type { TechnicalValue } from '../../../../shared/catalogue/technical-view.ts'
import type { ProductView, SizeCells } from '../../../../shared/page-data.ts'
import { sizeText } from '../../../../shared/standards/sizes.ts'
import type { QuoteTarget } from '../../quote-list/quote-target.ts'

export type { QuoteChoice }

/**
 * What a product page's URL chooses: `?size=M10` filters the size table, each quote choice (`material`, `finish`) says
 * what the rows' quote links carry. Values the product does not have are ignored; a product with one value of a
 * choice carries it without being asked.
 */
export type ProductChoice = { size: string | null } & Record<QuoteChoice, string | null>

/** The product's values of a quote choice, in the page's language. */
export function choiceValues(product: ProductView, name: QuoteChoice): TechnicalValue[] {
  return product.technical[fieldOfParam(name) as TermFieldKey]
}

function pick(list: TechnicalValue[], wanted: string | null): string | null {
  if (wanted && list.some((term) => term.id === wanted)) return wanted
  return list.length === 1 ? list[0]!.id : null
}

export function readChoice(product: ProductView, params: URLSearchParams): ProductChoice {
  const size = params.get('size')
  const choice = { size: size && product.sizes.some(([rowSize]) => rowSize === size) ? size : null }
  return Object.assign(
    choice,
    ...QUOTE_CHOICES.map((name) => ({ [name]: pick(choiceValues(product, name), params.get(name)) })),
  ) as ProductChoice
}

/** The product page's own address with a choice (`?size=M10&material=a2`); the bare path without one. */
export function choiceUrl(path: string, choice: ProductChoice): string {
  const params = new URLSearchParams()
  for (const name of ['size', ...QUOTE_CHOICES] as const) {
    const value = choice[name]
    if (value) params.set(name, value)
  }
  const search = params.toString()
  return search ? `${path}?${search}` : path
}

/**
 * The size rows' quote links: `/teklif?product=<slug>&size=M10&length=40&material=a2&finish=zinc-white`. What every
 * row shares is encoded once, each size once: a table writes one per row.
 */
export function quoteUrls(
  quotePath: string,
  slug: string,
  choice: ProductChoice,
): (row: SizeCells) => string {
  const chosen = new URLSearchParams()
  for (const name of QUOTE_CHOICES) {
    const value = choice[name]
    if (value) chosen.set(name, value)
  }
  const tail = chosen.size > 0 ? `&${chosen.toString()}` : ''
  const start = `${quotePath}?${new URLSearchParams({ product: slug }).toString()}&`
  const sizes = new Map<string, string>()
  return ([size, length]) => {
    let sizeParam = sizes.get(size)
    if (sizeParam === undefined) {
      sizeParam = new URLSearchParams({ size }).toString()
      sizes.set(size, sizeParam)
    }
    // A length is a plain number ("40", "12.5"), which a query writes as it is.
    return `${start}${sizeParam}${length === null ? '' : `&length=${length}`}${tail}`
  }
}

/** What a size row's (or a product's) "Add to quote list" adds, with the product's own values of each choice. */
export function quoteTarget(
  product: ProductView,
  row: SizeCells | null,
  choice: Partial<ProductChoice>,
): QuoteTarget {
  const target: QuoteTarget = { slug: product.slug, name: product.name, options: {}, preset: {} }
  const standard = product.technical.standards[0]?.text
  if (standard) target.standard = standard
  if (row) {
    target.size = row[0]
    target.sizeLabel = sizeText(row[0])
    if (row[1] !== null) target.length = row[1]
  }
  for (const name of QUOTE_CHOICES) {
    const list = choiceValues(product, name)
    if (list.length === 0) continue
    target.options[name] = list.map(({ id, text }) => ({ id, text }))
    const preset = pick(list, choice[name] ?? null)
    if (preset) target.preset[name] = preset
  }
  return target
}
