import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify'
import { errorReply } from '../shared/schemas/error.ts'
import { AdminError } from './repositories/admin/errors.ts'
import { isDiskFull } from './uploads/disk-full.ts'

export const UNEXPECTED_TEXT = 'Beklenmeyen bir hata oluştu'

/** The field a failed schema check names, as `body.name_tr` style dotted text ('' when unknown). */
function fieldOf(error: FastifyError): string {
  const first = error.validation?.[0]
  if (!first) return ''
  const missing =
    (first.params as { missingProperty?: string; additionalProperty?: string } | undefined) ?? {}
  const name = missing.missingProperty ?? missing.additionalProperty ?? first.instancePath.replace(/^\//, '')
  return name.replace(/\//g, '.')
}

/**
 * The API's one error handler: every failure answers the ErrorReply shape. Expected refusals keep
 * their status and text, a failed schema check names the field, a full disk says so (the host's
 * to fix, not a bug to hide), and anything else is logged and answered without its details.
 * `diskFullText` differs for the admin, who can free space by deleting old attachments.
 */
export function apiErrorHandler(options: { diskFullText: string; logPrefix: string }) {
  return (error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    if (error instanceof AdminError) return reply.code(error.statusCode).send(errorReply(error.message))
    if (error.validation) {
      const field = fieldOf(error)
      return reply
        .code(400)
        .send(errorReply(field ? `Geçersiz veri: ${field}` : 'Geçersiz veri', error.message))
    }
    if (isDiskFull(error)) {
      request.log.error({ err: error }, `${options.logPrefix} failed: disk full`)
      return reply.code(507).send(errorReply(options.diskFullText))
    }
    const status = error.statusCode && error.statusCode >= 400 ? error.statusCode : 500
    if (status >= 500) {
      request.log.error({ err: error }, `${options.logPrefix} failed`)
      return reply.code(status).send(errorReply(UNEXPECTED_TEXT))
    }
    return reply.code(status).send(errorReply('Geçersiz istek', error.message))
  }
}
