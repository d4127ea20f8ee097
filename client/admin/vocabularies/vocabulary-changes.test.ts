import { describe, expect, it } from 'vitest'
import { emptyVocabularies, type Term } from '../../../shared/schemas/technical.ts'
import { rowOf } from './term-row.ts'
import { changedKinds, changesBody, locateServerError, rowProblems, type Rows } from './vocabulary-changes.ts'

const zinc: Term = {
  id: 'zinc-white',
  label_tr: 'Beyaz çinko',
  label_en: 'Zinc',
  label_es: 'Zinc',
  synonyms: ['galvaniz'],
}
const plain: Term = { id: 'plain', label_tr: 'Kaplamasız', label_en: 'Plain', label_es: 'Sin recubrimiento' }
const a2: Term = { id: 'a2', label_tr: 'Paslanmaz A2', label_en: 'A2', label_es: 'A2' }
const saved = { ...emptyVocabularies(), finishes: [zinc, plain], materials: [a2] }
const rowsOf = (): Rows =>
  Object.fromEntries(Object.entries(saved).map(([kind, terms]) => [kind, terms.map(rowOf)])) as Rows

describe('the vocabularies screen', () => {
  it('finds the changed kinds, and none once an edit is typed back', () => {
    const rows = rowsOf()
    expect(changedKinds(rows, saved)).toEqual([])
    rows.finishes[0] = { ...rows.finishes[0]!, label_en: 'Clear zinc' }
    rows.materials = [
      ...rows.materials,
      { id: '', label_tr: 'Pirinç', label_en: '', label_es: '', isNew: true, synonymsText: '' },
    ]
    expect(changedKinds(rows, saved).sort()).toEqual(['finishes', 'materials'])
    expect(changesBody(rows, ['finishes', 'materials'])).toEqual({
      finishes: [{ ...zinc, label_en: 'Clear zinc' }, plain],
      materials: [a2, { id: 'pirinc', label_tr: 'Pirinç', label_en: '', label_es: '' }],
    })
    rows.finishes[0] = { ...rows.finishes[0], label_en: 'Zinc', synonymsText: ' galvaniz ' }
    rows.materials = rows.materials.slice(0, 1)
    expect(changedKinds(rows, saved)).toEqual([])
  })

  it('checks each row as the server would, by index', () => {
    const row = (label_tr: string, id = '') => ({
      id,
      label_tr,
      label_en: '',
      label_es: '',
      isNew: true,
      synonymsText: '',
    })
    const problems = rowProblems([
      rowOf(zinc),
      row('  '),
      row('Özel', 'Özel kimlik'),
      row('Beyaz Çinko', 'zinc-white'),
      row('Pirinç'),
    ])
    expect([...problems]).toEqual([
      [1, 'admin.vocabularies.problem.labelRequired'],
      [2, 'admin.vocabularies.problem.idInvalid'],
      [3, 'admin.vocabularies.problem.idTwice'],
    ])
  })

  it('points a refusal of the server at the term or list it names', () => {
    const sent = { finishes: [zinc], materials: [a2, { ...a2, id: 'x', label_tr: ' ' }] }
    expect(locateServerError('Geçersiz veri: materials.1.label_tr', sent, saved)).toEqual({
      kind: 'materials',
      index: 1,
      problem: 'admin.vocabularies.problem.labelRequired',
    })
    expect(locateServerError('Geçersiz veri: finishes.0.synonyms.0', sent, saved)).toMatchObject({
      kind: 'finishes',
      index: 0,
      problem: 'admin.vocabularies.problem.synonyms',
    })
    // "Kaplamasız" was left out of the finishes sent: the list that deleted it is the one refused.
    expect(
      locateServerError(
        '“Kaplamasız” silinemez: 4 üründe kullanılıyor. Önce bu ürünlerden kaldırın.',
        sent,
        saved,
      ),
    ).toEqual({ kind: 'finishes' })
    expect(locateServerError('Aynı kimlik iki kez kullanılmış: a2', { materials: [a2, a2] }, saved)).toEqual({
      kind: 'materials',
      index: 1,
      problem: 'admin.vocabularies.problem.idTwice',
    })
    expect(locateServerError('Beklenmeyen bir hata oluştu', sent, saved)).toBeNull()
  })
})
