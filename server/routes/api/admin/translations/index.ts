import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { TranslationReport, translationReport } from '../../../../../shared/translations.ts'

/** GET /api/admin/translations: the English and Spanish texts still missing, per area and record. */
const translationRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/', { schema: { response: { 200: TranslationReport } } }, async () => {
    const {
      products,
      categories,
      sliders,
      settings,
      portfolio,
      homeStats,
      features,
      about,
      contact,
      vocabularies,
    } = app.stores
    return translationReport({
      products: products.data,
      categories: categories.data,
      sliders: sliders.data,
      settings: settings.data,
      portfolio: portfolio.data,
      homeStats: homeStats.data,
      features: features.data,
      about: about.data,
      contact: contact.data,
      vocabularies: vocabularies.data,
    })
  })
}
export default translationRoutes
