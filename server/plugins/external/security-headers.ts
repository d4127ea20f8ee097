import { randomBytes } from 'node:crypto'
import helmet from '@fastify/helmet'
import fp from 'fastify-plugin'

declare module 'fastify' {
  interface FastifyReply {
    scriptNonce: string
  }
}

/** Third-party frame the contact page embeds (the map). */
export const MAP_FRAME_ORIGIN = 'https://www.google.com'

/**
 * helmet for the standard headers; the Content-Security-Policy is ours so each response gets a
 * fresh script nonce while inline style attributes (React `style`) stay allowed. Dev mode relaxes
 * scripts because Vite injects inline modules for hot reload.
 */
export default fp<{ dev: boolean }>(
  async (app, { dev }) => {
    await app.register(helmet, {
      contentSecurityPolicy: false,
      crossOriginEmbedderPolicy: false,
      crossOriginResourcePolicy: { policy: 'same-origin' },
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
      strictTransportSecurity: false,
    })
    app.decorateReply('scriptNonce', '')
    app.addHook('onRequest', async (_request, reply) => {
      reply.scriptNonce = randomBytes(16).toString('base64')
    })
    app.addHook('onSend', async (_request, reply, payload) => {
      const scripts = dev ? "'self' 'unsafe-inline' 'unsafe-eval'" : `'self' 'nonce-${reply.scriptNonce}'`
      reply.header(
        'Content-Security-Policy',
        [
          "default-src 'self'",
          `script-src ${scripts}`,
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
        ].join('; '),
      )
      return payload
    })
  },
  { name: 'security-headers' },
)
