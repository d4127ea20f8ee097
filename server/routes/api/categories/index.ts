import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from 'typebox'
import { PublicCategory } from '../../../../shared/schemas/category.ts'
import { publicCategories } from '../../../repositories/public-content.ts'

const categoryRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/', { schema: { response: { 200: Type.Array(PublicCategory) } } }, async (request, reply) =>
    app.sendPublicJson(request, reply, () => publicCategories(app.stores)),
  )
}
export default categoryRoutes
