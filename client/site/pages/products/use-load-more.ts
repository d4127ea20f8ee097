import { useState } from 'react'
import type { PageDataMap } from '../../../../shared/page-data.ts'
import type { PublicProduct } from '../../../../shared/schemas/product.ts'
import { useLang } from '../../../lib/lang.ts'

type ListData = PageDataMap['products']
type Extra = { source: ListData; items: PublicProduct[] }

/**
 * The products on screen: the server's page plus any pages fetched with "load more" from
 * GET /api/products/page. A new filter (new page data) starts again from the server's page.
 */
export function useLoadMore(data: ListData) {
  const lang = useLang()
  const [extra, setExtra] = useState<Extra>({ source: data, items: [] })
  const [status, setStatus] = useState<{ source: ListData; state: 'idle' | 'loading' | 'error' }>({
    source: data,
    state: 'idle',
  })
  const appended = extra.source === data ? extra.items : []
  const state = status.source === data ? status.state : 'idle'
  const products = appended.length > 0 ? [...data.products, ...appended] : data.products
  const shown = data.offset + products.length
  const hasMore = shown < data.total

  /** Appends the next page; resolves true once it is on screen. */
  async function loadMore(): Promise<boolean> {
    if (state === 'loading' || !hasMore) return false
    setStatus({ source: data, state: 'loading' })
    const query = new URLSearchParams({ lang, offset: String(shown), limit: String(data.pageSize) })
    if (data.category) query.set('category', data.category)
    if (data.search) query.set('q', data.search)
    try {
      const response = await fetch(`/api/products/page?${query}`)
      if (!response.ok) throw new Error(`HTTP ${response.status}`)
      const page = (await response.json()) as { items: PublicProduct[] }
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
