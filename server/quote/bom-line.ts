import { foldForSearch } from '../../shared/search.ts'
import { findStandards } from '../../shared/standards/index.ts'

/*
 * One pasted line split into what the search box reads (standard, size, terms, words) and what it does not: the
 * quantity (whole pieces, with thousands separators and a unit in three languages) and, in a spreadsheet row, a
 * length of its own cell. bom-reader.ts then reads the words with the search box's reader.
 */

/** Units of pieces as buyers write them, folded (lower case, no accents); a trailing dot is allowed. */
const UNITS = [
  'pcs',
  'pc',
  'pce',
  'pieces',
  'piece',
  'adet',
  'ad',
  'uds',
  'ud',
  'unidades',
  'unidad',
  'u',
  'piezas',
  'pieza',
  'pzs',
  'pz',
  'stk',
  'st',
]
const UNIT = `(?:${UNITS.join('|')})\\.?`

/**
 * A whole number as written: 5000, 5.000, 5,000, 5 000 (thousands in groups of three), or 1,000,000. Never the tail
 * of a code ("plano 17-445 250 uds" is 250 pieces, not 445 250).
 */
const WHOLE = String.raw`\d{1,3}(?<sep>[.,\u00a0\u202f ])\d{3}(?:\k<sep>\d{3})*|\d+`
const WITH_UNIT = new RegExp(`(?<![\\p{L}\\d.,/-])(${WHOLE})\\s*${UNIT}(?![\\p{L}\\d])`, 'iu')
/** "Adet: 500", "Qty 500": a label before the number (never "ST 4", a tapping screw's size). */
const UNIT_FIRST = new RegExp(
  `(?<![\\p{L}\\d])(?:adet|miktar|pcs|qty|cantidad|uds|stk)\\.?\\s*:?\\s*(${WHOLE})(?![\\p{L}\\d.,])`,
  'iu',
)
const BARE = new RegExp(`(?<![\\p{L}\\d.,/-])(${WHOLE})(?![\\p{L}\\d.,])`, 'giu')
/** Before a number that is no quantity: a standard's body ("DIN 933"), "x" of a length ("M8 x 30"), "M" of a size. */
const NOT_QUANTITY_BEFORE = /(?:(?<!\p{L})(?:din|iso|en)\s*-?|(?:^|[\s\d])[x×*]|(?<!\p{L})[mø])\s*$/iu

const AFTER_SIZE = /(?<!\p{L})(?:m|st|ø|d)\s*\d+(?:[.,]\d+)?\s*$/iu

/** Words a spreadsheet's header row is made of, in three languages (folded). */
const HEADER_WORDS = new Set(
  [
    'standard standart norm norma std din iso',
    'size olcu boyut cap diameter medida metrica thread dis',
    'length boy uzunluk longitud largo l mm',
    'qty quantity miktar adet cantidad cant pcs uds pieces piezas amount menge',
    'class grade kalite sinif clase calidad',
    'finish coating kaplama yuzey acabado recubrimiento surface',
    'material malzeme',
    'description aciklama descripcion urun product producto item part parca no nr pos',
    'note not nota notes notlar notas unit birim unidad',
  ].flatMap((words) => words.split(' ')),
)

export type SplitLine = {
  /** What the search box's reader is to read (without the quantity, the length cell and the unit). */
  words: string
  quantity?: number
  /** A spreadsheet row's own length cell, in mm. */
  length?: number
}

export type Columns = { quantity?: number; length?: number }

function wholeNumber(text: string): number | undefined {
  const digits = text.replace(/[.,\u00a0\u202f ]/g, '')
  const value = Number(digits)
  return Number.isSafeInteger(value) ? value : undefined
}

