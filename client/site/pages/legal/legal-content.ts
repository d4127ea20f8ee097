import { use } from 'react'
import type { Lang } from '../../../../shared/i18n.ts'
import type { LegalDocId, LegalDocument } from './content/types.ts'

type Loader = () => Promise<LegalDocument>

/**
 * Each legal text in each language is its own chunk (2-3 kB compressed): a legal page loads only the
 * document it shows. Vite needs the import paths written out.
 */
const LOADERS: Record<Lang, Record<LegalDocId, Loader>> = {
  tr: {
    privacy: () => import('./content/tr/privacy.ts').then((m) => m.document),
    terms: () => import('./content/tr/terms.ts').then((m) => m.document),
    kvkk: () => import('./content/tr/kvkk.ts').then((m) => m.document),
  },
  en: {
    privacy: () => import('./content/en/privacy.ts').then((m) => m.document),
    terms: () => import('./content/en/terms.ts').then((m) => m.document),
    kvkk: () => import('./content/en/kvkk.ts').then((m) => m.document),
  },
  es: {
    privacy: () => import('./content/es/privacy.ts').then((m) => m.document),
    terms: () => import('./content/es/terms.ts').then((m) => m.document),
    kvkk: () => import('./content/es/kvkk.ts').then((m) => m.document),
  },
}

const loaded = new Map<string, LegalDocument>()
const pending = new Map<string, Promise<LegalDocument>>()

export function loadLegalDocument(lang: Lang, doc: LegalDocId): Promise<LegalDocument> {
  const key = `${lang}/${doc}`
  let promise = pending.get(key)
  if (!promise) {
    promise = LOADERS[lang][doc]().then((document) => {
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
