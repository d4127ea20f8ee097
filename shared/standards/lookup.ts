import { STANDARDS, STANDARDS_BY_ID } from './catalogue.ts'
import { sizeSeries } from './sizes.ts'
import type { ChangedValue, DimensionRow, SizeKey, Standard, StandardBody } from './types.ts'

export interface StandardRef {
  /** Absent when the text gives only a number ("933"). */
  body?: StandardBody
  number: string
}

/*
 * Accepts what buyers type: "933", "DIN933", "din-933", "DIN 933", "ISO 4017", "DIN EN ISO 4017", "EN ISO 4017",
 * "ISO 7380-1" (part number), "DIN 127 B" (form letter), "DIN 976-1". A DIN EN ISO standard is the ISO one.
 */
const REF_PATTERN =
  /^(din\s*en\s*iso|din\s*iso|en\s*iso|din|iso)?[\s-]*(\d{2,5})(?:\s*-\s*\d{1,2})?(?:\s*[a-z])?$/i

export function parseStandardRef(text: string): StandardRef | null {
  const match = REF_PATTERN.exec(text.trim().replace(/\s+/g, ' '))
  if (!match?.[2]) return null
  const prefix = (match[1] ?? '').toUpperCase()
  const number = String(Number(match[2]))
  if (prefix.includes('ISO')) return { body: 'ISO', number }
  if (prefix === 'DIN') return { body: 'DIN', number }
  return { number }
}

/** Every standard a text may mean: one for "DIN 933", all bodies sharing the number for a bare "933". */
export function findStandards(text: string): Standard[] {
  const ref = parseStandardRef(text)
  if (!ref) return []
  return STANDARDS.filter(
    (standard) => standard.number === ref.number && (ref.body === undefined || standard.body === ref.body),
  )
}

/** The standard a text names, by any spelling; DIN first when a bare number matches both bodies. */
export function findStandard(text: string): Standard | undefined {
  const exact = STANDARDS_BY_ID.get(text.trim().toLowerCase())
  if (exact) return exact
  const [first] = findStandards(text).sort((a, b) => (a.body === b.body ? 0 : a.body === 'DIN' ? -1 : 1))
  return first
}

/** The other side of DIN <-> ISO: DIN 934 -> [ISO 4032], ISO 4032 -> [DIN 934]. */
export function crossReference(text: string): Standard[] {
  const standard = findStandard(text)
  if (!standard) return []
  return standard.equivalents.flatMap((equivalence) => STANDARDS_BY_ID.get(equivalence.id) ?? [])
}

/** The row for a size of any series: "M10", "ST4.2", "d4.8". */
export function rowFor(standard: Standard, size: SizeKey): DimensionRow | undefined {
  return standard.rows.find((row) => row.size === size)
}

/**
 * The values that differ between two standards for one size, in the first standard's column order: only letters
 * both rows give are compared. Null when either standard has no row for that size, so a page shows nothing
 * rather than "no change" for an unsourced size.
 */
export function changedValues(from: Standard, to: Standard, size: SizeKey): ChangedValue[] | null {
  const fromRow = rowFor(from, size)
  const toRow = rowFor(to, size)
  if (!fromRow || !toRow) return null
  return from.tableLetters.flatMap((letter) => {
    const a = fromRow.values[letter]
    const b = toRow.values[letter]
    return a !== undefined && b !== undefined && a !== b ? [{ letter, from: a, to: b }] : []
  })
}

/**
 * Whether `size` is a size of one of `standards`: a row of its dimension table, or, while its table is pending, a
 * size of its series (the table will say more once sourced). Without standards every size is accepted.
 */
export function sizeOfStandards(standards: readonly Standard[], size: SizeKey): boolean {
  if (standards.length === 0) return true
  return standards.some((standard) =>
    standard.rows.length === 0
      ? sizeSeries(size) === (standard.sizeSeries ?? 'metric')
      : rowFor(standard, size) !== undefined,
  )
}
