import type { FastifyPluginAsync } from 'fastify'
import { isLang } from '../../shared/i18n.ts'
import type { Config } from '../config.ts'
import { createPageRenderer } from '../ssr/renderer.ts'

const ERROR_PAGE = `<!doctype html><html lang="tr"><head><meta charset="utf-8"><title>Unexpected Application Error!</title></head><body style="font-family:system-ui;padding:3rem"><h1>Unexpected Application Error!</h1><p>500</p><p><a href="/">/</a></p></body></html>`

/**
 * Every GET that no API or file route took is a page: rendered on the server in the URL's
 * language with its data embedded, 404 for unknown paths.
 */
const pageRoutes: FastifyPluginAsync<{ config: Config }> = async (app, { config }) => {
  const renderer = await createPageRenderer(app, config)

  app.get('/*', async (request, reply) => {
    const url = request.url
    // The language chosen in the switcher is remembered for the next visit to the bare `/`.
    const remembered = request.cookies.lang
    if (url === '/' && isLang(remembered) && remembered !== 'tr') {
      return reply.header('Vary', 'Cookie').redirect(`/${remembered}`, 302)
    }
    try {
      const page = await renderer.render(url)
      return reply
        .code(page.status)
        .header('Content-Type', 'text/html; charset=utf-8')
        .header('Cache-Control', url.startsWith('/admin') ? 'no-store' : 'no-cache')
        .header('Vary', url === '/' ? 'Accept-Encoding, Cookie' : 'Accept-Encoding')
        .send(page.html)
    } catch (error) {
      request.log.error({ err: error }, 'page render failed')
      return reply.code(500).header('Content-Type', 'text/html; charset=utf-8').send(ERROR_PAGE)
    }
  })
}
export default pageRoutes
