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

const HEADER = [
  'Tarih',
  'Tür',
  ...FIELD_COLUMNS.map(([, title]) => title),
  'Ekler',
  'Gönderim',
  'İşlendi',
  'Dil',
  'Kayıt No',
]

function csvLine(cells: string[]): string {
  return `${cells.map(csvCell).join(',')}\r\n`
}

/**
 * The inbox as CSV, one line at a time so an export of any size streams in constant memory:
 * UTF-8 with a BOM (so Excel reads Turkish letters), CRLF line ends, the forms' fields as columns.
 */
export async function* submissionsCsv(submissions: AsyncIterable<Submission>): AsyncGenerator<string> {
  yield `\uFEFF${csvLine(HEADER)}`
  for await (const s of submissions) {
    yield csvLine([
      s.created_at,
      KIND[s.kind],
      ...FIELD_COLUMNS.map(([key]) => (Object.hasOwn(s.fields, key) ? (s.fields[key] ?? '') : '')),
      s.attachments.map((attachment) => attachment.original_name).join('; '),
      DELIVERY[s.delivery.state],
      s.handled ? 'Evet' : 'Hayır',
      s.lang,
      s.id,
    ])
  }
}
