import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from 'typebox'
import { ContactInfo } from '../../../../../shared/schemas/contact.ts'
import { AdminErrorReply } from '../error-handler.ts'

/** GET / and PUT / of the contact page record (keys left out keep their value). */
const contactRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/', { schema: { response: { 200: ContactInfo } } }, async () => app.stores.contact.data)

  app.put(
    '/',
    {
      schema: {
        body: Type.Partial(ContactInfo, { additionalProperties: false }),
        response: { 200: ContactInfo, '4xx': AdminErrorReply },
      },
    },
    async (request) =>
      app.stores.contact.update((contact) => {
        Object.assign(contact, request.body)
        return contact
      }),
  )
}
export default contactRoutes
