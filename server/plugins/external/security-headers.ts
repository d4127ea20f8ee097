import { randomUUID } from 'node:crypto'
import type { IncomingMessage, ServerResponse } from 'node:http'
import fp from 'fastify-plugin'
import helmet, { type HelmetOptions } from 'helmet'

/** Third-party frame the contact page embeds (the map). */
export const MAP_FRAME_ORIGIN = 'https://www.google.com'

const HELMET_OPTIONS: HelmetOptions = {
  contentSecurityPolicy: false,
  crossOriginEmbedderPolicy: false,
  crossOriginResourcePolicy: { policy: 'same-origin' },
  referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  strictTransportSecurity: false,
}

/**
 * helmet's headers, worked out once: helmet runs as a chain of middleware setting the same values
 * on every response (a sixth of the time of a cached answer); here it runs once against a
 * recorder, and each response gets the result in one step.
 */
function helmetHeaders(): Record<string, string> {
  const headers: Record<string, string> = {}
  const recorder = {
    setHeader: (name: string, value: string | number) => void (headers[name.toLowerCase()] = String(value)),
    removeHeader: (name: string) => void delete headers[name.toLowerCase()],
  }
  helmet(HELMET_OPTIONS)({} as IncomingMessage, recorder as unknown as ServerResponse, () => {})
  return headers
}

function contentSecurityPolicy(scriptSrc: string, dev: boolean): string {
  return [
    "default-src 'self'",
    `script-src ${scriptSrc}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    `connect-src 'self'${dev ? ' ws:' : ''}`,
    `frame-src ${MAP_FRAME_ORIGIN}`,
    "worker-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ')
}

/**
 * helmet's standard headers on every answer, and our Content-Security-Policy: HTML pages get a
 * fresh script nonce per response (the pages carry no inline script at all; any that is ever
 * added must carry the nonce); other answers a policy without one. Inline style attributes
 * (React `style`) stay allowed. Dev mode relaxes scripts because Vite injects inline modules.
 */
export default fp<{ dev: boolean }>(
  async (app, { dev }) => {
    const headers = {
      ...helmetHeaders(),
      'content-security-policy': contentSecurityPolicy(
        dev ? "'self' 'unsafe-inline' 'unsafe-eval'" : "'self'",
        dev,
      ),
    }
    app.addHook('onRequest', (_request, reply, done) => {
      reply.headers(headers)
      done()
    })
    if (dev) return
    app.addHook('onSend', (_request, reply, payload, done) => {
      const type = reply.getHeader('content-type')
      if (typeof type === 'string' && type.startsWith('text/html')) {
        const nonce = randomUUID().replaceAll('-', '')
        reply.header('content-security-policy', contentSecurityPolicy(`'self' 'nonce-${nonce}'`, false))
      }
      done(null, payload)
    })
  },
  { name: 'security-headers' },
)
