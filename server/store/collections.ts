import { readdir, unlink } from 'node:fs/promises'
import path from 'node:path'
import { type TSchema, Type } from 'typebox'
import { About } from '../../shared/schemas/about.ts'
import { FeaturesBlock, PortfolioBlock, StatsBlock } from '../../shared/schemas/blocks.ts'
import { Catalogue, upgradeCatalogue } from '../../shared/schemas/catalogue.ts'
import { Category } from '../../shared/schemas/category.ts'
import { StoredContact } from '../../shared/schemas/contact.ts'
import { Product } from '../../shared/schemas/product.ts'
import { Settings } from '../../shared/schemas/settings.ts'
import { Slider } from '../../shared/schemas/slider.ts'
import { type Vocabularies as VocabulariesData, Vocabularies } from '../../shared/schemas/technical.ts'
import { AdminUser } from '../../shared/schemas/user.ts'
import { DurableJSONFile } from './durable-json-file.ts'
import { type ContentVersion, JsonStore } from './json-store.ts'
import { productsDerivedFrom, productsStampHolds, stampProducts } from './products-stamp.ts'
import { readRecordLog, RecordStore, writeRecordLog } from './record-store.ts'
import {
  upgradeContact,
  upgradeProduct,
  upgradeSettings,
  upgradeSliders,
  upgradeUsers,
  upgradeVocabularies,
} from './upgrades.ts'

/**
 * What a file that does not exist yet is created from, per collection (accounts start empty). The store does not
 * know where it comes from: the first start hands in the demo content (see openStores).
 */
export type InitialContent = {
  settings: Settings
  categories: Category[]
  vocabularies: VocabulariesData
  products: Product[]
  sliders: Slider[]
  homeStats: StatsBlock
  portfolio: PortfolioBlock
  features: FeaturesBlock
  about: About
  contact: StoredContact
  catalogue: Catalogue
}

/**
 * What an upgrade step may read besides its own file (files are opened in the order below): the contact file as
 * stored, the vocabularies once their store is open (products derive their texts from them), and the initial
 * content openStores is handed (a vocabulary added since the file was written starts from its terms).
 */
type UpgradeContext = { legacyContact: unknown; vocabularies?: VocabulariesData; seed: () => InitialContent }

/**
 * The products: an append-only log of records, so a write costs one record whatever the catalogue holds
 * (RecordStore; docs/decisions/016-products-as-an-append-only-log.md). `products.json`, the whole-array file of
 * earlier releases, is imported into it on the first start and then removed.
 */
export const PRODUCTS_FILE = 'products.jsonl'
export const LEGACY_PRODUCTS_FILE = 'products.json'

/**
 * One JSON file per collection under DATA_DIR; the seed fills a file that does not exist yet, and
 * `upgrade` brings a file of an earlier release to the current shape (see JsonStore.open).
 * `content: true` marks what public pages and JSON show: only their writes empty the caches.
 */
const COLLECTIONS = {
  settings: {
    content: true,
    file: 'settings.json',
    schema: Settings,
    seed: (c: InitialContent) => c.settings,
    // Before contact.json: the contact facts it held move here first.
    upgrade: (raw: unknown, context: UpgradeContext) => upgradeSettings(raw, context.legacyContact),
  },
  categories: {
    content: true,
    file: 'categories.json',
    schema: Type.Array(Category),
    seed: (c: InitialContent) => c.categories,
  },
  // Before the products (opened after these files): a data folder of an earlier release gets the initial
  // vocabularies, and the products' upgrade reads them from this store.
  vocabularies: {
    content: true,
    file: 'vocabularies.json',
    schema: Vocabularies,
    seed: (c: InitialContent) => c.vocabularies,
    upgrade: (raw: unknown, context: UpgradeContext) =>
      upgradeVocabularies(raw, () => context.seed().vocabularies),
  },
  sliders: {
    content: true,
    file: 'sliders.json',
    schema: Type.Array(Slider),
    seed: (c: InitialContent) => c.sliders,
    upgrade: upgradeSliders,
  },
  homeStats: {
    content: true,
    file: 'home-stats.json',
    schema: StatsBlock,
    seed: (c: InitialContent) => c.homeStats,
  },
  portfolio: {
    content: true,
    file: 'portfolio.json',
    schema: PortfolioBlock,
    seed: (c: InitialContent) => c.portfolio,
  },
  features: {
    content: true,
    file: 'home-features.json',
    schema: FeaturesBlock,
    seed: (c: InitialContent) => c.features,
  },
  about: { content: true, file: 'about.json', schema: About, seed: (c: InitialContent) => c.about },
  contact: {
    content: true,
    file: 'contact.json',
    schema: StoredContact,
    seed: (c: InitialContent) => c.contact,
    upgrade: upgradeContact,
  },
  catalogue: {
    content: true,
    file: 'catalogue.json',
    schema: Catalogue,
    seed: (c: InitialContent) => c.catalogue,
    upgrade: upgradeCatalogue,
  },
  users: {
    file: 'users.json',
    schema: Type.Array(AdminUser),
    seed: (): AdminUser[] => [],
    upgrade: upgradeUsers,
  },
} satisfies Record<
  string,
  {
    file: string
    schema: TSchema
    seed: (content: InitialContent) => unknown
    upgrade?: (raw: unknown, context: UpgradeContext) => unknown
    content?: true
  }
