import type { Product } from '../../../shared/schemas/product.ts'
import { withTechnicalData } from './product-lists.ts'
import { boltAndScrewProducts } from './products-bolts-screws.ts'
import { nutAndWasherProducts } from './products-nuts-washers.ts'
import { rivetAndCustomProducts } from './products-rivets-custom.ts'
import { vocabularies } from './vocabularies.ts'

let made: Product[] | undefined

/**
 * Demo catalogue: 28 products over the six categories, one of them inactive; each with technical data and a size
 * table (technical-data.ts), its spec lines and applications derived from them in three languages. Made on the
 * first call, not when the module loads: deriving them costs ~50-130 ms, and a start on an existing data
 * folder never needs them.
 */
export function demoProducts(): Product[] {
  made ??= [...boltAndScrewProducts, ...nutAndWasherProducts, ...rivetAndCustomProducts].map((product) =>
    withTechnicalData(product, vocabularies),
  )
  return made
}
