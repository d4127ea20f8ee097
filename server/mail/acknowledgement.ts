import type { SendMailOptions } from 'nodemailer'
import enMail from '../../shared/i18n/locales/en/mail.json'
import esMail from '../../shared/i18n/locales/es/mail.json'
import trMail from '../../shared/i18n/locales/tr/mail.json'
import { isValidEmail } from '../../shared/forms.ts'
import { DEFAULT_LANG, isLang, type Lang } from '../../shared/i18n.ts'
import { QUOTE_CHOICES } from '../../shared/quote-items.ts'
import type { Settings } from '../../shared/schemas/settings.ts'
import type { Submission } from '../../shared/schemas/submission.ts'
import { settingText } from '../../shared/settings-text.ts'
import { formMessage } from '../submissions/messages.ts'
import { escapeHtml } from '../../shared/escape-html.ts'
import { absoluteUrl, safeReference } from './html.ts'
import { formatNumber, type LineCatalogue, type LineView, viewLines } from './quote-lines-view.ts'

/*
 * The buyer's acknowledgement of a quote request: in the request's language, To the buyer's validated address only,
 * with the reference, every line, the 24-hour promise and the company's contact. Our words come from
 * shared/i18n/locales/<lang>/mail.json; the buyer's own words (name, lines, notes) appear in the body only, escaped
 * in the HTML part, never in a header.
 */

const MESSAGES: Record<Lang, Record<string, string>> = { tr: trMail, en: enMail, es: esMail }
export type MailMessageId = keyof typeof trMail

export function mailMessage(lang: Lang, id: MailMessageId, values: Record<string, string> = {}): string {
  const template = MESSAGES[lang][id] ?? MESSAGES[DEFAULT_LANG][id] ?? id
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole)
}

export type AcknowledgementOptions = {
  from: string
  /** Where the buyer's answer goes: the sales address (MAIL_TO). */
  replyTo: string
  catalogue: LineCatalogue
  settings: Settings
  /** The site's public origin (PUBLIC_URL), for links to the product pages; '' for none. */
  origin: string
}

/** Why an acknowledgement cannot be written (the record has no valid address): the outbox marks it failed. */
export class AcknowledgementRefused extends Error {}

const CHOICE_COLUMNS = {
  material: 'mail.ack.column.material',
  class: 'mail.ack.column.class',
  finish: 'mail.ack.column.finish',
} as const satisfies Record<(typeof QUOTE_CHOICES)[number], MailMessageId>

/** "M8 × 30 mm", "M10", "30 mm" or '' */
const sizeOf = (line: LineView) => [line.size, line.length].filter(Boolean).join(' × ')

export function acknowledgementSubject(record: Pick<Submission, 'lang' | 'reference'>): string {
  const lang = isLang(record.lang) ? record.lang : DEFAULT_LANG
  const reference = safeReference(record.reference)
  const subject = mailMessage(lang, 'mail.ack.subject', { reference: reference ?? '' })
  return reference ? subject : subject.replace(/\s*–\s*$/, '')
}

