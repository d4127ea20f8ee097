import { preloadable } from '../../../lib/preloadable.tsx'

/** The full-screen lightbox: not in the page's first-load JavaScript, fetched once the page is idle. */
export const ProductLightbox = preloadable(() =>
  import('./product-lightbox.tsx').then((m) => m.ProductLightbox),
)
