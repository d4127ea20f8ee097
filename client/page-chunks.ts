import type { PageKind } from '../shared/page-data.ts'

/**
 * The lazily loaded source modules (relative to client/, as Vite's build manifest names them) a
 * first load of each page needs, for the server's `<link rel="modulepreload">` and the bundle
 * budget (scripts/bundle-report.ts). Each must be what the page's loader imports
 * (client/site/pages/index.ts, checked by page-chunks.test.ts; the admin panel in app.tsx). Legal
 * pages list their Turkish text: the server swaps in the page's language.
 * Plain data, so the server gets it through the render module and scripts can import it.
 */
export const PAGE_MODULES = {
  home: ['site/pages/home/home-page.tsx'],
  about: ['site/pages/about/about-page.tsx'],
  solutions: ['site/pages/solutions/solutions-page.tsx'],
  products: ['site/pages/products/products-page.tsx'],
  product: ['site/pages/products/product-page.tsx'],
  catalogue: ['site/pages/catalogue/catalogue-page.tsx'],
  contact: ['site/pages/contact/contact-page.tsx'],
  quote: ['site/pages/quote/quote-page.tsx'],
  privacy: ['site/pages/legal/legal-page.tsx', 'site/pages/legal/content/tr/privacy.ts'],
  terms: ['site/pages/legal/legal-page.tsx', 'site/pages/legal/content/tr/terms.ts'],
  kvkk: ['site/pages/legal/legal-page.tsx', 'site/pages/legal/content/tr/kvkk.ts'],
  standards: ['site/pages/standards/standards-page.tsx'],
  standard: ['site/pages/standards/standard-page.tsx'],
  admin: ['admin/admin-app.tsx'],
  'not-found': [],
} as const satisfies Record<PageKind, readonly string[]>
