import type { Lang } from './i18n.ts'
import type { PageId } from './pages.ts'
import type { About } from './schemas/about.ts'
import type { FeaturesBlock, PortfolioBlock, StatsBlock } from './schemas/blocks.ts'
import type { ShownCatalogue } from './schemas/catalogue.ts'
import type { PublicCategory } from './schemas/category.ts'
import type { ContactInfo } from './schemas/contact.ts'
import type { PublicProduct } from './schemas/product.ts'
import type { PublicSettings } from './schemas/settings.ts'
import type { PublicSlider } from './schemas/slider.ts'

/** What every page needs: header and footer content. */
export type CommonData = { settings: PublicSettings; categories: PublicCategory[] }

/**
 * The data each page is rendered with, on the server and after client-side navigation: one entry
 * per page of the registry (PAGES) and per other page kind (PageData fails to compile without it).
 */
export type PageDataMap = {
  home: { sliders: PublicSlider[]; homeStats: StatsBlock; portfolio: PortfolioBlock; features: FeaturesBlock }
  about: { about: About }
  solutions: Record<string, never>
  /**
   * One page of the filtered list (`?category=<slug>&q=<text>&page=<n>`): `products` starts at
   * `offset` of `total` matches; the next pages come from GET /api/products/page.
   */
  products: {
    products: PublicProduct[]
    total: number
    offset: number
    pageSize: number
    category: string | null
    search: string
  }
  /** A product page, with up to four other products of its category. */
  product: { product: PublicProduct; related: PublicProduct[] }
  /** The page language's catalogue PDF, or the Turkish one (`catalogue.lang` says which). */
  catalogue: { catalogue: ShownCatalogue }
  contact: { contact: ContactInfo }
  /** `prefill`: the name (page language) of the product in `?product=<slug>`, or ''. */
  quote: { productNames: string[]; prefill: string }
  privacy: Record<string, never>
  terms: Record<string, never>
  kvkk: Record<string, never>
  admin: Record<string, never>
  'not-found': Record<string, never>
}
export type PageKind = PageId | 'admin' | 'not-found'

export type PageData = {
  [P in PageKind]: {
    page: P
    lang: Lang
    url: string
    status: number
    common: CommonData
    data: PageDataMap[P]
  }
}[PageKind]

export type PageState = { pageData: PageData; messages: Record<string, string> }
