import type { PageKind } from '../../shared/page-data.ts'

/**
 * Which messages a page embeds, as id prefixes (`products` takes `products.*`; `standards.link`
 * takes that one id). Every public page carries COMMON (header, footer, loading and error states)
 * and its own title (PAGES[page].title: the browser names the tab with it; other pages' titles
 * and every page description are read only by the server's head); PAGE_AREAS adds what its own
 * components read, including states it shows only after hydration (lightbox, errors), so a page
 * never shows a missing id. The admin carries all.
 * client/i18n/page-areas.test.ts checks the prefixes against the ids each page's code names.
 */
const LEGAL_TITLES = ['page.privacy.title', 'page.terms.title', 'page.kvkk.title']

export const COMMON_AREAS = ['nav', 'lang', 'footer', 'common', 'notFound', 'error'] as const

export const PAGE_AREAS: Record<Exclude<PageKind, 'admin'>, readonly string[]> = {
  home: ['home', 'gallery'],
  about: ['about', 'contentCta'],
  solutions: ['solutions', 'contentCta'],
  // The list names one id of the product page's area (the cards' spec list label); the facets' titles are the
  // technical fields' labels.
  products: ['products', 'technical', 'product.specs', 'standards.link'],
  // The product page takes from the list's area only what its related cards, lightbox and error state read.
  product: [
    'product',
    'technical',
    'products.image',
    'products.card',
    'products.lightbox',
    'products.error',
    'products.retry',
    'gallery',
    'contentCta',
  ],
  catalogue: ['catalogue', 'contentCta'],
  contact: ['forms', 'contentCta'],
  quote: ['forms', 'contentCta'],
  // Each legal page links to the other two by their titles.
  privacy: ['legal', ...LEGAL_TITLES],
  terms: ['legal', ...LEGAL_TITLES],
  kvkk: ['legal', ...LEGAL_TITLES],
  standards: ['standards', 'standard', 'product.breadcrumb'],
  // Its breadcrumb names the list page.
  standard: ['standards', 'standard', 'product.breadcrumb', 'page.standards.title'],
  'not-found': [],
}

export function inAreas(id: string, areas: readonly string[]): boolean {
  return areas.some((area) => id === area || id.startsWith(`${area}.`))
}
