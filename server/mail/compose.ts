import { stat } from 'node:fs/promises'
import type { SendMailOptions } from 'nodemailer'
import type { Submission } from '../../shared/schemas/submission.ts'
import { FORM_FIELDS, isValidEmail } from '../../shared/forms.ts'
import { attachmentPath, safeOriginalName } from '../submissions/storage.ts'

/** Fixed subjects: visitor text never reaches a header (their own subject goes in the body). */
export function mailSubject(record: Pick<Submission, 'kind' | 'id'>): string {
  return `${record.kind === 'contact' ? 'Yeni iletişim mesajı' : 'Yeni teklif talebi'} – #${record.id}`
}

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? char,
  )

const formatSize = (bytes: number) =>
  bytes < 1024 * 1024 ? `${(bytes / 1024).toFixed(1)} KB` : `${(bytes / 1024 / 1024).toFixed(1)} MB`

/**
 * The notification for one stored submission: To MAIL_TO, From MAIL_FROM, Reply-To the
 * visitor's validated address, the fields as text and escaped HTML, and the attachments from
 * the private folder under their (sanitised) original names.
 */
export async function composeMail(
  record: Submission,
  options: { from: string; to: string; uploadsDir: string },
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
  const meta = `Gönderim: ${record.created_at} · Dil: ${record.lang}`
  const fileLine = (f: (typeof files)[number]) =>
    `${f.name} (${formatSize(f.size)})${f.present ? '' : ' – dosya bulunamadı'}`

  const text = [
    heading,
    meta,
    '',
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
    `<p style="color:#4a5a6d">${escapeHtml(meta)}</p>`,
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
