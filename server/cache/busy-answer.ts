import type { FastifyReply } from 'fastify'
import { splitLang } from '../../shared/routes.ts'
import { BUSY_RETRY_AFTER_S } from './render-gate.ts'
import { NEVER_STORE } from './cache-control.ts'

const BUSY_TEXT = {
  tr: 'Şu anda çok yoğunuz. Lütfen birkaç saniye sonra yeniden deneyin.',
  en: 'We are very busy right now. Please try again in a few seconds.',
  es: 'Ahora mismo estamos muy ocupados. Vuelva a intentarlo en unos segundos.',
} as const

/** 503 for a request refused by the render gate: a short text in the page's language, never stored. */
export function sendBusy(reply: FastifyReply, url: string, json: boolean): FastifyReply {
  const { lang } = splitLang(url.split('?')[0] ?? '/')
  reply.code(503).header('Retry-After', String(BUSY_RETRY_AFTER_S)).header('Cache-Control', NEVER_STORE)
  if (json) {
    return reply
      .header('Content-Type', 'application/json; charset=utf-8')
      .send(JSON.stringify({ error: 'Service Unavailable', message: BUSY_TEXT[lang] }))
  }
  return reply.header('Content-Type', 'text/plain; charset=utf-8').send(BUSY_TEXT[lang])
}
