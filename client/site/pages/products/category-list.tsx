import { FormattedMessage } from 'react-intl'
import { Link } from 'react-router'
import { pickText } from '../../../../shared/i18n.ts'
import { useLang } from '../../../lib/lang.ts'
import { useCommonData } from '../../../lib/page-data.tsx'
import { useProductFilters } from './use-product-filters.ts'

/** "All" plus one link per category (links, so they work without JavaScript); keeps the search. */
export function CategoryList({ onSelect }: { onSelect?: () => void }) {
  const lang = useLang()
  const { categories } = useCommonData()
  const { category, urlFor } = useProductFilters()
  const items = [
    { slug: null, label: <FormattedMessage id="products.categories.all" />, count: null },
    ...categories.map((c) => ({ slug: c.slug, label: pickText(c, 'name', lang), count: c._count.products })),
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
