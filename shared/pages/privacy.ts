import { definePage, type NoData } from '../page-definition.ts'

/** /gizlilik-politikasi: the privacy policy, one text per language in a chunk of its own (client/site/pages/legal/). */
export const privacy = definePage<NoData>()({
  path: '/gizlilik-politikasi',
  title: 'page.privacy.title',
  sitemap: true,
  query: [],
  module: 'legal/legal-page.tsx',
  alsoLoads: ['legal/content/tr/privacy.ts'],
})

/** The legal pages' area and the titles of the other two, which it links to. */
export const messageAreas = ['legal', 'page.terms.title', 'page.kvkk.title']
