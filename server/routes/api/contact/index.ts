import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { ContactInfo } from '../../../../shared/schemas/contact.ts'
import { contactInfo } from '../../../repositories/contact.ts'
import { submissionRoutes } from '../../../submissions/route.ts'

/**
 * GET /api/contact: the contact record (address, phone and e-mail from the settings).
 * POST /api/contact: the contact form (name, email, company, phone, subject, message, attachments).
 */
const contactRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/', { schema: { response: { 200: ContactInfo } } }, async (request, reply) =>
    app.sendPublicJson(request, reply, () => contactInfo(app.stores)),
  )
  await app.register(submissionRoutes('contact'))
}
export default contactRoutes
