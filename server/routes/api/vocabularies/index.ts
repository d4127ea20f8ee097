import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Vocabularies } from '../../../../shared/schemas/technical.ts'

/** GET /api/vocabularies: every technical term with its labels in three languages (cached like other JSON). */
const vocabularyRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/', { schema: { response: { 200: Vocabularies } } }, async (request, reply) =>
    app.sendPublicJson(request, reply, () => app.stores.vocabularies.data),
  )
}
export default vocabularyRoutes
