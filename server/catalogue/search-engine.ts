import MiniSearch, { type Query, type SearchOptions } from 'minisearch'
import { TERM_FIELD_KEYS, vocabularyOf } from '../../shared/catalogue/technical-fields.ts'
import { LANGS, type Lang } from '../../shared/i18n.ts'
import { idsOf, type Term, type Vocabularies } from '../../shared/schemas/technical.ts'
import type { FacetIndex, FacetSource } from './facet-index.ts'
import { indexTerms, queryTerms, words } from './search-text.ts'

/*
 * The full-text part of the search box: MiniSearch (BM25 ranking, prefix and fuzzy matching) over every active
 * product in every language: its names, descriptions and the labels of its terms in the three languages, and the
 * synonyms the admin gives the terms. The index holds folded words; a query word is looked for as itself and as
 * its stem in the language it is read in, both by prefix ("cilíndrico" -> "cilindr" finds "cilíndrica"), so a
 * stem in one language never has to meet a stem in another. Standards, sizes and the terms the search box reads
 * exactly are facets (search-reading.ts); what is left of the text comes here.
 */

type Field = 'name' | 'description' | 'terms'
type Doc = { id: string } & Record<Field, string>

const FIELDS: Field[] = ['name', 'description', 'terms']
/** A name says what the product is, a term's label or synonym what it is made of; a description mentions more. */
const BOOST: Record<Field, number> = { name: 3, terms: 2, description: 1 }

type Engine = {
  mini: MiniSearch<Doc>
  /** The product record each document was made from: a write replaces a record, so a new object is a change. */
  made: Map<string, FacetSource>
  vocabularies: Vocabularies
  /** The index the engine's documents are those of. */
  owner: FacetIndex | null
}

/*
 * One engine per set of vocabularies (a label or a synonym is in every product's document), kept up to date with
 * the index it is asked for: a product write replaces one record, so only that product's document is discarded
 * and added again (cheap). Making a whole engine costs about a second of CPU at 5,000 products, so `prepareSearch`
 * makes it a few milliseconds per loop turn, at start and after the vocabularies change, before a visitor asks;
 * a search that comes first finishes the slices left on the spot (it never answers with old labels).
 */
const engines = new WeakMap<Vocabularies, Engine>()
/** Engines being made, with the products still to add. */
const making = new WeakMap<Vocabularies, { engine: Engine; products: readonly FacetSource[]; at: number }>()
const positionsOf = new WeakMap<FacetIndex, Map<string, number>>()
/** Products added between two looks at the clock, and the milliseconds of one loop turn in the background. */
const BATCH = 10
const TURN_MS = 4

function newEngine(vocabularies: Vocabularies): Engine {
  const mini = new MiniSearch<Doc>({
    fields: FIELDS,
    // Each word once per field: a repeated word says little about a product, and indexing it again costs.
    tokenize: (text) => [...new Set(words(text))],
    // Folded words, in whatever language; the query's stem (its language's) finds them by prefix.
    processTerm: (term) => indexTerms(term, null),
    // Queries arrive as terms already made by queryTerms (the reading language's stemmer).
    searchOptions: { tokenize: (text) => [text], processTerm: (term) => term, boost: BOOST },
  })
  return { mini, made: new Map(), vocabularies, owner: null }
}

/** Each vocabulary's terms by id. */
function termsById(vocabularies: Vocabularies): Map<string, Map<string, Term>> {
  return new Map(
    Object.entries(vocabularies).map(([kind, terms]) => [kind, new Map(terms.map((t) => [t.id, t]))]),
  )
}

function documentOf(product: FacetSource, terms: Map<string, Map<string, Term>>): Doc {
  const named: Term[] = []
  for (const key of TERM_FIELD_KEYS) {
    const vocabulary = terms.get(vocabularyOf(key))
    for (const id of idsOf(product.technical, key)) {
      const term = vocabulary?.get(id)
      if (term) named.push(term)
    }
  }
  const texts = (read: (lang: Lang) => string) => LANGS.map(read).join(' \n ')
  return {
    id: product.id,
    name: texts((lang) => product[`name_${lang}`]),
    description: texts((lang) => product[`description_${lang}`] ?? ''),
    terms: [
      texts((lang) => named.map((term) => term[`label_${lang}`] || term.label_tr).join(' \n ')),
      ...named.flatMap((term) => term.synonyms ?? []),
    ].join(' \n '),
  }
}

