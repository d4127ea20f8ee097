import { definePage, type NoData } from '../page-definition.ts'

/** /kvkk: the personal data notice (KVKK), one text per language in a chunk of its own (client/site/pages/legal/). */
export const kvkk = definePage<NoData>()({
  path: '/kvkk',
  title: 'page.kvkk.title',
  sitemap: true,
  query: [],
  module: 'legal/legal-page.tsx',
  alsoLoads: ['legal/content/tr/kvkk.ts'],
})

/** The legal pages' area and the titles of the other two, which it links to. */
export const messageAreas = ['legal', 'page.privacy.title', 'page.terms.title']
