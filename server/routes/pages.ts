import type { FastifyPluginAsync } from 'fastify'
import { isLang } from '../../shared/i18n.ts'
import type { Config } from '../config.ts'
import { ResponseCache } from '../cache/response-cache.ts'
import { sendCached } from '../cache/send-cached.ts'
import { createPageRenderer } from '../ssr/renderer.ts'

const ERROR_PAGE = `<!doctype html><html lang="tr"><head><meta charset="utf-8"><title>Unexpected Application Error!</title></head><body style="font-family:system-ui;padding:3rem"><h1>Unexpected Application Error!</h1><p>500</p><p><a href="/">/</a></p></body></html>`

/**
 * Every GET that no API or file route took is a page: rendered on the server in the URL's
 * language with its data embedded, 404 for unknown paths. Rendered HTML is cached per URL until
 * the next content write, so a repeat visit costs about what a static file costs; pages
 * revalidate with their ETag.
 */
const pageRoutes: FastifyPluginAsync<{ config: Config }> = async (app, { config }) => {
  const renderer = await createPageRenderer(app, config)
  const cache = config.PAGE_CACHE && !config.dev ? new ResponseCache() : null

  app.get('/*', { compress: false }, async (request, reply) => {
    const url = request.url
    // The language chosen in the switcher is remembered for the next visit to the bare `/`.
    const remembered = request.cookies.lang
    if (url === '/' && isLang(remembered) && remembered !== 'tr') {
      return reply
        .header('Vary', 'Cookie')
        .header('Cache-Control', 'no-cache')
        .redirect(`/${remembered}`, 302)
    }
    const admin = url === '/admin' || url.startsWith('/admin/') || url.startsWith('/admin?')
    reply
      .header('Content-Type', 'text/html; charset=utf-8')
      .header('Cache-Control', admin ? 'no-store' : 'no-cache')
      .header('Vary', url === '/' ? 'Accept-Encoding, Cookie' : 'Accept-Encoding')
    let page
    try {
      if (!cache) {
        const rendered = await renderer.render(url)
        return reply.code(rendered.status).send(rendered.html)
      }
      const version = app.contentVersion.value
      page =
        cache.get(url, version) ??
        (await cache.getOrMake(url, version, async () => {
          const rendered = await renderer.render(url)
          return { text: rendered.html, status: rendered.status }
        }))
    } catch (error) {
      request.log.error({ err: error }, 'page render failed')
      return reply.code(500).header('Cache-Control', 'no-store').send(ERROR_PAGE)
    }
    return sendCached(request, reply, cache, page)
  })
}
export default pageRoutes
