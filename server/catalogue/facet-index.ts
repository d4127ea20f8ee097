import { fieldOfParam, type IdFieldKey } from '../../shared/catalogue/technical-fields.ts'
import { LIST_FACETS, type ListFacet, type ProductFilterQuery } from '../../shared/product-facets.ts'
import type { Product } from '../../shared/schemas/product.ts'
import { idsOf, type Vocabularies } from '../../shared/schemas/technical.ts'
import { SIZE_KEYS } from '../../shared/standards/index.ts'
import { type Bitset, bitset, setBit } from './bitset.ts'

/** What the facet index reads of a product. */
export type FacetSource = Pick<
  Product,
  'id' | 'categoryId' | 'is_active' | 'name_tr' | 'name_en' | 'name_es' | 'technical' | 'sizes'
> &
  // The search reads descriptions where the caller has them (the benchmark's generated catalogue has none).
  Partial<Pick<Product, 'description_tr' | 'description_en' | 'description_es'>>

/** Facets decided by the product record alone (size and length are decided per size-table row). */
export type ProductFacet = 'category' | Exclude<ListFacet, 'size'>
export const PRODUCT_FACETS: readonly ProductFacet[] = [
  'category',
  ...LIST_FACETS.filter((facet): facet is Exclude<ListFacet, 'size'> => facet !== 'size'),
]

/**
 * The active products with, per facet value, the set of products that have it, and every size-table row in flat
 * typed arrays (product position, size, length) so "size and length on the same row" is one tight loop.
 */
export type FacetIndex<P extends FacetSource = FacetSource> = {
  products: P[]
  sets: Record<ProductFacet, Map<string, Bitset>>
  /** Products with at least one row of each size. */
  sizeSets: Map<string, Bitset>
  /** Size ids in SIZE_KEYS order (unknown ones last, as stored): the row arrays hold positions in it. */
  sizeIds: string[]
  rowProduct: Int32Array
  rowSize: Uint16Array
  /** NaN for a row without a length (nuts, washers). */
  rowLength: Float64Array
  /** Every length some row has: the length-range ends a shared (cached) URL may name. */
  lengths: Set<number>
  vocabularies: Vocabularies
}

/** The ids a product has in a facet's field (`material` reads `technical.materials`). */
export function facetValues(
  product: FacetSource,
  facet: Exclude<ProductFacet, 'category'>,
): readonly string[] {
  return idsOf(product.technical, fieldOfParam(facet) as IdFieldKey)
}

/** Builds the index of the active products; `categorySlug` turns a category id into its URL value. */
export function buildFacetIndex<P extends FacetSource>(
  all: readonly P[],
  categorySlug: (id: string) => string | undefined,
  vocabularies: Vocabularies,
): FacetIndex<P> {
  const products = all.filter((product) => product.is_active)
  const count = products.length
  const sets = Object.fromEntries(
    PRODUCT_FACETS.map((facet) => [facet, new Map<string, Bitset>()]),
  ) as Record<ProductFacet, Map<string, Bitset>>
  const add = (facet: ProductFacet, value: string, position: number) => {
    let set = sets[facet].get(value)
    if (!set) sets[facet].set(value, (set = bitset(count)))
    setBit(set, position)
  }

  const sizeOrder = new Map<string, number>(SIZE_KEYS.map((key, i) => [key, i]))
  const seenSizes = new Set<string>()
  let rowCount = 0
  for (const product of products) {
    for (const row of product.sizes) seenSizes.add(row.size)
    rowCount += product.sizes.length
  }
  const sizeIds = [...seenSizes].sort(
    (a, b) => (sizeOrder.get(a) ?? Infinity) - (sizeOrder.get(b) ?? Infinity) || a.localeCompare(b),
  )
  const sizePosition = new Map(sizeIds.map((id, i) => [id, i]))
  const sizeSets = new Map(sizeIds.map((id) => [id, bitset(count)]))
  const rowProduct = new Int32Array(rowCount)
  const rowSize = new Uint16Array(rowCount)
  const rowLength = new Float64Array(rowCount)

  let row = 0
  products.forEach((product, position) => {
    const slug = product.categoryId ? categorySlug(product.categoryId) : undefined
    if (slug) add('category', slug, position)
    for (const facet of PRODUCT_FACETS) {
      if (facet === 'category') continue
      for (const value of facetValues(product, facet)) add(facet, value, position)
    }
    for (const sizeRow of product.sizes) {
      rowProduct[row] = position
      rowSize[row] = sizePosition.get(sizeRow.size)!
      rowLength[row] = sizeRow.length ?? Number.NaN
      setBit(sizeSets.get(sizeRow.size)!, position)
      row++
    }
  })

  const lengths = new Set<number>()
  for (const length of rowLength) if (length === length) lengths.add(length)
  return {
    products,
    sets,
    sizeSets,
    sizeIds,
    rowProduct,
    rowSize,
    rowLength,
    lengths,
    vocabularies,
  }
}

/** Whether a URL's filter names only values the catalogue has, so its page is one of a bounded set. */
export function knownFilter(index: FacetIndex, filter: ProductFilterQuery): boolean {
  const known = (facet: ListFacet, value: string) =>
    facet === 'size' ? index.sizeSets.has(value) : index.sets[facet].has(value)
  const end = (value: number | null) => value === null || index.lengths.has(value)
  return (
    LIST_FACETS.every((facet) => filter[facet].every((value) => known(facet, value))) &&
    (filter.length === null || (end(filter.length.min) && end(filter.length.max)))
  )
}
