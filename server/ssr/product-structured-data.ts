import type { ProductView, SizeCells, TermView } from '../../shared/page-data.ts'
import { isSizeKey, sizeLabel } from '../../shared/standards/sizes.ts'

/*
 * A product page's schema.org data: a ProductGroup whose variants are the size table's rows. Only facts the catalogue
 * holds (no offers, no prices, no guessed weights); property names in the page's language, units as UN/CEFACT codes
 * (MMT millimetre, KGM kilogram).
 */

type Property = { '@type': 'PropertyValue'; name: string; value: string | number; unitCode?: string }

function property(name: string, value: string | number, unitCode?: string): Property {
  return { '@type': 'PropertyValue', name, value, ...(unitCode ? { unitCode } : {}) }
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
            const [, length, , weight] = row
            const measures = [
              ...(length === null ? [] : [property(names.length, length, 'MMT')]),
              ...(weight === null ? [] : [property(names.weight, weight, 'KGM')]),
            ]
            return {
              '@type': 'Product',
              // "DIN 912 M10 × 40": the group carries the product's name; a variant says which part it is.
              name: `${prefix} ${rowSize(row)}`,
              sku: variantSku(product.slug, row),
              // `size` already names the thread; a repeated "Size" property would cost ~70 bytes a row (issue 13, 80 KB).
              size: rowSize(row),
              ...(measures.length > 0 ? { additionalProperty: measures } : {}),
            }
          }),
        }
      : {}),
  }
}
