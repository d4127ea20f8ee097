import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from 'typebox'
import { Category, CategoryInput, PublicCategory } from '../../../../../shared/schemas/category.ts'
import { IdParams } from '../../../../../shared/schemas/common.ts'
import {
  createCategory,
  deleteCategory,
  listCategories,
  updateCategory,
} from '../../../../repositories/admin/categories.ts'
import { ErrorReply } from '../../../../../shared/schemas/error.ts'

/** Categories: GET /, POST /, PUT /:id, DELETE /:id (its products become uncategorised). */
const categoryRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/', { schema: { response: { 200: Type.Array(PublicCategory) } } }, async () =>
    listCategories(app.stores),
  )

  app.post(
    '/',
    { schema: { body: CategoryInput, response: { 201: Category, '4xx': ErrorReply } } },
    async (request, reply) => reply.code(201).send(await createCategory(app.stores, request.body)),
  )

  app.put(
    '/:id',
    {
      schema: { params: IdParams, body: CategoryInput, response: { 200: Category, '4xx': ErrorReply } },
    },
    async (request) => updateCategory(app.stores, request.params.id, request.body),
  )

  app.delete(
    '/:id',
    { schema: { params: IdParams, response: { 204: Type.Null(), '4xx': ErrorReply } } },
    async (request, reply) => {
      await deleteCategory(app.stores, request.params.id)
      return reply.code(204).send(null)
    },
  )
}
export default categoryRoutes
