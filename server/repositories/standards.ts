import { drawingFile } from '../catalogue/drawing-files.ts'
import { type Lang, pickText } from '../../shared/i18n.ts'
import type {
  StandardDetail,
  StandardLink,
  StandardProductCard,
  StandardsSearch,
  StandardSummary,
} from '../../shared/page-data.ts'
import type { Product } from '../../shared/schemas/product.ts'
import { foldForSearch } from '../../shared/search.ts'
import {
  changedValues,
  findStandards,
  isTablePending,
  sizeLabel,
  type Standard,
  STANDARD_KINDS,
  STANDARDS,
  STANDARDS_BY_ID,
  type StandardKind,
} from '../../shared/standards/index.ts'
import type { Stores } from '../store/collections.ts'

/*
 * What the standards pages show (/standartlar and /standartlar/<slug>), built on the server in the page's language
 * only: the standards data (all three languages, every table) stays out of the browser's bundle and page state.
 */

/** The standard ids a product is made to; tolerant of records written before products had technical data. */
function standardsOf(product: Product): readonly string[] {
  const technical = (product as { technical?: { standards?: unknown } }).technical
  return Array.isArray(technical?.standards) ? (technical.standards as string[]) : []
}

function activeProducts(stores: Stores): Product[] {
  return stores.products.data.filter((product) => product.is_active)
}

function link(standard: Standard, lang: Lang): StandardLink {
  return { id: standard.id, designation: standard.designation, title: standard.title[lang] }
}

function summary(standard: Standard, lang: Lang, counts: ReadonlyMap<string, number>): StandardSummary {
  return {
    ...link(standard, lang),
    kind: standard.kind,
    status: standard.status,
    successor: standard.successor ?? null,
    equivalents: standard.equivalents.flatMap((eq) => {
      const other = STANDARDS_BY_ID.get(eq.id)
      return other ? [link(other, lang)] : []
    }),
    productCount: counts.get(standard.id) ?? 0,
  }
}

function productCounts(products: readonly Product[]): Map<string, number> {
  const counts = new Map<string, number>()
  for (const product of products) {
    for (const id of new Set(standardsOf(product))) counts.set(id, (counts.get(id) ?? 0) + 1)
  }
  return counts
}

function card(stores: Stores, product: Product, lang: Lang): StandardProductCard {
  const category = product.categoryId
    ? stores.categories.data.find((c) => c.id === product.categoryId)
    : undefined
  return {
    slug: product.slug,
    name: pickText(product, 'name', lang),
    image: product.main_image_url,
    category: category ? pickText(category, 'name', lang) : null,
    standards: standardsOf(product).flatMap((id) => STANDARDS_BY_ID.get(id)?.designation ?? []),
  }
}

/** Active products made to any of `ids`, in stored order. */
function productsFor(stores: Stores, ids: readonly string[], lang: Lang): StandardProductCard[] {
  return activeProducts(stores)
    .filter((product) => standardsOf(product).some((id) => ids.includes(id)))
    .map((product) => card(stores, product, lang))
}

/**
 * The standards a search means: a reference by any spelling ("DIN 934", "din934", "4017") or words of a title in the
 * page's language ("somun"), each followed by its DIN <-> ISO equivalents, so "DIN 934" also shows ISO 4032.
 */
export function searchStandards(text: string, lang: Lang): Standard[] {
  const query = text.trim()
  if (!query) return []
  let found = findStandards(query)
  if (found.length === 0) {
    const needle = foldForSearch(query).replace(/\s+/g, ' ')
    found = STANDARDS.filter((standard) => {
      const haystack = foldForSearch(`${standard.designation} ${standard.title[lang]}`)
      return haystack.includes(needle) || haystack.replace(/\s+/g, '').includes(needle.replace(/\s+/g, ''))
    })
  }
  const result = new Map<string, Standard>()
  for (const standard of found) result.set(standard.id, standard)
  for (const standard of found) {
    for (const eq of standard.equivalents) {
      const other = STANDARDS_BY_ID.get(eq.id)
      if (other && !result.has(other.id)) result.set(other.id, other)
    }
  }
  return [...result.values()]
}

/** /standartlar: every standard grouped by kind (the registry's order), and the results of `?q=`. */
export function standardsIndex(stores: Stores, lang: Lang, search: string): StandardsSearch {
  const products = activeProducts(stores)
  const counts = productCounts(products)
  const groups = STANDARD_KINDS.flatMap((kind: StandardKind) => {
    const standards = STANDARDS.filter((standard) => standard.kind === kind).map((s) =>
      summary(s, lang, counts),
    )
    return standards.length > 0 ? [{ kind, standards }] : []
  })
  if (!search.trim()) return { search, groups, results: null }
  const matched = searchStandards(search, lang)
  return {
    search,
    groups,
    results: {
      standards: matched.map((standard) => summary(standard, lang, counts)),
      products: productsFor(
        stores,
        matched.map((standard) => standard.id),
        lang,
      ),
    },
  }
}

/** /standartlar/<slug>: the standard in the page's language with its table, drawing and products; null if unknown. */
export function standardDetail(
  stores: Stores,
  slug: string,
  lang: Lang,
): { standard: StandardDetail; products: StandardProductCard[] } | null {
  const standard = STANDARDS_BY_ID.get(slug)
  if (!standard) return null
  const products = activeProducts(stores)
  const counts = productCounts(products)
  const equivalents = standard.equivalents.flatMap((eq) => {
    const other = STANDARDS_BY_ID.get(eq.id)
    return other ? [{ eq, other }] : []
  })
  const detail: StandardDetail = {
    ...summary(standard, lang, counts),
    pending: isTablePending(standard),
    changes: equivalents.map(({ eq, other }) => ({
      id: other.id,
      designation: other.designation,
      text: eq.changed[lang],
    })),
    letters: standard.letters.map((letter) => ({ symbol: letter.symbol, label: letter.label[lang] })),
    tableLetters: [...standard.tableLetters],
    rows: standard.rows.map((row) => {
      const differs: StandardDetail['rows'][number]['differs'] = {}
      for (const { other } of equivalents) {
        for (const change of changedValues(standard, other, row.size) ?? []) {
          differs[change.letter] = { value: change.to, designation: other.designation }
        }
      }
      return { size: sizeLabel(row.size), pitch: row.pitch ?? null, values: { ...row.values }, differs }
    }),
    drawing: drawingFile(standard).image,
  }
  return { standard: detail, products: productsFor(stores, [standard.id], lang) }
}
