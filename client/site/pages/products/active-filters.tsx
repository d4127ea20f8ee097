import { FormattedMessage, useIntl } from 'react-intl'
import { Link } from '../../../components/link.tsx'
import type { PageDataMap } from '../../../../shared/page-data.ts'
import { LIST_FACETS, type ProductFilterQuery } from '../../../../shared/product-facets.ts'
import { Icon } from '../../../components/icon.tsx'
import { useHref } from '../../../lib/lang.ts'
import { useProductFilters } from './use-product-filters.ts'

type Chip = { key: string; label: string; without: Partial<ProductFilterQuery> }

/**
 * The filters in force as chips, each a link to the same list without it, and "clear all": links, so they
 * work without JavaScript. Labels come from the page's facet values, in the page language.
 */
export function ActiveFilters({ data }: { data: PageDataMap['products'] }) {
  const intl = useIntl()
  const href = useHref()
  const filter = useProductFilters()
  const labelOf = (facet: keyof PageDataMap['products']['facets'], id: string) => {
    const values = data.facets[facet]
    return (Array.isArray(values) ? values.find((value) => value.id === id)?.label : undefined) ?? id
  }
  const chips: Chip[] = []
  if (filter.category) {
    chips.push({ key: 'category', label: labelOf('category', filter.category), without: { category: null } })
  }
  if (filter.q.trim()) chips.push({ key: 'q', label: `“${filter.q.trim()}”`, without: { q: '' } })
  for (const facet of LIST_FACETS) {
    for (const id of filter[facet]) {
      chips.push({
        key: `${facet}:${id}`,
        label: labelOf(facet, id),
        without: { [facet]: filter[facet].filter((other) => other !== id) },
      })
    }
  }
  if (filter.length) {
    const { min, max } = filter.length
    chips.push({
      key: 'length',
      label: intl.formatMessage(
        { id: 'products.chip.length' },
        { min: min ?? '', max: max ?? '', open: min === null ? 'from' : max === null ? 'to' : 'none' },
      ),
      without: { length: null },
    })
  }
  if (chips.length === 0) return null

  return (
    <div className="active-filters">
      <h3 className="visually-hidden">
        <FormattedMessage id="products.filters.active" />
      </h3>
      <ul className="active-filters__list">
        {chips.map((chip) => (
          <li key={chip.key}>
            <Link
              className="filter-chip"
              to={filter.urlFor(chip.without)}
              aria-label={intl.formatMessage({ id: 'products.filters.remove' }, { label: chip.label })}
            >
              <span>{chip.label}</span>
              <Icon name="x" size={14} />
            </Link>
          </li>
        ))}
      </ul>
      {chips.length > 1 && (
        <Link className="active-filters__clear" to={href('products')}>
          <FormattedMessage id="products.filters.clear" />
        </Link>
      )}
    </div>
  )
}
