import type { FastifyReply, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import path from 'node:path'
import { preferredEncoding } from './accept-encoding.ts'
import { sendBusy } from './busy-answer.ts'
import { gzipJsonArray } from './gzip-json-array.ts'
import type { CacheKey } from './page-key.ts'
import { PlainFiles } from './plain-files.ts'
import { BusyError, RenderGate } from './render-gate.ts'
import { ResponseCache } from './response-cache.ts'
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
    /**
     * Answers a public GET with a JSON array of any size (the spec's full product list): made a slice at a time
     * through the gate and kept gzip-compressed only (see gzipJsonArray), so pulling it costs what a static file
     * costs. `key` must be canonical: whatever spells the same answer, one key.
     */
    sendPublicArray<T>(
      request: FastifyRequest,
      reply: FastifyReply,
      items: () => readonly T[],
      map: (item: T) => unknown,
      key: CacheKey,
    ): Promise<FastifyReply>
    /** The one bound on uncached renders, shared by pages and public JSON (same thread). */
    renderGate: RenderGate
  }
}

export default fp(
  async (app) => {
    app.decorate('renderGate', new RenderGate())
    const cache = app.config.PAGE_CACHE ? new TieredCache(app.renderGate, 16 * 1024 * 1024) : null
    // Compressed, a 10,000-product list is a few MB: the full list in each language fits beside some filtered ones.
    const plainFiles = app.config.PAGE_CACHE
      ? await PlainFiles.open(path.join(app.config.cacheDir, 'json'))
      : null
    app.addHook('onClose', async () => plainFiles?.remove())
    const arrays = app.config.PAGE_CACHE
      ? new TieredCache(app.renderGate, 32 * 1024 * 1024, 16, 16 * 1024 * 1024)
      : null
    app.decorate('sendPublicJson', async function sendPublicJson<
      T,
    >(request: FastifyRequest, reply: FastifyReply, load: () => T, statusOf: (value: T) => number = () => 200, key: CacheKey = { url: request.url, shared: !request.url.includes('?') }) {
      reply
        .header('Content-Type', 'application/json; charset=utf-8')
        .header('Cache-Control', app.contentCacheControl)
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
      return sendCached(request, reply, found.cache, found.entry, key.shared)
    })
    app.decorate('sendPublicArray', async function sendPublicArray<
      T,
    >(request: FastifyRequest, reply: FastifyReply, items: () => readonly T[], map: (item: T) => unknown, key: CacheKey) {
      reply
        .header('Content-Type', 'application/json; charset=utf-8')
        .header('Cache-Control', app.contentCacheControl)
        .header('Vary', 'Accept-Encoding')
      // The version of the data read: a write landing while the array is made must not be cached under its version.
      const version = app.contentVersion.value
      const make = async () => ({ ...(await gzipJsonArray(items(), map)), status: 200 })
      if (!arrays || !plainFiles) {
        const scratch = new ResponseCache()
        return sendCached(request, reply, scratch, scratch.setGzipped(key.url, await make(), version))
      }
      let found
      try {
        found = arrays.get(key, version) ?? (await arrays.getOrMake(key, version, make))
      } catch (error) {
        if (error instanceof BusyError) return sendBusy(reply, '/', true)
        throw error
      }
      const { entry } = found
      if (
        request.headers['if-none-match'] !== entry.etag &&
        !preferredEncoding(request.headers['accept-encoding'], ['gzip'])
      ) {
        const plain = await plainFiles.open(entry)
        return reply
          .code(entry.status)
          .header('ETag', entry.etag)
          .header('Content-Length', plain.bytes)
          .send(plain.stream)
      }
      return sendCached(request, reply, found.cache, entry, key.shared)
    })
  },
  { name: 'public-json', dependencies: ['stores'] },
)
