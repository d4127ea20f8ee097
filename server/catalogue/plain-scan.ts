import type { Lang } from '../../shared/i18n.ts'
import { pickText } from '../../shared/i18n.ts'
import type { ProductFilterQuery } from '../../shared/product-facets.ts'
import { foldForSearch } from '../../shared/search.ts'
import type { FacetSource } from './contract.ts'

/**
 * The baseline the index is measured against (and checked by in tests): every product and every size-table row
 * tested on each query, no precomputed sets. Matches only; the search box as a plain name search.
 */
export function plainScan<P extends FacetSource>(
  products: readonly P[],
  categorySlug: (id: string) => string | undefined,
  filter: ProductFilterQuery,
  lang: Lang,
): P[] {
  const needle = foldForSearch(filter.q.trim())
  const anyIn = (wanted: readonly string[], have: readonly string[] | undefined) =>
    wanted.length === 0 || wanted.some((value) => have?.includes(value))
  const one = (value: string | null | undefined) => (value ? [value] : [])
  return products.filter((product) => {
    if (!product.is_active) return false
    if (
      filter.category &&
      (product.categoryId ? categorySlug(product.categoryId) : undefined) !== filter.category
    )
      return false
    const t = product.technical ?? {}
    if (!anyIn(filter.standard, t.standards)) return false
    if (!anyIn(filter.material, t.materials)) return false
    if (!anyIn(filter.class, t.classes)) return false
    if (!anyIn(filter.finish, t.finishes)) return false
    if (!anyIn(filter.head, one(t.head))) return false
    if (!anyIn(filter.drive, one(t.drive))) return false
    if (filter.size.length > 0 || filter.length) {
      const { min, max } = filter.length ?? { min: null, max: null }
      const row = (product.sizes ?? []).some(
        (r) =>
          (filter.size.length === 0 || filter.size.includes(r.size)) &&
          (filter.length === null ||
            (r.length !== null && (min === null || r.length >= min) && (max === null || r.length <= max))),
      )
      if (!row) return false
    }
    return needle === '' || foldForSearch(pickText(product, 'name', lang)).includes(needle)
  })
}

const COUNTED = ['category', 'standard', 'size', 'material', 'class', 'finish', 'head', 'drive'] as const

/** The baseline with counts: for each facet, every product scanned again without that facet's own selection. */
export function plainScanWithCounts<P extends FacetSource>(
  products: readonly P[],
  categorySlug: (id: string) => string | undefined,
  filter: ProductFilterQuery,
  lang: Lang,
): { matches: P[]; counts: Record<(typeof COUNTED)[number], Map<string, number>> } {
  const matches = plainScan(products, categorySlug, filter, lang)
  const counts = {} as Record<(typeof COUNTED)[number], Map<string, number>>
  for (const facet of COUNTED) {
    const without = facet === 'category' ? { ...filter, category: null } : { ...filter, [facet]: [] }
    const tally = new Map<string, number>()
    for (const product of plainScan(products, categorySlug, without, lang)) {
      const t = product.technical ?? {}
      const values =
        facet === 'category'
          ? [product.categoryId ? (categorySlug(product.categoryId) ?? '') : '']
          : facet === 'size'
            ? [
                ...new Set(
                  (product.sizes ?? [])
                    .filter(
                      (r) =>
                        filter.length === null ||
                        (r.length !== null &&
                          (filter.length.min === null || r.length >= filter.length.min) &&
                          (filter.length.max === null || r.length <= filter.length.max)),
                    )
                    .map((r) => r.size),
                ),
              ]
            : facet === 'standard'
              ? (t.standards ?? [])
              : facet === 'material'
                ? (t.materials ?? [])
                : facet === 'class'
                  ? (t.classes ?? [])
                  : facet === 'finish'
                    ? (t.finishes ?? [])
                    : facet === 'head'
                      ? t.head
                        ? [t.head]
                        : []
                      : t.drive
                        ? [t.drive]
                        : []
      for (const value of values) if (value) tally.set(value, (tally.get(value) ?? 0) + 1)
    }
    counts[facet] = tally
  }
  return { matches, counts }
}
