import { preloadable } from '../../../lib/preloadable.tsx'

/**
 * What the list shows when nothing matches (the nearest products, the standards, the quote form), kept out of
 * /urunler's first-load JavaScript (scripts/bundle-report.ts budget): the server renders it whole, its links are
 * plain links until its chunk arrives, and only a search or filter that finds nothing shows it at all.
 */
export const ProductsEmpty = preloadable(() => import('./products-empty.tsx').then((m) => m.ProductsEmpty))
