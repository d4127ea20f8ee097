import {
  type Term,
  VOCABULARY_KINDS,
  type Vocabularies,
  type VocabularyKind,
} from '../../../shared/schemas/technical.ts'
import { sameValues } from '../lib/unsaved-changes.ts'
import { type Row, termOf } from './term-row.ts'

/** What the screen edits: every kind's rows. */
export type Rows = Record<VocabularyKind, Row[]>

export type Problem =
  | 'admin.vocabularies.problem.labelRequired'
  | 'admin.vocabularies.problem.idInvalid'
  | 'admin.vocabularies.problem.idTwice'
  | 'admin.vocabularies.problem.synonyms'
  | 'admin.vocabularies.problem.invalid'

const TERM_ID = /^[a-z0-9][a-z0-9.-]*$/

/** The kinds whose terms, as they would be sent, differ from the stored ones: what Save sends. */
export function changedKinds(rows: Rows, saved: Vocabularies): VocabularyKind[] {
  return VOCABULARY_KINDS.filter((kind) => !sameValues(rows[kind].map(termOf), saved[kind]))
}

/** The body of PUT /api/admin/vocabularies: the whole list of each changed kind. */
export function changesBody(rows: Rows, kinds: readonly VocabularyKind[]): Partial<Vocabularies> {
  return Object.fromEntries(kinds.map((kind) => [kind, rows[kind].map(termOf)]))
}

/** The rows of one kind the server would refuse, by index, checked as the server checks them. */
export function rowProblems(rows: readonly Row[]): Map<number, Problem> {
  const problems = new Map<number, Problem>()
  const seen = new Set<string>()
  rows.forEach((row, index) => {
    const term = termOf(row)
    if (row.label_tr.trim() === '') problems.set(index, 'admin.vocabularies.problem.labelRequired')
    else if (term.id.length > 40 || !TERM_ID.test(term.id))
      problems.set(index, 'admin.vocabularies.problem.idInvalid')
    else if (seen.has(term.id)) problems.set(index, 'admin.vocabularies.problem.idTwice')
    else if (
      (term.synonyms ?? []).some((synonym) => synonym.length > 60) ||
      (term.synonyms?.length ?? 0) > 40
    )
      problems.set(index, 'admin.vocabularies.problem.synonyms')
    seen.add(term.id)
  })
  return problems
}

/** Where the server's refusal of a save points: a row of a kind, or a kind's list as a whole. */
export type ServerProblem = { kind: VocabularyKind; index?: number; problem?: Problem }

/**
 * Finds what the server's Turkish refusal names among the kinds sent: a schema check names the field
 * ("Geçersiz veri: finishes.3.label_tr"), a refused deletion the term's stored label, a repeated id
 * the id. Null when it names nothing the screen can point at (the text is still shown).
 */
export function locateServerError(
  error: string,
  sent: Partial<Vocabularies>,
  saved: Vocabularies,
): ServerProblem | null {
  const kinds = Object.keys(sent) as VocabularyKind[]
  const field = /^Geçersiz veri: (\w+)\.(\d+)\.(\w+)/.exec(error)
  if (field && kinds.includes(field[1] as VocabularyKind)) {
    const problem: Problem =
      field[3] === 'label_tr'
        ? 'admin.vocabularies.problem.labelRequired'
        : field[3] === 'id'
          ? 'admin.vocabularies.problem.idInvalid'
          : field[3] === 'synonyms'
            ? 'admin.vocabularies.problem.synonyms'
            : 'admin.vocabularies.problem.invalid'
    return { kind: field[1] as VocabularyKind, index: Number(field[2]), problem }
  }
  const used = /^“(.+)” silinemez:/.exec(error)
  if (used) {
    const removed = (kind: VocabularyKind) => {
      const kept = new Set((sent[kind] ?? []).map((term: Term) => term.id))
      return saved[kind].filter((term) => !kept.has(term.id))
    }
    const kind = kinds.find((candidate) => removed(candidate).some((term) => term.label_tr === used[1]))
    return kind ? { kind } : null
  }
  const twice = /^Aynı kimlik iki kez kullanılmış: (.+)$/.exec(error)
  const id = twice?.[1]
  if (id !== undefined) {
    for (const kind of kinds) {
      const ids = (sent[kind] ?? []).map((term) => term.id)
      const index = ids.lastIndexOf(id)
      if (index > ids.indexOf(id)) return { kind, index, problem: 'admin.vocabularies.problem.idTwice' }
    }
  }
  return null
}
