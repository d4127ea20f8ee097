import { definePage } from '../page-definition.ts'
import type { About } from '../schemas/about.ts'

/** /hakkimizda: the company's story, as the admin writes it. */
export const about = definePage<{ about: About }>()({
  path: '/hakkimizda',
  title: 'page.about.title',
  sitemap: true,
  query: [],
  module: 'about/about-page.tsx',
})

/** Its own area and the call to action at its end. */
export const messageAreas = ['about', 'contentCta']
