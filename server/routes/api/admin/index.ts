import type { FastifyPluginAsync } from 'fastify'

/** Everything under /api/admin: the auth guard for the folder, then one plugin per resource. */
const adminRoutes: FastifyPluginAsync = async () => {}
export default adminRoutes
