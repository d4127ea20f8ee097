import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { ErrorReply } from '../../../../../shared/schemas/error.ts'
import {
  CsvImportQuery,
  CsvImportRefusal,
  CsvImportReply,
  MAX_CSV_BYTES,
} from '../../../../../shared/schemas/products-csv.ts'
import { decodeCsv } from '../../../../repositories/admin/csv-text.ts'
import { CsvImportError, importProducts, productsCsv } from '../../../../repositories/admin/products-csv.ts'
import { fileBuffer, filePart } from '../../../../uploads/multipart.ts'

const MISSING = 'CSV dosyası seçilmedi'
const TOO_LARGE = "CSV dosyası 10 MB'tan büyük olamaz"

/**
 * Bulk editing: GET /export.csv (every product, one row each) and POST /import[?dryRun=1][&force=1] (multipart `file`, or
 * the file itself as a text/csv body). docs/admin-api.md, "Bulk editing (CSV)", gives the columns and cell syntax.
 */
const csvRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // Only this plugin takes a text/csv body (the app refuses other non-JSON bodies with 415).
  app.addContentTypeParser(
    'text/csv',
    { parseAs: 'buffer', bodyLimit: MAX_CSV_BYTES },
    (_request, body, done) => done(null, body),
  )

  app.get('/export.csv', async (_request, reply) => {
    const day = new Date().toISOString().slice(0, 10)
    return reply
      .header('Content-Type', 'text/csv; charset=utf-8')
      .header('Content-Disposition', `attachment; filename="urunler-${day}.csv"`)
      .header('X-Content-Type-Options', 'nosniff')
      .send(productsCsv(app.stores))
  })

  app.post(
    '/import',
    {
      bodyLimit: MAX_CSV_BYTES,
      schema: {
        querystring: CsvImportQuery,
        response: { 200: CsvImportReply, 400: CsvImportRefusal, '4xx': ErrorReply },
      },
    },
    async (request, reply) => {
      const bytes = Buffer.isBuffer(request.body)
        ? request.body
        : await fileBuffer((await filePart(request, MAX_CSV_BYTES, MISSING)).file, TOO_LARGE)
      try {
        return await importProducts(app.stores, decodeCsv(bytes), {
          dryRun: request.query.dryRun === '1',
          force: request.query.force === '1',
        })
      } catch (error) {
        if (!(error instanceof CsvImportError)) throw error
        return reply.code(400).send({ success: false, error: error.message, ...error.reply })
      }
    },
  )
}
export default csvRoutes
