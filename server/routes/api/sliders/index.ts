import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from 'typebox'
import { PublicSlider } from '../../../../shared/schemas/slider.ts'
import { publicSliders } from '../../../repositories/public-content.ts'

const sliderRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/', { schema: { response: { 200: Type.Array(PublicSlider) } } }, async (request, reply) =>
    app.sendPublicJson(request, reply, () => publicSliders(app.stores)),
  )
}
export default sliderRoutes
