import { type ComponentType, lazy } from 'react'
import type { Lang } from '../../../shared/i18n.ts'
import { PAGE_IDS, PAGES, type PageId } from '../../../shared/pages.ts'
import { loadPageMessages } from '../../i18n/loaded-messages.ts'

/** What a page's component is given: its page id (one module may render several pages, as legal/ does). */
export type PageProps = { page: PageId }

/**
 * What renders a page: the default export of the module its definition names (shared/pages/<id>.ts).
 * `prepare`, when given, loads what the page needs in `lang` before it can render without
 * suspending (the definition's `alsoLoads`).
 */
export type PageComponent = ComponentType<PageProps> & {
  prepare?: (page: PageId, lang: Lang) => Promise<unknown>
}

/**
 * Every page module, each its own chunk, so a first load downloads only the page it shows; a
 * page's definition names the one that renders it. Only the default export is taken: a chunk's
 * whole namespace would cost a helper in every first load. The same loading serves React.lazy
 * (client-side navigation) and `preloadPage`, which the browser awaits before hydrating and the
 * server before rendering, so neither ever shows a loading state.
 */
const COMPONENTS = import.meta.glob<PageComponent>('./*/*-page.tsx', { import: 'default' })

async function loadComponent(page: PageId, lang: Lang): Promise<PageComponent> {
  // Every definition names an existing module (index.test.ts): no message for a missing one in
  // every page's first load.
  const Component = await COMPONENTS[`./${PAGES[page].module}`]!()
  await Component.prepare?.(page, lang)
  return Component
}

const loaded = new Map<PageId, PageComponent>()

/** Loads the chunk of `page` (and what it needs in `lang`); resolves once it can render at once. */
export async function preloadPage(page: PageId, lang: Lang): Promise<void> {
  // Not skipped when loaded: legal pages also need the texts of `lang` (imports are cached).
  // With the page's texts (fetched in the browser after the first page; page-areas.ts).
  const [component] = await Promise.all([loadComponent(page, lang), loadPageMessages(page)])
  loaded.set(page, component)
}

function lazyPage(page: PageId): ComponentType<PageProps> {
  return lazy(() => {
    const component = loaded.get(page)
    // An already loaded page resolves synchronously, so React renders it without suspending
    // (hydration matches the server's HTML and there is no fallback flash).
    if (component) {
      const ready = {
        then: (resolve: (module: { default: ComponentType<PageProps> }) => void) =>
          resolve({ default: component }),
      }
      return ready as unknown as Promise<{ default: ComponentType<PageProps> }>
    }
    return Promise.all([loadComponent(page, 'tr'), loadPageMessages(page)]).then(([Component]) => {
      loaded.set(page, Component)
      return { default: Component }
    })
  })
}

/** Which component renders each public page (paths in shared/pages/<id>.ts). */
export const PAGE_COMPONENTS = Object.fromEntries(PAGE_IDS.map((page) => [page, lazyPage(page)])) as Record<
  PageId,
  ComponentType<PageProps>
>
