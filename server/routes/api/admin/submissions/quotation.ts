import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from 'typebox'
import { IdParams } from '../../../../../shared/schemas/common.ts'
import { QuotationInput } from '../../../../../shared/schemas/desk.ts'
import { ErrorReply } from '../../../../../shared/schemas/error.ts'
import { notFound } from '../../../../repositories/admin/errors.ts'
import { siteOrigin } from '../../../../plugins/app/same-origin.ts'
import {
  pdfFileName,
  quotationPdfOf,
  saveQuotation,
  sendQuotation,
} from '../../../../desk/quotation-actions.ts'
import { adminView } from '../../../../desk/quotation.ts'
import { quotationsOf } from '../../../../desk/quotation-store.ts'

/**
 * A request's priced quotation (issue 22): save it (PUT, priced on the server), read it, its PDF in the buyer's
 * language, and send it to the buyer. Registered as its own desk folder under /submissions.
 */
const quotationRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const quotations = quotationsOf(app.submissions)

  app.put(
    '/:id/quotation',
    {
      schema: {
        params: IdParams,
        body: QuotationInput,
        response: { 200: Type.Unknown(), '4xx': ErrorReply },
      },
    },
    async (request) => adminView(await saveQuotation(app, request.params.id, request.body)),
  )

  app.get(
    '/:id/quotation',
    { schema: { params: IdParams, response: { 200: Type.Unknown(), '4xx': ErrorReply } } },
    async (request) => {
      if (!app.submissions.has(request.params.id)) throw notFound('Talep')
      const record = await quotations.read(request.params.id)
      return record ? adminView(record) : null
    },
  )

  app.get(
    '/:id/quotation.pdf',
    {
      schema: {
        params: IdParams,
        querystring: Type.Object(
          { lang: Type.Optional(Type.Union([Type.Literal('tr'), Type.Literal('en'), Type.Literal('es')])) },
          { additionalProperties: false },
        ),
        response: { 200: Type.Unknown(), '4xx': ErrorReply },
      },
    },
    async (request, reply) => {
      const submission = await app.submissions.get(request.params.id)
      if (!submission) throw notFound('Talep')
      const record = await quotations.read(submission.id)
      if (!record) throw notFound('Teklif')
      const pdf = await quotationPdfOf(app, record, submission, request.query.lang)
      return reply
        .header('Content-Type', 'application/pdf')
        .header('Content-Disposition', `inline; filename="${pdfFileName(submission)}"`)
        .send(Buffer.from(pdf))
    },
  )

  app.post(
    '/:id/quotation/send',
    { schema: { params: IdParams, response: { 200: Type.Unknown(), '4xx': ErrorReply, '5xx': ErrorReply } } },
    async (request) => {
      const origin = siteOrigin(request, app.config.PUBLIC_URL) ?? ''
      return adminView(await sendQuotation(app, request.params.id, origin))
    },
  )
}
export default quotationRoutes
