import type { FastifyPluginAsync } from 'fastify'
import { isLang } from '../../shared/i18n.ts'
import type { Config } from '../config.ts'
import { sendBusy } from '../cache/busy-answer.ts'
import { pageCacheKey } from '../cache/page-key.ts'
import { BusyError } from '../cache/render-gate.ts'
import { sendCached } from '../cache/send-cached.ts'
import { TieredCache } from '../cache/tiered-cache.ts'
import { errorPage } from '../ssr/error-page.ts'
import { createPageRenderer } from '../ssr/renderer.ts'
import quotePasteRoutes from './quote-paste.ts'
import quotationPageRoutes from './quotation-page.ts'
import { NEVER_STORE } from '../cache/cache-control.ts'

/**
 * Every GET that no API or file route took is a page: rendered on the server in the URL's
 * language with its data embedded, 404 for unknown paths. The renderer sees the canonical URL
 * (only the query parameters the page reads, see canonicalPage), and the HTML is cached under it
 * until the next content write, so a repeat visit costs about what a static file costs; pages
 * revalidate with their ETag. Searches and other visitor-made URLs use the small cache and the
 * render gate (TieredCache), so they cannot slow down or evict the site's own pages.
 */
const pageRoutes: FastifyPluginAsync<{ config: Config }> = async (app, { config }) => {
  const renderer = await createPageRenderer(app, config)
  await app.register(quotePasteRoutes, { renderer })
  await app.register(quotationPageRoutes, { renderer })
  const cache = config.PAGE_CACHE && !config.dev ? new TieredCache(app.renderGate, 48 * 1024 * 1024) : null

  app.get('/*', { compress: false }, async (request, reply) => {
    const url = request.url
    // The language chosen in the switcher is remembered for the next visit to the bare `/`.
    const remembered = request.cookies.lang
    if (url === '/' && isLang(remembered) && remembered !== 'tr') {
      return reply
        .header('Vary', 'Cookie')
        .header('Cache-Control', NEVER_STORE)
        .redirect(`/${remembered}`, 302)
    }
    const key = pageCacheKey(app.stores, url)
    if (!key) return reply.code(400).send({ error: 'Bad Request', message: 'Malformed URL' })
    const admin = url === '/admin' || url.startsWith('/admin/') || url.startsWith('/admin?')
    reply
      .header('Content-Type', 'text/html; charset=utf-8')
      .header('Cache-Control', admin ? NEVER_STORE : app.contentCacheControl)
      .header('Vary', url === '/' ? 'Accept-Encoding, Cookie' : 'Accept-Encoding')
    let found
    try {
      if (!cache) {
        // Uncached, every request is a render: through the gate too, first come first served, so at 50 connections
        // the last in line waits for the renders before it, not for every render started after it.
        const rendered = await app.renderGate.run(() => renderer.render(key.url), true)
        return reply.code(rendered.status).send(rendered.html)
      }
      const version = app.contentVersion.value
      found =
        cache.get(key, version) ??
        (await cache.getOrMake(key, version, async () => {
          const rendered = await renderer.render(key.url)
          return { text: rendered.html, status: rendered.status }
        }))
    } catch (error) {
      if (error instanceof BusyError) return sendBusy(reply, key.url, false)
      request.log.error({ err: error }, 'page render failed')
      return reply.code(500).header('Cache-Control', NEVER_STORE).send(errorPage(key.url))
    }
    return sendCached(request, reply, found.cache, found.entry, key.shared)
  })
}
export default pageRoutes
