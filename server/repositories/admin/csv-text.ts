import { MAX_CSV_CELL_CHARS, MAX_CSV_CELLS, MAX_CSV_ROWS } from '../../../shared/schemas/products-csv.ts'
import { cleanText } from './clean-text.ts'
import { AdminError } from './errors.ts'

/*
 * CSV as spreadsheets read and write it (RFC 4180): quoted cells, doubled quotes, line breaks inside quotes, CRLF.
 * Written by hand rather than with a library: the whole codec is these few lines, and the import needs two things
 * a generic parser does not give, the spreadsheet's row number of each record and a reversible formula guard.
 */

/** A cell a spreadsheet would run as a formula starts with one of these (or a tab or CR). */
const FORMULA_START = /^'*[=+\-@\t\r]/

/**
 * One cell, quoted, inner quotes doubled. A value a spreadsheet would run as a formula gets a leading apostrophe;
 * values that already start with apostrophes before such a character get one more, so `readCell` can always take
 * exactly one away and every value comes back as it was.
 */
export function writeCell(value: string): string {
  const safe = FORMULA_START.test(value) ? `'${value}` : value
  return `"${safe.replace(/"/g, '""')}"`
}

/** The inverse of `writeCell`'s guard. */
export function readCell(cell: string): string {
  return /^'+[=+\-@\t\r]/.test(cell) ? cell.slice(1) : cell
}

export function csvLine(cells: readonly string[]): string {
  return `${cells.map(writeCell).join(',')}\r\n`
}

/**
 * The file's text: UTF-8 (a BOM is dropped); a file that is not valid UTF-8 is read as Windows-1254, the code page
 * Turkish Excel uses for "CSV (virgülle ayrılmış)". Control characters are dropped, as from every admin text.
 */
export function decodeCsv(bytes: Uint8Array): string {
  let text: string
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes)
  } catch {
    text = new TextDecoder('windows-1254').decode(bytes)
  }
  return cleanText(text.startsWith('\uFEFF') ? text.slice(1) : text)
}

/** ',' unless the header line has more ';' or tabs (Excel in Turkish saves with ';'). */
function delimiterOf(text: string): string {
  const firstLine = text.slice(0, text.search(/\r?\n|$/))
  const count = (char: string) => firstLine.split(char).length - 1
  const candidates = [',', ';', '\t'].sort((a, b) => count(b) - count(a))
  return count(candidates[0]!) > 0 ? candidates[0]! : ','
}

/**
 * A file that cannot be read as a table: a line (`row`, numbered as a spreadsheet numbers it, the header is 1) over
 * a limit, or a quote that never closes. Nothing after it is read.
 */
export class CsvReadError extends AdminError {
  constructor(
    readonly row: number,
    message: string,
  ) {
    super(400, message)
  }
}

const thousands = (n: number) => n.toLocaleString('tr-TR')

/**
 * Every record as its cells (unguarded), in file order; blank lines are kept as `['']` so numbering stays right.
 * The limits (MAX_CSV_ROWS lines below the header, MAX_CSV_CELLS cells a line, MAX_CSV_CELL_CHARS characters a
 * cell) are checked as the text is read, so an oversized file stops at the first line past a limit.
 */
export function parseCsv(text: string): string[][] {
  const delimiter = delimiterOf(text)
  const records: string[][] = []
  let record: string[] = []
  let cell = ''
  let quoted = false
  /** Where the open quote started: its line, for the message when it never closes. */
  let quoteRow = 0
  const row = () => records.length + 1
  const endCell = () => {
    if (cell.length > MAX_CSV_CELL_CHARS)
      throw new CsvReadError(
        row(),
        `${row()}. satırda bir hücre ${thousands(MAX_CSV_CELL_CHARS)} karakterden uzun`,
      )
    record.push(readCell(cell))
    cell = ''
    if (record.length > MAX_CSV_CELLS)
      throw new CsvReadError(row(), `${row()}. satırda ${thousands(MAX_CSV_CELLS)} hücreden fazlası var`)
  }
  const endRecord = () => {
    endCell()
    records.push(record)
    record = []
    // The header and MAX_CSV_ROWS lines below it; the line just read is the first one too many.
    if (records.length > MAX_CSV_ROWS + 1)
      throw new CsvReadError(
        records.length,
        `CSV dosyası başlıktan sonra en fazla ${thousands(MAX_CSV_ROWS)} satır olabilir; dosyayı bölüp parça parça yükleyin`,
      )
  }
  let i = 0
  while (i < text.length) {
    const char = text[i]!
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        cell += '"'
        i += 2
        continue
      }
      if (char === '"') quoted = false
      else cell += char
      i += 1
      continue
    }
    if (char === '"' && cell === '') {
      quoted = true
      quoteRow = row()
    } else if (char === delimiter) endCell()
    else if (char === '\n' || char === '\r') {
      endRecord()
      if (char === '\r' && text[i + 1] === '\n') i += 1
    } else cell += char
    i += 1
  }
  if (quoted)
    throw new CsvReadError(
      quoteRow,
      `${quoteRow}. satırda açılan tırnak (") kapanmıyor: hücre dosyanın sonuna kadar sürüyor. Tırnağı kapatın ya da silin`,
    )
  if (cell !== '' || record.length > 0) endRecord()
  return records
}
