import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { DashboardStats } from '../../../../../shared/schemas/stats.ts'

/** GET /api/admin/stats: the dashboard's counts. */
const statsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/', { schema: { response: { 200: DashboardStats } } }, async () => {
    const { products, categories, sliders } = app.stores
    const submissions = app.submissions.entries()
    return {
      products: products.data.length,
      activeProducts: products.data.filter((product) => product.is_active).length,
      categories: categories.data.length,
      sliders: sliders.data.length,
      activeSliders: sliders.data.filter((slider) => slider.is_active).length,
      submissions: submissions.length,
      unhandledSubmissions: submissions.filter(({ state }) => !state.handled).length,
      openSubmissions: app.submissions.openCount,
      overdueSubmissions: app.submissions.overdueCount(),
      unsentSubmissions: submissions.filter(({ state }) => state.delivery.state !== 'sent').length,
      storage: await app.attachmentBudget.status(),
    }
  })
}
export default statsRoutes
