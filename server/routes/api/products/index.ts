import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from 'typebox'
import { isLang, LANGS } from '../../../../shared/i18n.ts'
import { StringEnum } from '../../../../shared/schemas/common.ts'
import { ErrorReply, errorReply } from '../../../../shared/schemas/error.ts'
import { PublicProduct } from '../../../../shared/schemas/product.ts'
import {
  PRODUCT_PAGE_SIZE,
  publicProductBySlug,
  publicProductPage,
  publicProducts,
} from '../../../repositories/public-content.ts'

const filterFields = {
  category: Type.Optional(Type.String({ maxLength: 120 })),
  q: Type.Optional(Type.String({ maxLength: 200 })),
  lang: Type.Optional(StringEnum(LANGS)),
}

const ProductQuery = Type.Object(filterFields, { additionalProperties: false })

const ProductPageQuery = Type.Object(
  {
    ...filterFields,
    offset: Type.Optional(Type.Integer({ minimum: 0, maximum: 1_000_000, default: 0 })),
    limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: PRODUCT_PAGE_SIZE })),
  },
  { additionalProperties: false },
)

const ProductPageReply = Type.Object({
  items: Type.Array(PublicProduct),
  total: Type.Integer(),
  offset: Type.Integer(),
})

/**
 * GET /api/products: every active product (optional ?category=<slug>&q=<search>&lang=), as the
 * products page reads it. GET /api/products/page: one page of the same list with the
 * total, for "load more" on a large catalogue. GET /api/products/:slug: one product.
 */
const productRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/',
    { schema: { querystring: ProductQuery, response: { 200: Type.Array(PublicProduct) } } },
    async (request, reply) => {
      const { category, q, lang } = request.query
      return app.sendPublicJson(request, reply, () =>
        publicProducts(app.stores, { category, search: q, lang: isLang(lang) ? lang : 'tr' }),
      )
    },
  )
  app.get(
    '/page',
    { schema: { querystring: ProductPageQuery, response: { 200: ProductPageReply } } },
    async (request, reply) => {
      const { category, q, lang, offset, limit } = request.query
      return app.sendPublicJson(request, reply, () =>
        publicProductPage(app.stores, {
          category,
          search: q,
          lang: isLang(lang) ? lang : 'tr',
          offset: offset ?? 0,
          limit: limit ?? PRODUCT_PAGE_SIZE,
        }),
      )
    },
  )
  app.get(
    '/:slug',
    {
      schema: {
        params: Type.Object({ slug: Type.String({ maxLength: 120 }) }),
        response: { 200: PublicProduct, 404: ErrorReply },
      },
    },
    async (request, reply) => {
      const product = publicProductBySlug(app.stores, request.params.slug)
      if (!product) return reply.code(404).send(errorReply('Ürün bulunamadı'))
      return product
    },
  )
}
export default productRoutes
