import type { FastifyInstance, RouteOptions } from 'fastify'
import type { Role } from '../../../../shared/roles.ts'

export type AdminRoute = { method: string; url: string; public: boolean; roles: readonly Role[] }

type Recorded = { methods: string[]; url: string; config: NonNullable<RouteOptions['config']> }

// Keyed by the HTTP server, which every encapsulated scope of one app shares.
const registry = new WeakMap<object, Recorded[]>()

/**
 * Records every route registered in this scope and below (used by the guard and its test). Method and URL are
 * copied (Fastify reuses the options object for a route's variants); the config object is kept, because a
 * folder's hook (see `registerFolder` in roles.ts) adds its roles after this hook has run.
 */
export function recordRoutes(app: FastifyInstance): void {
  const routes: Recorded[] = []
  registry.set(app.server, routes)
  app.addHook('onRoute', (route: RouteOptions) => {
    route.config ??= {}
    routes.push({
      methods: Array.isArray(route.method) ? [...route.method] : [route.method],
      url: route.url,
      config: route.config,
    })
  })
}

/** Every route of the /api/admin folder of `app`, as registered (one entry per method). */
export function adminRoutes(app: FastifyInstance): AdminRoute[] {
  return (registry.get(app.server) ?? []).flatMap((route) =>
    route.methods.map((method) => ({
      method,
      url: route.url,
      public: route.config.public === true,
      roles: route.config.roles ?? [],
    })),
  )
}
