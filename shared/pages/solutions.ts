import { definePage, type NoData } from '../page-definition.ts'

/** /cozumlerimiz: what we make and how; all of it is in its messages. */
export const solutions = definePage<NoData>()({
  path: '/cozumlerimiz',
  title: 'page.solutions.title',
  sitemap: true,
  query: [],
  module: 'solutions/solutions-page.tsx',
})

/** Its own area and the call to action at its end. */
export const messageAreas = ['solutions', 'contentCta']
