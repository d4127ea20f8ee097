import {
  TECHNICAL_FIELDS,
  TERM_FIELD_KEYS,
  vocabularyOf,
} from '../../../shared/catalogue/technical-fields.ts'
import {
  idsOf,
  type SizeRow,
  type Technical,
  type Vocabularies,
  type VocabularyKind,
} from '../../../shared/schemas/technical.ts'
import {
  STANDARDS_BY_ID,
  isSizeKey,
  lengthOfStandards,
  limitsLengths,
  sizeLabel,
  sizeText,
  sizeOfStandards,
  standardLengths,
  type SizeKey,
  type Standard,
} from '../../../shared/standards/index.ts'
import { sortSizeRows } from '../../../shared/technical-text.ts'
import { AdminError } from './errors.ts'

/*
 * The checks a product's technical data and size table pass before a write, beyond their schema: every standard
 * exists in shared/standards, every term in its field's vocabulary, no size + length row appears twice, every
 * size is one of the product's standards' (when it names any), and every length too unless the row is marked special.
 */

/** Checks the standards and the term fields of the registry (`only`: just these fields, e.g. one CSV column). */
export function checkTechnical(
  technical: Technical,
  vocabularies: Vocabularies,
  only?: readonly (keyof Technical)[],
): void {
  const checked = (key: keyof Technical) => only === undefined || only.includes(key)
  if (checked('standards')) {
    for (const id of technical.standards) {
      if (!STANDARDS_BY_ID.has(id)) throw new AdminError(400, `Standart bulunamadı: ${id}`)
    }
    if (new Set(technical.standards).size !== technical.standards.length) {
      throw new AdminError(400, 'Aynı standart iki kez seçilmiş')
    }
  }
  for (const key of TERM_FIELD_KEYS) {
    if (!checked(key)) continue
    const known = new Set(vocabularies[vocabularyOf(key)].map((term) => term.id))
    for (const id of idsOf(technical, key)) {
      if (!known.has(id)) throw new AdminError(400, `Sözlükte olmayan ${TECHNICAL_FIELDS[key].noun}: ${id}`)
    }
  }
}

/** The rows sorted by size then length; refuses an unknown size and a size + length given twice. */
export function checkedSizes(rows: readonly SizeRow[]): SizeRow[] {
  const seen = new Set<string>()
  for (const row of rows) {
    if (!isSizeKey(row.size)) throw new AdminError(400, `Geçersiz ölçü: ${row.size}`)
    const key = `${row.size}|${row.length ?? ''}`
    if (seen.has(key)) {
      const what = row.length === null ? sizeLabel(row.size) : `${sizeLabel(row.size)} × ${row.length}`
      throw new AdminError(400, `Ölçü tablosunda aynı satır iki kez var: ${what}`)
    }
    seen.add(key)
  }
  return sortSizeRows(rows)
}

/**
 * Refuses size rows whose size none of the product's standards define (DIN 933 has no ST4.2). A product without
 * standards takes any size; a standard whose table is pending takes the sizes of its series (sizeOfStandards).
 */
export function checkSizesOfStandards(standardIds: readonly string[], rows: readonly SizeRow[]): void {
  const standards = standardIds.flatMap((id) => STANDARDS_BY_ID.get(id) ?? [])
  const outside = [...new Set(rows.map((row) => row.size))].filter(
    (size) => isSizeKey(size) && !sizeOfStandards(standards, size),
  )
  const names = standards.map((standard) => standard.designation).join(', ')
  if (outside.length > 0) {
    const sizes = outside.map(sizeText).join(', ')
    throw new AdminError(
      400,
      `${sizes} ${outside.length > 1 ? 'ölçüleri' : 'ölçüsü'} ürünün standartlarında yok (${names}). ` +
        'Ölçü tablosundan çıkarın ya da bu ölçüyü içeren standardı ekleyin.',
    )
  }
  checkLengthsOfStandards(standards, rows)
}

/** The lengths the standards offer for a size, for the message: "35–100 mm: 35, 40, …". */
function offered(standards: readonly Standard[], size: SizeKey): string {
  const lengths = [
    ...new Set(standards.filter(limitsLengths).flatMap((standard) => standardLengths(standard, size))),
  ].sort((a, b) => a - b)
  return lengths.length === 0
    ? 'standart bu ölçüde uzunluk vermiyor'
    : `standart uzunluklar: ${lengths.join(', ')} mm`
}

/**
 * Refuses a row whose length none of the product's standards define for its size (not a preferred length, past
 * the size's longest, a DIN 931 bolt without a shank) unless it is marked as a special length; names the first
 * such row and the lengths the standard offers for it.
 */
function checkLengthsOfStandards(standards: readonly Standard[], rows: readonly SizeRow[]): void {
  const outside = rows.filter(
    (row) => !row.special && isSizeKey(row.size) && !lengthOfStandards(standards, row.size, row.length),
  )
  const [first] = outside
  if (!first || !isSizeKey(first.size)) return
  const what = (row: SizeRow) => `${sizeText(row.size)} × ${row.length ?? ''}`
  const more = outside.length > 1 ? ` (ve ${outside.length - 1} satır daha)` : ''
  throw new AdminError(
    400,
    `${what(first)} satırının uzunluğu ürünün standartlarında yok${more} (${offered(standards, first.size)}). ` +
      'Standart bir uzunluk seçin ya da satırı özel uzunluk olarak işaretleyin.',
  )
}

/** How many products use each term of `kind`. */
export function termUse(
  products: readonly { technical: Technical }[],
  kind: VocabularyKind,
): Map<string, number> {
  const fields = TERM_FIELD_KEYS.filter((key) => vocabularyOf(key) === kind)
  const counts = new Map<string, number>()
  for (const product of products) {
    const ids = new Set(fields.flatMap((key) => idsOf(product.technical, key)))
    for (const id of ids) counts.set(id, (counts.get(id) ?? 0) + 1)
  }
  return counts
}
