/**
 * Writes a large, realistic catalogue (the products of a data folder) for scale tests and benchmarks:
 *
 *   npx tsx scripts/generate-catalogue.ts --count 5000 --sizes 50 --data-dir /tmp/big-data
 *
 * Each product is one of the seeded kinds (DIN 933 bolt, DIN 934 nut, ...) in a material, named
 * and described in tr, en and es, with the kind's technical data (its material, finish and class
 * set to the variant's) and a size table of `--sizes` rows (default 50): the kind's own rows, and
 * when it has fewer, more sizes of its series x lengths up to 120 mm. Spec lines and applications
 * are derived as on every write. The output is deterministic and reuses the demo images, so a
 * started server needs nothing else. Start the server with DATA_DIR pointing at the folder; the
 * other collections (vocabularies too) are seeded.
 */
import { mkdir } from 'node:fs/promises'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { parseArgs } from 'node:util'
import type { Product } from '../shared/schemas/product.ts'
import { MAX_SIZE_ROWS, type SizeRow, type Technical } from '../shared/schemas/technical.ts'
import { slugify, uniqueSlug } from '../shared/slug.ts'
import { noFreeLines } from '../shared/spec-lists.ts'
import {
  SIZE_KEYS,
  STANDARDS_BY_ID,
  isSizeKey,
  sizeDiameter,
  sizeLabel,
  sizeOfStandards,
  sizeSeries,
} from '../shared/standards/index.ts'
import { derivedTexts, sortSizeRows } from '../shared/technical-text.ts'
import { seededRandom } from '../test/fixtures/catalogue.ts'
import { demoProducts } from '../server/seed/content/products.ts'
import { vocabularies } from '../server/seed/content/vocabularies.ts'
import { PRODUCTS_FILE, writeStoredProducts } from '../server/store/collections.ts'

const LENGTHS = [3, 4, 6, 8, 10, 12, 16, 20, 25, 30, 35, 40, 45, 50, 60, 70, 80, 90, 100, 110, 120] as const

/** Each variant's names and the vocabulary terms it sets (material, finish, property class where it has one). */
const MATERIALS = [
  {
    tr: 'Çinko Kaplı Çelik',
    en: 'Zinc-Plated Steel',
    es: 'Acero cincado',
    material: 'carbon-steel',
    finish: 'zinc-white',
    class: '8.8',
  },
  {
    tr: 'Siyah Oksit',
    en: 'Black Oxide',
    es: 'Pavonado negro',
    material: 'alloy-steel',
    finish: 'black-oxide',
    class: '10.9',
  },
  {
    tr: 'Paslanmaz A2',
    en: 'Stainless A2',
    es: 'Inoxidable A2',
    material: 'a2',
    finish: 'plain',
    class: 'a2-70',
  },
  {
    tr: 'Paslanmaz A4',
    en: 'Stainless A4',
    es: 'Inoxidable A4',
    material: 'a4',
    finish: 'plain',
    class: 'a4-80',
  },
  {
    tr: 'Sıcak Daldırma Galvaniz',
    en: 'Hot-Dip Galvanised',
    es: 'Galvanizado en caliente',
    material: 'carbon-steel',
    finish: 'hot-dip-galvanised',
    class: '8.8',
  },
  { tr: 'Pirinç', en: 'Brass', es: 'Latón', material: 'brass', finish: 'plain', class: null },
  {
    tr: 'Zn-Ni Kaplı Çelik',
    en: 'Zn-Ni Plated Steel',
    es: 'Acero con Zn-Ni',
    material: 'carbon-steel',
    finish: 'zinc-nickel',
    class: '10.9',
  },
] as const

const SENTENCE = {
  tr: (size: string, material: string) =>
    `${size} ölçüsünde, ${material} olarak üretilir ve partiler halinde kontrol edilir.`,
  en: (size: string, material: string) =>
    `Made in ${size}, ${material.toLowerCase()}, and inspected batch by batch.`,
  es: (size: string, material: string) =>
    `Fabricado en ${size}, ${material.toLowerCase()}, con control por lotes.`,
}

/**
 * `count` rows for a kind: its own rows when it has that many (evenly spread over its table), else all of them and
 * more sizes of its series (those its standards define) x lengths, as a larger catalogue's variants would have.
 */
