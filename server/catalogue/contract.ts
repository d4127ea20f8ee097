/*
 * The issue-13 data contract's shapes, as this folder reads them. Helper "catalogue-data" adds the real ones in
 * shared/schemas/technical.ts; these are structural copies of the same names so the engine compiles and is tested
 * before that lands, and a stored Product with `technical` and `sizes` fits them as it is. Records without the new
 * fields (an older data folder) read as having no technical data.
 */
export const VOCABULARY_KINDS = ['materials', 'classes', 'finishes', 'heads', 'drives', 'sectors'] as const
export type VocabularyKind = (typeof VOCABULARY_KINDS)[number]
export type Term = { id: string; label_tr: string; label_en: string; label_es: string }
export type Vocabularies = Record<VocabularyKind, Term[]>
export type SizeRow = {
  size: string
  length: number | null
  stock: 'stock' | 'order'
  weight_per_1000: number | null
}
export type Technical = {
  standards: string[]
  materials: string[]
  classes: string[]
  finishes: string[]
  head: string | null
  drive: string | null
  sectors: string[]
  notes_tr: string
  notes_en: string
  notes_es: string
}

/** What the facet index reads of a product. */
export type FacetSource = {
  id: string
  categoryId: string | null
  is_active: boolean
  name_tr: string
  name_en: string
  name_es: string
  technical?: Partial<Technical> | undefined
  sizes?: readonly SizeRow[] | undefined
}

export const EMPTY_VOCABULARIES: Vocabularies = {
  materials: [],
  classes: [],
  finishes: [],
  heads: [],
  drives: [],
  sectors: [],
}
