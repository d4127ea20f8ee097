import type { FastifyPluginAsync } from 'fastify'
import { errorReply } from '../../../shared/schemas/error.ts'
import about, { aboutTempRoutes } from './about/index.ts'
import admin from './admin/index.ts'
import categories from './categories/index.ts'
import contact from './contact/index.ts'
import features from './home-features/index.ts'
import homeStats from './home-stats/index.ts'
import pageData from './page-data/index.ts'
import portfolio from './portfolio/index.ts'
import products from './products/index.ts'
import quote from './quote/index.ts'
import quotations from './quotations/index.ts'
import search from './search/index.ts'
import settings from './settings/index.ts'
import sliders from './sliders/index.ts'
import vocabularies from './vocabularies/index.ts'

/** Every /api route, one plugin per resource (folder names match the URL). */
const apiRoutes: FastifyPluginAsync = async (app) => {
  await app.register(settings, { prefix: '/settings' })
  await app.register(sliders, { prefix: '/sliders' })
  await app.register(homeStats, { prefix: '/home-stats' })
  await app.register(portfolio, { prefix: '/portfolio' })
  await app.register(features, { prefix: '/home-features' })
  await app.register(products, { prefix: '/products' })
  await app.register(categories, { prefix: '/categories' })
  await app.register(vocabularies, { prefix: '/vocabularies' })
  await app.register(search, { prefix: '/search' })
  await app.register(about, { prefix: '/about' })
  await app.register(aboutTempRoutes, { prefix: '/admin-about-temp' })
  await app.register(pageData, { prefix: '/page-data' })
  await app.register(contact, { prefix: '/contact' })
  await app.register(quote, { prefix: '/quote' })
  await app.register(quotations, { prefix: '/quotations' })
  await app.register(admin, { prefix: '/admin' })
  app.all('/*', async (_request, reply) => reply.code(404).send(errorReply('Bulunamadı')))
}
export default apiRoutes
