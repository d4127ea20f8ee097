import { type MouseEvent, type ReactNode, useState } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { useNavigate, useSearchParams } from 'react-router'
import type { ProductView } from '../../../../shared/page-data.ts'
import { sizeText } from '../../../../shared/standards/sizes.ts'
import { useHref, useLang } from '../../../lib/lang.ts'
import { QUOTE_CHOICES } from '../../../../shared/catalogue/field-params.ts'
import {
  choiceUrl,
  choiceValues,
  type ProductChoice,
  type QuoteChoice,
  quoteTarget,
  readChoice,
} from './product-choice.ts'
import { DimensionHeaders, SizesLegend } from './product-size-dimensions.tsx'
import { useHydrated } from '../../../lib/use-hydrated.ts'
import { AddToQuoteDialog } from '../../quote-list/lazy-add-dialog.tsx'
import type { QuoteTarget } from '../../quote-list/quote-target.ts'
import { ROW_ATTRIBUTE, sizeTableBody } from './size-table-body.ts'
import { SizeTableRows } from './size-table-rows.tsx'

/** Before the dimension columns, and after them. */
const SIZE_COLUMNS = ['product.sizes.size', 'product.sizes.length']
const ORDER_COLUMNS = ['product.sizes.stock', 'product.sizes.weight']

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
  const { dimensions } = product
  const header = (title: string) => (
    <th key={title} scope="col">
      <FormattedMessage id={title} />
    </th>
  )
  const path = href('product', { slug: product.slug })
  const quotePath = href('quote')
  const sizes = [...new Set(product.sizes.map(([size]) => size))]
  const rows = choice.size ? product.sizes.filter(([size]) => size === choice.size) : product.sizes
  const cadSizes = product.cad && new Set(product.cad.sizes)
  const html = sizeTableBody({
    product,
    rows,
    choice,
    path,
    quotePath,
    lang,
    text: (id, values) => intl.formatMessage({ id }, values),
    live: hydrated,
  })
  // A row's button adds the row to the quote list; a row's link (a quote link before the table is live) opens its
  // page inside the app, while a file link (a row's CAD model) is downloaded by the browser.
  const onBodyClick = (event: MouseEvent<HTMLElement>) => {
    const target = event.target as Element
    const button = target.closest(`button[${ROW_ATTRIBUTE}]`)
    const row = button && product.sizes[Number(button.getAttribute(ROW_ATTRIBUTE))]
    if (row) return setAdding(quoteTarget(product, row, choice))
    const anchor = target.closest('a')
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
            {sizes.map((size) => link({ size }, choice.size === size, sizeText(size), size))}
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
            {/* Written as HTML (see size-table-body.ts); its links and buttons are handled by one listener. */}
            <SizeTableRows html={html} onClick={onBodyClick} />
          </table>
        </div>
      </div>
      <SizesLegend dimensions={dimensions} computed={product.sizes.some((row) => row[4] === 1)} />
      <AddToQuoteDialog target={adding} onClose={() => setAdding(null)} />
    </section>
  )
}
