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
import type { SeedData as SeedContent } from '../seed/index.ts'
import { vocabularies as seedVocabularies } from '../seed/content/vocabularies.ts'
import { DurableJSONFile } from './durable-json-file.ts'
import { type ContentVersion, JsonStore } from './json-store.ts'
import {
  upgradeContact,
  upgradeProducts,
  upgradeSettings,
  upgradeSliders,
  upgradeVocabularies,
} from './upgrades.ts'

/**
 * What an upgrade step may read besides its own file (files are opened in the order below): the contact file as
 * stored, the vocabularies once their store is open (products derive their texts from them), and the demo seed
 * (a vocabulary added since the file was written starts from the seed's terms).
 */
type UpgradeContext = { legacyContact: unknown; vocabularies?: VocabulariesData; seed: () => SeedContent }

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
    seed: (c: SeedContent) => c.settings,
    // Before contact.json: the contact facts it held move here first.
    upgrade: (raw: unknown, context: UpgradeContext) => upgradeSettings(raw, context.legacyContact),
  },
  categories: {
    content: true,
    file: 'categories.json',
    schema: Type.Array(Category),
    seed: (c: SeedContent) => c.categories,
  },
  // Before products.json: a data folder of an earlier release gets the seed's vocabularies, and the products'
  // upgrade reads them.
  vocabularies: {
    content: true,
    file: 'vocabularies.json',
    schema: Vocabularies,
    seed: (c: SeedContent) => c.vocabularies,
    upgrade: (raw: unknown, context: UpgradeContext) => upgradeVocabularies(raw, context.seed().vocabularies),
  },
  products: {
    content: true,
    file: 'products.json',
    schema: Type.Array(Product),
    seed: (c: SeedContent) => c.products,
    upgrade: (raw: unknown, context: UpgradeContext) =>
      upgradeProducts(raw, context.vocabularies ?? seedVocabularies),
  },
  sliders: {
    content: true,
    file: 'sliders.json',
    schema: Type.Array(Slider),
    seed: (c: SeedContent) => c.sliders,
    upgrade: upgradeSliders,
  },
  homeStats: {
    content: true,
    file: 'home-stats.json',
    schema: StatsBlock,
    seed: (c: SeedContent) => c.homeStats,
  },
  portfolio: {
    content: true,
    file: 'portfolio.json',
    schema: PortfolioBlock,
    seed: (c: SeedContent) => c.portfolio,
  },
  features: {
    content: true,
    file: 'home-features.json',
    schema: FeaturesBlock,
    seed: (c: SeedContent) => c.features,
  },
  about: { content: true, file: 'about.json', schema: About, seed: (c: SeedContent) => c.about },
  contact: {
    content: true,
    file: 'contact.json',
    schema: StoredContact,
    seed: (c: SeedContent) => c.contact,
    upgrade: upgradeContact,
  },
  catalogue: {
    content: true,
    file: 'catalogue.json',
    schema: Catalogue,
    seed: (c: SeedContent) => c.catalogue,
    upgrade: upgradeCatalogue,
  },
  users: { file: 'users.json', schema: Type.Array(AdminUser), seed: (): AdminUser[] => [] },
} satisfies Record<
  string,
  {
    file: string
    schema: TSchema
    seed: (content: SeedContent) => unknown
    upgrade?: (raw: unknown, context: UpgradeContext) => unknown
    content?: true
  }
>

export type CollectionName = keyof typeof COLLECTIONS
export type Stores = {
  [K in CollectionName]: JsonStore<ReturnType<(typeof COLLECTIONS)[K]['seed']>>
}

/**
 * Opens every collection; `created` names the files that were seeded by this start, `upgraded`
 * the ones an upgrade step rewrote.
 */
export async function openStores(
  dataDir: string,
  seed: () => SeedContent,
  version: ContentVersion,
): Promise<{ stores: Stores; created: Set<CollectionName>; upgraded: Set<CollectionName> }> {
  await removeStaleTempFiles(dataDir)
  let content: SeedContent | undefined
  const lazySeed = () => {
    content ??= seed()
    return content
  }
  const context: UpgradeContext = {
    legacyContact: await new DurableJSONFile(path.join(dataDir, COLLECTIONS.contact.file)).read(),
    seed: lazySeed,
  }
  const stores: Partial<Record<CollectionName, JsonStore<unknown>>> = {}
  const created = new Set<CollectionName>()
  const upgraded = new Set<CollectionName>()
  for (const [name, def] of Object.entries(COLLECTIONS) as [
    CollectionName,
    (typeof COLLECTIONS)[CollectionName],
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
  return { stores: stores as Stores, created, upgraded }
}

export async function flushStores(stores: Stores): Promise<void> {
  await Promise.all(Object.values(stores).map((store) => store.flush()))
}

/** Temp files of writes that a crash interrupted (the data file itself was never replaced). */
async function removeStaleTempFiles(dataDir: string): Promise<void> {
  for (const name of await readdir(dataDir)) {
    if (/^\..+\.[0-9a-f]{12}\.tmp$/.test(name)) await unlink(path.join(dataDir, name)).catch(() => {})
  }
}
