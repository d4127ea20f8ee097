import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'

/** POST /api/contact (multipart form with attachments): filled in by the public-site forms work. */
const contactRoutes: FastifyPluginAsyncTypebox = async () => {}
export default contactRoutes
