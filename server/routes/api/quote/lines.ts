import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import type { FastifyError, FastifyRequest } from 'fastify'
import { DEFAULT_LANG } from '../../../../shared/i18n.ts'
import { MAX_QUOTE_ITEMS, QUOTE_ITEMS_MAX_BYTES, QUOTE_PASTE_MAX } from '../../../../shared/quote-items.ts'
import { ErrorReply, errorReply } from '../../../../shared/schemas/error.ts'
import {
  QuoteDescribeBody,
  QuoteDescribeReply,
  QuoteParseBody,
  QuoteParseReply,
} from '../../../../shared/schemas/quote-item.ts'
import { readBillOfMaterials } from '../../../quote/bom-reader.ts'
import { describeQuoteItem } from '../../../quote/quote-lines.ts'
import { formMessage, requestLang } from '../../../submissions/messages.ts'
import { NEVER_STORE } from '../../../cache/cache-control.ts'

/** Per client address: a buyer pastes a list a few times; the quote page describes its list on each visit. */
export const PARSE_RATE_LIMIT = { max: 30, timeWindow: 60_000 }
export const DESCRIBE_RATE_LIMIT = { max: 120, timeWindow: 60_000 }
/** A paste at its longest in JSON: every character escaped (`\u0000`) is six bytes. */
export const PARSE_BODY_LIMIT = QUOTE_PASTE_MAX * 6 + 1024
export const DESCRIBE_BODY_LIMIT = QUOTE_ITEMS_MAX_BYTES

/** The page language the body names when it could be read, else the query's or the browser's. */
function langOf(request: FastifyRequest) {
  const body = request.body as { lang?: unknown } | undefined
  return requestLang(request, typeof body?.lang === 'string' ? body.lang : undefined)
}

/** What a refused body gets told, in the visitor's language: too many lines, too long a paste, or unreadable. */
function refusal(error: FastifyError, request: FastifyRequest): string {
  const lang = langOf(request)
  const first = error.validation?.[0]
  if (first?.keyword === 'maxItems')
    return formMessage(lang, 'forms.quote.items.tooMany', { max: String(MAX_QUOTE_ITEMS) })
  if ((first?.keyword === 'maxLength' && first.instancePath === '/text') || error.statusCode === 413)
    return formMessage(lang, 'forms.quote.paste.tooLong', { max: String(QUOTE_PASTE_MAX) })
  return formMessage(lang, 'forms.error.malformed')
}

/**
 * POST /api/quote/parse `{ text, lang }`: a pasted bill of materials read into quote lines (bom-reader.ts).
 * POST /api/quote/describe `{ items, lang }`: the browser's quote list as it shows in `lang` against today's
 * catalogue, one answer per line in order. Both only read: nothing is stored, nothing is cached.
 */
const quoteLineRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.setErrorHandler<FastifyError>((error, request, reply) => {
    const status = error.statusCode ?? 500
    reply.header('Cache-Control', NEVER_STORE)
    if (status === 429)
      return reply.code(429).send(errorReply(formMessage(langOf(request), 'forms.error.rateLimit')))
    if (status >= 400 && status < 500) return reply.code(status).send(errorReply(refusal(error, request)))
    request.log.error({ err: error }, 'quote lines request failed')
    return reply.code(500).send(errorReply(formMessage(langOf(request), 'forms.error.server')))
  })

  app.post(
    '/parse',
    {
      bodyLimit: PARSE_BODY_LIMIT,
      config: { rateLimit: PARSE_RATE_LIMIT },
      schema: {
        body: QuoteParseBody,
        response: { 200: QuoteParseReply, '4xx': ErrorReply, '5xx': ErrorReply },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', NEVER_STORE)
      const lang = request.body.lang ?? DEFAULT_LANG
      return { items: readBillOfMaterials(request.body.text, app.stores, lang) }
    },
  )

  app.post(
    '/describe',
    {
      bodyLimit: DESCRIBE_BODY_LIMIT,
      config: { rateLimit: DESCRIBE_RATE_LIMIT },
      schema: {
        body: QuoteDescribeBody,
        response: { 200: QuoteDescribeReply, '4xx': ErrorReply, '5xx': ErrorReply },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', NEVER_STORE)
      const lang = request.body.lang ?? DEFAULT_LANG
      return {
        items: request.body.items.map((raw, position) => describeQuoteItem(raw, app.stores, lang, position)),
      }
    },
  )
}
export default quoteLineRoutes
