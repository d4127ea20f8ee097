import type { ProductView, SizeCells, TermView } from '../../shared/page-data.ts'
import { isSizeKey, sizeLabel } from '../../shared/standards/sizes.ts'

/*
 * A product page's schema.org data: a ProductGroup whose variants are the size table's rows. Only facts the catalogue
 * holds (no offers, no prices, no guessed weights); property names in the page's language, units as UN/CEFACT codes
 * (MMT millimetre, KGM kilogram).
 */

type Property = { '@type': 'PropertyValue'; name: string; value: string | number; unitCode?: string }
type RangeProperty = {
  '@type': 'PropertyValue'
  name: string
  minValue: number
  maxValue: number
  unitCode: string
}

function property(name: string, value: string | number, unitCode?: string): Property {
  return { '@type': 'PropertyValue', name, value, ...(unitCode ? { unitCode } : {}) }
}

/** The lengths the size table spans, in millimetres; none when no row has a length. */
function lengthRange(name: string, sizes: SizeCells[]): RangeProperty[] {
  const lengths = sizes.flatMap(([, length]) => (length === null ? [] : [length]))
  if (lengths.length === 0) return []
  const [minValue, maxValue] = [Math.min(...lengths), Math.max(...lengths)]
  return [{ '@type': 'PropertyValue', name, minValue, maxValue, unitCode: 'MMT' }]
}

/** "M10 × 40", "Ø4.8 × 12", "M10" for a part without a length. */
function rowSize([size, length]: SizeCells): string {
  const label = isSizeKey(size) ? sizeLabel(size) : size
  return length === null ? label : `${label} × ${length}`
}

/** The identifier of a size row: `<slug>-M10x40`, or `<slug>-M10` without a length. */
export function variantSku(slug: string, [size, length]: SizeCells): string {
  return length === null ? `${slug}-${size}` : `${slug}-${size}x${length}`
}

export function productGroup(
  product: ProductView,
  brand: string,
  url: string,
  messages: Record<string, string>,
  abs: (path: string) => string,
): object {
  const text = (id: string) => messages[id] ?? id
  const names = {
    length: text('product.sizes.lengthName'),
    weight: text('product.sizes.weightName'),
  }
  const terms = (id: string, list: TermView[]) => list.map((term) => property(text(id), term.label))
  const groupProperties = [
    ...product.standards.map((standard) => property(text('product.tech.standards'), standard.designation)),
    ...terms('product.tech.materials', product.materials),
    ...terms('product.tech.classes', product.classes),
    ...terms('product.tech.finishes', product.finishes),
    ...lengthRange(names.length, product.sizes),
  ]
  const prefix = product.standards[0]?.designation ?? product.name
  return {
    '@context': 'https://schema.org',
    '@type': 'ProductGroup',
    name: product.name,
    description: product.description,
    image: product.images.map(abs),
    url,
    productGroupID: product.slug,
    brand: { '@type': 'Brand', name: brand },
    ...(product.category ? { category: product.category.name } : {}),
    ...(groupProperties.length > 0 ? { additionalProperty: groupProperties } : {}),
    ...(product.sizes.length > 0
      ? {
          variesBy: ['https://schema.org/size'],
          hasVariant: product.sizes.map((row) => {
            const weight = row[3]
            return {
              '@type': 'Product',
              // "DIN 912 M10 × 40": the group carries the product's name; a variant says which part it is.
              name: `${prefix} ${rowSize(row)}`,
              sku: variantSku(product.slug, row),
              // `size` names the thread and the length (the group gives the lengths' unit and range): a Size or
              // Length property repeated on each of up to a hundred rows would cost 70-100 bytes a row.
              size: rowSize(row),
              ...(weight === null ? {} : { additionalProperty: [property(names.weight, weight, 'KGM')] }),
            }
          }),
        }
      : {}),
  }
}
