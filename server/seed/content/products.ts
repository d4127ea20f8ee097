import type { Product } from '../../../shared/schemas/product.ts'
import { withTechnicalData } from './product-lists.ts'
import { boltAndScrewProducts } from './products-bolts-screws.ts'
import { nutAndWasherProducts } from './products-nuts-washers.ts'
import { rivetAndCustomProducts } from './products-rivets-custom.ts'
import { vocabularies } from './vocabularies.ts'

/**
 * Demo catalogue: 28 products over the six categories, one of them inactive; each with technical data and a size
 * table (technical-data.ts), its spec lines and applications derived from them in three languages.
 */
export const products: Product[] = [
  ...boltAndScrewProducts,
  ...nutAndWasherProducts,
  ...rivetAndCustomProducts,
].map((product) => withTechnicalData(product, vocabularies))
