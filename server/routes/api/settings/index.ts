import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { PublicSettings } from '../../../../shared/schemas/settings.ts'
import { publicSettings } from '../../../repositories/public-content.ts'

/** GET /api/settings: read by every page, and again every 15 s. */
const settingsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/', { schema: { response: { 200: PublicSettings } } }, async (request, reply) =>
    app.sendPublicJson(request, reply, () => publicSettings(app.stores)),
  )
}
export default settingsRoutes