/** Adds to `target` the products of `index` it lacks or holds an older record of, and drops those gone. */
function catchUp(target: Engine, index: FacetIndex): void {
  const terms = termsById(index.vocabularies)
  const kept = new Set<string>()
  const changed: FacetSource[] = []
  for (const product of index.products) {
    kept.add(product.id)
    if (target.made.get(product.id) !== product) changed.push(product)
  }
  for (const id of target.made.keys()) {
    if (!kept.has(id)) {
      target.mini.discard(id)
      target.made.delete(id)
    }
  }
  for (const product of changed) {
    if (target.made.has(product.id)) target.mini.discard(product.id)
    target.made.set(product.id, product)
  }
  target.mini.addAll(changed.map((product) => documentOf(product, terms)))
  target.owner = index
}

/** Adds products to an engine being made for `budget` ms at most; true once it holds them all (and is in place). */
function makeSome(index: FacetIndex, budget: number): boolean {
  const vocabularies = index.vocabularies
  let build = making.get(vocabularies)
  if (!build) {
    if (engines.has(vocabularies)) return true
    build = { engine: newEngine(vocabularies), products: index.products, at: 0 }
    making.set(vocabularies, build)
  }
  const terms = termsById(vocabularies)
  const started = performance.now()
  while (build.at < build.products.length && performance.now() - started < budget) {
    const slice = build.products.slice(build.at, build.at + BATCH)
    build.at += slice.length
    for (const product of slice) build.engine.made.set(product.id, product)
    build.engine.mini.addAll(slice.map((product) => documentOf(product, terms)))
  }
  if (build.at < build.products.length) return false
  making.delete(vocabularies)
  engines.set(vocabularies, build.engine)
  return true
}

/** The engine holding exactly the documents of `index`'s products. */
function engineFor(index: FacetIndex): Engine {
  let engine = engines.get(index.vocabularies)
  if (!engine) {
    makeSome(index, Infinity)
    engine = engines.get(index.vocabularies)!
  }
  if (engine.owner !== index) catchUp(engine, index)
  return engine
}

/**
 * Makes the search engine of `index` (its vocabularies) a slice of products per loop turn, so the first search
 * after a start or a change of the vocabularies finds it ready; writes made meanwhile are caught up on that search.
 */
export async function prepareSearch(index: FacetIndex): Promise<void> {
  while (!makeSome(index, TURN_MS)) await new Promise<void>((resolve) => setImmediate(resolve))
}

function positions(index: FacetIndex): Map<string, number> {
  let map = positionsOf.get(index)
  if (!map) positionsOf.set(index, (map = new Map(index.products.map((p, i) => [p.id, i]))))
  return map
}

/** A word matches by prefix from 3 letters, and with one typo from 5 ("stainles", "hexagn"). */
const STRICT: SearchOptions = {
  combineWith: 'AND',
  prefix: (term) => term.length >= 3,
  fuzzy: (term) => (term.length >= 5 ? 1 : false),
}
/** The looser reading for "nearest matches": any word, two typos on long words. */
const LOOSE: SearchOptions = {
  combineWith: 'OR',
  prefix: (term) => term.length >= 2,
  fuzzy: (term) => (term.length >= 7 ? 2 : term.length >= 4 ? 1 : false),
}

/** Each word is found as itself or as its stem; every word must be found (any word when loose). */
function query(text: string, lang: Lang, options: SearchOptions): Query | null {
  const queries: Query[] = words(text).map((word) => ({ queries: queryTerms(word, lang), combineWith: 'OR' }))
  return queries.length === 0 ? null : { queries, combineWith: options.combineWith ?? 'AND' }
}

/**
 * Positions in `index.products` of the products whose text matches every word of `text` (read in `lang`), with
 * their score (higher is better); `loose` matches any word with more typos.
 */
export function searchText(index: FacetIndex, text: string, lang: Lang, loose = false): Map<number, number> {
  const found = new Map<number, number>()
  const options = loose ? LOOSE : STRICT
  const q = query(text, lang, options)
  if (q === null) return found
  const where = positions(index)
  for (const result of engineFor(index).mini.search(q, options)) {
    const position = where.get(result.id as string)
    if (position !== undefined) found.set(position, result.score)
  }
  return found
}
