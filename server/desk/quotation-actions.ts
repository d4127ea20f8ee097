import type { FastifyInstance } from 'fastify'
import type { Lang } from '../../shared/i18n.ts'
import { localizePath } from '../../shared/routes.ts'
import type { QuotationInput } from '../../shared/schemas/desk.ts'
import type { Submission } from '../../shared/schemas/submission.ts'
import { actorName, noteChange } from '../auth/actor.ts'
import { composeAnswerMail, composeQuotationMail } from '../mail/quotation-mail.ts'
import { AdminError, notFound } from '../repositories/admin/errors.ts'
import { isHandledStatus } from '../../shared/schemas/desk.ts'
import {
  isExpired,
  newSecret,
  priceQuotation,
  QuotationRefused,
  type QuotationRecord,
  summaryOf,
  tokenOf,
} from './quotation.ts'
import { quotationsOf } from './quotation-store.ts'
import { buyerLang, viewQuotation } from './quotation-view.ts'

/*
 * What the desk and the buyer do with a quotation: save (price it), send (mail it), accept, decline. Each step writes
 * the quotation file, the request's state (its summary and status) and a timeline event, and notes the change for
 * the admin's audit entry.
 */

/** An expected failure with its HTTP status and a message for the person who caused it. */
/** An expected refusal: the admin's Turkish text, or for the buyer's routes a text id of the quotation area. */
export class QuotationError extends AdminError {}

async function requestOf(app: FastifyInstance, id: string): Promise<Submission> {
  const submission = await app.submissions.get(id)
  if (!submission) throw notFound('Talep')
  return submission
}

export function quotationView(
  app: FastifyInstance,
  record: QuotationRecord,
  submission: Submission,
  lang?: Lang,
) {
  return viewQuotation(record, submission, {
    catalogue: app.stores,
    settings: app.stores.settings.data,
    lang: lang ?? buyerLang(submission),
  })
}

export async function quotationPdfOf(
  app: FastifyInstance,
  record: QuotationRecord,
  submission: Submission,
  lang?: Lang,
): Promise<Uint8Array> {
  const { quotationPdf } = await loadQuotationPdf()
  return quotationPdf(
    quotationView(app, record, submission, lang),
    new Date(record.sent_at ?? record.updated_at),
  )
}

/** pdf-lib and the fonts (~0.4 s to load) come with the first quotation drawn, not with the start. */
const loadQuotationPdf = () => import('../pdf/quotation-pdf.ts')

export function pdfFileName(submission: Submission): string {
  return `${(submission.reference ?? submission.id).replace(/[^A-Za-z0-9-]/g, '')}.pdf`
}

async function setSummary(app: FastifyInstance, record: QuotationRecord, status?: Submission['status']) {
  await app.submissions.update(record.id, (state) => {
    state.quotation = summaryOf(record)
    if (status) {
      state.status = status
      const handled = isHandledStatus(status)
      if (handled && !state.handled) state.handled_at = new Date().toISOString()
      state.handled = handled
    }
  })
}

/** Prices and stores the quotation; the token of an earlier save stays. Refused once the buyer has answered. */
export async function saveQuotation(
  app: FastifyInstance,
  id: string,
  input: QuotationInput,
): Promise<QuotationRecord> {
  const submission = await requestOf(app, id)
  if (submission.kind !== 'quote')
    throw new QuotationError(400, 'Yalnızca teklif taleplerine fiyat verilebilir')
  const quotations = quotationsOf(app.submissions)
  const record = await quotations.change(id, async (current) => {
    if (current?.answer) throw new QuotationError(409, 'Alıcı bu teklifi yanıtladı; artık değiştirilemez')
    let priced
    try {
      priced = priceQuotation(input, submission.items ?? [])
    } catch (error) {
      if (error instanceof QuotationRefused) throw new QuotationError(400, error.message)
      throw error
    }
    const now = new Date().toISOString()
    const next: QuotationRecord = {
      id,
      secret: current?.secret ?? newSecret(),
      input,
      lines: priced.lines,
      total_minor: priced.total_minor,
      state: current?.state ?? 'draft',
      created_at: current?.created_at ?? now,
      updated_at: now,
      ...(current?.sent_at ? { sent_at: current.sent_at } : {}),
    }
    await quotations.write(next)
    return next
  })
  await setSummary(app, record)
  await app.timelines.append(id, { at: record.updated_at, by: actorName(), kind: 'quotation', to: 'saved' })
  noteChange({ collection: 'submissions', id, fields: ['quotation'], action: 'update' })
  return record
}

/** The buyer's page for a token, absolute: PUBLIC_URL, else the origin the admin's request came to. */
export function buyerLink(origin: string, lang: Lang, token: string): string {
  return `${origin}${localizePath(lang, `/teklif/q/${token}`)}`
}

/**
 * Mails the quotation to the buyer with its PDF and link, then marks it sent and the request quoted. A failed mail
 * changes nothing but a `mail failed` timeline event, and answers 502 with the reason.
 */