>

export type JsonCollectionName = keyof typeof COLLECTIONS
export type CollectionName = JsonCollectionName | 'products'
export type Stores = {
  [K in JsonCollectionName]: JsonStore<ReturnType<(typeof COLLECTIONS)[K]['seed']>>
} & { products: RecordStore<Product> }

/**
 * Opens every collection; `created` names the files that were seeded by this start, `upgraded`
 * the ones an upgrade step rewrote. `seed` is called once at most: when a file is missing or an
 * upgrade step reads it.
 */
export async function openStores(
  dataDir: string,
  seed: () => InitialContent,
  version: ContentVersion,
): Promise<{ stores: Stores; created: Set<CollectionName>; upgraded: Set<CollectionName> }> {
  await removeStaleTempFiles(dataDir)
  let content: InitialContent | undefined
  const lazySeed = () => {
    content ??= seed()
    return content
  }
  const context: UpgradeContext = {
    legacyContact: await new DurableJSONFile(path.join(dataDir, COLLECTIONS.contact.file)).read(),
    seed: lazySeed,
  }
  const stores: Partial<Record<JsonCollectionName, JsonStore<unknown>>> = {}
  const created = new Set<CollectionName>()
  const upgraded = new Set<CollectionName>()
  for (const [name, def] of Object.entries(COLLECTIONS) as [
    JsonCollectionName,
    (typeof COLLECTIONS)[JsonCollectionName],
  ][]) {
    const opened = await JsonStore.open<unknown>({
      file: path.join(dataDir, def.file),
      schema: def.schema,
      seed: () => def.seed(lazySeed()),
      upgrade: 'upgrade' in def ? (raw) => def.upgrade(raw, context) : undefined,
      version: 'content' in def ? version : undefined,
    })
    stores[name] = opened.store
    if (name === 'vocabularies') context.vocabularies = opened.store.data as VocabulariesData
    if (opened.created) created.add(name)
    if (opened.upgraded) upgraded.add(name)
  }
  const vocabularies = context.vocabularies
  if (!vocabularies) throw new Error('the vocabularies must be opened before the products')
  const productsFile = path.join(dataDir, PRODUCTS_FILE)
  const products = await RecordStore.open<Product>({
    file: productsFile,
    legacyFile: path.join(dataDir, LEGACY_PRODUCTS_FILE),
    schema: Product,
    seed: () => lazySeed().products,
    upgrade: (raw) => upgradeProduct(raw, vocabularies),
    trusted: await productsStampHolds(productsFile, vocabularies),
    version,
  })
  productsDerivedFrom(productsFile, vocabularies)
  await stampProducts(productsFile)
  if (products.created) created.add('products')
  if (products.upgraded) upgraded.add('products')
  return { stores: { ...stores, products: products.store } as Stores, created, upgraded }
}

/** The products stored in a data folder (its log, as a start replays it): for tests and scripts. */
export async function readStoredProducts(dataDir: string): Promise<Product[]> {
  return readRecordLog<Product>(path.join(dataDir, PRODUCTS_FILE))
}

/**
 * Writes `products` as the whole product log of a data folder whose server is not running (a generated
 * catalogue, a test's); a products.json of an earlier release there is removed, as the log replaces it.
 */
export async function writeStoredProducts(dataDir: string, products: readonly Product[]): Promise<void> {
  await writeRecordLog(path.join(dataDir, PRODUCTS_FILE), products)
  await unlink(path.join(dataDir, LEGACY_PRODUCTS_FILE)).catch(() => {})
}

export async function flushStores(stores: Stores): Promise<void> {
  await Promise.all(Object.values(stores).map((store) => store.flush()))
}

/** Flushes, then releases the files kept open (the products' log). */
export async function closeStores(stores: Stores): Promise<void> {
  await flushStores(stores)
  await stores.products.close()
  await stampProducts(stores.products.file)
}

/** Temp files of writes that a crash interrupted (the data file itself was never replaced). */
async function removeStaleTempFiles(dataDir: string): Promise<void> {
  for (const name of await readdir(dataDir)) {
    if (/^\..+\.[0-9a-f]{12}\.tmp$/.test(name)) await unlink(path.join(dataDir, name)).catch(() => {})
  }
}

/** The schema of a JSON collection's file (a restored revision is checked against it, server/history/restore.ts). */
export function collectionSchema(name: JsonCollectionName): TSchema {
  return COLLECTIONS[name].schema
}
