import { stemmer as english } from '@orama/stemmers/english'
import { stemmer as spanish } from '@orama/stemmers/spanish'
import { stemmer as turkish } from '@orama/stemmers/turkish'
import type { Lang } from '../../shared/i18n.ts'
import { foldForSearch } from '../../shared/search.ts'

/** Snowball stemmers per language; each reads the language's own letters, so a word is stemmed before folding. */
const STEMMERS: Record<Lang, (word: string) => string> = { tr: turkish, en: english, es: spanish }

/** Words of a text as typed: letters and digits, split at everything else ("A2-70" is "A2" and "70"). */
export function words(text: string): string[] {
  return text.split(/[^\p{L}\p{N}]+/u).filter(Boolean)
}

/*
 * Terms already made, per language (and for none). Lower-casing the Turkish way, folding and stemming cost
 * microseconds a word, while a catalogue repeats a few thousand distinct words: remembered, indexing 5,000 products
 * makes each word's terms once. Bounded, as queries bring words of their own.
 */
const MADE = new Map<Lang | null, Map<string, string[]>>()
const MAX_WORDS = 50_000

function make(word: string, lang: Lang | null): string[] {
  const lower = word.toLocaleLowerCase('tr')
  const folded = foldForSearch(lower)
  if (lang === null) return [folded]
  const stem = foldForSearch(STEMMERS[lang](lower))
  return stem === folded || stem.length < 2 ? [folded] : [folded, stem]
}

/**
 * The index terms of one word of a text in `lang`: the folded word and its folded stem, so a search finds it by
 * another inflection ("cilíndrico" and "cilíndrica" share "cilindr") and by ASCII typing ("civata" for "cıvata").
 * `lang` null: folded only (synonyms, written in any language).
 */
export function indexTerms(word: string, lang: Lang | null): string[] {
  let made = MADE.get(lang)
  if (!made) MADE.set(lang, (made = new Map()))
  let terms = made.get(word)
  if (terms === undefined) {
    if (made.size >= MAX_WORDS) made.clear()
    made.set(word, (terms = make(word, lang)))
  }
  return terms
}

/** A word of the search box as the engine looks for it: the word and its stem in the language it is read in. */
export function queryTerms(word: string, lang: Lang): string[] {
  return indexTerms(word, lang)
}
