import { isDeepStrictEqual } from 'node:util'
import type { Term, Vocabularies, VocabularyKind } from '../../../shared/schemas/technical.ts'
import { foldForSearch } from '../../../shared/search.ts'
import { derivedTexts } from '../../../shared/technical-text.ts'
import type { Stores } from '../../store/collections.ts'
import { productsDerivedFrom } from '../../store/products-stamp.ts'
import { AdminError } from './errors.ts'
import { termUse } from './technical-checks.ts'

export function listVocabularies(stores: Stores): Vocabularies {
  return stores.vocabularies.data
}

/** Synonyms trimmed, once each (as the search reads them: "İnox" and "inox" are one), in the admin's order. */
function cleanSynonyms(synonyms: readonly string[]): string[] {
  const seen = new Set<string>()
  return synonyms
    .map((synonym) => synonym.trim().replace(/\s+/g, ' '))
    .filter((synonym) => {
      const key = foldForSearch(synonym)
      if (synonym === '' || seen.has(key)) return false
      seen.add(key)
      return true
    })
}

function cleanTerm(term: Term): Term {
  return {
    id: term.id,
    label_tr: term.label_tr.trim(),
    label_en: term.label_en.trim(),
    label_es: term.label_es.trim(),
    // Kept absent when the admin sent none: a file without the field is one the upgrade may still seed.
    ...(term.synonyms && { synonyms: cleanSynonyms(term.synonyms) }),
  }
}

/**
 * Replaces the terms of several vocabularies in one write (the admin screen's one Save), all or nothing: every
 * kind is checked before any is written, and a refusal of one keeps them all as they were. See replaceVocabulary.
 */
export async function replaceVocabularies(
  stores: Stores,
  input: Partial<Record<VocabularyKind, readonly Term[]>>,
): Promise<Vocabularies> {
  const changed = (Object.entries(input) as [VocabularyKind, readonly Term[]][]).map(
    ([kind, terms]) => [kind, terms.map(cleanTerm)] as const,
  )
  for (const [, terms] of changed) {
    const ids = new Set<string>()
    for (const term of terms) {
      if (ids.has(term.id)) throw new AdminError(400, `Aynı kimlik iki kez kullanılmış: ${term.id}`)
      ids.add(term.id)
    }
  }
  const saved = await stores.vocabularies.update((vocabularies) => {
    for (const [kind, terms] of changed) {
      const ids = new Set(terms.map((term) => term.id))
      const use = termUse(stores.products.data, kind)
      for (const term of vocabularies[kind]) {
        const count = use.get(term.id) ?? 0
        if (!ids.has(term.id) && count > 0) {
          throw new AdminError(
            409,
            `“${term.label_tr}” silinemez: ${count} üründe kullanılıyor. Önce bu ürünlerden kaldırın.`,
          )
        }
      }
    }
    // Written to the draft only once every kind passed: a refusal above leaves the stored file untouched.
    for (const [kind, terms] of changed) vocabularies[kind] = terms
    return vocabularies
  })
  await deriveProductTexts(stores)
  return saved
}

/**
 * Replaces the terms of one vocabulary: labels of existing terms change, new terms are added, and a term left out
 * is deleted unless a product uses it (409, naming how many). Then every product's `specs*` and `applications*`
 * are derived again, so a changed label reads the same everywhere at once. Derived text is stored rather than
 * derived at read because the spec's clients, the public pages, the PDFs and the response caches all read
 * `specs` as a stored field; a vocabulary write is rare, a product read is not. If the process stops between the
 * two writes, the products' upgrade step derives the texts again at the next start.
 */
export async function replaceVocabulary(
  stores: Stores,
  kind: VocabularyKind,
  input: readonly Term[],
): Promise<Term[]> {
  const saved = await replaceVocabularies(stores, { [kind]: input })
  return saved[kind]
}

/** Every product's derived texts again after a vocabulary write, so a changed label reads the same everywhere. */
async function deriveProductTexts(stores: Stores): Promise<void> {
  // One batch of the products whose texts change (a label renamed: those that use the term), not the catalogue.
  await stores.products.write((draft) => {
    const vocabularies = stores.vocabularies.data
    for (const product of draft.records) {
      const texts = derivedTexts(product, vocabularies)
      const same = Object.entries(texts).every(([key, value]) =>
        isDeepStrictEqual(value, product[key as keyof typeof texts]),
      )
      if (!same) draft.put({ ...product, ...texts })
    }
  })
  productsDerivedFrom(stores.products.file, stores.vocabularies.data)
}
