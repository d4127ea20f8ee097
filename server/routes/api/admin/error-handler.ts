import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify'
import { Type } from 'typebox'
import { AdminError } from '../../../repositories/admin/errors.ts'
import { DISK_FULL_ADMIN_TEXT, isDiskFull } from '../../../uploads/disk-full.ts'

/** Every refusal of the admin API: `{ success: false, error }` (error is the Turkish text to show). */
export const AdminErrorReply = Type.Object({
  success: Type.Literal(false),
  error: Type.String(),
  message: Type.Optional(Type.String()),
})

function fieldOf(error: FastifyError): string {
  const first = error.validation?.[0]
  if (!first) return ''
  const missing =
    (first.params as { missingProperty?: string; additionalProperty?: string } | undefined) ?? {}
  const name = missing.missingProperty ?? missing.additionalProperty ?? first.instancePath.replace(/^\//, '')
  return name.replace(/\//g, '.')
}

/** Maps validation, parser and our own errors to the admin answer shape; hides 5xx details. */
export function adminErrorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (error instanceof AdminError) {
    return reply.code(error.statusCode).send({ success: false, error: error.message })
  }
  if (error.validation) {
    const field = fieldOf(error)
    return reply.code(400).send({
      success: false,
      error: field ? `Geçersiz veri: ${field}` : 'Geçersiz veri',
      message: error.message,
    })
  }
  // A full disk is the host's to fix, not a bug to hide behind "unexpected error".
  if (isDiskFull(error)) {
    request.log.error({ err: error }, 'admin request failed: disk full')
    return reply.code(507).send({ success: false, error: DISK_FULL_ADMIN_TEXT })
  }
  const status =
    error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500
  if (status >= 500) {
    request.log.error({ err: error }, 'admin request failed')
    return reply.code(500).send({ success: false, error: 'Beklenmeyen bir hata oluştu' })
  }
  return reply.code(status).send({ success: false, error: 'Geçersiz istek', message: error.message })
}
