import type { Term } from '../../../shared/schemas/technical.ts'
import { slugify } from '../../../shared/slug.ts'

/** A term id from a Turkish label: lower case, digits, '.', '-' ("Çinko lamel" -> "cinko-lamel", "8.8" stays). */
export const termId = (label: string) =>
  label
    .split('.')
    .map((part) => slugify(part))
    .join('.')
    .replace(/^[.-]+|[.-]+$/g, '')

/** A row as edited: the synonyms as one comma-separated text, so a comma can be typed. */
export type Row = Term & { isNew: boolean; synonymsText: string }

export function rowOf(term: Term): Row {
  return { ...term, isNew: false, synonymsText: (term.synonyms ?? []).join(', ') }
}

/** The row as the server takes it: synonyms split at commas (or semicolons); a term that had none keeps none. */
export function termOf({ isNew: _isNew, synonymsText, synonyms: stored, ...term }: Row): Term {
  const synonyms = synonymsText
    .split(/[,;\n]/)
    .map((synonym) => synonym.trim())
    .filter(Boolean)
  return {
    ...term,
    id: term.id || termId(term.label_tr),
    ...((stored || synonyms.length > 0) && { synonyms }),
  }
}
