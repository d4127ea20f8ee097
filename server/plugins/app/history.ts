import path from 'node:path'
import fp from 'fastify-plugin'
import type { FastifyRequest } from 'fastify'
import type { AuditChange } from '../../../shared/schemas/history.ts'
import type { RecordChange } from '../../auth/actor.ts'
import { AuditLog } from '../../history/audit-log.ts'
import { RevisionLog } from '../../history/revision-log.ts'
import { watchStores } from '../../history/watch.ts'

declare module 'fastify' {
  interface FastifyInstance {
    /** Revisions of the content records and the admin's audit log (server/history/). */
    history: { revisions: RevisionLog; audit: AuditLog }
  }
}

/** Records named in one audit entry; a larger write (a CSV import) names the first ones and counts the rest. */
const MAX_CHANGES = 100
const READS = new Set(['GET', 'HEAD', 'OPTIONS'])

/** Field names only ever: a password's field is called `password`, whatever the store calls it. */
const fieldName = (field: string) => (/password|hash/i.test(field) ? 'password' : field)

/**
 * Opens `DATA_DIR/history/` (revisions and audit, two append-only logs), makes every content write a revision at
 * the store (watchStores), and writes an audit entry for every non-GET admin request that a valid token reached
 * (refused ones too) and every login attempt, failed or not. Registered inside the admin folder, so its hook sees
 * exactly the admin's requests. The entry is written before the answer leaves (onSend): an acknowledged write has
 * its audit line on disk.
 */
export default fp(
  async (app) => {
    const dir = path.join(app.config.dataDir, 'history')
    const revisions = await RevisionLog.open(dir)
    const audit = await AuditLog.open(dir)
    watchStores(app.stores, revisions, (error, message) => app.log.error({ err: error }, message))
    app.decorate('history', { revisions, audit })
    app.addHook('onClose', async () => {
      await revisions.close()
      await audit.close()
    })

    app.addHook('onSend', async (request, reply, payload) => {
      if (READS.has(request.method)) return payload
      const entry = auditEntry(request, reply.statusCode, revisions)
      if (entry)
        await audit
          .add(entry)
          .catch((error: unknown) => request.log.error({ err: error }, 'audit entry not written'))
      return payload
    })
  },
  { name: 'history', dependencies: ['stores'] },
)

function auditEntry(request: FastifyRequest, status: number, revisions: RevisionLog) {
  const route = request.routeOptions.url ?? request.url
  const base = {
    at: new Date().toISOString(),
    method: request.method,
    route,
    path: request.url.split('?')[0] ?? request.url,
    status,
  }
  if (request.routeOptions.config.public === true) {
    // The login: the name tried (never the password), the caller's address.
    const tried = (request.body as { username?: unknown } | undefined)?.username
    return {
      ...base,
      kind: 'login' as const,
      user: typeof tried === 'string' ? tried.slice(0, 100) : '',
      address: request.ip,
      changes: [],
    }
  }
  if (!request.admin) return null
  const changes = mergeChanges(request.actor?.changes ?? []).map((change) => {
    const name = revisions.latest(change.collection, change.id)?.name
    return name === undefined ? change : { ...change, name }
  })
  return {
    ...base,
    kind: 'write' as const,
    user: request.admin.username,
    role: request.admin.role,
    changes: changes.slice(0, MAX_CHANGES),
    ...(changes.length > MAX_CHANGES && { more: changes.length - MAX_CHANGES }),
  }
}

/** One change per record: the fields of its writes together; a delete wins, else the first action stays. */
function mergeChanges(changes: readonly RecordChange[]): AuditChange[] {
  const merged = new Map<string, AuditChange>()
  for (const change of changes) {
    const key = `${change.collection}\u0000${change.id}`
    const fields = change.fields.map(fieldName)
    const seen = merged.get(key)
    if (!seen) {
      merged.set(key, {
        collection: change.collection,
        id: change.id,
        fields: [...new Set(fields)],
        action: change.action,
      })
      continue
    }
    seen.fields = [...new Set([...seen.fields, ...fields])]
    if (change.action === 'delete') seen.action = 'delete'
  }
  return [...merged.values()]
}
