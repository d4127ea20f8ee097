import { type MouseEvent, type ReactNode, useState } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { useNavigate, useSearchParams } from 'react-router'
import type { ProductView } from '../../../../shared/page-data.ts'
import { isSizeKey, sizeLabel } from '../../../../shared/standards/sizes.ts'
import { formatNumber } from '../../../lib/format.ts'
import { useHref, useLang } from '../../../lib/lang.ts'
import { QUOTE_CHOICES } from '../../../../shared/catalogue/field-params.ts'
import {
  choiceUrl,
  choiceValues,
  type ProductChoice,
  type QuoteChoice,
  quoteUrl,
  quoteTarget,
  readChoice,
} from './product-choice.ts'
import { DimensionCells, DimensionHeaders, SizesLegend } from './product-size-dimensions.tsx'
import { Icon } from '../../../components/icon.tsx'
import { useHydrated } from '../../../lib/use-hydrated.ts'
import { AddToQuoteDialog } from '../../quote-list/lazy-add-dialog.tsx'
import type { QuoteTarget } from '../../quote-list/quote-target.ts'
import { CadLinks } from './cad-links.tsx'
import { rowName } from './cad-viewer/cad-rows.ts'

/** Before the dimension columns, and after them. */
const SIZE_COLUMNS = ['product.sizes.size', 'product.sizes.length']
const ORDER_COLUMNS = ['product.sizes.stock', 'product.sizes.weight']

const label = (size: string) => (isSizeKey(size) ? sizeLabel(size) : size)

/** kg per 1,000 pieces with the precision the value needs: "0,48", "12,5", "186". */
function weightDecimals(value: number): number {
  return value < 10 ? 2 : value < 100 ? 1 : 0
}

/**
 * One choice as a plain link (`?size=M10`): without JavaScript the server renders the chosen view; with it the choice
 * applies at once and the address follows, without asking the server again (the page's data holds every row).
 */
function ChoiceLink({
  href,
  active,
  onChoose,
  children,
}: {
  href: string
  active: boolean
  onChoose: () => void
  children: ReactNode
}) {
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
    event.preventDefault()
    onChoose()
    window.history.replaceState(window.history.state, '', href)
  }
  return (
    <a
      href={href}
      className="product-choice__link"
      aria-current={active ? 'true' : undefined}
      onClick={onClick}
    >
      {children}
    </a>
  )
}

function ChoiceGroup({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="product-choice" role="group" aria-labelledby={`${title}-label`}>
      <span id={`${title}-label`} className="product-choice__label">
        <FormattedMessage id={title} />
      </span>
      {children}
    </div>
  )
}

/**
 * The size table: rows size x length with the standard's dimensions for the size, stocked or made to order, weight
 * per 1,000 ("≈" when computed), each with a quote link.
 */
