import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from 'typebox'
import { Settings } from '../../../../../shared/schemas/settings.ts'
import { AdminErrorReply } from '../error-handler.ts'

/**
 * GET / (every key) and POST / (the settings object; keys left out keep their value). URL keys
 * (logo, favicon, website, social links) accept only http(s), mailto, tel or site-relative values.
 */
const settingsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/', { schema: { response: { 200: Settings } } }, async () => app.stores.settings.data)

  app.post(
    '/',
    {
      schema: {
        body: Type.Partial(Settings, { additionalProperties: false }),
        response: { 200: Settings, '4xx': AdminErrorReply },
      },
    },
    async (request) =>
      app.stores.settings.update((settings) => {
        Object.assign(settings, request.body)
        return settings
      }),
  )
}
export default settingsRoutes
