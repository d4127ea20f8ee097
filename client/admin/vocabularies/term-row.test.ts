import { describe, expect, it } from 'vitest'
import { rowOf, termOf } from './term-row.ts'

describe('a vocabulary row of the admin screen', () => {
  const a2 = { id: 'a2', label_tr: 'Paslanmaz', label_en: 'Stainless', label_es: 'Inoxidable' }

  it('edits the synonyms as one comma-separated text and sends them as a list', () => {
    const row = rowOf({ ...a2, synonyms: ['inox', 'paslanmaz çelik'] })
    expect(row.synonymsText).toBe('inox, paslanmaz çelik')
    expect(termOf({ ...row, synonymsText: ' inox ,paslanmaz çelik;  V2A,, ' })).toEqual({
      ...a2,
      synonyms: ['inox', 'paslanmaz çelik', 'V2A'],
    })
    // Emptied: an empty list, so the term is known to have none (not seeded again).
    expect(termOf({ ...row, synonymsText: '' })).toEqual({ ...a2, synonyms: [] })
  })

  it('leaves a term without synonyms as it was, and names a new term from its Turkish label', () => {
    expect(termOf(rowOf(a2))).toEqual(a2)
    const fresh = { id: '', label_tr: 'Çinko lamel', label_en: '', label_es: '', isNew: true }
    expect(termOf({ ...fresh, synonymsText: 'geomet' })).toEqual({
      id: 'cinko-lamel',
      label_tr: 'Çinko lamel',
      label_en: '',
      label_es: '',
      synonyms: ['geomet'],
    })
  })
})
