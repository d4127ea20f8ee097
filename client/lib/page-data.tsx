import { createContext, type ReactNode, useContext, useEffect, useRef, useState } from 'react'
import { useLocation } from 'react-router'
import type { CommonData, PageData, PageDataMap, PageKind } from '../../shared/page-data.ts'

type PageDataState = { data: PageData; loading: boolean; error: boolean; retry: () => void }
const PageDataContext = createContext<PageDataState | null>(null)

/**
 * Holds the data of the page on screen. The first page's data comes embedded in the server's
 * HTML; after a client-side navigation it is fetched from /api/page-data, the same loader the
 * server rendered with. Settings re-read by the poller are merged in through `setSettings`.
 */
export function PageDataProvider({ initial, children }: { initial: PageData; children: ReactNode }) {
  const location = useLocation()
  const url = location.pathname + location.search
  const [data, setData] = useState(initial)
  const [loading, setLoading] = useState(false)
  const [error, setError] = useState(false)
  const [attempt, setAttempt] = useState(0)
  // The embedded data answers the address the page was loaded at, whatever parameters it carries
  // (`?utm_source=...`: the server rendered it under its canonical URL), so hydration fetches
  // nothing. Later addresses are asked for as they are; the server reads only the parameters
  // each page reads (shared/page-query.ts), which the browser need not know.
  const cache = useRef(
    new Map<string, PageData>([
      [initial.url, initial],
      [url, initial],
    ]),
  )

  useEffect(() => {
    void attempt
    const cached = cache.current.get(url)
    if (cached) {
      setData(cached)
      setLoading(false)
      setError(false)
      return
    }
    const controller = new AbortController()
    setLoading(true)
    setError(false)
    fetch(`/api/page-data?url=${encodeURIComponent(url)}`, { signal: controller.signal })
      .then(async (response) => {
        if (!response.ok && response.status !== 404) throw new Error(`HTTP ${response.status}`)
        const next = (await response.json()) as PageData
        cache.current.set(url, next)
        setData(next)
        setLoading(false)
      })
      .catch((reason: unknown) => {
        if ((reason as Error).name === 'AbortError') return
        setLoading(false)
        setError(true)
      })
    return () => controller.abort()
  }, [url, attempt])

  const retry = () => {
    cache.current.delete(url)
    setAttempt((n) => n + 1)
  }
  return <PageDataContext value={{ data, loading, error, retry }}>{children}</PageDataContext>
}

function usePageDataState(): PageDataState {
  const state = useContext(PageDataContext)
  if (!state) throw new Error('PageDataProvider is missing')
  return state
}

/** The data of `page` once it is the page on screen; undefined while another page's data is shown. */
export function usePageData<P extends PageKind>(page: P): PageDataMap[P] | undefined {
  const { data } = usePageDataState()
  return data.page === page ? (data.data as PageDataMap[P]) : undefined
}

export function usePageStatus(): { loading: boolean; error: boolean; retry: () => void; page: PageKind } {
  const { loading, error, retry, data } = usePageDataState()
  return { loading, error, retry, page: data.page }
}

export function useCommonData(): CommonData {
  return usePageDataState().data.common
}

export function useCurrentPageData(): PageData {
  return usePageDataState().data
}
