import { useState } from 'react'
import type { PageDataMap } from '../../../../shared/page-data.ts'
import type { PageData } from '../../../../shared/page-data.ts'
import { filterSearch, type ProductCardData } from '../../../../shared/product-facets.ts'
import { useHref } from '../../../lib/lang.ts'

type ListData = PageDataMap['products']
type Extra = { source: ListData; items: ProductCardData[] }

/**
 * The products on screen: the server's page plus any pages fetched with "load more" from
 * GET /api/page-data (the next page number). A new filter (new page data) starts again from the server's page.
 */
export function useLoadMore(data: ListData) {
  const href = useHref()
  const [extra, setExtra] = useState<Extra>({ source: data, items: [] })
  const [status, setStatus] = useState<{ source: ListData; state: 'idle' | 'loading' | 'error' }>({
    source: data,
    state: 'idle',
  })
  const appended = extra.source === data ? extra.items : []
  const state = status.source === data ? status.state : 'idle'
  const products = appended.length > 0 ? [...data.cards, ...appended] : data.cards
  const shown = data.offset + products.length
  const hasMore = shown < data.total

  /** Appends the next page; resolves true once it is on screen. */
  async function loadMore(): Promise<boolean> {
    if (state === 'loading' || !hasMore) return false
    setStatus({ source: data, state: 'loading' })
    // The next page as the page itself renders it (lean cards in the page language), from the page data API.
    const search = filterSearch(data.filter, Math.floor(shown / data.pageSize) + 1)
    try {
      const response = await fetch(
        `/api/page-data?url=${encodeURIComponent(`${href('products')}?${search}`)}`,
      )
      if (!response.ok) throw new Error(`HTTP ${response.status}`)
      const next = (await response.json()) as PageData
      const page = { items: next.page === 'products' ? next.data.cards : [] }
      setExtra((current) => ({
        source: data,
        items: [...(current.source === data ? current.items : []), ...page.items],
      }))
      setStatus({ source: data, state: 'idle' })
      return true
    } catch {
      setStatus({ source: data, state: 'error' })
      return false
    }
  }

  return { products, shown, hasMore, state, loadMore }
}
