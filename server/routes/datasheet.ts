import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify'
import { LANGS, type Lang } from '../../shared/i18n.ts'
import { PAGES } from '../../shared/pages.ts'
import { localizePath } from '../../shared/routes.ts'
import { sendBusy } from '../cache/busy-answer.ts'
import { BusyError } from '../cache/render-gate.ts'
import { ResponseCache } from '../cache/response-cache.ts'
import { buildDatasheetPdf } from '../pdf/datasheet.ts'
import { datasheetDocument, datasheetProduct } from '../pdf/datasheet-content.ts'

/** Datasheets kept drawn: a few per product page visited, bounded by count and bytes (one is ~60-150 KB). */
const CACHE_ENTRIES = 96
const CACHE_BYTES = 12 * 1024 * 1024

/**
 * GET /urunler/:slug/datasheet.pdf (and under /en, /es): the product's datasheet in the URL's language, for
 * active products only (404 otherwise, like the product page). A drawn PDF is kept in memory until the next
 * content write (keyed by the content version, like the page cache), so repeated downloads cost nothing;
 * a miss draws through the render gate, so a flood of datasheet requests waits its turn beside the pages
 * instead of starving them (503 with Retry-After beyond the gate's queue).
 */
const datasheetRoutes: FastifyPluginAsync = async (app) => {
  const cache = new ResponseCache(CACHE_BYTES, CACHE_ENTRIES)
  const context = {
    stores: app.stores,
    uploadsDir: app.config.uploadsDir,
    origin: app.config.PUBLIC_URL,
  }

  const answer =
    (lang: Lang) => async (request: FastifyRequest<{ Params: { slug: string } }>, reply: FastifyReply) => {
      const { slug } = request.params
      const product = datasheetProduct(app.stores, slug)
      if (!product) {
        return reply
          .code(404)
          .header('Cache-Control', 'no-cache')
          .send({ success: false, error: 'Not Found', message: 'No such product' })
      }
      const version = app.contentVersion.value
      let entry
      try {
        entry = await cache.getOrMake(`${lang}:${product.slug}`, version, () =>
          app.renderGate.run(async () => ({
            text: await buildDatasheetPdf(await datasheetDocument(context, product, lang)),
            status: 200,
          })),
        )
      } catch (error) {
        if (error instanceof BusyError) return sendBusy(reply, request.url, false)
        throw error
      }
      reply
        .header('Content-Type', 'application/pdf')
        .header('Content-Disposition', `inline; filename="${product.slug}-datasheet-${lang}.pdf"`)
        .header('Cache-Control', 'no-cache')
        .header('ETag', entry.etag)
      if (request.headers['if-none-match'] === entry.etag) return reply.code(304).send()
      return reply.code(200).send(entry.body)
    }

  for (const lang of LANGS) {
    // PDF streams are compressed already: compressing the file again costs time for a few per cent.
    app.get<{ Params: { slug: string } }>(
      localizePath(lang, `${PAGES.product.path}/datasheet.pdf`),
      { compress: false },
      answer(lang),
    )
  }
}
export default datasheetRoutes
