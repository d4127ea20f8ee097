import type { FastifyPluginAsync } from 'fastify'
import { LANGS } from '../../shared/i18n.ts'
import { localizePath } from '../../shared/routes.ts'
import { BusyError } from '../cache/render-gate.ts'
import { sendBusy } from '../cache/busy-answer.ts'
import { quotationPageData } from '../desk/quotation-public.ts'
import { errorPage } from '../ssr/error-page.ts'
import type { PageRenderer } from '../ssr/renderer.ts'
import { NEVER_STORE } from '../cache/cache-control.ts'

/**
 * GET /teklif/q/<token> (and under /en, /es): the buyer's quotation, read by its token and rendered for this request
 * only. Never in the page caches (an answer shows at once, and a token's page is nobody else's): `private, no-store`.
 * A token that opens nothing is the site's 404 page; an expired quotation says so with 410.
 */
const quotationPageRoutes: FastifyPluginAsync<{ renderer: PageRenderer }> = async (app, { renderer }) => {
  for (const lang of LANGS) {
    const path = localizePath(lang, '/teklif/q/:token')
    app.get<{ Params: { token: string } }>(path, { compress: false }, async (request, reply) => {
      const token = request.params.token
      const url = localizePath(lang, `/teklif/q/${encodeURIComponent(token)}`)
      reply
        .header('Content-Type', 'text/html; charset=utf-8')
        .header('Cache-Control', NEVER_STORE)
        .header('X-Robots-Tag', 'noindex')
        .header('Referrer-Policy', 'no-referrer')
      try {
        const quotation = await quotationPageData(app, token, lang)
        const rendered = await app.renderGate.run(() => renderer.render(url, { quotation }))
        const status = rendered.status === 200 && quotation?.state === 'expired' ? 410 : rendered.status
        return reply.code(status).send(rendered.html)
      } catch (error) {
        if (error instanceof BusyError) return sendBusy(reply, url, false)
        request.log.error({ err: error }, 'quotation page failed')
        return reply.code(500).send(errorPage(url))
      }
    })
  }
}
export default quotationPageRoutes
