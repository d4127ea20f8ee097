import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { ErrorReply } from '../../../../../shared/schemas/error.ts'
import {
  RECORD_COLLECTIONS,
  RestoreReply,
  RevisionDetail,
  RevisionList,
  RevisionParams,
  RevisionsQuery,
  type RevisionCollection,
} from '../../../../../shared/schemas/history.ts'
import { changedFields } from '../../../../history/watch.ts'
import { restoreRecord } from '../../../../history/restore.ts'
import { notFound } from '../../../../repositories/admin/errors.ts'
import type { Stores } from '../../../../store/collections.ts'

/** The record as stored now (undefined: deleted, or never there). */
function currentRecord(stores: Stores, collection: RevisionCollection, id: string): unknown {
  if (collection === 'products') return stores.products.get(id)
  if ((RECORD_COLLECTIONS as readonly string[]).includes(collection))
    return (stores[collection as 'categories' | 'sliders'].data as { id: string }[]).find(
      (item) => item.id === id,
    )
  return id === collection ? stores[collection as Exclude<RevisionCollection, 'products'>].data : undefined
}

/**
 * The earlier versions of content records (server/history/revision-log.ts): GET /?collection=&id= lists a record's
 * revisions newest first, GET /:rev shows one beside the record before it and the current one, POST /:rev/restore
 * writes it back through the collection's own rules as a new revision.
 */
const revisionRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/',
    { schema: { querystring: RevisionsQuery, response: { 200: RevisionList, '4xx': ErrorReply } } },
    async (request) => {
      const collection = request.query.collection as RevisionCollection
      const id = request.query.id ?? collection
      return { collection, id, revisions: app.history.revisions.list(collection, id) }
    },
  )

  app.get(
    '/:rev',
    { schema: { params: RevisionParams, response: { 200: RevisionDetail, '4xx': ErrorReply } } },
    async (request) => {
      const { revisions } = app.history
      const revision = revisions.get(request.params.rev)
      if (!revision) throw notFound('Sürüm')
      const record = await revisions.record(revision.rev)
      const previous = revisions.previous(revision.rev)
      // A delete's record is the version deleted: what came before it is that same version.
      const before = previous ? await revisions.record(previous.rev) : null
      const current =
        currentRecord(app.stores, revision.collection as RevisionCollection, revision.id) ?? null
      return {
        revision,
        record,
        before,
        current,
        changed: revision.fields,
        differs: current === null ? Object.keys(record as object) : changedFields(record, current),
      }
    },
  )

  app.post(
    '/:rev/restore',
    { schema: { params: RevisionParams, response: { 200: RestoreReply, '4xx': ErrorReply } } },
    async (request) => {
      const { revisions } = app.history
      const revision = revisions.get(request.params.rev)
      if (!revision) throw notFound('Sürüm')
      const record = await revisions.record(revision.rev)
      const collection = revision.collection as RevisionCollection
      await restoreRecord(app.stores, app.config.uploadsDir, collection, revision.id, record)
      const latest = revisions.latest(collection, revision.id)
      return { success: true as const, revision: latest && latest.rev > revision.rev ? latest : null }
    },
  )
}
export default revisionRoutes
