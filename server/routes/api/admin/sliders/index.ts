import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from 'typebox'
import { Slider, SliderInput } from '../../../../../shared/schemas/slider.ts'
import {
  createSlider,
  deleteSlider,
  listSliders,
  replaceSlidersWithImages,
  updateSlider,
} from '../../../../repositories/admin/sliders.ts'
import { listSliderImages, removeSliderImage } from '../../../../uploads/slider-images.ts'
import { collectionRoutes } from '../collection-routes.ts'

/** /sliders (GET, POST), /sliders/:id (PUT, DELETE) and POST /rescan-slider-images. */
const sliderRoutes: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(
    collectionRoutes({
      path: '/sliders',
      listed: Slider,
      item: Slider,
      input: SliderInput,
      list: listSliders,
      create: createSlider,
      update: updateSlider,
      remove: async (stores, id) => {
        const orphan = await deleteSlider(stores, id)
        // An uploaded image no slider shows any more goes too, or a rescan would bring it back.
        if (orphan) await removeSliderImage(app.config.uploadsDir, orphan)
      },
    }),
  )

  app.post('/rescan-slider-images', { schema: { response: { 200: Type.Array(Slider) } } }, async () =>
    replaceSlidersWithImages(app.stores, await listSliderImages(app.config.uploadsDir)),
  )
}
export default sliderRoutes
