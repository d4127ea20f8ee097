import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from 'typebox'
import { IdParams } from '../../../../../shared/schemas/common.ts'
import { Slider, SliderInput } from '../../../../../shared/schemas/slider.ts'
import {
  createSlider,
  deleteSlider,
  listSliders,
  replaceSlidersWithImages,
  updateSlider,
} from '../../../../repositories/admin/sliders.ts'
import { listSliderImages, removeSliderImage } from '../../../../uploads/slider-images.ts'
import { ErrorReply } from '../../../../../shared/schemas/error.ts'

/** /sliders (GET, POST), /sliders/:id (PUT, DELETE) and POST /rescan-slider-images. */
const sliderRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/sliders', { schema: { response: { 200: Type.Array(Slider) } } }, async () =>
    listSliders(app.stores),
  )

  app.post(
    '/sliders',
    { schema: { body: SliderInput, response: { 201: Slider, '4xx': ErrorReply } } },
    async (request, reply) => reply.code(201).send(await createSlider(app.stores, request.body)),
  )

  app.put(
    '/sliders/:id',
    { schema: { params: IdParams, body: SliderInput, response: { 200: Slider, '4xx': ErrorReply } } },
    async (request) => updateSlider(app.stores, request.params.id, request.body),
  )

  app.delete(
    '/sliders/:id',
    { schema: { params: IdParams, response: { 204: Type.Null(), '4xx': ErrorReply } } },
    async (request, reply) => {
      const orphan = await deleteSlider(app.stores, request.params.id)
      // An uploaded image no slider shows any more goes too, or a rescan would bring it back.
      if (orphan) await removeSliderImage(app.config.uploadsDir, orphan)
      return reply.code(204).send(null)
    },
  )

  app.post('/rescan-slider-images', { schema: { response: { 200: Type.Array(Slider) } } }, async () =>
    replaceSlidersWithImages(app.stores, await listSliderImages(app.config.uploadsDir)),
  )
}
export default sliderRoutes
