import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from 'typebox'
import { ErrorReply, errorReply } from '../../../../shared/schemas/error.ts'
import { pageCacheKey } from '../../../cache/page-key.ts'
import { loadPageData } from '../../../ssr/page-data.ts'

/**
 * GET /api/page-data?url=/en/urunler: the data a public page renders with, for client-side
 * navigation (the server embeds the same object in the first HTML). 404 for unknown pages, 400
 * for a URL that cannot be decoded. Like the pages, it reads the canonical URL and is cached
 * under it (unknown parameters dropped; searches in the small cache, see CacheKey).
 */
const pageDataRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/',
    {
      schema: {
        querystring: Type.Object({ url: Type.String({ pattern: '^/', maxLength: 1000 }) }),
        response: { 400: ErrorReply },
      },
    },
    async (request, reply) => {
      const key = pageCacheKey(app.stores, request.query.url)
      if (!key) return reply.code(400).send(errorReply('Geçersiz adres', 'Malformed URL'))
      return app.sendPublicJson(
        request,
        reply,
        () => loadPageData(app.stores, key.url),
        (data) => data.status,
        { url: `/api/page-data?url=${encodeURIComponent(key.url)}`, shared: key.shared },
      )
    },
  )
}
export default pageDataRoutes
