import { emptyVocabularies } from '../../../shared/schemas/technical.ts'
import type { Submission } from '../../../shared/schemas/submission.ts'
import { type LineCatalogue, type LineView, viewLines } from '../../mail/quote-lines-view.ts'

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
const ACKNOWLEDGEMENT = { ...DELIVERY, capped: 'Günlük sınır: gönderilmedi' } as const
/** The desk's statuses as the inbox names them. */
const STATUS: Record<Submission['status'], string> = {
  new: 'Yeni',
  in_progress: 'İşlemde',
  quoted: 'Teklif verildi',
  won: 'Kazanıldı',
  lost: 'Kaybedildi',
  spam: 'Spam',
}

/** A quote's lines, one row each: the request's columns are repeated on every row of its lines. */
const LINE_COLUMNS: [string, (line: LineView, link: string) => string][] = [
  ['Ürün', (line) => line.product],
  ['Serbest satır', (line) => (line.free ? 'Evet' : '')],
  ['Standart', (line) => line.standard],
  ['Ölçü', (line) => line.size],
  ['Boy (mm)', (line) => line.lengthMm],
  ['Malzeme', (line) => line.choices.material],
  ['Kalite sınıfı', (line) => line.choices.class],
  ['Yüzey', (line) => line.choices.finish],
  ['Satır miktarı (adet)', (line) => String(line.quantity)],
  ['Satır notu', (line) => line.note],
  ['Ürün sayfası', (_line, link) => link],
]

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
  'Referans',
  ...FIELD_COLUMNS.map(([, title]) => title),
  'Ekler',
  'Gönderim',
  'Alındı maili',
  'İşlendi',
  'Durum',
  'Sorumlu',
  'Dil',
  'Kayıt No',
  'Satır',
  ...LINE_COLUMNS.map(([title]) => title),
]
const NO_LINE = LINE_COLUMNS.map(() => '')

function csvLine(cells: string[]): string {
  return `${cells.map(csvCell).join(',')}\r\n`
}

/**
 * The inbox as CSV, one line at a time so an export of any size streams in constant memory:
 * UTF-8 with a BOM (so Excel reads Turkish letters), CRLF line ends, the forms' fields as columns.
 * A quote with lines takes one row per line (its request columns repeated, the line's number in 'Satır'), so a
 * spreadsheet filters and sums lines directly; a request without lines stays one row with the line columns empty.
 * Lines read today's Turkish names and labels (`catalogue`); links are absolute when `origin` (PUBLIC_URL) is set.
 */
export async function* submissionsCsv(
  submissions: AsyncIterable<Submission>,
  catalogue: LineCatalogue = { products: { data: [] }, vocabularies: { data: emptyVocabularies() } },
  origin = '',
): AsyncGenerator<string> {
  yield `\uFEFF${csvLine(HEADER)}`
  for await (const s of submissions) {
    const request = [
      s.created_at,
      KIND[s.kind],
      s.reference ?? '',
      ...FIELD_COLUMNS.map(([key]) => (Object.hasOwn(s.fields, key) ? (s.fields[key] ?? '') : '')),
      s.attachments.map((attachment) => attachment.original_name).join('; '),
      DELIVERY[s.delivery.state],
      s.acknowledgement ? ACKNOWLEDGEMENT[s.acknowledgement.state] : '',
      s.handled ? 'Evet' : 'Hayır',
      STATUS[s.status],
      s.assignee ?? '',
      s.lang,
      s.id,
    ]
    const lines = viewLines(s.items ?? [], catalogue, 'tr')
    if (lines.length === 0) {
      yield csvLine([...request, '', ...NO_LINE])
      continue
    }
    let rows = ''
    lines.forEach((line, index) => {
      const link = line.path ? `${origin}${line.path}` : ''
      rows += csvLine([...request, String(index + 1), ...LINE_COLUMNS.map(([, cell]) => cell(line, link))])
    })
    yield rows
  }
}