export async function sendQuotation(
  app: FastifyInstance,
  id: string,
  origin: string,
): Promise<QuotationRecord> {
  const submission = await requestOf(app, id)
  const quotations = quotationsOf(app.submissions)
  const by = actorName()
  const record = await quotations.change(id, async (current) => {
    if (!current) throw new QuotationError(409, 'Önce teklifi kaydedin')
    if (current.answer) throw new QuotationError(409, 'Alıcı bu teklifi yanıtladı')
    if (isExpired(current.input.valid_until))
      throw new QuotationError(409, 'Teklifin geçerlilik tarihi geçti; tarihi güncelleyip kaydedin')
    const lang = buyerLang(submission)
    const sentAt = new Date().toISOString()
    const next: QuotationRecord = { ...current, state: 'sent', sent_at: sentAt }
    const view = quotationView(app, next, submission)
    try {
      const message = composeQuotationMail(view, {
        to: submission.fields.email ?? '',
        replyTo: app.config.MAIL_TO,
        link: buyerLink(origin, lang, tokenOf(current)),
        pdf: await (await loadQuotationPdf()).quotationPdf(view, new Date(sentAt)),
        fileName: pdfFileName(submission),
      })
      await app.outbox.sendNow(message)
    } catch (error) {
      const reason = (error instanceof Error ? error.message : String(error)).slice(0, 500)
      await app.timelines.append(id, {
        at: sentAt,
        by,
        kind: 'mail',
        detail: 'quotation',
        to: 'failed',
        text: reason,
      })
      throw new QuotationError(502, `Teklif e-postası gönderilemedi: ${reason}`)
    }
    await quotations.write(next)
    return next
  })
  await setSummary(app, record, 'quoted')
  const at = record.sent_at!
  await app.timelines.append(id, { at, by, kind: 'mail', detail: 'quotation', to: 'sent' })
  await app.timelines.append(id, { at, by, kind: 'quotation', to: 'sent' })
  noteChange({ collection: 'submissions', id, fields: ['quotation', 'status'], action: 'update' })
  return record
}

/** The buyer's answer: checked against the token's quotation (404 unknown, 410 expired, 409 answered twice). */
export async function answerQuotation(
  app: FastifyInstance,
  token: string,
  answer: { kind: 'accepted'; name: string; po_number?: string } | { kind: 'declined'; reason?: string },
): Promise<QuotationRecord> {
  const quotations = quotationsOf(app.submissions)
  const found = await quotations.byToken(token, (id) => app.submissions.has(id))
  if (!found || found.state === 'draft') throw new QuotationError(404, 'quotation.error.notFound')
  const submission = await requestOf(app, found.id)
  const record = await quotations.change(found.id, async (current) => {
    if (!current || current.secret !== found.secret || current.state === 'draft')
      throw new QuotationError(404, 'quotation.error.notFound')
    if (current.answer) throw new QuotationError(409, 'quotation.error.answered')
    if (isExpired(current.input.valid_until)) throw new QuotationError(410, 'quotation.error.expired')
    const at = new Date().toISOString()
    const next: QuotationRecord = {
      ...current,
      state: answer.kind,
      answer:
        answer.kind === 'accepted'
          ? {
              kind: 'accepted',
              at,
              name: answer.name.trim(),
              ...(answer.po_number?.trim() ? { po_number: answer.po_number.trim() } : {}),
            }
          : { kind: 'declined', at, ...(answer.reason?.trim() ? { reason: answer.reason.trim() } : {}) },
    }
    await quotations.write(next)
    return next
  })
  const at = record.answer!.at
  await setSummary(app, record, answer.kind === 'accepted' ? 'won' : 'lost')
  const text =
    record.answer?.kind === 'accepted'
      ? [record.answer.name, record.answer.po_number].filter(Boolean).join(' · ')
      : (record.answer?.reason ?? '')
  await app.timelines.append(record.id, {
    at,
    by: 'buyer',
    kind: 'quotation',
    to: answer.kind,
    ...(text ? { text: text.slice(0, 4000) } : {}),
  })
  // Sales hear of it at once; a failed mail is on the timeline, the buyer's answer stands.
  const view = quotationView(app, record, submission, 'tr')
  const mail = composeAnswerMail(
    view,
    record.answer!,
    { email: submission.fields.email ?? '', company: submission.fields.company ?? '' },
    submission.fields.email ?? '',
  )
  try {
    await app.outbox.sendNow(mail)
    await app.timelines.append(record.id, {
      at,
      by: 'system',
      kind: 'mail',
      detail: 'acceptance',
      to: 'sent',
    })
  } catch (error) {
    const reason = (error instanceof Error ? error.message : String(error)).slice(0, 500)
    app.log.warn({ err: error, id: record.id }, 'quotation answer mail to sales failed')
    await app.timelines.append(record.id, {
      at,
      by: 'system',
      kind: 'mail',
      detail: 'acceptance',
      to: 'failed',
      text: reason,
    })
  }
  return record
}
