import type { PageKind } from '../../shared/page-data.ts'

/**
 * Which messages a page embeds, as id prefixes (`products` takes `products.*`; `standards.link`
 * takes that one id). Every public page carries COMMON (header, footer, page titles, loading and
 * error states); PAGE_AREAS adds what its own components read, including states it shows only
 * after hydration (lightbox, errors), so a page never shows a missing id. The admin carries all.
 * client/i18n/page-areas.test.ts checks the prefixes against the ids each page's code names.
 */
export const COMMON_AREAS = ['nav', 'lang', 'footer', 'common', 'notFound', 'error', 'page'] as const

export const PAGE_AREAS: Record<Exclude<PageKind, 'admin'>, readonly string[]> = {
  home: ['home', 'gallery'],
  about: ['about', 'contentCta'],
  solutions: ['solutions', 'contentCta'],
  // The list names one id of the product page's area (the cards' spec list label).
  products: ['products', 'product.specs', 'standards.link'],
  // The product page takes from the list's area only what its related cards, lightbox and error state read.
  product: [
    'product',
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
  privacy: ['legal'],
  terms: ['legal'],
  kvkk: ['legal'],
  standards: ['standards', 'standard', 'product.breadcrumb'],
  standard: ['standards', 'standard', 'product.breadcrumb'],
  'not-found': [],
}

export function inAreas(id: string, areas: readonly string[]): boolean {
  return areas.some((area) => id === area || id.startsWith(`${area}.`))
}
