import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from 'typebox'
import { ErrorReply, errorReply } from '../../../../shared/schemas/error.ts'
import { pageCacheKey } from '../../../cache/page-key.ts'
import { LANGS } from '../../../../shared/i18n.ts'
import { PAGE_IDS } from '../../../../shared/pages.ts'
import { loadPageData } from '../../../ssr/page-data.ts'
import { pageMessagesJson } from '../../../ssr/renderer.ts'

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

  /**
   * GET /api/page-data/messages?page=products&lang=en: the texts a page needs besides the common
   * ones, for client-side navigation to it (each page embeds only its own texts; client/i18n/page-areas.ts).
   */
  app.get(
    '/messages',
    {
      schema: {
        querystring: Type.Object({
          page: Type.Union([...PAGE_IDS, 'not-found'].map((page) => Type.Literal(page))),
          lang: Type.Union(LANGS.map((lang) => Type.Literal(lang))),
        }),
      },
    },
    async (request, reply) => {
      const json = await pageMessagesJson(app.config, request.query.lang, request.query.page)
      if (json === null) return reply.code(404).send(errorReply('Sayfa bulunamadı', 'Not found'))
      // Changes only with a new build, but revalidated so a deploy never leaves an id unnamed.
      return reply
        .header('cache-control', app.contentCacheControl)
        .type('application/json; charset=utf-8')
        .send(json)
    },
  )
}
export default pageDataRoutes
