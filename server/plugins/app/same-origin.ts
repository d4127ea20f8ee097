import type { FastifyReply, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { errorReply } from '../../../shared/schemas/error.ts'
import type { Config } from '../../config.ts'
import { formMessage, requestLang } from '../../submissions/messages.ts'
import { NEVER_STORE } from '../../cache/cache-control.ts'

/** Methods a form, a link or an image on another site can make a browser send with our cookies. */
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS'])
/** The forms' paths, answered in the visitor's language: the quote list's endpoints and the quote page's paste too. */
const FORM_PATH = /^(\/api\/(contact|quote)(\/parse|\/describe)?|(\/en|\/es)?\/teklif)\/?(\?|$)/
const ADMIN_TEXT = 'Başka bir siteden gönderilen istek reddedildi'

/** A URL or Origin header as an origin (`http://a:80` is `http://a`); `null` or garbage never matches. */
function originOf(header: string): string | null {
  try {
    return new URL(header).origin
  } catch {
    return null
  }
}

/**
 * The site's own origin for this request: PUBLIC_URL's when set, otherwise the scheme and Host the
 * request arrived with (X-Forwarded-Proto/-Host only under TRUST_PROXY). A page on another site
 * cannot choose the Host header its visitor's browser sends to us, so this cannot be steered.
 */
export function siteOrigin(request: FastifyRequest, publicUrl: string): string | null {
  return originOf(publicUrl || `${request.protocol}://${request.host}`)
}

/**
 * Whether a state-changing request may come from where the browser says it comes from. Browsers
 * compute Sec-Fetch-Site themselves (pages cannot set it), so when present it decides; browsers
 * without it send Origin, which must then be ours (`null`, from sandboxed frames and data: pages,
 * is refused). Requests with neither header come from no browser (curl, scripts) and pass: they
 * carry no visitor's cookies or network position to abuse.
 */
export function sameOriginAllowed(
  headers: { origin?: string | undefined; 'sec-fetch-site'?: string | string[] | undefined },
  origin: string | null,
): boolean {
  const site = headers['sec-fetch-site']
  if (typeof site === 'string') return site === 'same-origin' || site === 'none'
  if (site !== undefined) return false
  if (headers.origin === undefined) return true
  return origin !== null && originOf(headers.origin) === origin
}

function refuse(request: FastifyRequest, reply: FastifyReply) {
  request.log.warn(
    { origin: request.headers.origin, fetchSite: request.headers['sec-fetch-site'] },
    'cross-site request refused',
  )
  reply.code(403).header('Cache-Control', NEVER_STORE)
  if (FORM_PATH.test(request.url)) {
    // The quote page's paste names its language in the path.
    const pageLang = /^\/(en|es)\/teklif/.exec(request.url)?.[1]
    return reply.send(errorReply(formMessage(requestLang(request, pageLang), 'forms.error.crossSite')))
  }
  return reply.send(errorReply(ADMIN_TEXT))
}

/**
 * Refuses every cross-site POST/PUT/PATCH/DELETE (the forms, the whole admin API, login included)
 * with 403 before the body is read: an onRequest hook, so a refused multipart post writes no temp file
 * and costs no rate-limit slot of the visitor it was sent in the name of.
 */
export default fp<{ config: Config }>(
  async (app, { config }) => {
    app.addHook('onRequest', async (request, reply) => {
      if (SAFE_METHODS.has(request.method)) return
      if (sameOriginAllowed(request.headers, siteOrigin(request, config.PUBLIC_URL))) return
      return refuse(request, reply)
    })
  },
  { name: 'same-origin' },
)
