import {
  type Product,
  ProductInput,
  type PublicProduct,
  TYPED_FIELDS,
} from '../../../shared/schemas/product.ts'
import { emptyTechnical } from '../../../shared/schemas/technical.ts'
import { derivedTexts, withFreeLines } from '../../../shared/technical-text.ts'
import type { Stores } from '../../store/collections.ts'
import { withCategory } from '../joins.ts'
import { AdminError, notFound } from './errors.ts'
import { freeLines } from './free-lines.ts'
import { newId, nowIso } from './ids.ts'
import { ProductSlugs } from './product-slugs.ts'
import { checkSizesOfStandards, checkTechnical, checkedSizes } from './technical-checks.ts'

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
 * field; checked against the vocabularies as they are at that moment and every size against the standards; the
 * input's spec lines kept as free lines (free-lines.ts), and `specs*` and `applications*` derived from the technical
 * data, followed by those free lines.
 */
function technicalFields(stores: Stores, input: ProductInput, stored?: Product) {
  const technical = { ...(stored?.technical ?? emptyTechnical()), ...input.technical }
  const sizes = input.sizes ? checkedSizes(input.sizes) : (stored?.sizes ?? [])
  const vocabularies = stores.vocabularies.data
  if (input.technical) checkTechnical(technical, vocabularies)
  // A stored product saved before the rule keeps its rows until its sizes or standards are edited.
  const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b)
  if (!stored || !same(sizes, stored.sizes) || !same(technical.standards, stored.technical.standards))
    checkSizesOfStandards(technical.standards, sizes)
  const derived = derivedTexts({ technical, sizes }, vocabularies)
  const free = freeLines(input, derived, stored)
  return { technical, sizes, ...free, ...withFreeLines(derived, free) }
}

/**
 * The product a create adds to the products (the draft of a products write): checked against the categories and
 * vocabularies as they are at that moment, with a slug taken from `slugs` (the products' slugs). Also used by the
 * CSV import.
 */
export function newProduct(stores: Stores, slugs: ProductSlugs, input: ProductInput): Product {
  const values = fields(input)
  checkCategory(stores, values.categoryId)
  const time = nowIso()
  return {
    id: newId('p'),
    slug: slugs.take(values.name_tr),
    ...values,
    ...technicalFields(stores, input),
    created_at: time,
    updated_at: time,
  }
}

/**
 * Applies an update to `product` (one of the draft of a products write, or a copy of one). The slug stays as it is
 * unless the Turkish name changes (public links keep working); `slugs` holds the products' slugs. Also used by the
 * CSV import.
 */
export function applyInput(stores: Stores, slugs: ProductSlugs, product: Product, input: ProductInput): void {
  const values = fields(input)
  checkCategory(stores, values.categoryId)
  const slug = product.name_tr === values.name_tr ? product.slug : slugs.take(values.name_tr, product.slug)
  Object.assign(product, values, technicalFields(stores, input, product), { slug, updated_at: nowIso() })
}

/** Writes one record: the new product alone, whatever the catalogue holds. */
export async function createProduct(stores: Stores, input: ProductInput): Promise<Product> {
  return stores.products.write((draft) => {
    const product = newProduct(stores, new ProductSlugs(draft.records), input)
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
    applyInput(stores, new ProductSlugs(draft.records), product, input)
    return product
  })
}

export async function deleteProduct(stores: Stores, id: string): Promise<void> {
  if (!stores.products.get(id)) throw notFound('Ürün')
  await stores.products.remove(id)
}
