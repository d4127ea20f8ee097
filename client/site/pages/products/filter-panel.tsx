import { useCallback, useRef, useSyncExternalStore } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { pickText } from '../../../../shared/i18n.ts'
import { LIST_FACETS } from '../../../../shared/product-facets.ts'
import { Icon } from '../../../components/icon.tsx'
import { useLang } from '../../../lib/lang.ts'
import { useCommonData, usePageData } from '../../../lib/page-data.tsx'
import { CategoryList } from './category-list.tsx'
import { DrawerHold } from './lazy-drawer-hold.tsx'
import { FacetForm } from './lazy-facet-form.tsx'
import { useProductFilters } from './use-product-filters.ts'

export const PANEL_ID = 'product-filters'
const DESKTOP = '(min-width: 1024px)'

function subscribeDesktop(onChange: () => void): () => void {
  const media = window.matchMedia(DESKTOP)
  media.addEventListener('change', onChange)
  return () => media.removeEventListener('change', onChange)
}

function useIsDesktop(): boolean {
  return useSyncExternalStore(
    subscribeDesktop,
    () => window.matchMedia(DESKTOP).matches,
    () => true,
  )
}

/**
 * The filters (categories as links, the facets as a GET form): a sidebar on wide screens, a drawer behind
 * "Filter" on phones and tablets. Without JavaScript the opener is an in-page link and CSS `:target` shows
 * the drawer.
 */
export function FilterPanel({
  open,
  onOpenChange,
}: {
  open: boolean
  onOpenChange: (open: boolean) => void
}) {
  const intl = useIntl()
  const panel = useRef<HTMLElement>(null)
  const desktop = useIsDesktop()
  const facets = usePageData('products')?.facets
  const drawerOpen = open && !desktop
  // The same function every render: the facet form waits to be made live as long as its props stay the same.
  const close = useCallback(() => onOpenChange(false), [onOpenChange])

  return (
    <>
      {drawerOpen && (
        <>
          <div className="filter-backdrop" aria-hidden="true" onClick={() => onOpenChange(false)} />
          <DrawerHold panel={panel} onClose={() => onOpenChange(false)} />
        </>
      )}
      <aside
        ref={panel}
        id={PANEL_ID}
        className={drawerOpen ? 'filter-panel is-open' : 'filter-panel'}
        aria-labelledby="product-filters-title"
        role={drawerOpen ? 'dialog' : undefined}
        aria-modal={drawerOpen ? true : undefined}
        tabIndex={-1}
      >
        <div className="filter-panel__head">
          <h2 id="product-filters-title" className="filter-panel__title">
            <FormattedMessage id="products.filters.title" />
          </h2>
          <a
            href="#product-list"
            className="filter-panel__close"
            aria-label={intl.formatMessage({ id: 'products.filters.close' })}
            onClick={(event) => {
              // Opened through its #target (before hydration): let the link clear the target.
              if (window.location.hash !== `#${PANEL_ID}`) event.preventDefault()
              onOpenChange(false)
            }}
          >
            <Icon name="x" size={22} />
          </a>
        </div>
        <nav className="facet" aria-labelledby="product-categories-title">
          <h3 id="product-categories-title" className="facet__title">
            <FormattedMessage id="products.categories.title" />
          </h3>
          <CategoryList onSelect={() => onOpenChange(false)} />
        </nav>
        {facets && <FacetForm facets={facets} onApply={close} />}
      </aside>
    </>
  )
}

/** The phone and tablet opener of the filter drawer, naming the chosen category. */
export function FilterOpener({ open, onOpen }: { open: boolean; onOpen: () => void }) {
  const lang = useLang()
  const { categories } = useCommonData()
  const filter = useProductFilters()
  const current = categories.find((c) => c.slug === filter.category)
  const active = LIST_FACETS.reduce((sum, facet) => sum + filter[facet].length, filter.length ? 1 : 0)
  return (
    <a
      href={`#${PANEL_ID}`}
      className="filter-opener"
      aria-controls={PANEL_ID}
      aria-expanded={open}
      onClick={(event) => {
        event.preventDefault()
        onOpen()
      }}
    >
      <Icon name="sliders-horizontal" size={18} />
      <FormattedMessage id="products.filters.open" />
      {current && <span className="filter-opener__current">{pickText(current, 'name', lang)}</span>}
      {active > 0 && <span className="filter-opener__count">{active}</span>}
    </a>
  )
}
