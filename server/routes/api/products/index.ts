import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from 'typebox'
import { isLang, LANGS } from '../../../../shared/i18n.ts'
import { StringEnum } from '../../../../shared/schemas/common.ts'
import { PublicProduct } from '../../../../shared/schemas/product.ts'
import { publicProductBySlug, publicProducts } from '../../../repositories/public-content.ts'

const ProductQuery = Type.Object(
  {
    category: Type.Optional(Type.String({ maxLength: 120 })),
    q: Type.Optional(Type.String({ maxLength: 200 })),
    lang: Type.Optional(StringEnum(LANGS)),
  },
  { additionalProperties: false },
)

/** GET /api/products (active products, optional ?category=<slug>&q=<search>&lang=) and /:slug. */
const productRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/',
    { schema: { querystring: ProductQuery, response: { 200: Type.Array(PublicProduct) } } },
    async (request) => {
      const { category, q, lang } = request.query
      return publicProducts(app.stores, { category, search: q, lang: isLang(lang) ? lang : 'tr' })
    },
  )
  app.get(
    '/:slug',
    {
      schema: {
        params: Type.Object({ slug: Type.String({ maxLength: 120 }) }),
        response: { 200: PublicProduct, 404: Type.Object({ error: Type.String(), message: Type.String() }) },
      },
    },
    async (request, reply) => {
      const product = publicProductBySlug(app.stores, request.params.slug)
      if (!product) return reply.code(404).send({ error: 'Not Found', message: 'Ürün bulunamadı' })
      return product
    },
  )
}
export default productRoutes
