import type { Drawing } from './drawings/types.ts'
import type { Lang } from './i18n.ts'
import type { PageId } from './pages.ts'
import type { About } from './schemas/about.ts'
import type { FeaturesBlock, PortfolioBlock, StatsBlock } from './schemas/blocks.ts'
import type { ShownCatalogue } from './schemas/catalogue.ts'
import type { FacetGroups, ProductCardData, ProductFilterQuery, SearchReading } from './product-facets.ts'
import type { PublicCategory } from './schemas/category.ts'
import type { ContactInfo } from './schemas/contact.ts'
import type { PublicProduct } from './schemas/product.ts'
import type { PublicSettings } from './schemas/settings.ts'
import type { PublicSlider } from './schemas/slider.ts'
import type { StandardKind, StandardStatus } from './standards/types.ts'

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
   * One page of the filtered list (shared/product-facets.ts): `cards` (page language only) start at `offset` of
   * `total` matches; `facets` fills the filter panel, `reading` says how the search box was understood.
   */
  products: {
    cards: ProductCardData[]
    total: number
    offset: number
    pageSize: number
    filter: ProductFilterQuery
    facets: FacetGroups
    reading: SearchReading | null
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
  /** /standartlar: every standard by kind; `results` answers `?q=` (null without a search). */
  standards: StandardsSearch
  /** /standartlar/<slug>: one standard and the products made to it. */
  standard: { standard: StandardDetail; products: StandardProductCard[] }
  admin: Record<string, never>
  'not-found': Record<string, never>
}
export type PageKind = PageId | 'admin' | 'not-found'

/** A standard as the standards pages name it, in the page's language (server/repositories/standards.ts). */
export type StandardLink = { id: string; designation: string; title: string }
export type StandardSummary = StandardLink & {
  kind: StandardKind
  status: StandardStatus
  /** DIN <-> ISO counterparts. */
  equivalents: StandardLink[]
  /** Active products made to it. */
  productCount: number
}
export type StandardProductCard = {
  slug: string
  name: string
  image: string
  category: string | null
  /** Designations of every standard the product is made to ("DIN 933"). */
  standards: string[]
}
export type StandardsSearch = {
  search: string
  groups: { kind: StandardKind; standards: StandardSummary[] }[]
  results: { standards: StandardSummary[]; products: StandardProductCard[] } | null
}
export type StandardDetail = StandardSummary & {
  /** The dimension table is still to be sourced (docs/standards-sources.md). */
  pending: boolean
  /** What changed against each equivalent. */
  changes: { id: string; designation: string; text: string }[]
  letters: { symbol: string; label: string }[]
  tableLetters: string[]
  rows: {
    /** "M10" */
    size: string
    pitch: number | null
    /** Nominal values in mm by letter. */
    values: Record<string, number>
    /** Letters whose value differs in an equivalent standard for this size, with that value. */
    differs: Record<string, { value: number; designation: string }>
  }[]
  /** Drawn at a representative size and length (null for a pending table: usual proportions). */
  drawing: { drawing: Drawing; size: string | null; length: number | null }
}

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
