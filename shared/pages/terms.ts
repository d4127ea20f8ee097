import { definePage, type NoData } from '../page-definition.ts'

/** /kullanim-kosullari: the terms of use, one text per language in a chunk of its own (client/site/pages/legal/). */
export const terms = definePage<NoData>()({
  path: '/kullanim-kosullari',
  title: 'page.terms.title',
  sitemap: true,
  query: [],
  module: 'legal/legal-page.tsx',
  alsoLoads: ['legal/content/tr/terms.ts'],
})

/** The legal pages' area and the titles of the other two, which it links to. */
export const messageAreas = ['legal', 'page.privacy.title', 'page.kvkk.title']
