import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Settings, SettingsInput } from '../../../../../shared/schemas/settings.ts'
import { ErrorReply } from '../../../../../shared/schemas/error.ts'

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
        body: SettingsInput,
        response: { 200: Settings, '4xx': ErrorReply },
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
