import path from 'node:path'
import fp from 'fastify-plugin'
import type { Config } from '../../config.ts'
import { ensureAdmin, INITIAL_PASSWORD_FILE, resolveJwtSecret } from '../../seed/first-run.ts'
import { withDemoSizes } from '../../seed/demo-catalogue.ts'
import { seedData, writeSeedFiles } from '../../seed/index.ts'
import type { InitialContent } from '../../store/collections.ts'

declare module 'fastify' {
  interface FastifyInstance {
    /** JWT_SECRET, or the one generated on first start and kept in DATA_DIR. */
    jwtSecret: string
  }
}

/**
 * The content a missing data file is created from: the demo, in three languages. The stores are handed it
 * (see app.ts) rather than importing it, so this module stays the one door from product code to the seed.
 */
export const firstStartContent: () => InitialContent = seedData

/**
 * What a start adds to a data folder that lacks it: the demo pictures and catalogue PDF the
 * seeded records point to, the first admin account, and the token secret. Each step does nothing
 * when its result already exists, so later starts only read.
 */
export default fp<{ config: Config }>(
  async (app, { config }) => {
    const { stores } = app
    if (app.seededCollections.has('products'))
      app.log.info('first start: rendering demo images and the catalogue PDF')
    // Production copies the demo files `npm run build` rendered; development draws them from source.
    const prebuilt = config.dev ? undefined : path.join(config.distDir, 'seed-uploads')
    const catalogueSizes = await writeSeedFiles(
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
    const sized = withDemoSizes(stores.catalogue.data, catalogueSizes)
    if (sized) await stores.catalogue.update((draft) => Object.assign(draft, sized))
    const generatedPassword = await ensureAdmin(config, stores)
    if (generatedPassword) {
      // Printed once on purpose: the host owner needs it to log in the first time.
      console.log(
        `\n  First start: admin user "${config.ADMIN_USERNAME}" created with password: ${generatedPassword}\n` +
          `  (also written to ${path.join(config.dataDir, INITIAL_PASSWORD_FILE)}; delete it after logging in)\n`,
      )
    }
    app.decorate('jwtSecret', await resolveJwtSecret(config))
  },
  { name: 'first-run', dependencies: ['stores'] },
)
