import { mkdir } from 'node:fs/promises'
import fp from 'fastify-plugin'
import type { Config } from '../../config.ts'
import { seedData } from '../../seed/index.ts'
import { type CollectionName, flushStores, openStores, type Stores } from '../../store/collections.ts'
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
 * Opens every collection of the data folder once (a missing file is created from the demo seed)
 * and decorates the app with `stores`. Pending writes are flushed when the app closes.
 */
export default fp<{ config: Config }>(
  async (app, { config }) => {
    const version = new ContentVersion()
    await mkdir(config.dataDir, { recursive: true })
    const { stores, created, upgraded } = await openStores(config.dataDir, seedData, version)
    if (created.size > 0)
      app.log.info({ files: [...created] satisfies CollectionName[] }, 'seeded data files')
    if (upgraded.size > 0) app.log.info({ files: [...upgraded] }, 'upgraded data files to the current shape')
    app.decorate('stores', stores)
    app.decorate('contentVersion', version)
    app.decorate('seededCollections', created)
    app.addHook('onClose', async () => flushStores(stores))
  },
  { name: 'stores' },
)
