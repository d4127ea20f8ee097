import type { ProductCad } from './cad.ts'
import type { SizeDimensions } from './catalogue/dimension-cells.ts'
import type { QuoteChoice } from './catalogue/technical-fields.ts'
import type { TechnicalView } from './catalogue/technical-view.ts'
import type { Lang } from './i18n.ts'
import type { DataOf, NoData } from './page-definition.ts'
import type { PageId, PAGES } from './pages.ts'
import type { ProductCardData } from './product-facets.ts'
import type { PublicCategory } from './schemas/category.ts'
import type { PageSettings } from './page-settings.ts'
import type { StandardKind, StandardStatus } from './standards/types.ts'

/** What every page needs: header and footer content, the settings in the page's language. */
export type CommonData = { settings: PageSettings; categories: PublicCategory[] }

/**
 * The data each page is rendered with, on the server and after client-side navigation: for a public
 * page the type its definition names (shared/pages/<id>.ts), nothing for the other page kinds.
 */
export type PageDataMap = { [P in PageKind]: P extends PageId ? DataOf<(typeof PAGES)[P]> : NoData }
export type PageKind = PageId | 'admin' | 'not-found'

/** A product page in its language only (server/catalogue/product-view.ts), with up to four other products of its category. */
export type ProductPageData = { product: ProductView; related: ProductCardData[] }

/** A standard as the standards pages name it, in the page's language (server/repositories/standards.ts). */
export type StandardLink = { id: string; designation: string; title: string }
export type StandardSummary = StandardLink & {
  kind: StandardKind
  status: StandardStatus
  /** What replaced it when withdrawn, beyond its ISO equivalent ("DIN EN 1665"); null when nothing is named. */
  successor: string | null
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
/** /standartlar: every standard by kind; `results` answers `?q=` (null without a search). */
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
  drawing: DrawingImage
}

/**
 * A standard's dimension drawing as the pages show it: an SVG file (server/catalogue/drawing-files.ts), its
 * size in CSS pixels, and the size and length it is drawn at (null for a pending table: usual proportions).
 */
export type DrawingImage = {
  src: string
  /** The same drawing as a DXF file for CAD programs (1:1, mm), with its version. */
  dxf: string
  width: number
  height: number
  size: string | null
  length: number | null
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

/** One size row: size key ('M10'), length in mm (null for nuts and washers), 1 stocked or 0 made to order, kg per 1,000. */
export type SizeCells = [
  size: string,
  length: number | null,
  stocked: 0 | 1,
  weightPer1000: number | null,
  /** 1 when the weight was computed from the standard and the material (shared/catalogue/size-weights.ts). */
  weightComputed?: 1,
]

/** What a product page shows, in its language only: no other language, no vocabulary beyond the product's terms. */
export type ProductView = {
  id: string
  slug: string
  name: string
  description: string
  /** Main picture first; no empty URLs. */
  images: string[]
  category: { slug: string; name: string } | null
  /**
   * Every technical field in the page's language (shared/catalogue/technical-view.ts): standards with their
   * DIN <-> ISO equivalents, terms by their labels, notes by line. The size and length ranges are left to the table.
   */
  technical: Omit<TechnicalView, 'size' | 'length'>
  /** The size table (sorted by size, then length), as compact cells: a product page may hold hundreds of rows. */
  sizes: SizeCells[]
  /** Positions in `sizes` of the rows marked as special lengths (outside the standard); usually none. */
  specialSizes: number[]
  /** The standard's dimensions for each size of the table (DIN and ISO side by side); null without a sourced table. */
  dimensions: SizeDimensions | null
  /** The sizes of the table with generated CAD files (shared/cad.ts); null when the main standard has none. */
  cad: ProductCad | null
  /** The main standard's dimension drawing; null when the standard is unknown or the product has none. */
  drawing:
    | (DrawingImage & {
        designation: string
        /** The letters the drawing dimensions, with what each means in the page's language. */
        letters: { symbol: string; label: string }[]
      })
    | null
}

/**
 * The quote form's start: the product's name, the size row's facts and the value of each quote choice (`material`,
 * `finish`) in the page's language, each '' (or null) when not given or unknown.
 */
export type QuotePrefill = {
  product: string
  standard: string
  size: string
  length: number | null
} & Record<QuoteChoice, string>
