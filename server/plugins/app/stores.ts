import { mkdir } from 'node:fs/promises'
import fp from 'fastify-plugin'
import type { Config } from '../../config.ts'
import {
  type CollectionName,
  closeStores,
  type InitialContent,
  openStores,
  type Stores,
} from '../../store/collections.ts'
import { ContentVersion } from '../../store/json-store.ts'

declare module 'fastify' {
  interface FastifyInstance {
    stores: Stores
    contentVersion: ContentVersion
    /** The collections whose file was missing at this start and was created from the demo seed. */
    seededCollections: ReadonlySet<CollectionName>
  }
}

/**
 * Opens every collection of the data folder once and decorates the app with `stores`. A missing file is
 * created from `seed`, which app.ts takes from the first start (the demo content): product code never
 * imports the demo. Pending writes are flushed when the app closes.
 */
export default fp<{ config: Config; seed: () => InitialContent }>(
  async (app, { config, seed }) => {
    const version = new ContentVersion()
    await mkdir(config.dataDir, { recursive: true })
    const { stores, created, upgraded } = await openStores(config.dataDir, seed, version)
    if (created.size > 0)
      app.log.info({ files: [...created] satisfies CollectionName[] }, 'seeded data files')
    if (upgraded.size > 0) app.log.info({ files: [...upgraded] }, 'upgraded data files to the current shape')
    app.decorate('stores', stores)
    app.decorate('contentVersion', version)
    app.decorate('seededCollections', created)
    app.addHook('onClose', async () => closeStores(stores))
  },
  { name: 'stores' },
)
