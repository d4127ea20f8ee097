import { use } from 'react'
import type { Lang } from '../../../../shared/i18n.ts'
import type { LegalContent } from './content/types.ts'

/** The legal texts of one language are their own chunk (each is ~6 kB compressed). */
const LOADERS: Record<Lang, () => Promise<LegalContent>> = {
  tr: () => import('./content/tr.ts').then((m) => m.content),
  en: () => import('./content/en.ts').then((m) => m.content),
  es: () => import('./content/es.ts').then((m) => m.content),
}

const loaded = new Map<Lang, LegalContent>()
const pending = new Map<Lang, Promise<LegalContent>>()

export function loadLegalContent(lang: Lang): Promise<LegalContent> {
  let promise = pending.get(lang)
  if (!promise) {
    promise = LOADERS[lang]().then((content) => {
      loaded.set(lang, content)
      return content
    })
    pending.set(lang, promise)
  }
  return promise
}

/**
 * The texts in `lang`: at once when loaded (the page preload loads them before the server renders
 * and before the browser hydrates), otherwise suspends until its chunk arrives.
 */
export function useLegalContent(lang: Lang): LegalContent {
  return loaded.get(lang) ?? use(loadLegalContent(lang))
}
