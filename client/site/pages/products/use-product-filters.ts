import { useSearchParams } from 'react-router'
import { filterFromParams, filterSearch, type ProductFilterQuery } from '../../../../shared/product-facets.ts'
import { useHref } from '../../../lib/lang.ts'

/**
 * The products list's filter lives in the URL (shared/product-facets.ts: category, q and the facets), so a
 * filtered view can be shared and is rendered by the server. `urlFor` builds the address of another filter
 * from the current one (always back on the first page), so every link keeps the facets it does not change.
 */
export function useProductFilters(): ProductFilterQuery & {
  urlFor: (next: Partial<ProductFilterQuery>) => string
} {
  const [params] = useSearchParams()
  const href = useHref()
  const filter = filterFromParams((name) => params.getAll(name))
  const urlFor = (next: Partial<ProductFilterQuery>) => productsUrl(href('products'), { ...filter, ...next })
  return { ...filter, urlFor }
}

/** The canonical address of a filter on the products page at `base` (`/urunler`, `/es/urunler`). */
export function productsUrl(base: string, filter: ProductFilterQuery, page = 1): string {
  const search = filterSearch(filter, page)
  return search ? `${base}?${search}` : base
}
