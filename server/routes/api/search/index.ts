import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { SuggestionQuery, SuggestionReply } from '../../../../shared/schemas/search-suggestions.ts'
import { searchSuggestions } from './suggestions.ts'

/**
 * GET /api/search/suggestions?q=&lang=: the header search box's type-ahead (products, standards, sizes). Every text
 * anyone types is a variant of its own, so answers go to the public JSON cache's small tier, keyed by the text as
 * read (trimmed, spaces collapsed, lower case) until the next content write.
 */
const searchRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/suggestions',
    { schema: { querystring: SuggestionQuery, response: { 200: SuggestionReply } } },
    async (request, reply) => {
      const lang = request.query.lang ?? 'tr'
      const q = request.query.q.trim().replace(/\s+/g, ' ')
      const key = {
        url: `/api/search/suggestions?${new URLSearchParams({ q, lang }).toString()}`,
        shared: false,
      }
      return app.sendPublicJson(request, reply, () => searchSuggestions(app.stores, q, lang), undefined, key)
    },
  )
}
export default searchRoutes
