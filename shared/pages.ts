import { QUOTE_CHOICES } from './catalogue/technical-fields.ts'
import { LIST_FACETS, PRODUCT_PARAMS } from './product-params.ts'

/**
 * The page registry: every public page with what both sides need to know about it. Adding a page
 * starts here; its data loader (server/ssr/page-loaders.ts), its chunk (client/site/pages/index.ts
 * and client/page-chunks.ts) and its data shape (shared/page-data.ts) are keyed by the same ids,
 * so the type checker names every list a new page is still missing from.
 */
type PageSpec = {
  /** Path in Turkish; English and Spanish put /en or /es in front. `:name` is a path parameter. */
  path: string
  /**
   * Message id of the page's own name in its `<title>`. null on the home page (the site title
   * alone) and on a product page (the product's name).
   */
  title: string | null
  /** Listed in the sitemap. Product pages are listed one per active product instead. */
  sitemap: boolean
  /**
   * The query parameters the page reads, in the order a canonical URL lists them. Any other
   * parameter changes nothing on the page, so it is dropped before rendering and caching
   * (otherwise `?x=<random>` would make every request a fresh render and a fresh cache entry).
   */
  query: readonly string[]
  /**
   * Parameters of `query` that may be repeated (`material=a2&material=a4`): a canonical URL keeps every value,
   * deduplicated and sorted; the loader sees them joined by commas. Others keep their first value.
   */
  repeated?: readonly string[]
  /** Parameters of `query` a form may send twice, as "from" and "to" fields (`length=20&length=60` is `20-60`). */
  ranges?: readonly string[]
}

export const PAGES = {
  home: { path: '/', title: null, sitemap: true, query: [] },
  about: { path: '/hakkimizda', title: 'page.about.title', sitemap: true, query: [] },
  solutions: { path: '/cozumlerimiz', title: 'page.solutions.title', sitemap: true, query: [] },
  /** One page of the filtered list: `?category=<slug>&q=<text>&material=a2&...&page=<n>` (shared/product-facets.ts). */
  products: {
    path: '/urunler',
    title: 'page.products.title',
    sitemap: true,
    query: PRODUCT_PARAMS,
    repeated: LIST_FACETS,
    ranges: ['length'],
  },
  /** `?size=M10` filters the size table; the quote choices (`material`, `finish`) choose what its quote links carry. */
  product: { path: '/urunler/:slug', title: null, sitemap: false, query: ['size', ...QUOTE_CHOICES] },
  catalogue: { path: '/katalog', title: 'page.catalogue.title', sitemap: true, query: [] },
  contact: { path: '/iletisim', title: 'page.contact.title', sitemap: true, query: [] },
  /** `?product=<slug>&size=M10&length=40&material=a2&finish=zinc-white`: a product page's size row fills in the form. */
  quote: {
    path: '/teklif',
    title: 'page.quote.title',
    sitemap: true,
    query: ['product', 'size', 'length', ...QUOTE_CHOICES],
  },
  privacy: { path: '/gizlilik-politikasi', title: 'page.privacy.title', sitemap: true, query: [] },
  terms: { path: '/kullanim-kosullari', title: 'page.terms.title', sitemap: true, query: [] },
  kvkk: { path: '/kvkk', title: 'page.kvkk.title', sitemap: true, query: [] },
  /** The standards we make to; `?q=DIN 934` cross-references DIN and ISO numbers. */
  standards: { path: '/standartlar', title: 'page.standards.title', sitemap: true, query: ['q'] },
  /** One standard (`din-933`); the sitemap lists one per standard, like product pages. */
  standard: { path: '/standartlar/:slug', title: null, sitemap: false, query: [] },
} as const satisfies Record<string, PageSpec>

export type PageId = keyof typeof PAGES

/** The names of the query parameters page `P` reads. */
export type PageQuery<P extends PageId> = (typeof PAGES)[P]['query'][number]

/** Every page id, in registry order (the sitemap's order). */
export const PAGE_IDS = Object.keys(PAGES) as PageId[]

/** Whether a page kind is a public page of the registry (not the admin panel or the 404 page). */
export function isPageId(kind: string): kind is PageId {
  return Object.hasOwn(PAGES, kind)
}
