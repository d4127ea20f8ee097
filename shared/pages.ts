import { home } from './pages/home.ts'
import { about } from './pages/about.ts'
import { solutions } from './pages/solutions.ts'
import { products } from './pages/products.ts'
import { product } from './pages/product.ts'
import { catalogue } from './pages/catalogue.ts'
import { contact } from './pages/contact.ts'
import { quote } from './pages/quote.ts'
import { privacy } from './pages/privacy.ts'
import { terms } from './pages/terms.ts'
import { kvkk } from './pages/kvkk.ts'
import { standards } from './pages/standards.ts'
import { standard } from './pages/standard.ts'
import { quotation } from './pages/quotation.ts'

/**
 * The page registry: every public page, in the sitemap's order, each defined in its own module
 * (shared/pages/<id>.ts, named after its id): path, title, query parameters, the client module
 * that renders it, its data type and the messages it embeds. What each side keeps per page derives
 * from it: the data loaders (server/ssr/page-loaders.ts, which the type checker holds complete),
 * the browser's chunks (client/site/pages/index.ts), the modulepreload list (client/page-chunks.ts)
 * and the embedded messages (client/i18n/page-areas.ts). Adding a page starts with its module and
 * its line here. Every page's first load carries this module, so it imports only the definitions.
 */
export const PAGES = {
  home,
  about,
  solutions,
  products,
  product,
  catalogue,
  contact,
  quote,
  privacy,
  terms,
  kvkk,
  standards,
  standard,
  quotation,
}

export type PageId = keyof typeof PAGES

/** The names of the query parameters page `P` reads. */
export type PageQuery<P extends PageId> = (typeof PAGES)[P]['query'][number]

/** Every page id, in registry order (the sitemap's order). */
export const PAGE_IDS = Object.keys(PAGES) as PageId[]

/** Whether a page kind is a public page of the registry (not the admin panel or the 404 page). */
export function isPageId(kind: string): kind is PageId {
  return Object.hasOwn(PAGES, kind)
}
