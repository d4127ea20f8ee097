import type { StandardsSearch } from '../page-data.ts'
import { definePage } from '../page-definition.ts'

/** /standartlar: every standard we make to, by kind; `?q=DIN 934` cross-references DIN and ISO numbers. */
export const standards = definePage<StandardsSearch>()({
  path: '/standartlar',
  title: 'page.standards.title',
  sitemap: true,
  query: ['q'],
  module: 'standards/standards-page.tsx',
})

/** Its own area, the one page's (a standard's summary) and the breadcrumb's. */
export const messageAreas = ['standards', 'standard', 'product.breadcrumb']
