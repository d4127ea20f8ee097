import type { FastifyPluginAsync } from 'fastify'
import { LANGS } from '../../shared/i18n.ts'
import { localizePath } from '../../shared/routes.ts'
import { QUOTE_PASTE_MAX } from '../../shared/quote-items.ts'
import { BusyError } from '../cache/render-gate.ts'
import { sendBusy } from '../cache/busy-answer.ts'
import { pageCacheKey } from '../cache/page-key.ts'
import { errorPage } from '../ssr/error-page.ts'
import type { PageRenderer } from '../ssr/renderer.ts'
import { PARSE_RATE_LIMIT } from './api/quote/lines.ts'
import { NEVER_STORE } from '../cache/cache-control.ts'

/** A paste at its longest as a form sends it: a character is up to four bytes, each written `%XX`. */
export const PASTE_FORM_BODY_LIMIT = QUOTE_PASTE_MAX * 12 + 1024

/**
 * POST /teklif (and /en/teklif, /es/teklif) with `bom=<text>`, the paste box's form without scripts: the quote page
 * rendered with the pasted lines read (page data `pasted`), as POST /api/quote/parse reads them. Never cached; the
 * page's security headers and the forms' same-origin check apply as to every page and form.
 */
const quotePasteRoutes: FastifyPluginAsync<{ renderer: PageRenderer }> = async (app, { renderer }) => {
  // Only this plugin's routes read form-encoded bodies; everywhere else they stay refused (415).
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: PASTE_FORM_BODY_LIMIT },
    (_request, body, done) => done(null, new URLSearchParams(body as string)),
  )
  for (const lang of LANGS) {
    app.post(
      localizePath(lang, '/teklif'),
      { compress: false, bodyLimit: PASTE_FORM_BODY_LIMIT, config: { rateLimit: PARSE_RATE_LIMIT } },
      async (request, reply) => {
        const form = request.body
        // The paste box posts a form; a JSON or empty body is no such post.
        if (!(form instanceof URLSearchParams))
          return reply.code(415).send({ error: 'Unsupported Media Type', message: 'A form post is expected' })
        const key = pageCacheKey(app.stores, request.url)
        if (!key) return reply.code(400).send({ error: 'Bad Request', message: 'Malformed URL' })
        reply.header('Content-Type', 'text/html; charset=utf-8').header('Cache-Control', NEVER_STORE)
        try {
          const rendered = await app.renderGate.run(() =>
            renderer.render(key.url, { bom: (form.get('bom') ?? '').slice(0, QUOTE_PASTE_MAX) }),
          )
          return reply.code(rendered.status).send(rendered.html)
        } catch (error) {
          if (error instanceof BusyError) return sendBusy(reply, key.url, false)
          request.log.error({ err: error }, 'quote page with a pasted list failed')
          return reply.code(500).send(errorPage(key.url))
        }
      },
    )
  }
}
export default quotePasteRoutes
