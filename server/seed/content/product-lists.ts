import type { Product } from '../../../shared/schemas/product.ts'
import type { Vocabularies } from '../../../shared/schemas/technical.ts'
import { type FreeLinesField, noFreeLines } from '../../../shared/spec-lists.ts'
import { derivedTexts } from '../../../shared/technical-text.ts'
import { demoTechnical } from './technical-data.ts'

/** A demo product as written in the products-*.ts files: its technical data and derived texts are added here. */
export type SeedProduct = Omit<
  Product,
  | 'technical'
  | 'sizes'
  | 'specs'
  | 'specs_en'
  | 'specs_es'
  | 'applications'
  | 'applications_en'
  | 'applications_es'
  | FreeLinesField
>

/** A demo product with its technical data (technical-data.ts) and the spec lines and applications derived from it. */
export function withTechnicalData(product: SeedProduct, vocabularies: Vocabularies): Product {
  const data = demoTechnical(product.id)
  return { ...product, ...data, ...noFreeLines(), ...derivedTexts(data, vocabularies) }
}
