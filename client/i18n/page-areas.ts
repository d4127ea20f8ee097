import type { PageKind } from '../../shared/page-data.ts'
import { PAGE_IDS, type PageId } from '../../shared/pages.ts'

/**
 * Which messages a page embeds, as id prefixes (`products` takes `products.*`; `standards.link`
 * takes that one id). Every public page carries COMMON (header, footer, loading and error states)
 * and its own title (PAGES[page].title: the browser names the tab with it; other pages' titles
 * and every page description are read only by the server's head); PAGE_AREAS adds what its own
 * components read, including states it shows only after hydration (lightbox, errors), so a page
 * never shows a missing id. The admin carries all.
 * client/i18n/page-areas.test.ts checks the prefixes against the ids each page's code names.
 */
export const COMMON_AREAS = ['nav', 'lang', 'footer', 'common', 'notFound', 'error'] as const

/**
 * A public page's own areas: the `messageAreas` export of its definition (shared/pages/<id>.ts).
 * An export apart from the definition itself, which every first load carries: only the server
 * reads it (this module is not in the browser's bundle).
 */
const DEFINED = import.meta.glob<readonly string[]>(['../../shared/pages/*.ts', '!**/*.test.ts'], {
  eager: true,
  import: 'messageAreas',
})

function definedAreas(page: PageId): readonly string[] {
  const areas = DEFINED[`../../shared/pages/${page}.ts`]
  if (!areas) throw new Error(`shared/pages/${page}.ts exports no messageAreas`)
  return areas
}

export const PAGE_AREAS: Record<Exclude<PageKind, 'admin'>, readonly string[]> = {
  ...(Object.fromEntries(PAGE_IDS.map((page) => [page, definedAreas(page)])) as Record<
    PageId,
    readonly string[]
  >),
  'not-found': [],
}

export function inAreas(id: string, areas: readonly string[]): boolean {
  return areas.some((area) => id === area || id.startsWith(`${area}.`))
}
