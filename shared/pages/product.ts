import type { ProductPageData } from '../page-data.ts'
import { QUOTE_CHOICES } from '../catalogue/field-params.ts'
import { definePage } from '../page-definition.ts'

/**
 * /urunler/<slug>, one product in the page's language. `?size=M10` filters the size table; the
 * quote choices (`material`, `finish`) choose what its quote links carry.
 */
export const product = definePage<ProductPageData>()({
  path: '/urunler/:slug',
  title: null,
  sitemap: false,
  query: ['size', ...QUOTE_CHOICES],
  module: 'products/product-page.tsx',
})

/**
 * Its own area, the technical fields' labels and, of the list's, only what its related cards,
 * lightbox and error state read; the gallery's, and the call to action.
 */
export const messageAreas = [
  'product',
  'quoteList.add',
  'technical',
  'products.image',
  'products.card',
  'products.lightbox',
  'products.error',
  'products.retry',
  'gallery',
  'contentCta',
]
