import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { type Static, Type } from 'typebox'
import { isLang, LANGS } from '../../../../shared/i18n.ts'
import { StringEnum } from '../../../../shared/schemas/common.ts'
import {
  filterFromParams,
  filterSearch,
  getAllOf,
  LIST_FACETS,
  type ListFacet,
} from '../../../../shared/product-facets.ts'
import { ErrorReply, errorReply } from '../../../../shared/schemas/error.ts'
import { PublicProduct } from '../../../../shared/schemas/product.ts'
import {
  PRODUCT_PAGE_SIZE,
  type ProductPage,
  publicProductBySlug,
  matchingProducts,
  publicProductPage,
} from '../../../repositories/public-content.ts'
import { toPublicProduct } from '../../../repositories/joins.ts'

/** A facet's values: repeated (`material=a2&material=a4`); one value is coerced to a list of one. */
const FacetValues = Type.Array(Type.String({ maxLength: 200 }), { maxItems: 30 })

const filterFields = {
  category: Type.Optional(Type.String({ maxLength: 120 })),
  q: Type.Optional(Type.String({ maxLength: 200 })),
  length: Type.Optional(Type.String({ maxLength: 40 })),
  ...Object.fromEntries(LIST_FACETS.map((facet) => [facet, Type.Optional(FacetValues)])),
  lang: Type.Optional(StringEnum(LANGS)),
}

const Counts = Type.Record(Type.String(), Type.Integer())

/**
 * Products per value of the category and of each facet, each counted without the facet's own selection; `length`:
 * the shortest and longest length of the rows the other filters leave.
 */
const FacetCountsReply = Type.Object({
  category: Counts,
  ...(Object.fromEntries(LIST_FACETS.map((facet) => [facet, Counts])) as Record<ListFacet, typeof Counts>),
  length: Type.Union([Type.Object({ min: Type.Number(), max: Type.Number() }), Type.Null()]),
})

/** The paged answer: the page's products, and the counts as plain objects. */
function pageReply(page: ProductPage) {
  const { counts } = page.facets
  return {
    items: page.items,
    total: page.total,
    offset: page.offset,
    facets: {
      ...Object.fromEntries(
        (['category', ...LIST_FACETS] as const).map((facet) => [facet, Object.fromEntries(counts[facet])]),
      ),
      length: counts.lengthBounds,
    } as Static<typeof FacetCountsReply>,
  }
}

/** The filter of a request's query. */
function filterOf(query: Record<string, unknown>) {
  return filterFromParams(getAllOf(query))
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
  facets: FacetCountsReply,
})

/**
 * GET /api/products: every active product (optional ?category=<slug>&q=<search>&lang=), as the
 * products page reads it. GET /api/products/page: one page of the same list with the
 * total, for "load more" on a large catalogue. GET /api/products/:slug: one product.
 */
const productRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/',
    {
      // Answered compressed as made, or plain from a file: never compressed again per request.
      compress: false,
      schema: { querystring: ProductQuery, response: { 200: Type.Array(PublicProduct) } },
    },
    async (request, reply) => {
      const facets = filterOf(request.query)
      // The language only changes how a search is read: without one, ?lang=en is the same list as the bare URL.
      const lang = isLang(request.query.lang) ? request.query.lang : 'tr'
      const search = filterSearch(facets) + (facets.q.trim() ? `&lang=${lang}` : '')
      // The whole list (the spec's answer) is one shared answer; any filter is a variant anyone can invent.
      const key = { url: search ? `/api/products?${search}` : '/api/products', shared: !search }
      return app.sendPublicArray(
        request,
        reply,
        () => matchingProducts(app.stores, { facets, lang }),
        toPublicProduct(app.stores),
        key,
      )
    },
  )
  app.get(
    '/page',
    { schema: { querystring: ProductPageQuery, response: { 200: ProductPageReply } } },
    async (request, reply) => {
      const { lang, offset, limit } = request.query
      return app.sendPublicJson(request, reply, () =>
        pageReply(
          publicProductPage(app.stores, {
            facets: filterOf(request.query),
            lang: isLang(lang) ? lang : 'tr',
            offset: offset ?? 0,
            limit: limit ?? PRODUCT_PAGE_SIZE,
          }),
        ),
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
