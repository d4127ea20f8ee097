import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from 'typebox'

const Count = Type.Integer({ minimum: 0 })
const Bytes = Type.Number({ minimum: 0 })
/** Visitors' attachments against their cap, and the free disk against its floor (bytes). */
const Storage = Type.Object({
  usedBytes: Bytes,
  capBytes: Bytes,
  freeDiskBytes: Bytes,
  floorBytes: Bytes,
  nearLimit: Type.Boolean(),
})
const Stats = Type.Object({
  products: Count,
  activeProducts: Count,
  categories: Count,
  sliders: Count,
  activeSliders: Count,
  submissions: Count,
  unhandledSubmissions: Count,
  unsentSubmissions: Count,
  storage: Storage,
})

/** GET /api/admin/stats: the dashboard's counts. */
const statsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/', { schema: { response: { 200: Stats } } }, async () => {
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
      unsentSubmissions: submissions.filter(({ state }) => state.delivery.state !== 'sent').length,
      storage: await app.attachmentBudget.status(),
    }
  })
}
export default statsRoutes
