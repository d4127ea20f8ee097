import fp from 'fastify-plugin'
import type { Config } from '../../config.ts'
import { contentCacheControl, NEVER_STORE } from '../../cache/cache-control.ts'
import { EdgePurger } from '../../cache/edge-purge.ts'

declare module 'fastify' {
  interface FastifyInstance {
    /** Cache-Control of pages and public JSON, from EDGE_MAX_AGE_S and EDGE_STALE_S (cache-control.ts). */
    contentCacheControl: string
  }
}

/**
 * What the shared caches in front (Varnish, a CDN) may keep, and telling them when it changed: the
 * content Cache-Control value, `private, no-store` on any answer a shared cache must never hand to
 * someone else, and a ban to each of CDN_PURGE_URLS after every content write and at start (a new
 * build renames the assets every cached page points at).
 */
export default fp<{ config: Config }>(
  async (app, { config }) => {
    app.decorate('contentCacheControl', contentCacheControl(config.EDGE_MAX_AGE_S, config.EDGE_STALE_S))

    // Whatever the route chose: an answer to someone who sent credentials, one that sets a cookie, and
    // any 5xx (a passing failure must not be served from a cache for minutes) is that visitor's alone.
    app.addHook('onSend', (request, reply, payload, done) => {
      if (
        request.headers.authorization !== undefined ||
        reply.statusCode >= 500 ||
        reply.hasHeader('set-cookie')
      )
        reply.header('Cache-Control', NEVER_STORE)
      done(null, payload)
    })

    if (config.cdnPurgeUrls.length === 0) return
    const purger = new EdgePurger(config.cdnPurgeUrls, app.log)
    app.contentVersion.watch(() => purger.request())
    app.addHook('onReady', async () => purger.request())
    app.addHook('onClose', async () => purger.close())
  },
  { name: 'edge-cache', dependencies: ['stores'] },
)
