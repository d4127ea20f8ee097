import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Product, ProductInput, PublicProduct } from '../../../../../shared/schemas/product.ts'
import {
  createProduct,
  deleteProduct,
  listProducts,
  updateProduct,
} from '../../../../repositories/admin/products.ts'
import { collectionRoutes } from '../collection-routes.ts'
import csvRoutes from './csv.ts'

/** Products, inactive ones too: GET /, POST /, PUT /:id, DELETE /:id. */
const productRoutes: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(csvRoutes) // bulk editing: GET /export.csv, POST /import
  await app.register(
    collectionRoutes({
      path: '',
      listed: PublicProduct,
      item: Product,
      input: ProductInput,
      list: listProducts,
      create: createProduct,
      update: updateProduct,
      remove: deleteProduct,
    }),
  )
}
export default productRoutes
