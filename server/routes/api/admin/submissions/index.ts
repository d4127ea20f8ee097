import { createReadStream } from 'node:fs'
import { Readable } from 'node:stream'
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from 'typebox'
import { Id, IdParams } from '../../../../../shared/schemas/common.ts'
import { ErrorReply } from '../../../../../shared/schemas/error.ts'
import { Submission, SubmissionPage, SubmissionPageQuery } from '../../../../../shared/schemas/submission.ts'
import { quotationsOf } from '../../../../desk/quotation-store.ts'
import deskRoutes from './desk.ts'
import { notFound } from '../../../../repositories/admin/errors.ts'
import { submissionsCsv } from '../../../../repositories/admin/submissions-csv.ts'
import {
  deleteSubmission,
  findSubmission,
  retryAcknowledgement,
  retryDelivery,
} from '../../../../repositories/admin/submissions.ts'
import {
  attachmentDisposition,
  attachmentFile,
  removeSubmissionFiles,
  STORED_NAME_PATTERN,
} from '../../../../uploads/submission-files.ts'

const AttachmentParams = Type.Object(
  { id: Id, storedName: Type.String({ maxLength: 100, pattern: STORED_NAME_PATTERN }) },
  { additionalProperties: false },
)

/** `[` + records + `]`, read from disk a few at a time: the whole inbox never sits in memory. */
async function* jsonArray(records: AsyncIterable<Submission>): AsyncGenerator<string> {
  let first = true
  yield '['
  for await (const record of records) {
    yield `${first ? '' : ','}${JSON.stringify(record)}`
    first = false
  }
  yield ']'
}

/**
 * The inbox: every submission (streamed), a filtered page, delete (with files and timeline), retry mail, download
 * attachments, CSV export (streamed); the desk (status, assignee, notes, timeline) in desk.ts.
 */
const submissionRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/', async (_request, reply) =>
    reply
      .header('Content-Type', 'application/json; charset=utf-8')
      .send(Readable.from(jsonArray(app.submissions.all()))),
  )

  app.get(
    '/page',
    { schema: { querystring: SubmissionPageQuery, response: { 200: SubmissionPage } } },
    async (request) =>
      app.submissions.page({ ...request.query, limit: request.query.limit ?? 50 }, request.actor?.username),
  )

  app.get('/export.csv', async (_request, reply) => {
    const day = new Date().toISOString().slice(0, 10)
    return reply
      .header('Content-Type', 'text/csv; charset=utf-8')
      .header('Content-Disposition', `attachment; filename="gelen-kutusu-${day}.csv"`)
      .header('X-Content-Type-Options', 'nosniff')
      .send(Readable.from(submissionsCsv(app.submissions.all(), app.stores, app.config.PUBLIC_URL)))
  })

  await app.register(deskRoutes)

  app.delete(
    '/:id',
    { schema: { params: IdParams, response: { 204: Type.Null(), '4xx': ErrorReply } } },
    async (request, reply) => {
      await deleteSubmission(app.submissions, request.params.id)
      await quotationsOf(app.submissions).remove(request.params.id)
      await app.timelines.remove(request.params.id)
      app.attachmentBudget.removed(await removeSubmissionFiles(app.config.uploadsDir, request.params.id))
      return reply.code(204).send(null)
    },
  )

  app.post(
    '/:id/retry',
    { schema: { params: IdParams, response: { 200: Submission, '4xx': ErrorReply } } },
    async (request) => retryDelivery(app.submissions, request.params.id),
  )

  app.post(
    '/:id/retry-acknowledgement',
    { schema: { params: IdParams, response: { 200: Submission, '4xx': ErrorReply } } },
    async (request) => {
      const updated = await retryAcknowledgement(app.submissions, request.params.id)
      app.outbox.kick()
      return updated
    },
  )

  app.get(
    '/:id/attachments/:storedName',
    { schema: { params: AttachmentParams, response: { 200: Type.Unknown(), '4xx': ErrorReply } } },
    async (request, reply) => {
      const { id, storedName } = request.params
      // Both names must be the record's own; the file is then looked up inside its folder only.
      const submission = await findSubmission(app.submissions, id)
      const attachment = submission.attachments.find((a) => a.stored_name === storedName)
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
