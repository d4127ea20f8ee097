import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { PortfolioBlock } from '../../../../shared/schemas/blocks.ts'
import { activeBlock } from '../../../repositories/public-content.ts'

const portfolioRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/', { schema: { response: { 200: PortfolioBlock } } }, async (request, reply) =>
    app.sendPublicJson(request, reply, () => activeBlock(app.stores.portfolio.data)),
  )
}
export default portfolioRoutes
