import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { About } from '../../../../shared/schemas/about.ts'

const aboutRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/', { schema: { response: { 200: About } } }, async (request, reply) =>
    app.sendPublicJson(request, reply, () => app.stores.about.data),
  )
}

/** GET /api/admin-about-temp: the old admin screen's tokenless read of the about record (public data). */
export const aboutTempRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/', { schema: { response: { 200: About } } }, async () => app.stores.about.data)
}
export default aboutRoutes
