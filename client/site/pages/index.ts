import { type ComponentType, lazy } from 'react'
import type { Lang } from '../../../shared/i18n.ts'
import { loadPageMessages } from '../../i18n/loaded-messages.ts'
import type { PageId } from '../../../shared/pages.ts'

type Loader = (lang: Lang) => Promise<ComponentType>

/**
 * Each public page is its own chunk, so a first load downloads only the page it shows. The same
 * loaders serve React.lazy (client-side navigation) and `preloadPage`, which the browser awaits
 * before hydrating and the server before rendering, so neither ever shows a loading state.
 * The modules each one imports are also listed in client/page-chunks.ts (modulepreload, budget).
 */
export const CHUNK_LOADERS: Record<PageId, Loader> = {
  home: () => import('./home/home-page.tsx').then((m) => m.HomePage),
  about: () => import('./about/about-page.tsx').then((m) => m.AboutPage),
  solutions: () => import('./solutions/solutions-page.tsx').then((m) => m.SolutionsPage),
  products: () => import('./products/products-page.tsx').then((m) => m.ProductsPage),
  product: () => import('./products/product-page.tsx').then((m) => m.ProductPage),
  catalogue: () => import('./catalogue/catalogue-page.tsx').then((m) => m.CataloguePage),
  contact: () => import('./contact/contact-page.tsx').then((m) => m.ContactPage),
  quote: () => import('./quote/quote-page.tsx').then((m) => m.QuotePage),
  // The legal page's chunk loads the texts of `lang` (their own chunk) before it renders.
  privacy: (lang) =>
    import('./legal/legal-page.tsx').then((m) => m.withContent(lang, 'privacy', m.PrivacyPage)),
  terms: (lang) => import('./legal/legal-page.tsx').then((m) => m.withContent(lang, 'terms', m.TermsPage)),
  kvkk: (lang) => import('./legal/legal-page.tsx').then((m) => m.withContent(lang, 'kvkk', m.KvkkPage)),
  standards: () => import('./standards/standards-page.tsx').then((m) => m.StandardsPage),
  standard: () => import('./standards/standard-page.tsx').then((m) => m.StandardPage),
}

const loaded = new Map<PageId, ComponentType>()

/** Loads the chunk of `page` (and what it needs in `lang`); resolves once it can render at once. */
export async function preloadPage(page: PageId, lang: Lang): Promise<void> {
  // Not skipped when loaded: legal pages also need the texts of `lang` (imports are cached).
  // With the page's texts (fetched in the browser after the first page; page-areas.ts).
  const [component] = await Promise.all([CHUNK_LOADERS[page](lang), loadPageMessages(page)])
  loaded.set(page, component)
}

function lazyPage(page: PageId): ComponentType {
  return lazy(() => {
    const component = loaded.get(page)
    // An already loaded page resolves synchronously, so React renders it without suspending
    // (hydration matches the server's HTML and there is no fallback flash).
    if (component) {
      const ready = {
        then: (resolve: (module: { default: ComponentType }) => void) => resolve({ default: component }),
      }
      return ready as unknown as Promise<{ default: ComponentType }>
    }
    return Promise.all([CHUNK_LOADERS[page]('tr'), loadPageMessages(page)]).then(([Component]) => {
      loaded.set(page, Component)
      return { default: Component }
    })
  })
}

/** Which component renders each public page (paths in shared/pages.ts). */
export const PAGE_COMPONENTS = Object.fromEntries(
  (Object.keys(CHUNK_LOADERS) as PageId[]).map((page) => [page, lazyPage(page)]),
) as Record<PageId, ComponentType>
