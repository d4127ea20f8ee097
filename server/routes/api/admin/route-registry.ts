import type { FastifyInstance, RouteOptions } from 'fastify'

export type AdminRoute = { method: string; url: string; public: boolean }

// Keyed by the HTTP server, which every encapsulated scope of one app shares.
const registry = new WeakMap<object, AdminRoute[]>()

/** Records every route registered in this scope and below (used by the guard test). */
export function recordRoutes(app: FastifyInstance): void {
  const routes: AdminRoute[] = []
  registry.set(app.server, routes)
  app.addHook('onRoute', (route: RouteOptions) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method]
    for (const method of methods) {
      routes.push({ method, url: route.url, public: route.config?.public === true })
    }
  })
}

/** Every route of the /api/admin folder of `app`, as registered. */
export function adminRoutes(app: FastifyInstance): AdminRoute[] {
  return [...(registry.get(app.server) ?? [])]
}
