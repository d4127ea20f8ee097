import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from 'typebox'

const Count = Type.Integer({ minimum: 0 })
const Stats = Type.Object({
  products: Count,
  activeProducts: Count,
  categories: Count,
  sliders: Count,
  activeSliders: Count,
  submissions: Count,
  unhandledSubmissions: Count,
  unsentSubmissions: Count,
})

/** GET /api/admin/stats: the dashboard's counts. */
const statsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/', { schema: { response: { 200: Stats } } }, async () => {
    const { products, categories, sliders, submissions } = app.stores
    return {
      products: products.data.length,
      activeProducts: products.data.filter((product) => product.is_active).length,
      categories: categories.data.length,
      sliders: sliders.data.length,
      activeSliders: sliders.data.filter((slider) => slider.is_active).length,
      submissions: submissions.data.length,
      unhandledSubmissions: submissions.data.filter((submission) => !submission.handled).length,
      unsentSubmissions: submissions.data.filter((submission) => submission.delivery.state !== 'sent').length,
    }
  })
}
export default statsRoutes
