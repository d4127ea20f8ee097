import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { type Static, type TSchema, Type } from 'typebox'
import { IdParams } from '../../../../shared/schemas/common.ts'
import { ErrorReply } from '../../../../shared/schemas/error.ts'
import type { Stores } from '../../../store/collections.ts'

/**
 * The routes of a collection the admin edits record by record (products, categories, sliders): GET `path` lists it,
 * POST `path` adds one (201), PUT `path/:id` replaces one, DELETE `path/:id` removes one (204). `path` is '' where the
 * plugin's prefix already names the collection. The repository answers for missing ids and refused input.
 */
export function collectionRoutes<Input extends TSchema>(options: {
  path: '' | `/${string}`
  /** One record as the list shows it. */
  listed: TSchema
  /** One record as stored, the answer to POST and PUT. */
  item: TSchema
  /** The body of POST and PUT. */
  input: Input
  list: (stores: Stores) => unknown[]
  create: (stores: Stores, input: Static<Input>) => Promise<unknown>
  update: (stores: Stores, id: string, input: Static<Input>) => Promise<unknown>
  remove: (stores: Stores, id: string) => Promise<unknown>
}): FastifyPluginAsyncTypebox {
  const { path, listed, item, input } = options
  return async (app) => {
    app.get(path || '/', { schema: { response: { 200: Type.Array(listed) } } }, async () =>
      options.list(app.stores),
    )

    app.post(
      path || '/',
      { schema: { body: input, response: { 201: item, '4xx': ErrorReply } } },
      async (request, reply) =>
        reply.code(201).send(await options.create(app.stores, request.body as Static<Input>)),
    )

    app.put(
      `${path}/:id`,
      { schema: { params: IdParams, body: input, response: { 200: item, '4xx': ErrorReply } } },
      async (request) => options.update(app.stores, request.params.id, request.body as Static<Input>),
    )

    app.delete(
      `${path}/:id`,
      { schema: { params: IdParams, response: { 204: Type.Null(), '4xx': ErrorReply } } },
      async (request, reply) => {
        await options.remove(app.stores, request.params.id)
        return reply.code(204).send(null)
      },
    )
  }
}
