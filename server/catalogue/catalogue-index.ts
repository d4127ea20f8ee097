import type { Product } from '../../shared/schemas/product.ts'
import type { Stores } from '../store/collections.ts'
import { EMPTY_VOCABULARIES, type FacetSource, type Vocabularies } from './contract.ts'
import { buildFacetIndex, type FacetIndex } from './facet-index.ts'

type Built = { categories: unknown; vocabularies: unknown; index: FacetIndex<Product & FacetSource> }

/*
 * One index per products array: every store write replaces the array (and the categories' and vocabularies'
 * data), so a changed catalogue is a new key and an index can never be stale; an old one is dropped with its array.
 */
const built = new WeakMap<object, Built>()

/** The vocabularies store once helper "catalogue-data" adds it; an older data folder has none. */
function vocabulariesOf(stores: Stores): Vocabularies {
  const store = (stores as unknown as { vocabularies?: { data: Vocabularies } }).vocabularies
  return store?.data ?? EMPTY_VOCABULARIES
}

/** The facet index of the stored catalogue, rebuilt when products, categories or vocabularies change. */
export function catalogueIndex(stores: Stores): FacetIndex<Product & FacetSource> {
  const products = stores.products.data
  const categories = stores.categories.data
  const vocabularies = vocabulariesOf(stores)
  const cached = built.get(products)
  if (cached && cached.categories === categories && cached.vocabularies === vocabularies) return cached.index
  const slugs = new Map(categories.map((category) => [category.id, category.slug]))
  const index = buildFacetIndex(products as (Product & FacetSource)[], (id) => slugs.get(id), vocabularies)
  built.set(products, { categories, vocabularies, index })
  return index
}
