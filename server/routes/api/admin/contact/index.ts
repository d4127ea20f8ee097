import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { ContactInfo, ContactInput } from '../../../../../shared/schemas/contact.ts'
import { ErrorReply } from '../../../../../shared/schemas/error.ts'

/** GET / and PUT / of the contact page record (keys left out keep their value). */
const contactRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/', { schema: { response: { 200: ContactInfo } } }, async () => app.stores.contact.data)

  app.put(
    '/',
    {
      schema: {
        body: ContactInput,
        response: { 200: ContactInfo, '4xx': ErrorReply },
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
