import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from 'typebox'
import { Category } from '../../../../../shared/schemas/category.ts'
import { IdParams } from '../../../../../shared/schemas/common.ts'
import {
  CategoryInput,
  createCategory,
  deleteCategory,
  listCategories,
  updateCategory,
} from '../../../../repositories/admin/categories.ts'
import { AdminErrorReply } from '../error-handler.ts'

const AdminCategory = Type.Intersect([
  Category,
  Type.Object({ _count: Type.Object({ products: Type.Integer() }) }),
])

/** Categories: GET /, POST /, PUT /:id, DELETE /:id (its products become uncategorised). */
const categoryRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/', { schema: { response: { 200: Type.Array(AdminCategory) } } }, async () =>
    listCategories(app.stores),
  )

  app.post(
    '/',
    { schema: { body: CategoryInput, response: { 201: Category, '4xx': AdminErrorReply } } },
    async (request, reply) => reply.code(201).send(await createCategory(app.stores, request.body)),
  )

  app.put(
    '/:id',
    {
      schema: { params: IdParams, body: CategoryInput, response: { 200: Category, '4xx': AdminErrorReply } },
    },
    async (request) => updateCategory(app.stores, request.params.id, request.body),
  )

  app.delete(
    '/:id',
    { schema: { params: IdParams, response: { 204: Type.Null(), '4xx': AdminErrorReply } } },
    async (request, reply) => {
      await deleteCategory(app.stores, request.params.id)
      return reply.code(204).send(null)
    },
  )
}
export default categoryRoutes
