import { mkdir } from 'node:fs/promises'
import path from 'node:path'
import fp from 'fastify-plugin'
import type { Config } from '../../config.ts'
import { ensureAdmin, resolveJwtSecret } from '../../seed/first-run.ts'
import { seedData, writeSeedFiles } from '../../seed/index.ts'
import { type CollectionName, flushStores, openStores, type Stores } from '../../store/collections.ts'
import { ContentVersion } from '../../store/json-store.ts'

declare module 'fastify' {
  interface FastifyInstance {
    stores: Stores
    contentVersion: ContentVersion
    /** JWT_SECRET, or the one generated on first start and kept in DATA_DIR. */
    jwtSecret: string
  }
}

/**
 * Opens the data folder (seeding missing files), writes the demo files, creates the first admin,
 * and decorates the app with `stores`. Pending writes are flushed when the app closes.
 */
export default fp<{ config: Config }>(
  async (app, { config }) => {
    const version = new ContentVersion()
    await mkdir(config.dataDir, { recursive: true })
    const { stores, created } = await openStores(config.dataDir, seedData, version)
    if (created.has('products')) app.log.info('first start: rendering demo images and the catalogue PDF')
    // Production copies the demo files `npm run build` rendered; development draws them from source.
    const prebuilt = config.dev ? undefined : path.join(config.distDir, 'seed-uploads')
    const catalogueSize = await writeSeedFiles(
      path.join(config.uploadsDir, 'public'),
      {
        settings: stores.settings.data,
        contact: stores.contact.data,
        categories: stores.categories.data,
        products: stores.products.data,
        sliders: stores.sliders.data,
        portfolio: stores.portfolio.data,
        catalogue: stores.catalogue.data,
      },
      prebuilt,
    )
    if (catalogueSize && stores.catalogue.data.size !== catalogueSize) {
      await stores.catalogue.update((catalogue) => {
        catalogue.size = catalogueSize
      })
    }
    const generatedPassword = await ensureAdmin(config, stores)
    if (created.size > 0)
      app.log.info({ files: [...created] satisfies CollectionName[] }, 'seeded data files')
    if (generatedPassword) {
      // Printed once on purpose: the host owner needs it to log in the first time.
      console.log(
        `\n  First start: admin user "${config.ADMIN_USERNAME}" created with password: ${generatedPassword}\n` +
          `  (also written to ${path.join(config.dataDir, 'initial-admin-password.txt')}; delete it after logging in)\n`,
      )
    }
    app.decorate('jwtSecret', await resolveJwtSecret(config))
    app.decorate('stores', stores)
    app.decorate('contentVersion', version)
    app.addHook('onClose', async () => flushStores(stores))
  },
  { name: 'stores' },
)