export function composeAcknowledgement(record: Submission, options: AcknowledgementOptions): SendMailOptions {
  const email = record.fields.email ?? ''
  if (!isValidEmail(email)) throw new AcknowledgementRefused('Alıcının e-posta adresi geçerli değil')
  const lang = isLang(record.lang) ? record.lang : DEFAULT_LANG
  const t = (id: MailMessageId, values?: Record<string, string>) => mailMessage(lang, id, values)
  const reference = safeReference(record.reference)
  const lines = viewLines(record.items ?? [], options.catalogue, lang)
  const name = record.fields.name?.trim() ?? ''
  const greeting = name ? t('mail.ack.greeting', { name }) : t('mail.ack.greetingAnonymous')
  const unit = t('mail.ack.unit')
  const quantityOf = (line: LineView) => `${formatNumber(line.quantity, lang)} ${unit}`
  const linkOf = (line: LineView) => absoluteUrl(options.origin, line.path)
  // A request sent with the single-product form: what the buyer typed for the product and the quantity.
  const plain = (['productType', 'quantity'] as const)
    .map((key) => ({
      label: formMessage(lang, `forms.field.${key}`),
      value: record.fields[key]?.trim() ?? '',
    }))
    .filter((field) => field.value !== '')

  const { settings } = options
  const contact = [
    settings.company_phone,
    settings.company_email,
    settingText(settings, 'company_address', lang),
    settings.company_website,
  ].filter((value) => value.trim() !== '')

  const columns: { title: string; cell: (line: LineView) => string; short?: true }[] = [
    { title: t('mail.ack.column.standard'), cell: (line) => line.standard },
    { title: t('mail.ack.column.size'), cell: sizeOf, short: true },
    ...QUOTE_CHOICES.map((choice) => ({
      title: t(CHOICE_COLUMNS[choice]),
      cell: (line: LineView) => line.choices[choice],
    })),
    { title: t('mail.ack.column.quantity'), cell: quantityOf, short: true },
    { title: t('mail.ack.column.note'), cell: (line) => line.note },
  ]
  const productText = (line: LineView) =>
    line.free ? `${t('mail.ack.freeLine')}: ${line.product}` : line.product

  const text = [
    greeting,
    '',
    t('mail.ack.intro'),
    ...(reference ? [t('mail.ack.reference', { reference }), t('mail.ack.referenceHint')] : []),
    '',
    ...(lines.length
      ? [
          `${t('mail.ack.lines')}:`,
          ...lines.flatMap((line, index) => [
            `${index + 1}. ${productText(line)}`,
            ...columns
              .map((column) => ({ title: column.title, value: column.cell(line) }))
              .filter((cell) => cell.value !== '')
              .map((cell) => `   ${cell.title}: ${cell.value}`),
            ...(linkOf(line) ? [`   ${linkOf(line)}`] : []),
          ]),
          '',
        ]
      : plain.length
        ? [`${t('mail.ack.request')}:`, ...plain.map((field) => `${field.label}: ${field.value}`), '']
        : []),
    ...(record.attachments.length
      ? [t('mail.ack.attachments', { count: String(record.attachments.length) }), '']
      : []),
    t('mail.ack.promise'),
    '',
    t('mail.ack.regards'),
    settings.company_name,
    ...(contact.length ? ['', t('mail.ack.contact'), ...contact] : []),
    '',
    '--',
    t('mail.ack.automatic'),
  ].join('\n')

  const cell = 'padding:6px 10px;border-bottom:1px solid #dde3ea;vertical-align:top;text-align:left'
  const productHtml = (line: LineView) => {
    const label = escapeHtml(productText(line))
    const link = linkOf(line)
    return link ? `<a href="${escapeHtml(link)}" style="color:#0d4f8b">${label}</a>` : label
  }
  const linesHtml = lines.length
    ? [
        `<h3 style="color:#0d2238">${escapeHtml(t('mail.ack.lines'))}</h3>`,
        '<table style="border-collapse:collapse;font-size:14px">',
        `<thead><tr><th style="${cell}">#</th><th style="${cell}">${escapeHtml(t('mail.ack.column.product'))}</th>${columns
          .map((column) => `<th style="${cell}">${escapeHtml(column.title)}</th>`)
          .join('')}</tr></thead>`,
        '<tbody>',
        ...lines.map(
          (line, index) =>
            `<tr><td style="${cell}">${index + 1}</td><td style="${cell}">${productHtml(line)}</td>${columns
              .map(
                (column) =>
                  `<td style="${cell};white-space:${column.short ? 'nowrap' : 'pre-wrap'}">${escapeHtml(column.cell(line) || '–')}</td>`,
              )
              .join('')}</tr>`,
        ),
        '</tbody></table>',
      ]
    : plain.length
      ? [
          `<h3 style="color:#0d2238">${escapeHtml(t('mail.ack.request'))}</h3>`,
          '<table style="border-collapse:collapse;font-size:14px">',
          ...plain.map(
            (field) =>
              `<tr><th style="${cell}">${escapeHtml(field.label)}</th><td style="${cell};white-space:pre-wrap">${escapeHtml(field.value)}</td></tr>`,
          ),
          '</table>',
        ]
      : []
  const html = [
    '<!doctype html><html><body style="font-family:Arial,sans-serif;color:#16202c;line-height:1.5">',
    `<p>${escapeHtml(greeting)}</p>`,
    `<p>${escapeHtml(t('mail.ack.intro'))}</p>`,
    ...(reference
      ? [
          `<p style="font-size:18px"><strong>${escapeHtml(t('mail.ack.reference', { reference }))}</strong></p>`,
          `<p style="color:#4a5a6d">${escapeHtml(t('mail.ack.referenceHint'))}</p>`,
        ]
      : []),
    ...linesHtml,
    ...(record.attachments.length
      ? [`<p>${escapeHtml(t('mail.ack.attachments', { count: String(record.attachments.length) }))}</p>`]
      : []),
    `<p><strong>${escapeHtml(t('mail.ack.promise'))}</strong></p>`,
    `<p>${escapeHtml(t('mail.ack.regards'))}<br>${escapeHtml(settings.company_name)}</p>`,
    ...(contact.length
      ? [
          `<p style="color:#4a5a6d">${escapeHtml(t('mail.ack.contact'))}<br>${contact.map(escapeHtml).join('<br>')}</p>`,
        ]
      : []),
    `<p style="color:#7a8796;font-size:12px">${escapeHtml(t('mail.ack.automatic'))}</p>`,
    '</body></html>',
  ].join('\n')

  return {
    from: options.from,
    to: email,
    ...(options.replyTo && options.replyTo !== options.from ? { replyTo: options.replyTo } : {}),
    subject: acknowledgementSubject(record),
    text,
    html,
    disableUrlAccess: true,
    disableFileAccess: true,
  }
}
