import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'

/** POST /api/quote (multipart form with attachments): filled in by the public-site forms work. */
const quoteRoutes: FastifyPluginAsyncTypebox = async () => {}
export default quoteRoutes
