import type { Product } from '../../shared/schemas/product.ts'
import type { Stores } from '../store/collections.ts'
import { buildFacetIndex, type FacetIndex } from './facet-index.ts'

type Built = { categories: unknown; vocabularies: unknown; index: FacetIndex<Product> }

/*
 * One index per products array: every store write replaces the array (and the categories' and vocabularies'
 * data), so a changed catalogue is a new key and an index can never be stale; an old one is dropped with its array.
 */
const built = new WeakMap<object, Built>()

/** The facet index of the stored catalogue, rebuilt when products, categories or vocabularies change. */
export function catalogueIndex(stores: Stores): FacetIndex<Product> {
  const products = stores.products.data
  const categories = stores.categories.data
  const vocabularies = stores.vocabularies.data
  const cached = built.get(products)
  if (cached && cached.categories === categories && cached.vocabularies === vocabularies) return cached.index
  const slugs = new Map(categories.map((category) => [category.id, category.slug]))
  const index = buildFacetIndex(products, (id) => slugs.get(id), vocabularies)
  built.set(products, { categories, vocabularies, index })
  return index
}
