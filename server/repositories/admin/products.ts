import {
  type Product,
  ProductInput,
  type PublicProduct,
  TYPED_FIELDS,
} from '../../../shared/schemas/product.ts'
import { emptyTechnical } from '../../../shared/schemas/technical.ts'
import { derivedTexts } from '../../../shared/technical-text.ts'
import { slugify, uniqueSlug } from '../../../shared/slug.ts'
import type { Stores } from '../../store/collections.ts'
import { withCategory } from '../joins.ts'
import { AdminError, notFound } from './errors.ts'
import { newId, nowIso } from './ids.ts'
import { checkTechnical, checkedSizes } from './technical-checks.ts'

/** All products, inactive ones too, newest first, each with its category. */
export function listProducts(stores: Stores): PublicProduct[] {
  return [...stores.products.data]
    .sort((a, b) => b.created_at.localeCompare(a.created_at))
    .map(withCategory(stores))
}

/**
 * Refuses a category that does not exist. Called inside the products write, against the
 * categories as they are at that moment: a category deleted while the save waited in the queue
 * is caught here, and one deleted after it is cleared by deleteCategory's own products write,
 * which queues behind this one.
 */
function checkCategory(stores: Stores, categoryId: string | null): void {
  if (categoryId && !stores.categories.data.some((category) => category.id === categoryId)) {
    throw new AdminError(400, 'Kategori bulunamadı')
  }
}

/** The typed fields a write stores besides the technical data and size table (technicalFields). */
const PLAIN_FIELDS = TYPED_FIELDS.filter((key) => key !== 'technical' && key !== 'sizes')

/**
 * Every typed field of the input, a left-out one as its empty value: texts trimmed, pictures without an address
 * dropped, no category as null, a new product shown on the site unless it says otherwise.
 */
function fields(input: ProductInput) {
  const values: Record<string, unknown> = {}
  for (const key of PLAIN_FIELDS) {
    const value = input[key]
    const isList = (ProductInput.properties[key] as { type?: string }).type === 'array'
    values[key] = typeof value === 'string' ? value.trim() : (value ?? (isList ? [] : ''))
  }
  return {
    ...(values as Pick<Product, Exclude<(typeof PLAIN_FIELDS)[number], 'categoryId'>>),
    images: (input.images ?? []).filter((image) => image.image_url !== ''),
    categoryId: input.categoryId || null,
    is_active: input.is_active ?? true,
  }
}

/**
 * The technical data and size table a write stores: the input's, or (left out, on PUT) the stored ones, field by
 * field; checked against the vocabularies as they are at that moment, with `specs*` and `applications*` derived from
 * them (the input's spec lines are ignored: they are derived text).
 */
function technicalFields(stores: Stores, input: ProductInput, stored?: Product) {
  const technical = { ...(stored?.technical ?? emptyTechnical()), ...input.technical }
  const sizes = input.sizes ? checkedSizes(input.sizes) : (stored?.sizes ?? [])
  const vocabularies = stores.vocabularies.data
  if (input.technical) checkTechnical(technical, vocabularies)
  return { technical, sizes, ...derivedTexts({ technical, sizes }, vocabularies) }
}

function slugFor(products: readonly Product[], name: string, exceptId?: string): string {
  const taken = new Set(products.filter((p) => p.id !== exceptId).map((p) => p.slug))
  return uniqueSlug(slugify(name).slice(0, 100).replace(/-$/, '') || 'urun', taken)
}

/**
 * The product a create adds to `products` (the draft of a products write): checked against the categories and
 * vocabularies as they are at that moment, with a slug unique among `products`. Also used by the CSV import.
 */
export function newProduct(stores: Stores, products: readonly Product[], input: ProductInput): Product {
  const values = fields(input)
  checkCategory(stores, values.categoryId)
  const time = nowIso()
  return {
    id: newId('p'),
    slug: slugFor(products, values.name_tr),
    ...values,
    ...technicalFields(stores, input),
    created_at: time,
    updated_at: time,
  }
}

/**
 * Applies an update to `product`, one of `products` (the draft of a products write). The slug stays as it is
 * unless the Turkish name changes (public links keep working). Also used by the CSV import.
 */
export function applyInput(
  stores: Stores,
  products: readonly Product[],
  product: Product,
  input: ProductInput,
): void {
  const values = fields(input)
  checkCategory(stores, values.categoryId)
  const slug =
    product.name_tr === values.name_tr ? product.slug : slugFor(products, values.name_tr, product.id)
  Object.assign(product, values, technicalFields(stores, input, product), { slug, updated_at: nowIso() })
}

/** Writes one record: the new product alone, whatever the catalogue holds. */
export async function createProduct(stores: Stores, input: ProductInput): Promise<Product> {
  return stores.products.write((draft) => {
    const product = newProduct(stores, draft.records, input)
    draft.put(product)
    return product
  })
}

/** Writes one record: the product as changed (a copy; memory takes it once it is on disk). */
export async function updateProduct(stores: Stores, id: string, input: ProductInput): Promise<Product> {
  if (!stores.products.get(id)) throw notFound('Ürün')
  return stores.products.write((draft) => {
    const product = draft.edit(id)
    if (!product) throw notFound('Ürün')
    applyInput(stores, draft.records, product, input)
    return product
  })
}

export async function deleteProduct(stores: Stores, id: string): Promise<void> {
  if (!stores.products.get(id)) throw notFound('Ürün')
  await stores.products.remove(id)
}
