import type { SendMailOptions } from 'nodemailer'
import { isValidEmail } from '../../shared/forms.ts'
import type { QuotationView } from '../../shared/quotation-view.ts'
import { quotationText } from '../desk/quotation-view.ts'
import { escapeHtml } from '../../shared/escape-html.ts'
import { safeReference } from './html.ts'

/*
 * The quotation's mails: to the buyer (in their language, the PDF attached, the link to their page) and to sales
 * when the buyer answers (Turkish). The buyer's own words appear in bodies only, escaped in HTML, never in a header.
 */

/** Why the buyer's mail cannot be written: the request has no valid address. */
export class QuotationMailRefused extends Error {}

export function composeQuotationMail(
  view: QuotationView,
  options: { to: string; replyTo: string; link: string; pdf: Uint8Array; fileName: string },
): SendMailOptions {
  if (!isValidEmail(options.to)) throw new QuotationMailRefused('Alıcının e-posta adresi geçerli değil')
  const t = (id: Parameters<typeof quotationText>[1], values?: Record<string, string>) =>
    quotationText(view.lang, id, values)
  const reference = safeReference(view.reference) ?? ''
  const greeting = view.buyer.name
    ? t('quotation.mail.greeting', { name: view.buyer.name })
    : t('quotation.mail.greetingAnonymous')
  const body = t('quotation.mail.body', {
    reference: view.reference,
    total: view.total,
    date: view.validUntil,
  })
  const contact = [view.company.phone, view.company.email, view.company.website].filter(Boolean)
  const text = [
    greeting,
    '',
    body,
    '',
    t('quotation.mail.link'),
    options.link,
    '',
    t('quotation.mail.closing'),
    view.company.name,
    ...contact,
  ].join('\n')
  const html = [
    '<div style="font-family:Arial,Helvetica,sans-serif;font-size:14px;line-height:1.5;color:#1f2933;max-width:600px">',
    `<p>${escapeHtml(greeting)}</p>`,
    `<p>${escapeHtml(body)}</p>`,
    `<p>${escapeHtml(t('quotation.mail.link'))}<br>`,
    `<a href="${escapeHtml(options.link)}" style="display:inline-block;margin-top:6px;padding:10px 18px;background:#0b2343;color:#fff;text-decoration:none;border-radius:4px">${escapeHtml(t('quotation.title'))} ${escapeHtml(view.reference)}</a></p>`,
    `<p>${escapeHtml(t('quotation.mail.closing'))}<br><strong>${escapeHtml(view.company.name)}</strong>`,
    ...contact.map((line) => `<br>${escapeHtml(line)}`),
    '</p></div>',
  ].join('')
  const subject = t('quotation.mail.subject', { reference }).replace(/\s*–\s*$/, '')
  return {
    to: options.to,
    replyTo: options.replyTo || undefined,
    subject,
    text,
    html,
    attachments: [
      { filename: options.fileName, content: Buffer.from(options.pdf), contentType: 'application/pdf' },
    ],
  }
}

/** To sales (MAIL_TO): the buyer accepted (name, order number) or declined (reason) the quotation. */
export function composeAnswerMail(
  view: QuotationView,
  answer: { kind: 'accepted'; name: string; po_number?: string } | { kind: 'declined'; reason?: string },
  buyer: { email: string; company: string },
  replyTo: string,
): SendMailOptions {
  const reference = safeReference(view.reference) ?? ''
  const values = { reference: view.reference, total: view.total }
  const text =
    answer.kind === 'accepted'
      ? quotationText('tr', 'quotation.sales.accepted', {
          ...values,
          name: answer.name,
          po: answer.po_number || '—',
          company: buyer.company || '—',
          email: buyer.email || '—',
        })
      : quotationText('tr', 'quotation.sales.declined', { ...values, reason: answer.reason || '—' })
  const subjectId =
    answer.kind === 'accepted' ? 'quotation.sales.acceptedSubject' : 'quotation.sales.declinedSubject'
  return {
    subject: quotationText('tr', subjectId, { reference }).replace(/\s*–\s*$/, ''),
    text,
    ...(isValidEmail(replyTo) ? { replyTo } : {}),
  }
}
