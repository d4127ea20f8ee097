import type { FastifyReply, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { ResponseCache } from './response-cache.ts'
import { sendCached } from './send-cached.ts'

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Answers a public GET with JSON that only depends on the URL and the content: served from
     * the response cache (ETag, 304, stored br/gzip) until the next content write.
     */
    sendPublicJson<T>(
      request: FastifyRequest,
      reply: FastifyReply,
      load: () => T,
      statusOf?: (value: T) => number,
    ): Promise<FastifyReply>
  }
}

export default fp(
  async (app) => {
    const cache = app.config.PAGE_CACHE ? new ResponseCache(16 * 1024 * 1024) : null
    app.decorate('sendPublicJson', async function sendPublicJson<
      T,
    >(request: FastifyRequest, reply: FastifyReply, load: () => T, statusOf: (value: T) => number = () => 200) {
      reply
        .header('Content-Type', 'application/json; charset=utf-8')
        .header('Cache-Control', 'no-cache')
        .header('Vary', 'Accept-Encoding')
      if (!cache) {
        const value = load()
        return reply.code(statusOf(value)).send(JSON.stringify(value))
      }
      const version = app.contentVersion.value
      const entry =
        cache.get(request.url, version) ??
        (await cache.getOrMake(request.url, version, () => {
          const value = load()
          return { text: JSON.stringify(value), status: statusOf(value) }
        }))
      return sendCached(request, reply, cache, entry)
    })
  },
  { name: 'public-json', dependencies: ['stores'] },
)
