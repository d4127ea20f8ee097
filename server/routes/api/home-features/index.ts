import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { FeaturesBlock } from '../../../../shared/schemas/blocks.ts'
import { activeBlock } from '../../../repositories/public-content.ts'

const homeFeaturesRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/', { schema: { response: { 200: FeaturesBlock } } }, async (request, reply) =>
    app.sendPublicJson(request, reply, () => activeBlock(app.stores.features.data)),
  )
}
export default homeFeaturesRoutes
