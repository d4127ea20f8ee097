import { preloadable } from '../../../lib/preloadable.tsx'

/**
 * The size table with its dimension columns, kept out of a product page's first-load JavaScript (the
 * scripts/bundle-report.ts budget): the server renders it whole, below the fold, and its chips and quote links are
 * plain links until its chunk arrives, which the browser fetches as soon as it is idle after the page loaded.
 */
export const ProductSizes = preloadable(() => import('./product-sizes.tsx').then((m) => m.ProductSizes))
