import type { FastifyReply } from 'fastify'
import { errorReply } from '../../../../../shared/schemas/error.ts'

const SERVER_BUSY = 'Sunucu şu anda çok meşgul. Lütfen birkaç saniye sonra tekrar deneyin.'
/** Seconds a client is asked to wait when the password gate is full. */
const BUSY_RETRY_SECONDS = 2

/** 503 with Retry-After: the password gate is full (a burst of logins elsewhere); nothing was changed. */
export function passwordGateBusy(reply: FastifyReply) {
  return reply.code(503).header('Retry-After', String(BUSY_RETRY_SECONDS)).send(errorReply(SERVER_BUSY))
}
