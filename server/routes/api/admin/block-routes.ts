import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { type TObject, Type } from 'typebox'
import { type Block, BlockHeader, type Card, type CardInput } from '../../../../shared/schemas/blocks.ts'
import { IdParams } from '../../../../shared/schemas/common.ts'
import { ErrorReply } from '../../../../shared/schemas/error.ts'
import { BlockRepository } from '../../../repositories/admin/blocks.ts'
import type { Stores } from '../../../store/collections.ts'
import type { JsonStore } from '../../../store/json-store.ts'

/**
 * The routes shared by the three home blocks (portfolio, home-stats, home-features):
 * GET / (whole block, all cards), POST / (titles), POST /cards, PUT /cards/:id, DELETE /cards/:id.
 */
export function blockRoutes<C extends Card>(options: {
  store: (stores: Stores) => JsonStore<Block<C>>
  block: TObject
  card: TObject
  /** The card without its id: the body of POST and PUT /cards (shared/schemas/blocks.ts). */
  input: TObject
  idPrefix: string
}): FastifyPluginAsyncTypebox {
  return async (app) => {
    const repository = new BlockRepository<C>(options.store(app.stores), options.idPrefix)

    app.get('/', { schema: { response: { 200: options.block } } }, async () => repository.get())

    app.post(
      '/',
      { schema: { body: BlockHeader, response: { 200: options.block, '4xx': ErrorReply } } },
      async (request) => repository.saveHeader(request.body),
    )

    app.post(
      '/cards',
      { schema: { body: options.input, response: { 201: options.card, '4xx': ErrorReply } } },
      async (request, reply) => reply.code(201).send(await repository.addCard(request.body as CardInput<C>)),
    )

    app.put(
      '/cards/:id',
      {
        schema: { params: IdParams, body: options.input, response: { 200: options.card, '4xx': ErrorReply } },
      },
      async (request) => repository.updateCard(request.params.id, request.body as CardInput<C>),
    )

    app.delete(
      '/cards/:id',
      { schema: { params: IdParams, response: { 204: Type.Null(), '4xx': ErrorReply } } },
      async (request, reply) => {
        await repository.deleteCard(request.params.id)
        return reply.code(204).send(null)
      },
    )
  }
}