/** Whether a line (or a row's cells) is a header: words only, and all of them header words. */
export function headerColumns(cells: readonly string[]): Columns | null {
  if (cells.some((cell) => /\d/.test(cell))) return null
  const words = cells.map((cell) =>
    foldForSearch(cell)
      .split(/[^a-z]+/)
      .filter(Boolean),
  )
  if (words.flat().length === 0 || !words.flat().every((word) => HEADER_WORDS.has(word))) return null
  const columns: Columns = {}
  words.forEach((cell, position) => {
    if (
      cell.some((word) =>
        ['qty', 'quantity', 'miktar', 'adet', 'cantidad', 'cant', 'pcs', 'uds'].includes(word),
      )
    )
      columns.quantity ??= position
    else if (cell.some((word) => ['length', 'boy', 'uzunluk', 'longitud', 'largo', 'l'].includes(word)))
      columns.length ??= position
  })
  return columns
}

/**
 * A line of text: the quantity is the number written with a unit ("2000 pcs", "10.000 adet"), else the last
 * standalone whole number, unless that number is the line's only one, no body names a standard and it is a
 * standard's number ("933 M8x30" asks for DIN 933, not 933 pieces).
 */
export function splitText(line: string): SplitLine {
  const withUnit = WITH_UNIT.exec(line) ?? UNIT_FIRST.exec(line)
  if (withUnit) {
    const number = withUnit.slice(1).find((group) => group !== undefined && /\d/.test(group))!
    return {
      words: line.slice(0, withUnit.index) + ' ' + line.slice(withUnit.index + withUnit[0].length),
      quantity: wholeNumber(number),
    }
  }
  const bare = [...line.matchAll(BARE)].filter(
    (match) => !NOT_QUANTITY_BEFORE.test(line.slice(0, match.index)),
  )
  const last = bare.at(-1)
  if (!last) return { words: line }
  const named = /(?<![\p{L}])(din|iso)(?![\p{L}])/iu.test(line)
  if (bare.length === 1 && !named && findStandards(last[1]!).length > 0 && !/[.,\s]/.test(last[1]!))
    return { words: line }
  let start = last.index
  let number = last[1]!
  // Right after a size, "30 500" is a length and a quantity ("M8 30 500"), not thirty thousand five hundred.
  const space = /[\u00a0\u202f ]/.exec(number)
  if (space && AFTER_SIZE.test(line.slice(0, start))) {
    start += space.index + 1
    number = number.slice(space.index + 1)
  }
  return {
    words: line.slice(0, start) + ' ' + line.slice(last.index + last[0].length),
    quantity: wholeNumber(number),
  }
}

/**
 * A spreadsheet row (cells split at tabs): the quantity and length come from the header's columns when a header
 * was seen, else a cell with a unit is the quantity, and of the cells holding a bare number the last is the
 * quantity and the one before it the length. Every other cell is read as words.
 */
export function splitCells(cells: readonly string[], columns: Columns | null): SplitLine {
  const numeric = (cell: string) => new RegExp(`^\\s*(${WHOLE})\\s*(?:${UNIT}|mm)?\\s*$`, 'iu').exec(cell)
  // A header's columns hold for the rows after it while they fit it (a number where it says quantity).
  const fits = columns?.quantity !== undefined && numeric(cells[columns.quantity] ?? '') !== null
  let quantityAt = fits ? columns?.quantity : undefined
  let lengthAt = fits ? columns?.length : undefined
  if (quantityAt === undefined) {
    const unitCell = cells.findIndex((cell) => new RegExp(`\\d\\s*${UNIT}\\s*$`, 'iu').test(cell))
    const numbers = cells.flatMap((cell, position) => (numeric(cell) ? [position] : []))
    quantityAt = unitCell !== -1 ? unitCell : numbers.at(-1)
    if (lengthAt === undefined) lengthAt = numbers.filter((position) => position !== quantityAt).at(-1)
  }
  const split: SplitLine = { words: '' }
  const words: string[] = []
  cells.forEach((cell, position) => {
    const number = numeric(cell)
    if (position === quantityAt && number) split.quantity = wholeNumber(number[1]!)
    else if (position === lengthAt && number) split.length = wholeNumber(number[1]!)
    else if (position === quantityAt) {
      const inText = splitText(cell)
      if (inText.quantity !== undefined) split.quantity = inText.quantity
      words.push(inText.words)
    } else words.push(cell)
  })
  split.words = words.join(' ')
  return split
}
