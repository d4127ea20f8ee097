import { useSearchParams } from 'react-router'
import { useHref } from '../../../lib/lang.ts'

export type ProductFilterState = { category: string | null; q: string }

/**
 * The products list's filter lives in the URL (`?category=<slug>&q=<text>`), so a filtered view
 * can be shared and is rendered by the server. `urlFor` builds the address of another filter
 * (always back on the first page).
 */
export function useProductFilters(): ProductFilterState & {
  urlFor: (next: Partial<ProductFilterState>) => string
} {
  const [params] = useSearchParams()
  const href = useHref()
  const category = params.get('category') || null
  const q = params.get('q') ?? ''
  const urlFor = (next: Partial<ProductFilterState>) =>
    productsUrl(href('products'), { category, q, ...next })
  return { category, q, urlFor }
}

export function productsUrl(base: string, { category, q }: ProductFilterState, page = 1): string {
  const query = new URLSearchParams()
  if (category) query.set('category', category)
  if (q.trim()) query.set('q', q.trim())
  if (page > 1) query.set('page', String(page))
  const search = query.toString()
  return search ? `${base}?${search}` : base
}
