import { access } from 'node:fs/promises'
import path from 'node:path'
import { Compile } from 'typebox/compile'
import type { RevisionCollection } from '../../shared/schemas/history.ts'
import type { Product, ProductInput } from '../../shared/schemas/product.ts'
import { TYPED_FIELDS } from '../../shared/schemas/product.ts'
import type { Vocabularies, VocabularyKind } from '../../shared/schemas/technical.ts'
import { AdminError } from '../repositories/admin/errors.ts'
import { applyInput } from '../repositories/admin/products.ts'
import { ProductSlugs } from '../repositories/admin/product-slugs.ts'
import { replaceVocabulary } from '../repositories/admin/vocabularies.ts'
import { collectionSchema, type JsonCollectionName, type Stores } from '../store/collections.ts'

/** A version saved under rules that no longer hold (a field since added, a value since refused). */
const NO_LONGER_VALID = (where: string) =>
  `Bu sürüm bugünkü kurallara uymuyor (${where}); geri yüklenemez. Kaydı düzenleyerek düzeltin.`

type Identified = { id: string; slug?: string }

/**
 * Writes `record` (a revision's) back as the record's current version, through the collection's own store and
 * rules, so it becomes a new revision and everything derived from it (caches, search, product texts) follows:
 * - products: as a product save does (applyInput: checked against today's categories, vocabularies and standards,
 *   texts derived again), its slug kept unless another product has taken it since (409); a deleted product returns;
 * - categories: a slug taken since by another category is refused (409); a deleted one returns with its id;
 * - vocabularies: each kind as the vocabularies screen saves it (a term products still use cannot go: 409);
 * - the catalogue only while its PDF files are still there;
 * - every other document or record is checked against its schema, then replaced whole.
 */
export async function restoreRecord(
  stores: Stores,
  uploadsDir: string,
  collection: RevisionCollection,
  id: string,
  record: unknown,
): Promise<void> {
  if (collection === 'products') return restoreProduct(stores, id, record as Product)
  if (collection === 'vocabularies') return restoreVocabularies(stores, record)
  if (collection === 'categories' || collection === 'sliders')
    return restoreListItem(stores, collection, id, record as Identified)
  if (collection === 'catalogue') await checkCatalogueFiles(uploadsDir, record)
  check(collection, record)
  const store = stores[collection] as unknown as {
    update: (mutate: (draft: Record<string, unknown>) => void) => Promise<void>
  }
  await store.update((draft) => {
    for (const key of Object.keys(draft)) delete draft[key]
    Object.assign(draft, structuredClone(record))
  })
}

function check(collection: JsonCollectionName, record: unknown, item = false): void {
  const schema = collectionSchema(collection)
  const validator = Compile(item ? (schema as unknown as { items: typeof schema }).items : schema)
  if (validator.Check(record)) return
  const first = [...validator.Errors(record)][0]
  throw new AdminError(409, NO_LONGER_VALID(first ? `${first.instancePath || '/'} ${first.message}` : '?'))
}

async function restoreProduct(stores: Stores, id: string, saved: Product): Promise<void> {
  await stores.products.write((draft) => {
    const other = draft.records.find((product) => product.slug === saved.slug && product.id !== id)
    if (other)
      throw new AdminError(
        409,
        `Bu sürümün adresi (/urunler/${saved.slug}) artık “${other.name_tr}” ürününde kullanılıyor. Önce o ürünün adını değiştirin.`,
      )
    const product = structuredClone(saved)
    // A category deleted since: the product comes back uncategorised, as deleting a category leaves its products.
    if (product.categoryId && !stores.categories.data.some((category) => category.id === product.categoryId))
      product.categoryId = null
    const input = Object.fromEntries(
      TYPED_FIELDS.filter((key) => key in product).map((key) => [key, product[key as keyof Product]]),
    ) as ProductInput
    applyInput(stores, new ProductSlugs(draft.records), product, input)
    draft.put(product)
  })
}

async function restoreListItem(
  stores: Stores,
  collection: 'categories' | 'sliders',
  id: string,
  saved: Identified,
): Promise<void> {
  check(collection, saved, true)
  const store = stores[collection] as unknown as {
    update: (mutate: (draft: Identified[]) => void) => Promise<void>
  }
  await store.update((items) => {
    const taken = items.find((item) => item.id !== id && saved.slug !== undefined && item.slug === saved.slug)
    if (taken)
      throw new AdminError(
        409,
        `Bu sürümün kısa adı (${saved.slug}) artık başka bir kategoride kullanılıyor. Önce onu değiştirin.`,
      )
    const at = items.findIndex((item) => item.id === id)
    const copy = structuredClone(saved)
    if (at >= 0) items[at] = copy
    else items.push(copy)
  })
}

async function restoreVocabularies(stores: Stores, record: unknown): Promise<void> {
  check('vocabularies', record)
  const saved = record as Vocabularies
  for (const kind of Object.keys(saved) as VocabularyKind[]) {
    if (JSON.stringify(saved[kind]) === JSON.stringify(stores.vocabularies.data[kind])) continue
    await replaceVocabulary(stores, kind, saved[kind])
  }
}

async function checkCatalogueFiles(uploadsDir: string, record: unknown): Promise<void> {
  for (const [key, value] of Object.entries((record ?? {}) as Record<string, unknown>)) {
    if (!key.startsWith('file_url') || typeof value !== 'string' || value === '') continue
    const name = /^\/uploads\/katalog\/([^/]+)$/.exec(value)?.[1]
    const present = name
      ? await access(path.join(uploadsDir, 'public', 'katalog', name)).then(
          () => true,
          () => false,
        )
      : false
    if (!present)
      throw new AdminError(
        409,
        'Bu sürümün katalog PDF dosyası artık sunucuda yok; geri yüklenemez. Kataloğu yeniden yükleyin.',
      )
  }
}
