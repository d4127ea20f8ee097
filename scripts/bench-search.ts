// npx tsx scripts/bench-search.ts [--products 5000]
// The search box's latency at scale: a set of queries a buyer types, in three languages, run through the facet
// query (reading, engine, facet masks, counts) over the generated catalogue. Prints the median and p95 over all
// of them, the first search's cost (the engine is made on it) and a product save's (the engine updates that
// product only). Written against `queryFacets(index, filter, lang)` alone, so it also runs on an older checkout
// (the baseline beside which the figures are reported).
import { parseArgs } from 'node:util'
import { pathToFileURL } from 'node:url'
import { buildFacetIndex } from '../server/catalogue/facet-index.ts'
import { queryFacets } from '../server/catalogue/facet-query.ts'
import { seedContent } from '../server/seed/content/index.ts'
import type { Lang } from '../shared/i18n.ts'
import { EMPTY_FILTER } from '../shared/product-facets.ts'
import { generateCatalogue } from './generate-catalogue.ts'
import { watchLoop } from '../test/helpers/event-loop.ts'

/** What buyers type, in the language of the page they type it on. */
export const SEARCH_QUERIES: [Lang, string][] = [
  ['tr', 'cıvata'],
  ['tr', 'paslanmaz celik'],
  ['tr', 'altı köşe somun M10'],
  ['tr', 'DIN 933 M10x40'],
  ['tr', 'galvaniz pul'],
  ['tr', 'imbus vida M8 30'],
  ['en', 'stainless hex bolt'],
  ['en', 'ISO 4017'],
  ['en', 'zinc washer'],
  ['en', 'socket cap screw M6'],
  ['en', 'hexagn nut'],
  ['en', '933'],
  ['es', 'tornillo cilíndrico allen'],
  ['es', 'tuerca autoblocante'],
  ['es', 'inoxidable'],
  ['es', 'arandela plana M12'],
  ['es', 'cincado'],
  ['es', 'tornillo hexagonal M8x30'],
]

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!

export async function benchSearch(count = 5000): Promise<string[]> {
  const { categories, vocabularies } = seedContent()
  const slugs = new Map(categories.map((category) => [category.id, category.slug]))
  const products = generateCatalogue(count, 50)
  const index = buildFacetIndex(products, (id) => slugs.get(id), vocabularies)
  const run = (lang: Lang, q: string) => queryFacets(index, { ...EMPTY_FILTER, q }, lang)
  // Where the engine is made in the background before the first search (not in older checkouts): its whole time
  // and the longest the loop was held meanwhile, what a visitor's request would have waited.
  const engine = (await import('../server/catalogue/search-engine.ts').catch(() => ({}))) as {
    prepareSearch?: (index: unknown) => Promise<void>
  }
  let background = 'made on the first search'
  if (engine.prepareSearch) {
    const loop = watchLoop()
    const madeAt = performance.now()
    await engine.prepareSearch(index)
    const made = performance.now() - madeAt
    background = `${made.toFixed(0)} ms in slices, loop held at most ${loop.stop().toFixed(0)} ms`
  }
  const firstAt = performance.now()
  run('tr', 'cıvata')
  const first = performance.now() - firstAt
  for (const [lang, q] of SEARCH_QUERIES) run(lang, q)
  const times: number[] = []
  const found: number[] = []
  for (let round = 0; round < 15; round++) {
    for (const [lang, q] of SEARCH_QUERIES) {
      const started = performance.now()
      const result = run(lang, q)
      times.push(performance.now() - started)
      if (round === 0) found.push(result.matches.length)
    }
  }
  times.sort((a, b) => a - b)
  // A product save: the store replaces one record, the next search brings the engine up to date.
  const saves: number[] = []
  let current = products
  for (let i = 0; i < 7; i++) {
    current = current.with(i * 97, { ...current[i * 97]!, name_en: `${current[i * 97]!.name_en} v${i}` })
    const savedAt = performance.now()
    const next = buildFacetIndex(current, (id) => slugs.get(id), vocabularies)
    queryFacets(next, { ...EMPTY_FILTER, q: 'bolt' }, 'en')
    saves.push(performance.now() - savedAt)
  }
  saves.sort((a, b) => a - b)
  return [
    `Search latency, ${products.length} products, ${SEARCH_QUERIES.length} queries in tr/en/es x 15 rounds ` +
      `(facet query with q, counts included):`,
    `| median ms | p95 ms | engine before the first search | first search ms | save + next search ms (median) |`,
    `|---|---|---|---|---|`,
    `| **${percentile(times, 50).toFixed(2)}** | **${percentile(times, 95).toFixed(2)}** | ${background} | ${first.toFixed(0)} | ${percentile(saves, 50).toFixed(1)} |`,
    `matches per query: ${SEARCH_QUERIES.map(([lang, q], i) => `${lang} "${q}" ${found[i]}`).join(', ')}`,
  ]
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { values } = parseArgs({ options: { products: { type: 'string', default: '5000' } } })
  console.log((await benchSearch(Number(values.products))).join('\n'))
}
