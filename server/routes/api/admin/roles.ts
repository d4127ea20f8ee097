import type { FastifyInstance, FastifyPluginAsync, RouteOptions } from 'fastify'
import type { Role } from '../../../../shared/roles.ts'

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The roles that may use an admin route (set per folder by `registerFolder`; a route may narrow it). */
    roles?: readonly Role[]
  }
}

/** Who may read (GET, HEAD) and who may change things (every other method) in one admin folder. */
export type FolderAccess = { read: readonly Role[]; write: readonly Role[] }

export const FORBIDDEN_TEXT = 'Bu işlem için yetkiniz yok. Gerekirse site sahibinden yetki isteyin.'

const READS = new Set(['GET', 'HEAD'])

function isRead(route: RouteOptions): boolean {
  const methods = Array.isArray(route.method) ? route.method : [route.method]
  return methods.every((method) => READS.has(method))
}

/**
 * A folder of admin routes with the roles that may use them: each route without its own `config.roles` gets the
 * folder's read or write roles. The admin folder's guard refuses a route whose roles lack the caller's (403), and
 * refuses to start when a route has none.
 */
export async function registerFolder(
  app: FastifyInstance,
  plugin: FastifyPluginAsync,
  access: FolderAccess,
  prefix?: string,
): Promise<void> {
  await app.register(async (scope) => {
    scope.addHook('onRoute', (route: RouteOptions) => {
      route.config ??= {}
      route.config.roles ??= isRead(route) ? access.read : access.write
    })
    // The folder's prefix is given here, to the folder itself: a prefix on the wrapper would turn its `/` route
    // into `/prefix/` only.
    await scope.register(plugin, prefix ? { prefix } : {})
  })
}
