import { FormattedMessage } from 'react-intl'
import { Link } from '../../../components/link.tsx'
import { pickText } from '../../../../shared/i18n.ts'
import { useLang } from '../../../lib/lang.ts'
import { useCommonData, usePageData } from '../../../lib/page-data.tsx'
import { useProductFilters } from './use-product-filters.ts'

/**
 * "All" plus one link per category (links, so they work without JavaScript). Each keeps the search and the
 * facets, and counts the products it would show under them (the page's facet counts; the catalogue totals
 * while the list is not loaded).
 */
export function CategoryList({ onSelect }: { onSelect?: () => void }) {
  const lang = useLang()
  const { categories } = useCommonData()
  const facetCounts = usePageData('products')?.facets.category
  const { category, urlFor } = useProductFilters()
  const countOf = (slug: string, total: number) =>
    facetCounts ? (facetCounts.find((value) => value.id === slug)?.count ?? 0) : total
  const items = [
    { slug: null, label: <FormattedMessage id="products.categories.all" />, count: null },
    ...categories.map((c) => ({
      slug: c.slug,
      label: pickText(c, 'name', lang),
      count: countOf(c.slug, c._count.products),
    })),
  ]
  return (
    <ul className="category-list">
      {items.map((item) => {
        const current = item.slug === category
        return (
          <li key={item.slug ?? '*'}>
            <Link
              to={urlFor({ category: item.slug })}
              className={current ? 'category-list__link is-current' : 'category-list__link'}
              aria-current={current ? 'page' : undefined}
              onClick={onSelect}
            >
              <span>{item.label}</span>
              {item.count !== null && <span className="category-list__count">{item.count}</span>}
            </Link>
          </li>
        )
      })}
    </ul>
  )
}
