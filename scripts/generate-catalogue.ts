/**
 * Writes a large, realistic products.json for scale tests and benchmarks:
 *
 *   npx tsx scripts/generate-catalogue.ts --count 5000 --data-dir /tmp/big-data
 *
 * Each product is one of the seeded kinds (DIN 933 bolt, DIN 934 nut, ...) in a size M2-M12, a
 * length (for parts that have one) and a material, named and described in tr, en and es. The
 * output is deterministic and reuses the demo images, so a started server needs nothing else.
 * Start the server with DATA_DIR pointing at the folder; the other collections are seeded.
 */
import { mkdir, rename, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { parseArgs } from 'node:util'
import type { Product } from '../shared/schemas/product.ts'
import { slugify, uniqueSlug } from '../shared/slug.ts'
import { products as seededProducts } from '../server/seed/content/products.ts'

const SIZES = [2, 2.5, 3, 4, 5, 6, 8, 10, 12] as const
const LENGTHS = [3, 4, 6, 8, 10, 12, 16, 20, 25, 30, 35, 40, 45, 50, 60, 70, 80, 90, 100, 110, 120] as const
/** Kinds sold by diameter only. */
const WITHOUT_LENGTH = new Set(['cat-nuts', 'cat-washers'])

const MATERIALS = [
  { tr: 'Çinko Kaplı Çelik', en: 'Zinc-Plated Steel', es: 'Acero cincado', spec: 'Zn 8 µm' },
  { tr: 'Siyah Oksit', en: 'Black Oxide', es: 'Pavonado negro', spec: 'Black' },
  { tr: 'Paslanmaz A2', en: 'Stainless A2', es: 'Inoxidable A2', spec: 'A2-70' },
  { tr: 'Paslanmaz A4', en: 'Stainless A4', es: 'Inoxidable A4', spec: 'A4-80' },
  { tr: 'Sıcak Daldırma Galvaniz', en: 'Hot-Dip Galvanised', es: 'Galvanizado en caliente', spec: 'HDG' },
  { tr: 'Pirinç', en: 'Brass', es: 'Latón', spec: 'CuZn39Pb3' },
  { tr: 'Zn-Ni Kaplı Çelik', en: 'Zn-Ni Plated Steel', es: 'Acero con Zn-Ni', spec: 'Zn-Ni 8 µm' },
] as const

const SENTENCE = {
  tr: (size: string, material: string) =>
    `${size} ölçüsünde, ${material} olarak üretilir ve partiler halinde kontrol edilir.`,
  en: (size: string, material: string) =>
    `Made in ${size}, ${material.toLowerCase()}, and inspected batch by batch.`,
  es: (size: string, material: string) =>
    `Fabricado en ${size}, ${material.toLowerCase()}, con control por lotes.`,
}

/** Small deterministic generator (mulberry32): the same count always gives the same file. */
function random(seed: number): () => number {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

/** The sizes a kind's own spec line names ('M4 – M12'), else the whole range. */
function sizesOf(kind: Product): readonly number[] {
  for (const spec of kind.specs) {
    const range = /M(\d+(?:\.\d+)?)\s*[–-]\s*M(\d+)/.exec(spec)
    if (!range) continue
    const [from, to] = [Number(range[1]), Number(range[2])]
    const sizes = SIZES.filter((size) => size >= from && size <= to)
    if (sizes.length > 0) return sizes
  }
  return SIZES
}

/** The generated part's spec lines: its kind's standard, its size and length, its finish code. */
function specLines(kind: Product, diameter: number, length: number | null, finish: string) {
  const lines = (standard: string | undefined) => [
    standard ?? 'DIN',
    `M${diameter}`,
    ...(length ? [`L ${length} mm`] : []),
    finish,
  ]
  return {
    specs: lines(kind.specs[0]),
    specs_en: lines(kind.specs_en[0]),
    specs_es: lines(kind.specs_es[0]),
  }
}

function firstSentence(text: string): string {
  const end = text.indexOf('. ')
  return end === -1 ? text : text.slice(0, end + 1)
}

export function generateCatalogue(count: number): Product[] {
  const kinds = seededProducts.filter((product) => product.is_active)
  const next = random(20260115)
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T
  const taken = new Set<string>()
  const result: Product[] = []
  const start = Date.parse('2026-01-01T08:00:00.000Z')
  for (let index = 0; index < count; index++) {
    const kind = kinds[index % kinds.length] as Product
    const diameter = pick(sizesOf(kind))
    const material = pick(MATERIALS)
    const withLength = !WITHOUT_LENGTH.has(kind.categoryId ?? '')
    const slender = kind.categoryId === 'cat-rivets' ? 6 : 20
    const lengths = LENGTHS.filter((l) => l >= diameter * 1.5 && l <= diameter * slender)
    const length = withLength ? pick(lengths) : null
    const size = length === null ? `M${diameter}` : `M${diameter} × ${length}`
    const name = (lang: 'tr' | 'en' | 'es') => {
      const materialName = material[lang]
      return `${kind[`name_${lang}`]} ${size} ${materialName}`
    }
    const slug = uniqueSlug(slugify(`${kind.name_tr} m${diameter} ${length ?? ''} ${material.tr}`), taken)
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
      ...specLines(kind, diameter, length, material.spec),
      applications: kind.applications,
      applications_en: kind.applications_en,
      applications_es: kind.applications_es,
      categoryId: kind.categoryId,
      // A few retired variants, as a real catalogue has.
      is_active: index % 50 !== 49,
      created_at: time,
      updated_at: time,
    })
  }
  return result
}

/** Writes `<dataDir>/products.json` (through a temporary file, so a reader never sees half). */
export async function writeCatalogue(dataDir: string, count: number): Promise<string> {
  await mkdir(dataDir, { recursive: true })
  const file = path.join(dataDir, 'products.json')
  const temp = `${file}.generating`
  await writeFile(temp, JSON.stringify(generateCatalogue(count)))
  await rename(temp, file)
  return file
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: { count: { type: 'string', default: '5000' }, 'data-dir': { type: 'string' } },
  })
  const count = Number(values.count)
  const dataDir = values['data-dir']
  if (!Number.isInteger(count) || count < 1 || count > 1_000_000 || !dataDir) {
    console.error('usage: npx tsx scripts/generate-catalogue.ts --count 5000 --data-dir <dir>')
    process.exit(1)
  }
  const file = await writeCatalogue(path.resolve(dataDir), count)
  console.log(`wrote ${count} products to ${file}`)
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await main()
