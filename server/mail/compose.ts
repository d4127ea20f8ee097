import { stat } from 'node:fs/promises'
import type { SendMailOptions } from 'nodemailer'
import type { Submission } from '../../shared/schemas/submission.ts'
import { emptyVocabularies } from '../../shared/schemas/technical.ts'
import { FORM_FIELDS, isValidEmail } from '../../shared/forms.ts'
import { attachmentPath, safeOriginalName } from '../submissions/storage.ts'
import { escapeHtml } from '../../shared/escape-html.ts'
import { absoluteUrl, safeReference } from './html.ts'
import { formatNumber, type LineCatalogue, type LineView, viewLines } from './quote-lines-view.ts'

/**
 * Fixed subjects: visitor text never reaches a header (their own subject goes in the body). A quote's reference,
 * which the store gives, is the one value of the request a subject carries.
 */
export function mailSubject(record: Pick<Submission, 'kind' | 'id' | 'reference'>): string {
  const reference = safeReference(record.reference)
  return `${record.kind === 'contact' ? 'Yeni iletişim mesajı' : 'Yeni teklif talebi'}${reference ? ` – ${reference}` : ''} – #${record.id}`
}

/** The columns of the lines table, as sales reads them (Turkish). */
const LINE_COLUMNS: { title: string; cell: (line: LineView) => string; short?: true }[] = [
  { title: 'Ürün', cell: (line) => (line.free ? `(serbest satır) ${line.product}` : line.product) },
  { title: 'Standart', cell: (line) => line.standard },
  { title: 'Ölçü', short: true, cell: (line) => line.size },
  { title: 'Boy', short: true, cell: (line) => line.length },
  { title: 'Malzeme', cell: (line) => line.choices.material },
  { title: 'Kalite sınıfı', cell: (line) => line.choices.class },
  { title: 'Yüzey', cell: (line) => line.choices.finish },
  { title: 'Miktar', short: true, cell: (line) => `${formatNumber(line.quantity, 'tr')} adet` },
  { title: 'Not', cell: (line) => line.note },
]

const formatSize = (bytes: number) =>
  bytes < 1024 * 1024 ? `${(bytes / 1024).toFixed(1)} KB` : `${(bytes / 1024 / 1024).toFixed(1)} MB`

/**
 * The notification for one stored submission: To MAIL_TO, From MAIL_FROM, Reply-To the
 * visitor's validated address, the fields as text and escaped HTML, and the attachments from
 * the private folder under their (sanitised) original names.
 */
export async function composeMail(
  record: Submission,
  options: {
    from: string
    to: string
    uploadsDir: string
    /** Today's product names and term labels; without it a line shows what was stored with it. */
    catalogue?: LineCatalogue
    /** The site's public origin (PUBLIC_URL) for links to the product pages; '' for none. */
    origin?: string
  },
): Promise<SendMailOptions> {
  const rows = Object.entries(FORM_FIELDS[record.kind]).map(([name, rule]) => ({
    label: rule.label,
    value: record.fields[name] ?? '',
    multiline: rule.multiline ?? false,
  }))
  const files = await Promise.all(
    record.attachments.map(async (attachment) => {
      const file = attachmentPath(options.uploadsDir, record.id, attachment.stored_name)
      const present = await stat(file).then(
        (info) => info.isFile(),
        () => false,
      )
      return { ...attachment, file, present, name: safeOriginalName(attachment.original_name) }
    }),
  )
  const heading = mailSubject(record)
  const reference = safeReference(record.reference)
  const meta = `Gönderim: ${record.created_at} · Dil: ${record.lang}`
  const catalogue = options.catalogue ?? {
    products: { data: [] },
    vocabularies: { data: emptyVocabularies() },
  }
  const lines = viewLines(record.items ?? [], catalogue, 'tr')
  const linkOf = (line: LineView) => absoluteUrl(options.origin ?? '', line.path)
  const fileLine = (f: (typeof files)[number]) =>
    `${f.name} (${formatSize(f.size)})${f.present ? '' : ' – dosya bulunamadı'}`

  const text = [
    heading,
    ...(reference ? [`Talep numarası: ${reference}`] : []),
    meta,
    '',
    ...(lines.length
      ? [
          `Satırlar (${lines.length}):`,
          ...lines.flatMap((line, index) => [
            `${index + 1}. ${LINE_COLUMNS.map((column) => `${column.title}: ${column.cell(line) || '-'}`).join(' | ')}`,
            ...(linkOf(line) ? [`   ${linkOf(line)}`] : []),
          ]),
          '',
        ]
      : []),
    ...rows.map((row) =>
      row.multiline ? `${row.label}:\n${row.value || '-'}\n` : `${row.label}: ${row.value || '-'}`,
    ),
    '',
    `Ekler (${files.length}):`,
    ...(files.length ? files.map((f) => `- ${fileLine(f)}`) : ['-']),
  ].join('\n')

  const cell = 'padding:6px 12px;border-bottom:1px solid #dde3ea;vertical-align:top;text-align:left'
  const html = [
    '<!doctype html><html><body style="font-family:Arial,sans-serif;color:#16202c">',
    `<h2 style="color:#0d2238">${escapeHtml(heading)}</h2>`,
    ...(reference
      ? [`<p style="font-size:18px">Talep numarası: <strong>${escapeHtml(reference)}</strong></p>`]
      : []),
    `<p style="color:#4a5a6d">${escapeHtml(meta)}</p>`,
    ...(lines.length
      ? [
          `<h3>Satırlar (${lines.length})</h3>`,
          '<table style="border-collapse:collapse">',
          `<thead><tr><th style="${cell}">#</th>${LINE_COLUMNS.map((column) => `<th style="${cell};white-space:nowrap">${escapeHtml(column.title)}</th>`).join('')}</tr></thead>`,
          '<tbody>',
          ...lines.map((line, index) => {
            const cells = LINE_COLUMNS.map((column, position) => {
              const value = escapeHtml(column.cell(line) || '-')
              const link = position === 0 ? linkOf(line) : null
              return `<td style="${cell};white-space:${column.short ? 'nowrap' : 'pre-wrap'}">${link ? `<a href="${escapeHtml(link)}">${value}</a>` : value}</td>`
            })
            return `<tr><td style="${cell}">${index + 1}</td>${cells.join('')}</tr>`
          }),
          '</tbody></table>',
          '<h3>Talep</h3>',
        ]
      : []),
    '<table style="border-collapse:collapse">',
    ...rows.map(
      (row) =>
        `<tr><th style="${cell};white-space:nowrap">${escapeHtml(row.label)}</th>` +
        `<td style="${cell};white-space:pre-wrap">${escapeHtml(row.value || '-')}</td></tr>`,
    ),
    '</table>',
    `<h3>Ekler (${files.length})</h3>`,
    files.length
      ? `<ul>${files.map((f) => `<li>${escapeHtml(fileLine(f))}</li>`).join('')}</ul>`
      : '<p>-</p>',
    '</body></html>',
  ].join('\n')

  const email = record.fields.email ?? ''
  return {
    from: options.from,
    to: options.to,
    ...(isValidEmail(email) ? { replyTo: email } : {}),
    subject: heading,
    text,
    html,
    attachments: files
      .filter((f) => f.present)
      .map((f) => ({ filename: f.name, path: f.file, contentType: f.mime })),
    disableUrlAccess: true,
  }
}
