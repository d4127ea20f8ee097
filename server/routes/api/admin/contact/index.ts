import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { ContactInfo, ContactInput } from '../../../../../shared/schemas/contact.ts'
import { ErrorReply } from '../../../../../shared/schemas/error.ts'
import { saveContact } from '../../../../repositories/admin/contact.ts'
import { contactInfo } from '../../../../repositories/contact.ts'

/**
 * GET / and PUT / of the contact record (keys left out keep their value). Address, phone and
 * e-mail are read from and written to the settings, their one source.
 */
const contactRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/', { schema: { response: { 200: ContactInfo } } }, async () => contactInfo(app.stores))

  app.put(
    '/',
    {
      schema: {
        body: ContactInput,
        response: { 200: ContactInfo, '4xx': ErrorReply },
      },
    },
    async (request) => saveContact(app.stores, request.body),
  )
}
export default contactRoutes
