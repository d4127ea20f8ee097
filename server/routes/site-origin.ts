import type { FastifyInstance, FastifyRequest } from 'fastify'

export type SiteOrigin = {
  /** The absolute origin for URLs in /sitemap.xml and robots.txt. */
  of(request: FastifyRequest): string
  /** False when nothing is configured and `of` falls back to localhost. */
  trusted: boolean
}

/**
 * The origin robots.txt and the sitemap name. Never the Host header as sent: anyone can send any
 * Host, and these answers are cached (max-age=3600, by nginx or a CDN, usually not keyed by
 * host), so one forged request would put a foreign site into everyone's sitemap. In order:
 * PUBLIC_URL; else the request's host if ALLOWED_HOSTS lists it, else the first listed one;
 * else `http://localhost:<port>` (the sitemap format needs absolute URLs) with a warning at start.
 */
export function siteOrigin(app: FastifyInstance): SiteOrigin {
  // One per server (keyed on its config, which every plugin context shares): the SEO routes and the datasheets
  // both ask, and the warning below is said once.
  let origin = origins.get(app.config)
  if (!origin) {
    origin = resolveOrigin(app)
    origins.set(app.config, origin)
  }
  return origin
}

const origins = new WeakMap<object, SiteOrigin>()

function resolveOrigin(app: FastifyInstance): SiteOrigin {
  const { PUBLIC_URL, ALLOWED_HOSTS, PORT } = app.config
  if (PUBLIC_URL) return { of: () => PUBLIC_URL, trusted: true }
  const allowed = ALLOWED_HOSTS.split(',')
    .map((host) => host.trim().toLowerCase())
    .filter(Boolean)
  if (allowed.length > 0) {
    return {
      of: (request) => {
        const host = request.host.toLowerCase()
        return `${request.protocol}://${allowed.includes(host) ? host : allowed[0]}`
      },
      trusted: true,
    }
  }
  app.log.warn(
    'PUBLIC_URL and ALLOWED_HOSTS are not set: the sitemap names http://localhost and robots.txt names no sitemap',
  )
  return {
    of: () => {
      const address = app.server.address()
      const port = typeof address === 'object' && address ? address.port : PORT
      return `http://localhost:${port}`
    },
    trusted: false,
  }
}
