import { type Lang, pickText } from '../../shared/i18n.ts'
import type { CommonData, PageData } from '../../shared/page-data.ts'
import { isAdminPath, matchPage, splitLang } from '../../shared/routes.ts'
import {
  activeBlock,
  publicCategories,
  PRODUCT_PAGE_SIZE,
  publicProductBySlug,
  publicProductPage,
  publicProducts,
  publicSettings,
  publicSliders,
  relatedProducts,
} from '../repositories/public-content.ts'
import type { Stores } from '../store/collections.ts'

/**
 * Resolves a public URL (`/en/urunler?category=x`) to its page and the data it is rendered
 * with. The same function feeds server rendering and GET /api/page-data, so a page looks the
 * same whether it was the first one loaded or reached by client-side navigation.
 */
export function loadPageData(stores: Stores, url: string): PageData {
  const parsed = new URL(url, 'http://local')
  const { lang, path } = splitLang(parsed.pathname)
  const common: CommonData = { settings: publicSettings(stores), categories: publicCategories(stores) }
  const base = { lang, url: parsed.pathname + parsed.search, common, status: 200 }
  const match = matchPage(path)
  const notFound: PageData = { ...base, status: 404, page: 'not-found', data: {} }
  if (isAdminPath(parsed.pathname)) return { ...base, lang: 'tr', page: 'admin', data: {} }
  if (!match) return notFound
  switch (match.page) {
    case 'home':
      return {
        ...base,
        page: 'home',
        data: {
          sliders: publicSliders(stores),
          homeStats: activeBlock(stores.homeStats.data),
          portfolio: activeBlock(stores.portfolio.data),
          features: activeBlock(stores.features.data),
        },
      }
    case 'about':
      return { ...base, page: 'about', data: { about: stores.about.data } }
    case 'solutions':
      return { ...base, page: 'solutions', data: {} }
    case 'products': {
      const category = parsed.searchParams.get('category')?.slice(0, 120) || null
      const search = parsed.searchParams.get('q')?.slice(0, 200) ?? ''
      const pageNumber = Math.min(
        Math.max(Number.parseInt(parsed.searchParams.get('page') ?? '', 10) || 1, 1),
        10_000,
      )
      const page = publicProductPage(stores, {
        category: category ?? undefined,
        search,
        lang,
        offset: (pageNumber - 1) * PRODUCT_PAGE_SIZE,
        limit: PRODUCT_PAGE_SIZE,
        clampToLastPage: true,
      })
      return {
        ...base,
        page: 'products',
        data: {
          products: page.items,
          total: page.total,
          offset: page.offset,
          pageSize: PRODUCT_PAGE_SIZE,
          category,
          search,
        },
      }
    }
    case 'product': {
      const product = publicProductBySlug(stores, match.params.slug ?? '')
      return product
        ? { ...base, page: 'product', data: { product, related: relatedProducts(stores, product) } }
        : notFound
    }
    case 'catalogue':
      return { ...base, page: 'catalogue', data: { catalogue: stores.catalogue.data } }
    case 'contact':
      return { ...base, page: 'contact', data: { contact: stores.contact.data } }
    case 'quote':
      return {
        ...base,
        page: 'quote',
        data: {
          productNames: productNames(stores, lang),
          prefill: prefillProduct(stores, parsed.searchParams.get('product'), lang),
        },
      }
    case 'privacy':
    case 'terms':
    case 'kvkk':
      return { ...base, page: match.page, data: {} }
  }
}

function productNames(stores: Stores, lang: Lang): string[] {
  return publicProducts(stores).map((product) => pickText(product, 'name', lang))
}

/** The quote form's product field starts with the product a product page linked from. */
function prefillProduct(stores: Stores, slug: string | null, lang: Lang): string {
  if (!slug) return ''
  const product = publicProductBySlug(stores, slug.slice(0, 200))
  return product ? pickText(product, 'name', lang) : ''
}
