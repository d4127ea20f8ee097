import type { PageKind } from '../shared/page-data.ts'
import type { PageSpec } from '../shared/page-definition.ts'
import { PAGE_IDS, PAGES, type PageId } from '../shared/pages.ts'

/** A page's modules: the one that renders it first, then what that one loads before rendering. */
type Modules = readonly [string, ...string[]]

/** Definitions name modules relative to client/site/pages; Vite's manifest, relative to client/. */
const inPages = (file: string) => `site/pages/${file}`

/**
 * The lazily loaded source modules (relative to client/, as Vite's build manifest names them) a
 * first load of each page needs, for the server's `<link rel="modulepreload">` and the bundle
 * budget (scripts/bundle-report.ts): a public page's from its definition (shared/pages/<id>.ts,
 * the same modules client/site/pages/index.ts loads), the admin panel's as app.tsx imports it.
 * Legal pages list their Turkish text: the server swaps in the page's language.
 * Plain data, so the server gets it through the render module and scripts can import it.
 */
export const PAGE_MODULES = {
  ...(Object.fromEntries(
    PAGE_IDS.map((page) => {
      const { module, alsoLoads = [] }: PageSpec = PAGES[page]
      const modules: Modules = [inPages(module), ...alsoLoads.map(inPages)]
      return [page, modules]
    }),
  ) as Record<PageId, Modules>),
  admin: ['admin/admin-app.tsx'],
  'not-found': [],
} as const satisfies Record<PageKind, readonly string[]>
