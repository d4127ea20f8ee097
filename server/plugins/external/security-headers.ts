import type { IncomingMessage, ServerResponse } from 'node:http'
import type { FastifyError, FastifyReply } from 'fastify'
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
  // The same rule as the policy's `frame-ancestors 'none'`, for browsers that only know this one.
  xFrameOptions: { action: 'deny' },
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
 * The policy of a JSON answer: nothing may load or run in it and nothing may frame it (OWASP's policy for API
 * answers). A JSON answer is never a document a browser shows, so the page policy's ~400 bytes would only be
 * bytes sent and checked on every API answer.
 */
export const JSON_ANSWER_POLICY = "default-src 'none'; frame-ancestors 'none'"

/** What every answer carries, whatever its type (OWASP's set for API answers). */
const ANY_ANSWER_HEADERS = [
  'x-content-type-options',
  'cross-origin-resource-policy',
  'referrer-policy',
  'x-frame-options',
] as const

/**
 * What every answer carries. Also used by the app's `frameworkErrors` handler: Fastify answers a
 * malformed URL before any hook runs.
 */
export function anyAnswerHeaders(dev: boolean): Record<string, string> {
  const all = helmetHeaders()
  return {
    ...Object.fromEntries(ANY_ANSWER_HEADERS.map((name) => [name, all[name]!])),
    // The page policy without a nonce: also what the PDF.js worker script runs under.
    'content-security-policy': contentSecurityPolicy(
      dev ? "'self' 'unsafe-inline' 'unsafe-eval'" : "'self'",
      dev,
    ),
  }
}

/**
 * Fastify's `frameworkErrors` option: a malformed URL (400) or a too long path parameter (414),
 * answered with the headers every answer carries (no hook runs for these).
 */
export function frameworkErrorHandler(dev: boolean) {
  const headers = { ...anyAnswerHeaders(dev), 'content-security-policy': JSON_ANSWER_POLICY }
  return (error: FastifyError, _request: unknown, reply: FastifyReply): void => {
    const status = error.statusCode && error.statusCode < 500 ? error.statusCode : 400
    void reply.headers(headers).code(status).send({ error: 'Bad Request', message: 'Malformed URL' })
  }
}

/**
 * Security headers. Every answer: nosniff, same-origin resource policy, referrer policy, no
 * framing, and the page policy (files and images never run as documents; a worker script runs
 * under its own answer's policy), or for JSON the short JSON_ANSWER_POLICY. HTML pages: the rest of helmet's document headers (opener
 * policy, origin isolation, ...). Scripts run from the site's own files only (`'self'`): the pages
 * carry no inline script at all (the page data is a JSON block, which is not run), so there is no
 * nonce to make per answer, and a cached page's headers are the same for every visitor (see
 * HotAnswers, which replays them). Inline style attributes (React `style`) stay allowed. Dev mode
 * relaxes scripts because Vite injects inline modules for hot reload. Fewer headers on API
 * answers also means less work per request: Node validates every header of every response.
 */
export default fp<{ dev: boolean }>(
  async (app, { dev }) => {
    const all = helmetHeaders()
    const anyAnswer = anyAnswerHeaders(dev)
    const documentHeaders = Object.fromEntries(
      Object.entries(all).filter(([name]) => !(ANY_ANSWER_HEADERS as readonly string[]).includes(name)),
    )
    app.addHook('onRequest', (_request, reply, done) => {
      reply.headers(anyAnswer)
      done()
    })
    app.addHook('onSend', (_request, reply, payload, done) => {
      const type = reply.getHeader('content-type')
      if (typeof type === 'string') {
        if (type.startsWith('text/html')) reply.headers(documentHeaders)
        else if (type.startsWith('application/json'))
          reply.header('content-security-policy', JSON_ANSWER_POLICY)
      }
      done(null, payload)
    })
  },
  { name: 'security-headers' },
)
