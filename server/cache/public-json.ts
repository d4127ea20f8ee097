import type { FastifyReply, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { sendBusy } from './busy-answer.ts'
import type { CacheKey } from './page-key.ts'
import { BusyError, RenderGate } from './render-gate.ts'
import { sendCached } from './send-cached.ts'
import { TieredCache } from './tiered-cache.ts'

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Answers a public GET with JSON that only depends on the URL and the content: served from
     * the response cache (ETag, 304, stored br/gzip) until the next content write. `key` names
     * the answer (default: the URL, shared only without a query string; see CacheKey).
     */
    sendPublicJson<T>(
      request: FastifyRequest,
      reply: FastifyReply,
      load: () => T,
      statusOf?: (value: T) => number,
      key?: CacheKey,
    ): Promise<FastifyReply>
    /** The one bound on uncached renders, shared by pages and public JSON (same thread). */
    renderGate: RenderGate
  }
}

export default fp(
  async (app) => {
    app.decorate('renderGate', new RenderGate())
    const cache = app.config.PAGE_CACHE ? new TieredCache(app.renderGate, 16 * 1024 * 1024) : null
    app.decorate('sendPublicJson', async function sendPublicJson<
      T,
    >(request: FastifyRequest, reply: FastifyReply, load: () => T, statusOf: (value: T) => number = () => 200, key: CacheKey = { url: request.url, shared: !request.url.includes('?') }) {
      reply
        .header('Content-Type', 'application/json; charset=utf-8')
        .header('Cache-Control', 'no-cache')
        .header('Vary', 'Accept-Encoding')
      if (!cache) {
        const value = load()
        return reply.code(statusOf(value)).send(JSON.stringify(value))
      }
      const version = app.contentVersion.value
      let found
      try {
        found =
          cache.get(key, version) ??
          (await cache.getOrMake(key, version, () => {
            const value = load()
            return { text: JSON.stringify(value), status: statusOf(value) }
          }))
      } catch (error) {
        if (error instanceof BusyError) return sendBusy(reply, '/', true)
        throw error
      }
      return sendCached(request, reply, found.cache, found.entry)
    })
  },
  { name: 'public-json', dependencies: ['stores'] },
)
