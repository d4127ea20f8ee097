import type { FastifyPluginAsync } from 'fastify'
import { CONTENT_ROLES, DESK_ROLES, EVERY_ROLE, OWNER_ONLY } from '../../../../shared/roles.ts'
import { errorReply } from '../../../../shared/schemas/error.ts'
import { type Actor, runAs } from '../../../auth/actor.ts'
import { apiErrorHandler } from '../../../error-handler.ts'
import auth from '../../../plugins/app/auth.ts'
import history from '../../../plugins/app/history.ts'
import { cleanStrings } from '../../../repositories/admin/clean-text.ts'
import { DISK_FULL_ADMIN_TEXT } from '../../../uploads/disk-full.ts'
import about from './about/index.ts'
import audit from './audit/index.ts'
import authRoutes from './auth/index.ts'
import catalogue from './catalog/index.ts'
import categories from './categories/index.ts'
import contact from './contact/index.ts'
import features from './home-features/index.ts'
import homeStats from './home-stats/index.ts'
import portfolio from './portfolio/index.ts'
import products from './products/index.ts'
import revisions from './revisions/index.ts'
import { adminRoutes as registeredRoutes, recordRoutes } from './route-registry.ts'
import { type FolderAccess, FORBIDDEN_TEXT, registerFolder } from './roles.ts'
import settings from './settings/index.ts'
import sliders from './sliders/index.ts'
import stats from './stats/index.ts'
import submissions from './submissions/index.ts'
import quotation from './submissions/quotation.ts'
import translations from './translations/index.ts'
import upload from './upload/index.ts'
import users from './users/index.ts'
import vocabularies from './vocabularies/index.ts'
import { NEVER_STORE } from '../../../cache/cache-control.ts'

declare module 'fastify' {
  interface FastifyRequest {
    /** The admin doing this request and what its writes changed (set once the token and role are checked). */
    actor: Actor | null
  }
}

const EVERYONE: FolderAccess = { read: EVERY_ROLE, write: EVERY_ROLE }
/** The catalogue: sales reads it to answer requests, only content roles change it. */
const CATALOGUE: FolderAccess = { read: EVERY_ROLE, write: CONTENT_ROLES }
const CONTENT: FolderAccess = { read: CONTENT_ROLES, write: CONTENT_ROLES }
/** Accounts and the audit log. */
const OWNER: FolderAccess = { read: OWNER_ONLY, write: OWNER_ONLY }
/** Buyers' requests: their personal data is seen by these roles only. */
const DESK: FolderAccess = { read: DESK_ROLES, write: DESK_ROLES }

/**
 * Everything under /api/admin. The guard sits on the folder: one onRequest hook authenticates
 * every route registered below (only the login route opts out with `config.public`), then refuses
 * (403) a role the route does not name, so a new route is protected without remembering anything.
 * Which roles may use which folder is stated once, in the list below. Unknown paths under /api/admin
 * answer 401 to strangers and 404 to any admin.
 */
const adminRoutes: FastifyPluginAsync = async (app) => {
  recordRoutes(app)
  await app.register(auth)
  await app.register(history)
  app.decorateRequest('actor', null)
  app.setErrorHandler(apiErrorHandler({ diskFullText: DISK_FULL_ADMIN_TEXT, logPrefix: 'admin request' }))
  app.addHook('onRequest', async (request, reply) => {
    reply.header('Cache-Control', NEVER_STORE)
    if (request.routeOptions.config.public === true) return
    const refused = await app.authenticate(request, reply)
    if (refused) return refused
    const { role, username } = request.admin!
    if (!request.routeOptions.config.roles?.includes(role))
      return reply.code(403).send(errorReply(FORBIDDEN_TEXT))
    request.actor = { username, role, changes: [] }
    return undefined
  })
  // Every text an admin client sends is stored without control characters, whatever the route.
  app.addHook('preValidation', async (request) => {
    if (request.body !== null && typeof request.body === 'object' && !Buffer.isBuffer(request.body))
      request.body = cleanStrings(request.body)
  })
  // The handler runs as the request's admin: stores and the audit log read who it is (server/auth/actor.ts).
  // Set here, after the body is read, because the body's stream events do not carry the context.
  app.addHook('preHandler', (request, _reply, done) => {
    if (request.actor) runAs(request.actor, done)
    else done()
  })
  app.addHook('onReady', async () => {
    const bare = registeredRoutes(app).filter((route) => !route.public && route.roles.length === 0)
    if (bare.length > 0)
      throw new Error(`admin routes without roles: ${bare.map((r) => `${r.method} ${r.url}`).join(', ')}`)
  })

  await registerFolder(app, authRoutes, EVERYONE, '/auth')
  await registerFolder(app, stats, EVERYONE, '/stats')
  await registerFolder(app, products, CATALOGUE, '/products')
  await registerFolder(app, categories, CATALOGUE, '/categories')
  await registerFolder(app, vocabularies, CATALOGUE, '/vocabularies')
  await registerFolder(app, sliders, CONTENT)
  await registerFolder(app, portfolio, CONTENT, '/portfolio')
  await registerFolder(app, homeStats, CONTENT, '/home-stats')
  await registerFolder(app, features, CONTENT, '/home-features')
  await registerFolder(app, about, CONTENT, '/about')
  await registerFolder(app, contact, CONTENT, '/contact')
  await registerFolder(app, settings, CONTENT, '/settings')
  await registerFolder(app, upload, CONTENT, '/upload')
  await registerFolder(app, catalogue, CONTENT, '/catalog')
  await registerFolder(app, submissions, DESK, '/submissions')
  await registerFolder(app, quotation, DESK, '/submissions')
  await registerFolder(app, translations, CONTENT, '/translations')
  await registerFolder(app, users, OWNER, '/users')
  await registerFolder(app, revisions, CONTENT, '/revisions')
  await registerFolder(app, audit, OWNER, '/audit')
  app.all('/*', { config: { roles: EVERY_ROLE } }, async (_request, reply) =>
    reply.code(404).send(errorReply('Bulunamadı')),
  )
}
export default adminRoutes
