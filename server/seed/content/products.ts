import type { Product } from '../../../shared/schemas/product.ts'
import { boltAndScrewProducts } from './products-bolts-screws.ts'
import { nutAndWasherProducts } from './products-nuts-washers.ts'
import { rivetAndCustomProducts } from './products-rivets-custom.ts'

/** Demo catalogue: 28 products over the six categories, one of them inactive. */
export const products: Product[] = [
  ...boltAndScrewProducts,
  ...nutAndWasherProducts,
  ...rivetAndCustomProducts,
]
