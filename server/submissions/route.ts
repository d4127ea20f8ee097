import { rm } from 'node:fs/promises'
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import type { FastifyError } from 'fastify'
import { Type } from 'typebox'
import { ErrorReply, errorReply } from '../../shared/schemas/error.ts'
import type { SubmissionKind } from '../../shared/forms.ts'
import { formMessage, requestLang } from './messages.ts'
import { receiveSubmission } from './receive.ts'
import { storeSubmission } from './storage.ts'
import { storageFailureReply } from './storage-refusal.ts'

/** Per client address and form: enough for a person, too few for a flood. */
export const SUBMIT_RATE_LIMIT = { max: 5, timeWindow: 10 * 60_000 }

/** `reference`: a quote's label for the buyer and sales (`Q-2026-00042`). */
const SuccessReply = Type.Object({
  success: Type.Literal(true),
  reference: Type.Optional(Type.String()),
})

/**
 * POST / for one form (mounted at /api/contact and /api/quote): multipart fields and up to five
 * `attachments`. A valid post is stored first (record + private files), answered
 * `{ success: true }`, then mailed; a refused one answers 4xx `{ success: false, error }` naming
 * every problem in the visitor's language and leaves nothing behind.
 */
export function submissionRoutes(kind: SubmissionKind): FastifyPluginAsyncTypebox {
  return async (app) => {
    app.setErrorHandler<FastifyError>((error, request, reply) => {
      const lang = requestLang(request)
      const storage = storageFailureReply(error, lang)
      if (storage) {
        request.log[storage.logLevel]({ err: error, kind }, 'form post refused: storage')
        if (storage.retryAfterSeconds > 0) reply.header('retry-after', String(storage.retryAfterSeconds))
        return reply.code(storage.status).send(storage.body)
      }
      const status = error.statusCode ?? 500
      if (status === 429) return reply.code(429).send(errorReply(formMessage(lang, 'forms.error.rateLimit')))
      if (status >= 400 && status < 500)
        return reply.code(status).send(errorReply(formMessage(lang, 'forms.error.malformed')))
      request.log.error({ err: error, kind }, 'form submission failed')
      return reply.code(500).send(errorReply(formMessage(lang, 'forms.error.server')))
    })

    app.post(
      '/',
      {
        config: { rateLimit: SUBMIT_RATE_LIMIT },
        schema: { response: { 200: SuccessReply, '4xx': ErrorReply, '5xx': ErrorReply } },
      },
      async (request, reply) => {
        if (!request.isMultipart()) {
          const error = formMessage(requestLang(request), 'forms.error.malformed')
          return reply.code(415).send(errorReply(error))
        }
        const tmpFiles: string[] = []
        try {
          const verdict = await receiveSubmission(request, kind, app.config.uploadsDir, tmpFiles)
          // Returned, not sent: the answer goes out after the temp files below are removed.
          if (!verdict.ok) {
            reply.code(400)
            return errorReply(verdict.errors.join('\n'))
          }
          const record = await storeSubmission({
            store: app.submissions,
            uploadsDir: app.config.uploadsDir,
            kind,
            lang: verdict.lang,
            fields: verdict.fields,
            files: verdict.files,
            items: verdict.items,
          })
          app.attachmentBudget.added(record.attachments.reduce((sum, file) => sum + file.size, 0))
          request.log.info(
            { submission: record.id, kind, reference: record.reference, lines: record.items?.length ?? 0 },
            'submission stored',
          )
          // Mail now rather than at the next tick; its outcome never changes this answer.
          app.outbox.kick()
          return { success: true as const, ...(record.reference ? { reference: record.reference } : {}) }
        } finally {
          // Moved files are gone from tmp already; whatever is left there was refused or cut off.
          await Promise.all(tmpFiles.map((file) => rm(file, { force: true })))
        }
      },
    )
  }
}
