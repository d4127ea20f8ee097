import {
  TERM_FIELDS,
  type SizeRow,
  type Technical,
  type Vocabularies,
  type VocabularyKind,
} from '../../../shared/schemas/technical.ts'
import { STANDARDS_BY_ID, isSizeKey, sizeLabel } from '../../../shared/standards/index.ts'
import { sortSizeRows } from '../../../shared/technical-text.ts'
import { AdminError } from './errors.ts'

/*
 * The checks a product's technical data and size table pass before a write, beyond their schema: every standard
 * exists in shared/standards, every term in the vocabularies, and no size + length row appears twice.
 */

/** What the admin reads when a term is unknown: the vocabulary in plain Turkish. */
export const KIND_NAMES: Record<VocabularyKind, string> = {
  materials: 'malzeme',
  classes: 'kalite sınıfı',
  finishes: 'yüzey kaplaması',
  heads: 'baş tipi',
  drives: 'lokma tipi',
  sectors: 'sektör',
}

export function checkTechnical(technical: Technical, vocabularies: Vocabularies): void {
  for (const id of technical.standards) {
    if (!STANDARDS_BY_ID.has(id)) throw new AdminError(400, `Standart bulunamadı: ${id}`)
  }
  if (new Set(technical.standards).size !== technical.standards.length) {
    throw new AdminError(400, 'Aynı standart iki kez seçilmiş')
  }
  for (const [field, kind] of Object.entries(TERM_FIELDS) as [keyof typeof TERM_FIELDS, VocabularyKind][]) {
    const value = technical[field]
    const ids = value === null ? [] : typeof value === 'string' ? [value] : value
    const known = new Set(vocabularies[kind].map((term) => term.id))
    for (const id of ids) {
      if (!known.has(id)) throw new AdminError(400, `Sözlükte olmayan ${KIND_NAMES[kind]}: ${id}`)
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

/** How many products use each term of `kind`. */
export function termUse(
  products: readonly { technical: Technical }[],
  kind: VocabularyKind,
): Map<string, number> {
  const fields = (Object.entries(TERM_FIELDS) as [keyof typeof TERM_FIELDS, VocabularyKind][])
    .filter(([, fieldKind]) => fieldKind === kind)
    .map(([field]) => field)
  const counts = new Map<string, number>()
  for (const product of products) {
    const ids = new Set(
      fields.flatMap((field) => {
        const value = product.technical[field]
        return value === null ? [] : typeof value === 'string' ? [value] : value
      }),
    )
    for (const id of ids) counts.set(id, (counts.get(id) ?? 0) + 1)
  }
  return counts
}
