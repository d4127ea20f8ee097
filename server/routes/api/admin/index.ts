import type { FastifyPluginAsync } from 'fastify'
import { errorReply } from '../../../../shared/schemas/error.ts'
import { apiErrorHandler } from '../../../error-handler.ts'
import auth from '../../../plugins/app/auth.ts'
import { cleanStrings } from '../../../repositories/admin/clean-text.ts'
import { DISK_FULL_ADMIN_TEXT } from '../../../uploads/disk-full.ts'
import about from './about/index.ts'
import authRoutes from './auth/index.ts'
import catalogue from './catalog/index.ts'
import categories from './categories/index.ts'
import contact from './contact/index.ts'
import features from './home-features/index.ts'
import homeStats from './home-stats/index.ts'
import portfolio from './portfolio/index.ts'
import products from './products/index.ts'
import { recordRoutes } from './route-registry.ts'
import settings from './settings/index.ts'
import sliders from './sliders/index.ts'
import stats from './stats/index.ts'
import submissions from './submissions/index.ts'
import translations from './translations/index.ts'
import upload from './upload/index.ts'
import vocabularies from './vocabularies/index.ts'

/**
 * Everything under /api/admin. The guard sits on the folder: one onRequest hook authenticates
 * every route registered below (only the login route opts out with `config.public`), so a new
 * route is protected without remembering anything. Unknown paths under /api/admin answer 401
 * to strangers and 404 to the admin.
 */
const adminRoutes: FastifyPluginAsync = async (app) => {
  recordRoutes(app)
  await app.register(auth)
  app.setErrorHandler(apiErrorHandler({ diskFullText: DISK_FULL_ADMIN_TEXT, logPrefix: 'admin request' }))
  app.addHook('onRequest', async (request, reply) => {
    reply.header('Cache-Control', 'no-store')
    if (request.routeOptions.config.public === true) return
    return app.authenticate(request, reply)
  })
  // Every text an admin client sends is stored without control characters, whatever the route.
  app.addHook('preValidation', async (request) => {
    if (request.body !== null && typeof request.body === 'object' && !Buffer.isBuffer(request.body))
      request.body = cleanStrings(request.body)
  })

  await app.register(authRoutes, { prefix: '/auth' })
  await app.register(stats, { prefix: '/stats' })
  await app.register(products, { prefix: '/products' })
  await app.register(categories, { prefix: '/categories' })
  await app.register(vocabularies, { prefix: '/vocabularies' })
  await app.register(sliders)
  await app.register(portfolio, { prefix: '/portfolio' })
  await app.register(homeStats, { prefix: '/home-stats' })
  await app.register(features, { prefix: '/home-features' })
  await app.register(about, { prefix: '/about' })
  await app.register(contact, { prefix: '/contact' })
  await app.register(settings, { prefix: '/settings' })
  await app.register(upload, { prefix: '/upload' })
  await app.register(catalogue, { prefix: '/catalog' })
  await app.register(submissions, { prefix: '/submissions' })
  await app.register(translations, { prefix: '/translations' })
  app.all('/*', async (_request, reply) => reply.code(404).send(errorReply('Bulunamadı')))
}
export default adminRoutes
