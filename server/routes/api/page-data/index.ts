import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from 'typebox'
import { loadPageData } from '../../../ssr/page-data.ts'

/**
 * GET /api/page-data?url=/en/urunler: the data a public page renders with, for client-side
 * navigation (the server embeds the same object in the first HTML). 404 for unknown pages.
 */
const pageDataRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/',
    { schema: { querystring: Type.Object({ url: Type.String({ pattern: '^/', maxLength: 1000 }) }) } },
    async (request, reply) =>
      app.sendPublicJson(
        request,
        reply,
        () => loadPageData(app.stores, request.query.url),
        (data) => data.status,
      ),
  )
}
export default pageDataRoutes
