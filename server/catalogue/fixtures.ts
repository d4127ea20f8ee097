import type { FacetSource, SizeRow, Vocabularies } from './contract.ts'

/*
 * Test and bench data shaped exactly like the issue-13 contract: vocabularies with three languages and products
 * with technical data and size tables. Deterministic, so a failing case can be run again.
 */
export const FIXTURE_VOCABULARIES: Vocabularies = {
  materials: [
    { id: 'steel', label_tr: 'Karbon çelik', label_en: 'Carbon steel', label_es: 'Acero al carbono' },
    {
      id: 'a2',
      label_tr: 'Paslanmaz çelik A2',
      label_en: 'Stainless steel A2',
      label_es: 'Acero inoxidable A2',
    },
    {
      id: 'a4',
      label_tr: 'Paslanmaz çelik A4',
      label_en: 'Stainless steel A4',
      label_es: 'Acero inoxidable A4',
    },
    { id: 'brass', label_tr: 'Pirinç', label_en: 'Brass', label_es: 'Latón' },
  ],
  classes: [
    { id: '8.8', label_tr: '8.8', label_en: '8.8', label_es: '8.8' },
    { id: '10.9', label_tr: '10.9', label_en: '10.9', label_es: '10.9' },
    { id: 'a2-70', label_tr: 'A2-70', label_en: 'A2-70', label_es: 'A2-70' },
    { id: 'a4-80', label_tr: 'A4-80', label_en: 'A4-80', label_es: 'A4-80' },
  ],
  finishes: [
    { id: 'plain', label_tr: 'Kaplamasız', label_en: 'Plain', label_es: 'Sin recubrimiento' },
    { id: 'zinc-white', label_tr: 'Beyaz çinko', label_en: 'Zinc white', label_es: 'Cincado blanco' },
    {
      id: 'hdg',
      label_tr: 'Sıcak daldırma galvaniz',
      label_en: 'Hot-dip galvanised',
      label_es: 'Galvanizado en caliente',
    },
  ],
  heads: [
    { id: 'hex', label_tr: 'Altıgen', label_en: 'Hex', label_es: 'Hexagonal' },
    { id: 'socket-cap', label_tr: 'İmbus silindir', label_en: 'Socket cap', label_es: 'Cilíndrica Allen' },
  ],
  drives: [
    {
      id: 'external-hex',
      label_tr: 'Dıştan altıgen',
      label_en: 'External hex',
      label_es: 'Hexágono exterior',
    },
    { id: 'hex-socket', label_tr: 'İmbus', label_en: 'Hex socket', label_es: 'Hexágono interior' },
  ],
  sectors: [{ id: 'machinery', label_tr: 'Makine', label_en: 'Machinery', label_es: 'Maquinaria' }],
}

const SIZES = ['M2', 'M2.5', 'M3', 'M4', 'M5', 'M6', 'M8', 'M10', 'M12']
const LENGTHS = [3, 4, 5, 6, 8, 10, 12, 16, 20, 25, 30, 35, 40, 45, 50, 55, 60, 65, 70, 80, 90, 100, 110, 120]
const KINDS = [
  {
    name: ['Altıgen Cıvata', 'Hex Bolt', 'Perno hexagonal'],
    standards: ['din-933'],
    head: 'hex',
    drive: 'external-hex',
    category: 'cat-bolts',
    lengths: true,
  },
  {
    name: ['İmbus Cıvata', 'Socket Cap Screw', 'Tornillo Allen'],
    standards: ['din-912'],
    head: 'socket-cap',
    drive: 'hex-socket',
    category: 'cat-screws',
    lengths: true,
  },
  {
    name: ['Altıgen Somun', 'Hex Nut', 'Tuerca hexagonal'],
    standards: ['din-934'],
    head: null,
    drive: null,
    category: 'cat-nuts',
    lengths: false,
  },
  {
    name: ['Tam Dişli Cıvata', 'Full Thread Bolt', 'Perno rosca total'],
    standards: ['iso-4017'],
    head: 'hex',
    drive: 'external-hex',
    category: 'cat-bolts',
    lengths: true,
  },
] as const
const MATERIAL_CLASS = [
  { materials: ['steel'], classes: ['8.8'] },
  { materials: ['steel'], classes: ['10.9'] },
  { materials: ['a2'], classes: ['a2-70'] },
  { materials: ['a4'], classes: ['a4-80'] },
  { materials: ['brass'], classes: [] },
]
const FINISHES = [['plain'], ['zinc-white'], ['hdg'], []]

/** A small deterministic generator (mulberry32): the same seed always gives the same numbers. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

export type FixtureProduct = FacetSource & { slug: string }

/** `count` products with up to `rows` size rows each (sizes M2-M12, lengths 3-120 mm). */
export function fixtureProducts(count: number, rows = 12, seed = 13): FixtureProduct[] {
  const next = seededRandom(seed)
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!
  return Array.from({ length: count }, (_, index) => {
    const kind = KINDS[index % KINDS.length]!
    const mc = pick(MATERIAL_CLASS)
    const sizes: SizeRow[] = []
    const first = Math.floor(next() * 5)
    for (const size of SIZES.slice(first, first + 1 + Math.floor(next() * 5))) {
      const lengths = kind.lengths
        ? LENGTHS.slice(Math.floor(next() * 6), 10 + Math.floor(next() * 14))
        : [null]
      for (const length of lengths) {
        if (sizes.length < rows)
          sizes.push({ size, length, stock: next() < 0.5 ? 'stock' : 'order', weight_per_1000: null })
      }
    }
    return {
      id: `p-${index}`,
      slug: `p-${index}`,
      categoryId: kind.category,
      is_active: index % 50 !== 49,
      name_tr: `${kind.name[0]} ${index}`,
      name_en: `${kind.name[1]} ${index}`,
      name_es: `${kind.name[2]} ${index}`,
      technical: {
        standards: [...kind.standards],
        materials: mc.materials,
        classes: mc.classes,
        finishes: pick(FINISHES),
        head: kind.head,
        drive: kind.drive,
        sectors: [],
        notes_tr: '',
        notes_en: '',
        notes_es: '',
      },
      sizes,
    }
  })
}

/** The category slugs of the fixture's category ids. */
export const fixtureCategorySlug = (id: string): string | undefined =>
  ({ 'cat-bolts': 'civatalar', 'cat-screws': 'vidalar', 'cat-nuts': 'somunlar' })[id]
