import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import type { FastifyReply, FastifyRequest } from 'fastify'
import { Type } from 'typebox'
import { LANGS, type Lang } from '../../../../shared/i18n.ts'
import { AcceptInput, DeclineInput } from '../../../../shared/schemas/desk.ts'
import { ErrorReply, errorReply } from '../../../../shared/schemas/error.ts'
import {
  answerQuotation,
  pdfFileName,
  quotationPdfOf,
  QuotationError,
} from '../../../desk/quotation-actions.ts'
import { isExpired } from '../../../desk/quotation.ts'
import { openByToken } from '../../../desk/quotation-public.ts'
import { quotationText, type QuotationTextId } from '../../../desk/quotation-view.ts'
import { requestLang } from '../../../submissions/messages.ts'
import { NEVER_STORE } from '../../../cache/cache-control.ts'

/** A token as it can be (`<request id>.<43 characters>`); anything longer is refused before any file is read. */
const TokenParams = Type.Object(
  { token: Type.String({ minLength: 45, maxLength: 120, pattern: '^[A-Za-z0-9_.-]+$' }) },
  { additionalProperties: false },
)
const LangQuery = Type.Object(
  { lang: Type.Optional(Type.Union(LANGS.map((lang) => Type.Literal(lang)))) },
  { additionalProperties: false },
)
/** A buyer answers once; a few tries a minute per address leave room for typos, not for guessing. */
export const ANSWER_RATE_LIMIT = { max: 10, timeWindow: 60_000 }

const refuse = (reply: FastifyReply, lang: Lang, status: number, id: QuotationTextId) =>
  reply
    .code(status)
    .header('Cache-Control', NEVER_STORE)
    .send(errorReply(quotationText(lang, id)))

/**
 * The buyer's side of a quotation, opened by its token only: the PDF in a language, accept (`{ name, po_number? }`)
 * and decline (`{ reason? }`). 404 for a token that opens nothing, 410 past the validity date, 409 answered twice;
 * refusals in the visitor's language (`?lang=`, else Accept-Language). Cross-site posts are refused by the app's
 * same-origin check before they arrive here.
 */
const quotationRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.setErrorHandler((error: Error & { statusCode?: number; validation?: unknown }, request, reply) => {
    const lang = requestLang(request as FastifyRequest)
    if (error.statusCode === 429) return refuse(reply, lang, 429, 'quotation.error.rateLimit')
    if (error.validation) {
      const name = (request.body as { name?: unknown } | undefined)?.name
      if (request.url.includes('/accept') && (typeof name !== 'string' || !name.trim()))
        return refuse(reply, lang, 400, 'quotation.error.name')
      return reply.code(400).send(errorReply(error.message))
    }
    if (error.statusCode && error.statusCode < 500)
      return reply.code(error.statusCode).send(errorReply(error.message))
    request.log.error({ err: error }, 'quotation answer failed')
    return refuse(reply, lang, 500, 'quotation.error.server')
  })

  app.get(
    '/:token/pdf',
    {
      schema: {
        params: TokenParams,
        querystring: LangQuery,
        response: { 200: Type.Unknown(), '4xx': ErrorReply },
      },
    },
    async (request, reply) => {
      const lang = requestLang(request)
      const found = await openByToken(app, request.params.token)
      if (!found) return refuse(reply, lang, 404, 'quotation.error.notFound')
      if (!found.record.answer && isExpired(found.record.input.valid_until))
        return refuse(reply, lang, 410, 'quotation.error.expired')
      const pdf = await quotationPdfOf(app, found.record, found.submission, lang)
      return reply
        .header('Content-Type', 'application/pdf')
        .header('Content-Disposition', `attachment; filename="${pdfFileName(found.submission)}"`)
        .header('Cache-Control', NEVER_STORE)
        .header('X-Robots-Tag', 'noindex')
        .send(Buffer.from(pdf))
    },
  )

  const answer = async (
    request: FastifyRequest,
    reply: FastifyReply,
    token: string,
    given: Parameters<typeof answerQuotation>[2],
  ) => {
    const lang = requestLang(request)
    if (given.kind === 'accepted' && !given.name.trim())
      return refuse(reply, lang, 400, 'quotation.error.name')
    try {
      const record = await answerQuotation(app, token, given)
      return reply.header('Cache-Control', NEVER_STORE).send({ success: true, state: record.state })
    } catch (error) {
      if (error instanceof QuotationError && error.statusCode < 500)
        return refuse(reply, lang, error.statusCode, error.message as QuotationTextId)
      throw error
    }
  }

  app.post(
    '/:token/accept',
    {
      config: { rateLimit: ANSWER_RATE_LIMIT },
      schema: {
        params: TokenParams,
        querystring: LangQuery,
        body: AcceptInput,
        response: { 200: Type.Unknown(), '4xx': ErrorReply },
      },
    },
    async (request, reply) =>
      answer(request, reply, request.params.token, {
        kind: 'accepted',
        name: request.body.name,
        ...(request.body.po_number ? { po_number: request.body.po_number } : {}),
      }),
  )

  app.post(
    '/:token/decline',
    {
      config: { rateLimit: ANSWER_RATE_LIMIT },
      schema: {
        params: TokenParams,
        querystring: LangQuery,
        body: DeclineInput,
        response: { 200: Type.Unknown(), '4xx': ErrorReply },
      },
    },
    async (request, reply) =>
      answer(request, reply, request.params.token, {
        kind: 'declined',
        ...(request.body.reason ? { reason: request.body.reason } : {}),
      }),
  )
}
export default quotationRoutes
