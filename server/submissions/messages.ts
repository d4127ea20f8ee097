import type { FastifyRequest } from 'fastify'
import enForms from '../../shared/i18n/locales/en/forms.json'
import esForms from '../../shared/i18n/locales/es/forms.json'
import trForms from '../../shared/i18n/locales/tr/forms.json'
import { type AttachmentProblem, attachmentProblemMessage } from '../../shared/attachments.ts'
import { DEFAULT_LANG, isLang, type Lang } from '../../shared/i18n.ts'

/**
 * The forms' answers in the visitor's language, from the same locale files the pages use, so the
 * browser and the server say the same thing in the same words.
 */
const CATALOGUES: Record<Lang, Record<string, string>> = { tr: trForms, en: enForms, es: esForms }

export type MessageId = keyof typeof trForms

/** Fills `{name}` placeholders (these messages use no other ICU syntax). */
export function formMessage(lang: Lang, id: MessageId, values: Record<string, string> = {}): string {
  const template = CATALOGUES[lang][id] ?? CATALOGUES[DEFAULT_LANG][id] ?? id
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole)
}

export function attachmentProblemText(
  lang: Lang,
  problem: AttachmentProblem,
  allowed?: readonly string[],
): string {
  const { id, values } = attachmentProblemMessage(problem, allowed)
  return formMessage(lang, id, values)
}

/**
 * The visitor's language: the form's `lang` field once it has been read, before that (rate
 * limit, unreadable body) the `?lang=` query or the Accept-Language the page sends.
 */
export function requestLang(request: FastifyRequest, field?: string): Lang {
  if (isLang(field)) return field
  const query = (request.query as Record<string, unknown> | undefined)?.lang
  if (isLang(query)) return query
  const header = request.headers['accept-language']
  const first = typeof header === 'string' ? header.split(',')[0]?.trim().slice(0, 2).toLowerCase() : ''
  return isLang(first) ? first : DEFAULT_LANG
}
