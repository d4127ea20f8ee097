import { submissionRoutes } from '../../../submissions/route.ts'

/** POST /api/contact: the contact form (name, email, company, phone, subject, message, attachments). */
export default submissionRoutes('contact')
