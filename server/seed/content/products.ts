import type { Product } from '../../../shared/schemas/product.ts'
import { withTranslatedLists } from './product-lists.ts'
import { boltAndScrewProducts } from './products-bolts-screws.ts'
import { nutAndWasherProducts } from './products-nuts-washers.ts'
import { rivetAndCustomProducts } from './products-rivets-custom.ts'

/**
 * Demo catalogue: 28 products over the six categories, one of them inactive; spec lines and
 * applications in English and Spanish come from the Turkish ones (product-lists.ts).
 */
export const products: Product[] = [
  ...boltAndScrewProducts,
  ...nutAndWasherProducts,
  ...rivetAndCustomProducts,
].map(withTranslatedLists)
