import type { ComponentType } from 'react'
import type { PageId } from '../../../shared/routes.ts'
import { HomePage } from './home.tsx'
import { SimplePage } from './simple-page.tsx'

/** Which component renders each public page (paths in shared/routes.ts). */
export const PAGE_COMPONENTS: Record<PageId, ComponentType> = {
  home: HomePage,
  about: () => SimplePage({ title: 'page.about.title' }),
  solutions: () => SimplePage({ title: 'page.solutions.title' }),
  products: () => SimplePage({ title: 'page.products.title' }),
  product: () => SimplePage({ title: 'page.products.title' }),
  catalogue: () => SimplePage({ title: 'page.catalogue.title' }),
  contact: () => SimplePage({ title: 'page.contact.title' }),
  quote: () => SimplePage({ title: 'page.quote.title' }),
}