export function ProductSizes({ product }: { product: ProductView }) {
  const intl = useIntl()
  const lang = useLang()
  const href = useHref()
  const [params] = useSearchParams()
  const navigate = useNavigate()
  const [choice, setChoice] = useState<ProductChoice>(() => readChoice(product, params))
  const [adding, setAdding] = useState<QuoteTarget | null>(null)
  // Until the page runs its scripts a row's quote link opens the form with that row; then it adds to the list.
  const hydrated = useHydrated()
  if (product.sizes.length === 0) return null
  const inStock = intl.formatMessage({ id: 'product.sizes.inStock' })
  const toOrder = intl.formatMessage({ id: 'product.sizes.toOrder' })
  const quote = intl.formatMessage({ id: 'product.sizes.quote' })
  const { dimensions } = product
  const header = (title: string) => (
    <th key={title} scope="col">
      <FormattedMessage id={title} />
    </th>
  )
  const followInApp = (event: MouseEvent<HTMLElement>) => {
    const anchor = (event.target as Element).closest('a')
    // A file link (a row's CAD model) is downloaded by the browser, not followed.
    if (
      !anchor ||
      anchor.hasAttribute('download') ||
      event.button !== 0 ||
      event.metaKey ||
      event.ctrlKey ||
      event.shiftKey ||
      event.altKey
    )
      return
    event.preventDefault()
    void navigate(anchor.getAttribute('href') ?? '')
  }
  const path = href('product', { slug: product.slug })
  const quotePath = href('quote')
  const sizes = [...new Set(product.sizes.map(([size]) => size))]
  const rows = choice.size ? product.sizes.filter(([size]) => size === choice.size) : product.sizes
  const special = new Set(product.specialSizes.map((index) => product.sizes[index]))
  const cadSizes = product.cad && new Set(product.cad.sizes)
  const rowsOfSize = new Map<string, number>()
  for (const [size] of rows) rowsOfSize.set(size, (rowsOfSize.get(size) ?? 0) + 1)
  const link = (next: Partial<ProductChoice>, active: boolean, text: ReactNode, key: string) => {
    const chosen = { ...choice, ...next }
    return (
      <ChoiceLink key={key} href={choiceUrl(path, chosen)} active={active} onChoose={() => setChoice(chosen)}>
        {text}
      </ChoiceLink>
    )
  }
  const termChoice = (name: QuoteChoice) => {
    const list = choiceValues(product, name)
    return (
      list.length > 1 && (
        <ChoiceGroup key={name} title={`product.choice.${name}`}>
          {link({ [name]: null }, choice[name] === null, <FormattedMessage id="product.choice.any" />, '')}
          {list.map((term) => link({ [name]: term.id }, choice[name] === term.id, term.text, term.id))}
        </ChoiceGroup>
      )
    )
  }

  return (
    <section className="product-section product-sizes" aria-labelledby="product-sizes">
      <h2 id="product-sizes" className="product-section__title">
        <FormattedMessage id="product.sizes.title" />{' '}
        <span className="product-sizes__count">
          <FormattedMessage id="product.sizes.count" values={{ count: rows.length }} />
        </span>
      </h2>
      <div className="product-sizes__choices">
        {sizes.length > 1 && (
          <ChoiceGroup title="product.sizes.filter">
            {link({ size: null }, choice.size === null, <FormattedMessage id="product.sizes.all" />, '')}
            {sizes.map((size) => link({ size }, choice.size === size, label(size), size))}
          </ChoiceGroup>
        )}
        {QUOTE_CHOICES.map(termChoice)}
      </div>
      <div className="size-table__scroll">
        {/* Laid out when scrolled near (content-visibility: auto, see products.css). */}
        <div className="size-table__rows">
          <table className="size-table">
            <thead>
              <tr>
                {SIZE_COLUMNS.map(header)}
                {dimensions && <DimensionHeaders dimensions={dimensions} />}
                {ORDER_COLUMNS.map(header)}
                {cadSizes && header('product.cad.column')}
                <th scope="col">
                  <span className="visually-hidden">
                    <FormattedMessage id="product.sizes.quoteHeader" />
                  </span>
                </th>
              </tr>
            </thead>
            {/* Row links navigate inside the app through one listener (no per-link router attributes in the HTML). */}
            <tbody onClick={followInApp}>
              {rows.map((row, index) => {
                const [size, length, stocked, weight, computed] = row
                const firstOfSize = index === 0 || rows[index - 1]![0] !== size
                return (
                  <tr key={`${size}x${length}`}>
                    <th>{label(size)}</th>
                    <td>
                      {length === null ? '–' : formatNumber(length, lang, length % 1 ? 1 : 0)}
                      {special.has(row) && (
                        <span
                          className="size-table__special"
                          title={intl.formatMessage({ id: 'product.sizes.specialHint' })}
                        >
                          <FormattedMessage id="product.sizes.special" />
                        </span>
                      )}
                    </td>
                    {dimensions && firstOfSize && (
                      <DimensionCells dimensions={dimensions} size={size} rows={rowsOfSize.get(size) ?? 1} />
                    )}
                    <td className={stocked ? 'is-stock' : undefined}>{stocked ? inStock : toOrder}</td>
                    {/* "≈" (kept on the number's line) marks a computed weight; the legend says so in words. */}
                    <td>
                      {weight === null
                        ? '–'
                        : `${computed ? '≈\u00a0' : ''}${formatNumber(weight, lang, weightDecimals(weight))}`}
                    </td>
                    {cadSizes && (
                      <td>
                        {cadSizes.has(size) && (
                          <CadLinks path={path} size={size} length={length} lang={lang} />
                        )}
                      </td>
                    )}
                    <td>
                      {hydrated ? (
                        <button
                          type="button"
                          className="size-table__add"
                          aria-haspopup="dialog"
                          aria-label={intl.formatMessage(
                            { id: 'quoteList.add.row' },
                            { row: rowName(size, length, lang) },
                          )}
                          onClick={() => setAdding(quoteTarget(product, row, choice))}
                        >
                          <Icon name="plus" size={16} />
                          <FormattedMessage id="quoteList.add.button" />
                        </button>
                      ) : (
                        <a href={quoteUrl(quotePath, product.slug, row, choice)}>{quote}</a>
                      )}
                    </td>
                  </tr>
                )
              })}
            </tbody>
          </table>
        </div>
      </div>
      <SizesLegend dimensions={dimensions} computed={product.sizes.some((row) => row[4] === 1)} />
      <AddToQuoteDialog target={adding} onClose={() => setAdding(null)} />
    </section>
  )
}
