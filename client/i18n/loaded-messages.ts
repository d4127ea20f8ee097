import { useSyncExternalStore } from 'react'
import type { Lang } from '../../shared/i18n.ts'
import type { PageKind } from '../../shared/page-data.ts'
import { type CompiledMessages, compileMessages } from './compiled.ts'

/**
 * The browser's messages: the page's HTML embeds only the texts it shows (client/i18n/page-areas.ts),
 * so client-side navigation to another page first fetches that page's own texts
 * (GET /api/page-data/messages), while its chunk loads, and merges them in. Never started on the server,
 * where every render gets its page's texts whole.
 */
type Store = { lang: Lang; messages: CompiledMessages; pages: Map<PageKind, Promise<void>> }
let store: Store | undefined
const listeners = new Set<() => void>()

/** At start: the embedded texts, which hold every text of `page` (all of them on the admin). */
export function startMessages(lang: Lang, page: PageKind, messages: CompiledMessages): void {
  store = { lang, messages, pages: new Map([[page, Promise.resolve()]]) }
}

/** Resolves once the texts of `page` are in; a failed fetch is tried again at the next call. */
export function loadPageMessages(page: PageKind): Promise<void> {
  const current = store
  if (!current || current.pages.has('admin')) return Promise.resolve()
  let loading = current.pages.get(page)
  if (!loading) {
    loading = fetch(`/api/page-data/messages?page=${encodeURIComponent(page)}&lang=${current.lang}`)
      .then(async (response) => {
        if (!response.ok) throw new Error(`HTTP ${response.status}`)
        const { texts, asts } = (await response.json()) as {
          texts: Record<string, string>
          asts: CompiledMessages
        }
        current.messages = { ...current.messages, ...compileMessages(texts, asts) }
        for (const listener of listeners) listener()
      })
      .catch((error: unknown) => {
        current.pages.delete(page)
        throw error
      })
    current.pages.set(page, loading)
  }
  return loading
}

function subscribe(listener: () => void) {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** The messages loaded so far (a new object after each load, so react-intl picks them up). */
export function useLoadedMessages(fallback: CompiledMessages | undefined): CompiledMessages | undefined {
  return useSyncExternalStore(
    subscribe,
    () => store?.messages ?? fallback,
    () => fallback,
  )
}
