import { definePage } from '../page-definition.ts'
import type { ShownCatalogue } from '../schemas/catalogue.ts'

/** /katalog: the page language's catalogue PDF, or the Turkish one (`catalogue.lang` says which). */
export const catalogue = definePage<{ catalogue: ShownCatalogue }>()({
  path: '/katalog',
  title: 'page.catalogue.title',
  sitemap: true,
  query: [],
  module: 'catalogue/catalogue-page.tsx',
})

/** Its own area and the call to action at its end. */
export const messageAreas = ['catalogue', 'contentCta']
