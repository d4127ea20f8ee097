import type { StandardDetail, StandardProductCard } from '../page-data.ts'
import { definePage } from '../page-definition.ts'

/** /standartlar/<slug> (`din-933`): one standard and the products made to it; the sitemap lists one per standard. */
export const standard = definePage<{ standard: StandardDetail; products: StandardProductCard[] }>()({
  path: '/standartlar/:slug',
  title: null,
  sitemap: false,
  query: [],
  module: 'standards/standard-page.tsx',
})

/** As the list's, and the list's title, which its breadcrumb names. */
export const messageAreas = ['standards', 'standard', 'product.breadcrumb', 'page.standards.title']
