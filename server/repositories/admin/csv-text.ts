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
 * Turkish Excel uses for "CSV (virgülle ayrılmış)".
 */
export function decodeCsv(bytes: Uint8Array): string {
  let text: string
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes)
  } catch {
    text = new TextDecoder('windows-1254').decode(bytes)
  }
  return text.startsWith('\uFEFF') ? text.slice(1) : text
}

/** ',' unless the header line has more ';' or tabs (Excel in Turkish saves with ';'). */
function delimiterOf(text: string): string {
  const firstLine = text.slice(0, text.search(/\r?\n|$/))
  const count = (char: string) => firstLine.split(char).length - 1
  const candidates = [',', ';', '\t'].sort((a, b) => count(b) - count(a))
  return count(candidates[0]!) > 0 ? candidates[0]! : ','
}

/** Every record as its cells (unguarded), in file order; blank lines are kept as `['']` so numbering stays right. */
export function parseCsv(text: string): string[][] {
  const delimiter = delimiterOf(text)
  const records: string[][] = []
  let record: string[] = []
  let cell = ''
  let quoted = false
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
    if (char === '"' && cell === '') quoted = true
    else if (char === delimiter) {
      record.push(readCell(cell))
      cell = ''
    } else if (char === '\n' || char === '\r') {
      record.push(readCell(cell))
      records.push(record)
      record = []
      cell = ''
      if (char === '\r' && text[i + 1] === '\n') i += 1
    } else cell += char
    i += 1
  }
  if (cell !== '' || record.length > 0) {
    record.push(readCell(cell))
    records.push(record)
  }
  return records
}
