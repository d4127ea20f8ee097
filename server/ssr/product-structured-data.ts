import {
  fieldLabelId,
  TECHNICAL_FIELD_KEYS,
  TECHNICAL_FIELDS,
} from '../../shared/catalogue/technical-fields.ts'
import type { ProductView, SizeCells } from '../../shared/page-data.ts'
import { sizeText } from '../../shared/standards/sizes.ts'

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
  const label = sizeText(size)
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
  const { technical } = product
  // The registry's structured fields, a property per value ("Material: Stainless steel A2"), in its order.
  const groupProperties = [
    ...TECHNICAL_FIELD_KEYS.flatMap((key) =>
      'structuredData' in TECHNICAL_FIELDS[key] && key in technical
        ? technical[key as keyof typeof technical].map((value) =>
            property(text(fieldLabelId(key)), value.text),
          )
        : [],
    ),
    ...lengthRange(names.length, product.sizes),
  ]
  const prefix = technical.standards[0]?.text ?? product.name
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
