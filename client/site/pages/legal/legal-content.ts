import { use } from 'react'
import type { Lang } from '../../../../shared/i18n.ts'
import type { LegalDocId, LegalDocument } from './content/types.ts'

/**
 * Each legal text in each language is its own chunk (2-3 kB compressed), content/<lang>/<doc>.ts:
 * a legal page loads only the document it shows.
 */
const DOCUMENTS = import.meta.glob<LegalDocument>('./content/*/*.ts', { import: 'document' })

const loaded = new Map<string, LegalDocument>()
const pending = new Map<string, Promise<LegalDocument>>()

export function loadLegalDocument(lang: Lang, doc: LegalDocId): Promise<LegalDocument> {
  const key = `${lang}/${doc}`
  let promise = pending.get(key)
  if (!promise) {
    const load = DOCUMENTS[`./content/${key}.ts`]
    if (!load) return Promise.reject(new Error(`No legal text content/${key}.ts`))
    promise = load().then((document) => {
      loaded.set(key, document)
      return document
    })
    pending.set(key, promise)
  }
  return promise
}

/**
 * The document in `lang`: at once when loaded (the page preload loads it before the server renders
 * and before the browser hydrates), otherwise suspends until its chunk arrives.
 */
export function useLegalDocument(lang: Lang, doc: LegalDocId): LegalDocument {
  return loaded.get(`${lang}/${doc}`) ?? use(loadLegalDocument(lang, doc))
}
