import { type Lang, pickText } from '../../shared/i18n.ts'
import type { PageDataMap } from '../../shared/page-data.ts'
import type { PageId, PageQuery } from '../../shared/pages.ts'
import { filterFromParams } from '../../shared/product-facets.ts'
import { shownCatalogue } from '../../shared/schemas/catalogue.ts'
import {
  activeBlock,
  PRODUCT_PAGE_SIZE,
  publicProductBySlug,
  publicProductList,
  publicProducts,
  publicSliders,
  relatedProducts,
} from '../repositories/public-content.ts'
import { contactInfo } from '../repositories/contact.ts'
import { standardDetail, standardsIndex } from '../repositories/standards.ts'
import type { Stores } from '../store/collections.ts'

export type LoaderContext<P extends PageId> = {
  stores: Stores
  lang: Lang
  /** Decoded path parameters (`slug` of a product page). */
  pathParams: Record<string, string>
  /** Only the query parameters the registry says the page reads, none empty. */
  query: { readonly [N in PageQuery<P>]?: string }
}

/** The data of page `P`, or null when the URL names nothing that exists (answered 404). */
type PageLoader<P extends PageId> = (context: LoaderContext<P>) => PageDataMap[P] | null

/** Pages whose content is all in their messages and chunk. */
const NO_DATA = (): Record<string, never> => ({})

/** The data loader of every public page, keyed by the registry's page ids. */
export const PAGE_LOADERS: { [P in PageId]: PageLoader<P> } = {
  home: ({ stores }) => ({
    sliders: publicSliders(stores),
    homeStats: activeBlock(stores.homeStats.data),
    portfolio: activeBlock(stores.portfolio.data),
    features: activeBlock(stores.features.data),
  }),
  about: ({ stores }) => ({ about: stores.about.data }),
  solutions: NO_DATA,
  products: ({ stores, lang, query }) => {
    // Repeated facets arrive joined by commas (canonicalPage); the filter reads them as lists.
    const filter = filterFromParams((name) => {
      const value = (query as Record<string, string | undefined>)[name]
      return value ? [value] : []
    })
    const pageNumber = Math.min(Math.max(Number.parseInt(query.page ?? '', 10) || 1, 1), 10_000)
    const view = publicProductList(stores, {
      facets: filter,
      lang,
      offset: (pageNumber - 1) * PRODUCT_PAGE_SIZE,
      limit: PRODUCT_PAGE_SIZE,
      clampToLastPage: true,
    })
    return { ...view, pageSize: PRODUCT_PAGE_SIZE, filter }
  },
  product: ({ stores, pathParams }) => {
    const product = publicProductBySlug(stores, pathParams.slug ?? '')
    return product ? { product, related: relatedProducts(stores, product) } : null
  },
  catalogue: ({ stores, lang }) => ({ catalogue: shownCatalogue(stores.catalogue.data, lang) }),
  contact: ({ stores }) => ({ contact: contactInfo(stores) }),
  quote: ({ stores, lang, query }) => ({
    productNames: publicProducts(stores).map((product) => pickText(product, 'name', lang)),
    prefill: prefillProduct(stores, query.product, lang),
  }),
  privacy: NO_DATA,
  terms: NO_DATA,
  kvkk: NO_DATA,
  standards: ({ stores, lang, query }) => standardsIndex(stores, lang, query.q?.slice(0, 100) ?? ''),
  standard: ({ stores, lang, pathParams }) => standardDetail(stores, pathParams.slug ?? '', lang),
}

/** The quote form's product field starts with the product a product page linked from. */
function prefillProduct(stores: Stores, slug: string | undefined, lang: Lang): string {
  if (!slug) return ''
  const product = publicProductBySlug(stores, slug.slice(0, 200))
  return product ? pickText(product, 'name', lang) : ''
}
