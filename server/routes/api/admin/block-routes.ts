import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { type TObject, type TProperties, Type } from 'typebox'
import { BlockHeader } from '../../../../shared/schemas/blocks.ts'
import { IdParams } from '../../../../shared/schemas/common.ts'
import { type Block, BlockRepository, type Card, type CardInput } from '../../../repositories/admin/blocks.ts'
import type { Stores } from '../../../store/collections.ts'
import type { JsonStore } from '../../../store/json-store.ts'
import { AdminErrorReply } from './error-handler.ts'

/** The card's own fields without the id; order and is_active may be left out (last, active). */
function cardInput(card: TObject): TObject {
  const { id: _id, order, is_active, ...fields } = card.properties as TProperties
  return Type.Object(
    { ...fields, order: Type.Optional(order!), is_active: Type.Optional(is_active!) },
    { additionalProperties: false },
  )
}

/**
 * The routes shared by the three home blocks (portfolio, home-stats, home-features):
 * GET / (whole block, all cards), POST / (titles), POST /cards, PUT /cards/:id, DELETE /cards/:id.
 */
export function blockRoutes<C extends Card>(options: {
  store: (stores: Stores) => JsonStore<Block<C>>
  block: TObject
  card: TObject
  idPrefix: string
}): FastifyPluginAsyncTypebox {
  const CardBody = cardInput(options.card)
  return async (app) => {
    const repository = new BlockRepository<C>(options.store(app.stores), options.idPrefix)

    app.get('/', { schema: { response: { 200: options.block } } }, async () => repository.get())

    app.post(
      '/',
      { schema: { body: BlockHeader, response: { 200: options.block, '4xx': AdminErrorReply } } },
      async (request) => repository.saveHeader(request.body),
    )

    app.post(
      '/cards',
      { schema: { body: CardBody, response: { 201: options.card, '4xx': AdminErrorReply } } },
      async (request, reply) => reply.code(201).send(await repository.addCard(request.body as CardInput<C>)),
    )

    app.put(
      '/cards/:id',
      {
        schema: { params: IdParams, body: CardBody, response: { 200: options.card, '4xx': AdminErrorReply } },
      },
      async (request) => repository.updateCard(request.params.id, request.body as CardInput<C>),
    )

    app.delete(
      '/cards/:id',
      { schema: { params: IdParams, response: { 204: Type.Null(), '4xx': AdminErrorReply } } },
      async (request, reply) => {
        await repository.deleteCard(request.params.id)
        return reply.code(204).send(null)
      },
    )
  }
}
