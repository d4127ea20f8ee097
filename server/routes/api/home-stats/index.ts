import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { StatsBlock } from '../../../../shared/schemas/blocks.ts'
import { activeBlock } from '../../../repositories/public-content.ts'

const homeStatsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/', { schema: { response: { 200: StatsBlock } } }, async (request, reply) =>
    app.sendPublicJson(request, reply, () => activeBlock(app.stores.homeStats.data)),
  )
}
export default homeStatsRoutes
