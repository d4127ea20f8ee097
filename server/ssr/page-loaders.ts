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
import { productCard } from '../catalogue/page-view.ts'
import { productView, quotePrefill } from '../catalogue/product-view.ts'
import { contactInfo } from '../repositories/contact.ts'
import { readBillOfMaterials } from '../quote/bom-reader.ts'
import { standardDetail, standardsIndex } from '../repositories/standards.ts'
import type { Stores } from '../store/collections.ts'
import type { QuotationPageData } from '../../shared/pages/quotation.ts'

export type LoaderContext<P extends PageId> = {
  stores: Stores
  lang: Lang
  /** Decoded path parameters (`slug` of a product page). */
  pathParams: Record<string, string>
  /** Only the query parameters the registry says the page reads, none empty. */
  query: { readonly [N in PageQuery<P>]?: string }
  /** The fields of a form posted to the page (the quote page's pasted list), when it was posted to. */
  posted?: PostedForm
}

/** What a page reads of a form posted to it: the quote page's pasted bill of materials. */
export type PostedForm = {
  readonly bom?: string
  /** The buyer's quotation, read by its token before rendering (server/routes/quotation-page.ts); null: none. */
  readonly quotation?: QuotationPageData | null
}

/** The data of page `P`, or null when the URL names nothing that exists (answered 404). */
type PageLoader<P extends PageId> = (context: LoaderContext<P>) => PageDataMap[P] | null

/** Pages whose content is all in their messages and chunk. */
const NO_DATA = (): Record<string, never> => ({})

/**
 * The data loader of every public page, keyed by the registry's page ids. One map rather than a
 * file per page: its type makes it complete (a page of shared/pages.ts without a loader fails to
 * compile, naming this file) and holds each loader to the data type its definition names, and
 * most loaders are a line or two.
 */
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
  product: ({ stores, lang, pathParams }) => {
    const product = publicProductBySlug(stores, pathParams.slug ?? '')
    if (!product) return null
    // The page's language only: the view and the related products' cards, not the full records.
    const categories = stores.categories.data
    return {
      product: productView(product, product.category ?? undefined, stores.vocabularies.data, lang),
      related: relatedProducts(stores, product).map((other) =>
        productCard(
          other,
          categories.find((c) => c.id === other.categoryId),
          lang,
        ),
      ),
    }
  },
  catalogue: ({ stores, lang }) => ({ catalogue: shownCatalogue(stores.catalogue.data, lang) }),
  contact: ({ stores }) => ({ contact: contactInfo(stores) }),
  quote: ({ stores, lang, query, posted }) => ({
    productNames: publicProducts(stores).map((product) => pickText(product, 'name', lang)),
    prefill: quotePrefill(
      query.product ? publicProductBySlug(stores, query.product.slice(0, 200)) : null,
      query,
      stores.vocabularies.data,
      lang,
    ),
    ...(posted?.bom !== undefined ? { pasted: readBillOfMaterials(posted.bom, stores, lang) } : {}),
  }),
  privacy: NO_DATA,
  terms: NO_DATA,
  kvkk: NO_DATA,
  standards: ({ stores, lang, query }) => standardsIndex(stores, lang, query.q?.slice(0, 100) ?? ''),
  standard: ({ stores, lang, pathParams }) => standardDetail(stores, pathParams.slug ?? '', lang),
  // Read by its token before rendering: without it (GET /api/page-data) the page is not found.
  quotation: ({ posted }) => posted?.quotation ?? null,
}
