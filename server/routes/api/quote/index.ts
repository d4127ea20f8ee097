import { submissionRoutes } from '../../../submissions/route.ts'

/** POST /api/quote: the quote request (contact, product and technical-drawing sections). */
export default submissionRoutes('quote')
