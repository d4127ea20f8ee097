import type { FastifyPluginAsync } from 'fastify'
import { submissionRoutes } from '../../../submissions/route.ts'
import quoteLineRoutes from './lines.ts'

/**
 * POST /api/quote: the quote request (contact, product and technical-drawing sections).
 * POST /api/quote/parse and /api/quote/describe: the quote list's lines (lines.ts).
 */
const quoteRoutes: FastifyPluginAsync = async (app) => {
  await app.register(submissionRoutes('quote'))
  await app.register(quoteLineRoutes)
}
export default quoteRoutes
