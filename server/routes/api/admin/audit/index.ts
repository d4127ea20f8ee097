import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { AuditPage, AuditQuery } from '../../../../../shared/schemas/history.ts'
import { ErrorReply } from '../../../../../shared/schemas/error.ts'

/**
 * GET /?limit&cursor&user&collection: the audit log newest first (server/history/audit-log.ts), `next` the opaque
 * cursor of the following page. Owners only (the folder's access in ../index.ts).
 */
const auditRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/',
    { schema: { querystring: AuditQuery, response: { 200: AuditPage, '4xx': ErrorReply } } },
    async (request) => app.history.audit.page(request.query),
  )
}
export default auditRoutes
