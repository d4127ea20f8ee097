import { liveWhenSeen } from '../../../lib/live-when-seen.tsx'

/**
 * The size table with its dimension columns, kept out of a product page's first-load JavaScript (the
 * scripts/bundle-report.ts budget): the server renders it whole, below the fold, and its chips and quote links are
 * plain links until it is made live, when it comes near the screen or is pointed at (see liveWhenSeen).
 */
export const ProductSizes = liveWhenSeen(() => import('./product-sizes.tsx').then((m) => m.ProductSizes))
