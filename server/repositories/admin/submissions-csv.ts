import type { Submission } from '../../../shared/schemas/submission.ts'

/** Form fields in the order the forms show them, with their Turkish column titles. */
const FIELD_COLUMNS: [string, string][] = [
  ['name', 'Ad Soyad'],
  ['email', 'E-posta'],
  ['company', 'Firma'],
  ['phone', 'Telefon'],
  ['subject', 'Konu'],
  ['message', 'Mesaj'],
  ['productType', 'Ürün Tipi'],
  ['quantity', 'Miktar'],
  ['specifications', 'Teknik Özellikler'],
  ['usageArea', 'Kullanım Alanı'],
  ['deliveryTime', 'Teslim Süresi'],
  ['additionalInfo', 'Ek Bilgi'],
]
const KIND = { contact: 'İletişim', quote: 'Teklif' } as const
const DELIVERY = { waiting: 'Bekliyor', sent: 'Gönderildi', failed: 'Başarısız' } as const

/**
 * One cell: a value a spreadsheet would run as a formula (= + - @, or a leading tab or CR) gets
 * a leading apostrophe; every cell is quoted with inner quotes doubled (RFC 4180).
 */
export function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value
  return `"${safe.replace(/"/g, '""')}"`
}

/** The inbox as CSV: UTF-8 with a BOM (so Excel reads Turkish letters), CRLF line ends. */
export function submissionsCsv(submissions: Submission[]): string {
  const known = new Set(FIELD_COLUMNS.map(([key]) => key))
  const extra = [...new Set(submissions.flatMap((s) => Object.keys(s.fields)))].filter(
    (key) => !known.has(key),
  )
  const fields: [string, string][] = [...FIELD_COLUMNS, ...extra.map((key): [string, string] => [key, key])]
  const header = [
    'Tarih',
    'Tür',
    ...fields.map(([, title]) => title),
    'Ekler',
    'Gönderim',
    'İşlendi',
    'Dil',
    'Kayıt No',
  ]
  const rows = submissions.map((s) => [
    s.created_at,
    KIND[s.kind],
    ...fields.map(([key]) => (Object.hasOwn(s.fields, key) ? (s.fields[key] ?? '') : '')),
    s.attachments.map((attachment) => attachment.original_name).join('; '),
    DELIVERY[s.delivery.state],
    s.handled ? 'Evet' : 'Hayır',
    s.lang,
    s.id,
  ])
  return `\uFEFF${[header, ...rows].map((row) => row.map(csvCell).join(',')).join('\r\n')}\r\n`
}
