import { type Lang, pickText } from '../../shared/i18n.ts'
import type { Product } from '../../shared/schemas/product.ts'
import { slugify } from '../../shared/slug.ts'
import { datasheetText } from './datasheet-content.ts'

/**
 * The datasheet's file name in `lang`: the product's name and the datasheet's title in that language as one slug
 * ("din-933-hex-head-bolt-technical-datasheet.pdf", "tornillo-de-cabeza-hexagonal-din-933-ficha-tecnica.pdf"), so a reader saves it
 * under a name in their own language, not the Turkish URL slug. Plain ASCII, safe in a Content-Disposition.
 */
export function datasheetFileName(product: Product, lang: Lang): string {
  const name = slugify(pickText(product, 'name', lang)) || product.slug
  return `${name}-${slugify(datasheetText(lang, 'datasheet.title'))}.pdf`
}
