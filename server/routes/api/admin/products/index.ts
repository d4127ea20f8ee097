import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from 'typebox'
import { Category } from '../../../../../shared/schemas/category.ts'
import { IdParams } from '../../../../../shared/schemas/common.ts'
import { Product } from '../../../../../shared/schemas/product.ts'
import {
  createProduct,
  deleteProduct,
  listProducts,
  ProductInput,
  updateProduct,
} from '../../../../repositories/admin/products.ts'
import { AdminErrorReply } from '../error-handler.ts'

const AdminProduct = Type.Intersect([Product, Type.Object({ category: Type.Union([Category, Type.Null()]) })])

/** Products, inactive ones too: GET /, POST /, PUT /:id, DELETE /:id. */
const productRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/', { schema: { response: { 200: Type.Array(AdminProduct) } } }, async () =>
    listProducts(app.stores),
  )

  app.post(
    '/',
    { schema: { body: ProductInput, response: { 201: Product, '4xx': AdminErrorReply } } },
    async (request, reply) => reply.code(201).send(await createProduct(app.stores, request.body)),
  )

  app.put(
    '/:id',
    { schema: { params: IdParams, body: ProductInput, response: { 200: Product, '4xx': AdminErrorReply } } },
    async (request) => updateProduct(app.stores, request.params.id, request.body),
  )

  app.delete(
    '/:id',
    { schema: { params: IdParams, response: { 204: Type.Null(), '4xx': AdminErrorReply } } },
    async (request, reply) => {
      await deleteProduct(app.stores, request.params.id)
      return reply.code(204).send(null)
    },
  )
}
export default productRoutes
