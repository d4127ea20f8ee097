import type { FastifyPluginAsync, FastifyReply } from 'fastify'
import { PAGES } from '../../shared/pages.ts'
import { STANDARDS_BY_ID } from '../../shared/standards/index.ts'
import { CAD_COMPRESSION } from '../cad/compression.ts'
import { standardDxfFile } from '../cad/drawing-dxf.ts'
import { drawingFile } from '../catalogue/drawing-files.ts'
import { ALWAYS_REVALIDATE, CACHE_FOREVER } from '../cache/cache-control.ts'

/**
 * GET /standartlar/:slug/drawing.svg: a standard's dimension drawing (server/catalogue/drawing-files.ts), shown by
 * its page and by the pages of products made to it. One URL for every language (the drawing holds only the
 * standard's letters and numbers). Requested with the current `v` (the pages' links) it may be kept for good; any
 * other request revalidates, so an old link never pins an old drawing.
 * GET /standartlar/:slug/drawing.dxf: the same drawing for CAD programs (server/cad/drawing-dxf.ts), 1:1 in mm,
 * downloaded as "DIN-933.dxf", cached the same way by its own version.
 */
/** A drawing file's answer: kept for good when asked with its current version, revalidated otherwise. */
function sendVersioned(
  reply: FastifyReply,
  asked: string | undefined,
  file: { version: string; type: string; body: string; fileName?: string },
): FastifyReply {
  if (file.fileName) reply.header('Content-Disposition', `attachment; filename="${file.fileName}"`)
  return reply
    .type(file.type)
    .header('Cache-Control', asked === file.version ? CACHE_FOREVER : ALWAYS_REVALIDATE)
    .send(file.body)
}

const drawingRoutes: FastifyPluginAsync = async (app) => {
  app.get<{ Params: { slug: string }; Querystring: { v?: string } }>(
    `${PAGES.standard.path}/drawing.svg`,
    async (request, reply) => {
      const standard = STANDARDS_BY_ID.get(request.params.slug)
      if (!standard) {
        return reply
          .code(404)
          .header('Cache-Control', ALWAYS_REVALIDATE)
          .send({ success: false, error: 'Not Found', message: 'No such standard' })
      }
      const file = drawingFile(standard)
      return sendVersioned(reply, request.query.v, { ...file, type: 'image/svg+xml', body: file.svg })
    },
  )

  app.get<{ Params: { slug: string }; Querystring: { v?: string } }>(
    `${PAGES.standard.path}/drawing.dxf`,
    { compress: CAD_COMPRESSION },
    async (request, reply) => {
      const standard = STANDARDS_BY_ID.get(request.params.slug)
      if (!standard) {
        return reply
          .code(404)
          .header('Cache-Control', ALWAYS_REVALIDATE)
          .type('text/plain; charset=utf-8')
          .send('No such standard')
      }
      const file = standardDxfFile(standard)
      return sendVersioned(reply, request.query.v, { ...file, type: 'image/vnd.dxf', body: file.dxf })
    },
  )
}
export default drawingRoutes
