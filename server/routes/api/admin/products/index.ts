import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from 'typebox'
import { IdParams } from '../../../../../shared/schemas/common.ts'
import { Product, ProductInput, PublicProduct } from '../../../../../shared/schemas/product.ts'
import {
  createProduct,
  deleteProduct,
  listProducts,
  updateProduct,
} from '../../../../repositories/admin/products.ts'
import { ErrorReply } from '../../../../../shared/schemas/error.ts'
import csvRoutes from './csv.ts'

/** Products, inactive ones too: GET /, POST /, PUT /:id, DELETE /:id. */
const productRoutes: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(csvRoutes) // bulk editing: GET /export.csv, POST /import
  app.get('/', { schema: { response: { 200: Type.Array(PublicProduct) } } }, async () =>
    listProducts(app.stores),
  )

  app.post(
    '/',
    { schema: { body: ProductInput, response: { 201: Product, '4xx': ErrorReply } } },
    async (request, reply) => reply.code(201).send(await createProduct(app.stores, request.body)),
  )

  app.put(
    '/:id',
    { schema: { params: IdParams, body: ProductInput, response: { 200: Product, '4xx': ErrorReply } } },
    async (request) => updateProduct(app.stores, request.params.id, request.body),
  )

  app.delete(
    '/:id',
    { schema: { params: IdParams, response: { 204: Type.Null(), '4xx': ErrorReply } } },
    async (request, reply) => {
      await deleteProduct(app.stores, request.params.id)
      return reply.code(204).send(null)
    },
  )
}
export default productRoutes
