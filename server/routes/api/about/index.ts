import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { About } from '../../../../shared/schemas/about.ts'

const aboutRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/', { schema: { response: { 200: About } } }, async () => app.stores.about.data)
}
export default aboutRoutes
