import { PAGES } from '../../shared/pages.ts'

/** Every public page by its Turkish path: the registry's pages (a real product, a real standard) and a 404. */
export function publicPaths(productSlug: string): string[] {
  const slugs: Partial<Record<keyof typeof PAGES, string>> = { product: productSlug, standard: 'din-933' }
  return [
    ...Object.entries(PAGES).map(([id, page]) =>
      page.path.replace(':slug', slugs[id as keyof typeof PAGES] ?? ''),
    ),
    '/bu-sayfa-yok',
  ]
}