function sizeRowsFor(kind: Product, count: number, next: () => number): SizeRow[] {
  const pool = [...kind.sizes]
  const key = (row: SizeRow) => `${row.size}|${row.length ?? ''}`
  const seen = new Set(pool.map(key))
  const series = kind.sizes[0] && isSizeKey(kind.sizes[0].size) ? sizeSeries(kind.sizes[0].size) : 'metric'
  const standards = kind.technical.standards.flatMap((id) => STANDARDS_BY_ID.get(id) ?? [])
  // Only sizes the kind's standards define: the admin refuses others (DIN 444 has no M2).
  const sizes = SIZE_KEYS.filter(
    (candidate) => sizeSeries(candidate) === series && sizeOfStandards(standards, candidate),
  )
  for (const size of sizes) {
    if (pool.length >= count) break
    for (const length of LENGTHS) {
      const row: SizeRow = { size, length, stock: next() < 0.4 ? 'stock' : 'order', weight_per_1000: null }
      if (length < sizeDiameter(size) * 1.5 || seen.has(key(row))) continue
      seen.add(key(row))
      pool.push(row)
    }
  }
  const sorted = sortSizeRows(pool)
  if (sorted.length <= count) return sorted
  const step = sorted.length / count
  return Array.from({ length: count }, (_, index) => sorted[Math.floor(index * step)] as SizeRow)
}

/** The kind's technical data with the variant's material, finish and (when the kind has classes) class. */
function technicalFor(kind: Product, variant: (typeof MATERIALS)[number]): Technical {
  const classes = variant.class && kind.technical.classes.length > 0 ? [variant.class] : []
  return { ...kind.technical, materials: [variant.material], finishes: [variant.finish], classes }
}

function firstSentence(text: string): string {
  const end = text.indexOf('. ')
  return end === -1 ? text : text.slice(0, end + 1)
}

export function generateCatalogue(count: number, sizesPerProduct = 50): Product[] {
  const kinds = demoProducts().filter((product) => product.is_active)
  const next = seededRandom(20260115)
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T
  const taken = new Set<string>()
  const result: Product[] = []
  const start = Date.parse('2026-01-01T08:00:00.000Z')
  for (let index = 0; index < count; index++) {
    const kind = kinds[index % kinds.length] as Product
    const material = pick(MATERIALS)
    const sizes = sizeRowsFor(kind, sizesPerProduct, next)
    const technical = technicalFor(kind, material)
    const first = sizes[0]
    const last = sizes[sizes.length - 1]
    const size =
      first && last && isSizeKey(first.size) && isSizeKey(last.size)
        ? `${sizeLabel(first.size)}–${sizeLabel(last.size)}`
        : ''
    const name = (lang: 'tr' | 'en' | 'es') => `${kind[`name_${lang}`]} ${size} ${material[lang]}`
    const slug = uniqueSlug(slugify(`${kind.name_tr} ${size} ${material.tr} ${index + 1}`), taken)
    taken.add(slug)
    const time = new Date(start + index * 60_000).toISOString()
    result.push({
      id: `gen-${index + 1}`,
      slug,
      name_tr: name('tr'),
      name_en: name('en'),
      name_es: name('es'),
      description_tr: `${firstSentence(kind.description_tr)} ${SENTENCE.tr(size, material.tr)}`,
      description_en: `${firstSentence(kind.description_en)} ${SENTENCE.en(size, material.en)}`,
      description_es: `${firstSentence(kind.description_es)} ${SENTENCE.es(size, material.es)}`,
      main_image_url: kind.main_image_url,
      images: kind.images,
      technical,
      sizes,
      ...noFreeLines(),
      ...derivedTexts({ technical, sizes }, vocabularies),
      categoryId: kind.categoryId,
      // A few retired variants, as a real catalogue has.
      is_active: index % 50 !== 49,
      created_at: time,
      updated_at: time,
    })
  }
  return result
}

/**
 * Writes the products of `<dataDir>` (its product log, `products.jsonl`, as the server stores them: through a
 * temporary file, so a reader never sees half; a products.json of an earlier release there is removed).
 */
export async function writeCatalogue(dataDir: string, count: number, sizes = 50): Promise<string> {
  await mkdir(dataDir, { recursive: true })
  await writeStoredProducts(dataDir, generateCatalogue(count, sizes))
  return path.join(dataDir, PRODUCTS_FILE)
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      count: { type: 'string', default: '5000' },
      sizes: { type: 'string', default: '50' },
      'data-dir': { type: 'string' },
    },
  })
  const count = Number(values.count)
  const sizes = Number(values.sizes)
  const dataDir = values['data-dir']
  const sizesOk = Number.isInteger(sizes) && sizes >= 0 && sizes <= MAX_SIZE_ROWS
  if (!Number.isInteger(count) || count < 1 || count > 1_000_000 || !sizesOk || !dataDir) {
    console.error('usage: npx tsx scripts/generate-catalogue.ts --count 5000 --sizes 50 --data-dir <dir>')
    process.exit(1)
  }
  const file = await writeCatalogue(path.resolve(dataDir), count, sizes)
  console.log(`wrote ${count} products of up to ${sizes} size rows each to ${file}`)
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await main()
