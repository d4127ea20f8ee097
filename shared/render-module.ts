import type { Lang, MessageScope } from './i18n.ts'
import type { PageKind, PageState } from './page-data.ts'

/**
 * What the server loads from the client's SSR entry (client/entry-server.tsx, built to
 * dist/server/entry-server.js; Vite's module loader in development). Declared here rather than
 * taken from the entry itself so the server's type check never reads the browser code (the server
 * has no DOM types); client/entry-server.test.tsx proves the entry provides it.
 */
export type RenderModule = {
  /** The page's complete HTML, every Suspense boundary resolved. */
  renderPage(state: PageState): Promise<string>
  /** The texts of one language, Turkish filling any id a translation lacks. */
  messagesFor(lang: Lang, scope?: MessageScope): Readonly<Record<string, string>>
  /** The texts a page embeds (`all`) or fetches on client-side navigation (`own`: without the common ones). */
  pageMessagesFor(lang: Lang, page: PageKind, part?: 'all' | 'own'): Readonly<Record<string, string>>
  /** The lazily loaded modules each page needs first, for the server's modulepreload links. */
  PAGE_MODULES: Readonly<Record<PageKind, readonly string[]>>
}
