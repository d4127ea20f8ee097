import { createReadStream } from 'node:fs'
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from 'typebox'
import { Id, IdParams } from '../../../../../shared/schemas/common.ts'
import { Submission } from '../../../../../shared/schemas/submission.ts'
import { notFound } from '../../../../repositories/admin/errors.ts'
import { submissionsCsv } from '../../../../repositories/admin/submissions-csv.ts'
import {
  deleteSubmission,
  findSubmission,
  listSubmissions,
  retryDelivery,
  setHandled,
} from '../../../../repositories/admin/submissions.ts'
import {
  attachmentDisposition,
  attachmentFile,
  removeSubmissionFiles,
  STORED_NAME_PATTERN,
} from '../../../../uploads/submission-files.ts'
import { AdminErrorReply } from '../error-handler.ts'

const AttachmentParams = Type.Object(
  { id: Id, storedName: Type.String({ maxLength: 100, pattern: STORED_NAME_PATTERN }) },
  { additionalProperties: false },
)

/** The inbox: list, mark handled, delete (with files), retry mail, download attachments, CSV export. */
const submissionRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/', { schema: { response: { 200: Type.Array(Submission) } } }, async () =>
    listSubmissions(app.stores),
  )

  app.get('/export.csv', async (_request, reply) => {
    const day = new Date().toISOString().slice(0, 10)
    return reply
      .header('Content-Type', 'text/csv; charset=utf-8')
      .header('Content-Disposition', `attachment; filename="gelen-kutusu-${day}.csv"`)
      .header('X-Content-Type-Options', 'nosniff')
      .send(submissionsCsv(listSubmissions(app.stores)))
  })

  app.patch(
    '/:id',
    {
      schema: {
        params: IdParams,
        body: Type.Object({ handled: Type.Boolean() }, { additionalProperties: false }),
        response: { 200: Submission, '4xx': AdminErrorReply },
      },
    },
    async (request) => setHandled(app.stores, request.params.id, request.body.handled),
  )

  app.delete(
    '/:id',
    { schema: { params: IdParams, response: { 204: Type.Null(), '4xx': AdminErrorReply } } },
    async (request, reply) => {
      await deleteSubmission(app.stores, request.params.id)
      await removeSubmissionFiles(app.config.uploadsDir, request.params.id)
      return reply.code(204).send(null)
    },
  )

  app.post(
    '/:id/retry',
    { schema: { params: IdParams, response: { 200: Submission, '4xx': AdminErrorReply } } },
    async (request) => retryDelivery(app.stores, request.params.id),
  )

  app.get(
    '/:id/attachments/:storedName',
    { schema: { params: AttachmentParams, response: { 200: Type.Unknown(), '4xx': AdminErrorReply } } },
    async (request, reply) => {
      const { id, storedName } = request.params
      // Both names must be the record's own; the file is then looked up inside its folder only.
      const attachment = findSubmission(app.stores, id).attachments.find((a) => a.stored_name === storedName)
      if (!attachment) throw notFound('Dosya')
      const found = await attachmentFile(app.config.uploadsDir, id, storedName)
      if (!found) throw notFound('Dosya')
      return reply
        .header('Content-Type', 'application/octet-stream')
        .header('Content-Length', String(found.size))
        .header('Content-Disposition', attachmentDisposition(attachment.original_name))
        .header('X-Content-Type-Options', 'nosniff')
        .send(createReadStream(found.file))
    },
  )
}
export default submissionRoutes
