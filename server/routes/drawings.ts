import type { FastifyPluginAsync } from 'fastify'
import { PAGES } from '../../shared/pages.ts'
import { STANDARDS_BY_ID } from '../../shared/standards/index.ts'
import { standardDxfFile } from '../cad/drawing-dxf.ts'
import { drawingFile } from '../catalogue/drawing-files.ts'

/**
 * GET /standartlar/:slug/drawing.svg: a standard's dimension drawing (server/catalogue/drawing-files.ts), shown by
 * its page and by the pages of products made to it. One URL for every language (the drawing holds only the
 * standard's letters and numbers). Requested with the current `v` (the pages' links) it may be kept for good; any
 * other request revalidates, so an old link never pins an old drawing.
 * GET /standartlar/:slug/drawing.dxf: the same drawing for CAD programs (server/cad/drawing-dxf.ts), 1:1 in mm,
 * downloaded as "DIN-933.dxf", cached the same way by its own version.
 */
const drawingRoutes: FastifyPluginAsync = async (app) => {
  app.get<{ Params: { slug: string }; Querystring: { v?: string } }>(
    `${PAGES.standard.path}/drawing.svg`,
    async (request, reply) => {
      const standard = STANDARDS_BY_ID.get(request.params.slug)
      if (!standard) {
        return reply
          .code(404)
          .header('Cache-Control', 'no-cache')
          .send({ success: false, error: 'Not Found', message: 'No such standard' })
      }
      const file = drawingFile(standard)
      const current = request.query.v === file.version
      return reply
        .type('image/svg+xml')
        .header('Cache-Control', current ? 'public, max-age=31536000, immutable' : 'no-cache')
        .send(file.svg)
    },
  )

  app.get<{ Params: { slug: string }; Querystring: { v?: string } }>(
    `${PAGES.standard.path}/drawing.dxf`,
    // DXF is text (about 10 KB, a quarter of that compressed), but no compressible type by its name.
    { compress: { customTypes: /^image\/vnd\.dxf$/, encodings: ['br', 'gzip'], threshold: 1024 } },
    async (request, reply) => {
      const standard = STANDARDS_BY_ID.get(request.params.slug)
      if (!standard) {
        return reply
          .code(404)
          .header('Cache-Control', 'no-cache')
          .type('text/plain; charset=utf-8')
          .send('No such standard')
      }
      const file = standardDxfFile(standard)
      const current = request.query.v === file.version
      return reply
        .type('image/vnd.dxf')
        .header('Content-Disposition', `attachment; filename="${file.fileName}"`)
        .header('Cache-Control', current ? 'public, max-age=31536000, immutable' : 'no-cache')
        .send(file.dxf)
    },
  )
}
export default drawingRoutes
