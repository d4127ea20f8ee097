import type { TSchema } from 'typebox'
import { Value } from 'typebox/value'
import { describe, expect, it } from 'vitest'
import { About } from '../../../shared/schemas/about.ts'
import { FeaturesBlock, PortfolioBlock, StatsBlock } from '../../../shared/schemas/blocks.ts'
import { Category } from '../../../shared/schemas/category.ts'
import { StoredContact } from '../../../shared/schemas/contact.ts'
import { Product } from '../../../shared/schemas/product.ts'
import { SETTING_KEYS, Settings } from '../../../shared/schemas/settings.ts'
import { TEXT_SETTING_KEYS } from '../../../shared/settings-text.ts'
import { Slider } from '../../../shared/schemas/slider.ts'
import { TERM_FIELD_KEYS, vocabularyOf } from '../../../shared/catalogue/technical-fields.ts'
import {
  idsOf,
  VOCABULARY_KINDS,
  Vocabularies,
  type VocabularyKind,
} from '../../../shared/schemas/technical.ts'
import { slugify } from '../../../shared/slug.ts'
import {
  DRIVE_TYPES,
  HEAD_TYPES,
  STANDARDS_BY_ID,
  isSizeKey,
  leavesShank,
  lengthOfStandards,
  standardLengths,
  rowFor,
  sizeDiameter,
  type SizeKey,
} from '../../../shared/standards/index.ts'
import { derivedTexts, sortSizeRows } from '../../../shared/technical-text.ts'
import { DEMO_FINISHES, DEMO_GROUPS, DEMO_KINDS } from '../demo-images/index.ts'
import { company } from './company.ts'
import { seedContent } from './index.ts'
import { SPEC_LIST_FIELDS } from '../../../shared/spec-lists.ts'

const GROUPS: readonly string[] = DEMO_GROUPS
const PRODUCT_IMAGES = new Set<string>(
  DEMO_KINDS.flatMap((kind) => DEMO_FINISHES.map((finish) => `${kind}-${finish}`)),
)
const IMAGE_URL = /^\/uploads\/(?:demo|sliders)\/([a-z-]+)\.webp$/

const content = seedContent()

const pick = (record: object, keys: readonly string[]) =>
  Object.fromEntries(keys.map((key) => [key, (record as Record<string, unknown>)[key]]))

function expectValid(schema: TSchema, value: unknown, label: string): void {
  const ok = Value.Check(schema, value)
  if (!ok) console.error(label, [...Value.Errors(schema, value)])
  expect(ok, label).toBe(true)
}

/** Paths of blank strings and empty lists anywhere inside `value`. */
function blanks(value: unknown, path: string): string[] {
  if (typeof value === 'string') return value.trim() === '' ? [path] : []
  if (Array.isArray(value)) {
    if (value.length === 0) return [path]
    return value.flatMap((item, index) => blanks(item, `${path}[${index}]`))
  }
  if (value !== null && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, item]) => blanks(item, `${path}.${key}`))
  }
  return []
}

function imageName(url: string): string | undefined {
  return IMAGE_URL.exec(url)?.[1]
}

function duplicates(values: string[]): string[] {
  const seen = new Set<string>()
  const repeated = new Set<string>()
  for (const value of values) (seen.has(value) ? repeated : seen).add(value)
  return [...repeated]
}

describe('seed content: schemas', () => {
  it('settings hold every key and validate', () => {
    expectValid(Settings, content.settings, 'settings')
    expect(Object.keys(content.settings).sort()).toEqual([...SETTING_KEYS].sort())
    expect(content.settings.site_logo).toBe('')
    expect(content.settings.site_favicon).toBe('')
    expect(content.settings.social_facebook).toBe('')
    expect(content.settings.social_twitter).toBe('')
    expect(content.settings.social_linkedin).toMatch(/^https:\/\//)
    expect(content.settings.social_instagram).toMatch(/^https:\/\//)
  })

  it('categories, products and sliders validate', () => {
    for (const category of content.categories) expectValid(Category, category, `category ${category.id}`)
    for (const product of content.products) expectValid(Product, product, `product ${product.id}`)
    for (const slider of content.sliders) expectValid(Slider, slider, `slider ${slider.id}`)
  })

  it('blocks, about and contact validate', () => {
    expectValid(StatsBlock, content.homeStats, 'homeStats')
    expectValid(PortfolioBlock, content.portfolio, 'portfolio')
    expectValid(FeaturesBlock, content.features, 'features')
    expectValid(About, content.about, 'about')
    expectValid(StoredContact, content.contact, 'contact')
  })
})

/** Every English and Spanish text of the demo content (`*_en`, `*_es` fields, lists item by item). */
function translatedTexts(value: unknown, path: string): { path: string; text: string }[] {
  if (Array.isArray(value)) return value.flatMap((item, index) => translatedTexts(item, `${path}[${index}]`))
  if (value === null || typeof value !== 'object') return []
  return Object.entries(value).flatMap(([key, item]) => {
    const here = `${path}.${key}`
    if (/_(en|es)$/.test(key)) {
      if (typeof item === 'string') return [{ path: here, text: item }]
      if (Array.isArray(item))
        return item.map((text, index) => ({ path: `${here}[${index}]`, text: String(text) }))
    }
    return translatedTexts(item, here)
  })
}

const TURKISH_LETTERS = /[ğĞşŞıİ]/
/** Proper nouns may keep their Turkish letters: the company's name and the words of its address. */
const PROPER_NOUNS = new Set(
  [company.name, company.shortName, company.address.tr].flatMap((text) => text.match(/[\p{L}]+/gu) ?? []),
)

describe('seed content: translations', () => {
  const texts = translatedTexts(content, 'content')

  it('covers every translated field: settings, sliders, spec lines and applications', () => {
    const paths = texts.map((entry) => entry.path)
    for (const key of TEXT_SETTING_KEYS) {
      expect(paths).toContain(`content.settings.${key}_en`)
      expect(paths).toContain(`content.settings.${key}_es`)
    }
    expect(paths).toContain('content.sliders[0].alt_text_es')
    expect(paths).toContain('content.products[0].specs_en[0]')
    expect(paths).toContain('content.products[0].applications_es[0]')
  })

  it('leaves no English or Spanish text blank, and translates every list item', () => {
    // Notes are optional: blank in English and Spanish is right when the Turkish note is blank too.
    const noNotes = new Set(
      content.products.flatMap((product, index) =>
        product.technical.notes_tr === ''
          ? [`content.products[${index}].technical.notes_en`, `content.products[${index}].technical.notes_es`]
          : [],
      ),
    )
    const blank = texts.filter((entry) => entry.text.trim() === '' && !noNotes.has(entry.path))
    expect(blank.map((entry) => entry.path)).toEqual([])
    for (const product of content.products) {
      for (const lang of ['en', 'es'] as const) {
        expect(product[`specs_${lang}`], product.id).toHaveLength(product.specs.length)
        expect(product[`applications_${lang}`], product.id).toHaveLength(product.applications.length)
      }
    }
  })

  it('writes no Turkish word in English or Spanish texts, proper nouns aside', () => {
    const found = texts.flatMap(({ path, text }) =>
      (text.match(/[\p{L}]+/gu) ?? [])
        .filter((word) => TURKISH_LETTERS.test(word) && !PROPER_NOUNS.has(word))
        .map((word) => `${path}: ${word}`),
    )
    expect(found).toEqual([])
  })

  it('derives spec lines and applications from the technical data, in each language', () => {
    const product = content.products.find((candidate) => candidate.id === 'p-din-933-hex-bolt')!
    expect(product.specs).toEqual([
      'DIN 933 / ISO 4017',
      'M4 – M12',
      'L 8 – 120 mm',
      '8.8 · 10.9 · A2-70',
      'Karbon çeliği · Paslanmaz çelik A2 (304)',
      'Çinko (beyaz) · Siyah oksit · Kaplamasız',
      'Altı köşe baş · Dış altı köşe',
      'Diş toleransı 6g',
    ])
    expect(product.specs_es).toContain('Cincado blanco · Pavonado · Sin recubrimiento')
    expect(product.applications_en).toEqual([
      'Machine Building',
      'Steel Construction',
      'Automotive',
      'Agricultural Machinery',
    ])
    for (const each of content.products) {
      expect(pick(each, SPEC_LIST_FIELDS), each.id).toEqual(derivedTexts(each, content.vocabularies))
    }
  })
})

describe('seed content: catalogue', () => {
  it('has enough products, at least 3 in every category, and exactly one inactive', () => {
    expect(content.products.length).toBeGreaterThanOrEqual(24)
    expect(content.categories.map((category) => category.id)).toEqual([
      'cat-bolts',
      'cat-screws',
      'cat-nuts',
      'cat-rivets',
      'cat-washers',
      'cat-custom',
    ])
    for (const category of content.categories) {
      const count = content.products.filter((product) => product.categoryId === category.id).length
      expect(count, category.id).toBeGreaterThanOrEqual(3)
    }
    expect(content.products.filter((product) => !product.is_active)).toHaveLength(1)
  })

  it('has unique ids and slugs derived from the Turkish name', () => {
    expect(duplicates(content.products.map((product) => product.id))).toEqual([])
    expect(duplicates(content.products.map((product) => product.slug))).toEqual([])
    expect(duplicates(content.categories.map((category) => category.id))).toEqual([])
    expect(duplicates(content.categories.map((category) => category.slug))).toEqual([])
    for (const product of content.products) {
      expect(product.id, product.id).toMatch(/^p-[a-z0-9-]+$/)
      expect(product.slug, product.id).toBe(slugify(product.name_tr))
    }
    for (const category of content.categories)
      expect(category.slug, category.id).toBe(slugify(category.name_tr))
  })

  it('links every product to an existing category', () => {
    const ids = new Set(content.categories.map((category) => category.id))
    for (const product of content.products) expect(ids.has(product.categoryId ?? ''), product.id).toBe(true)
  })

  it('uses fixed 2026 timestamps', () => {
    for (const product of content.products) {
      for (const stamp of [product.created_at, product.updated_at]) {
        expect(stamp, product.id).toMatch(/^2026-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/)
        expect(new Date(stamp).toISOString(), product.id).toBe(stamp)
      }
      expect(product.updated_at >= product.created_at, product.id).toBe(true)
    }
  })

  it('keeps names and descriptions within the plant range (M2 – M12)', () => {
    for (const product of content.products) {
      const texts = [product.name_tr, product.description_tr, product.description_en, ...product.specs]
      for (const match of texts.join(' ').matchAll(/\bM(\d+)\b/g)) {
        const size = Number(match[1])
        expect(size >= 2 && size <= 12, `${product.id}: M${size}`).toBe(true)
      }
    }
  })
})

describe('seed content: technical data and size tables', () => {
  const termIds = (kind: VocabularyKind) => new Set(content.vocabularies[kind].map((term) => term.id))

  it('names only standards of shared/standards, with the equivalent we also make to', () => {
    for (const product of content.products) {
      const { standards } = product.technical
      for (const id of standards) expect(STANDARDS_BY_ID.has(id), `${product.id}: ${id}`).toBe(true)
      const main = STANDARDS_BY_ID.get(standards[0] ?? '')
      // Every standard after the main one is its DIN <-> ISO equivalent.
      for (const id of standards.slice(1))
        expect(
          main?.equivalents.map((e) => e.id),
          `${product.id}: ${id}`,
        ).toContain(id)
    }
    const withStandard = content.products.filter((p) => p.technical.standards.length > 0)
    expect(withStandard.length).toBeGreaterThanOrEqual(22)
  })

  it('names only terms of the vocabularies', () => {
    for (const product of content.products) {
      const { technical } = product
      for (const field of TERM_FIELD_KEYS) {
        const kind = vocabularyOf(field)
        for (const id of idsOf(technical, field))
          expect(termIds(kind).has(id), `${product.id}: ${kind} ${id}`).toBe(true)
      }
      expect(technical.sectors.length, product.id).toBeGreaterThanOrEqual(3)
      expect(technical.materials.length, product.id).toBeGreaterThanOrEqual(1)
      expect(technical.finishes.length, product.id).toBeGreaterThanOrEqual(1)
    }
  })

  it("uses the head and drive ids of shared/standards, and the main standard's own head and drive", () => {
    expect(content.vocabularies.heads.map((term) => term.id)).toEqual([...HEAD_TYPES])
    expect(content.vocabularies.drives.map((term) => term.id)).toEqual([...DRIVE_TYPES])
    for (const product of content.products) {
      const main = STANDARDS_BY_ID.get(product.technical.standards[0] ?? '')
      if (main?.head) expect(product.technical.head, product.id).toBe(main.head)
      if (main?.drive) expect(product.technical.drive, product.id).toBe(main.drive)
    }
  })

  it("keeps every size table within our range, sorted, without duplicates, in the standard's table", () => {
    for (const product of content.products) {
      expect(product.sizes.length, product.id).toBeGreaterThan(0)
      expect(product.sizes, product.id).toEqual(sortSizeRows(product.sizes))
      const keys = product.sizes.map((row) => `${row.size}|${row.length}`)
      expect(new Set(keys).size, product.id).toBe(keys.length)
      const main = STANDARDS_BY_ID.get(product.technical.standards[0] ?? '')
      const standards = product.technical.standards.map((id) => STANDARDS_BY_ID.get(id))
      // A size one of the product's standards lists; unknown without a standard or while one has no table yet.
      const ofItsStandards = (size: SizeKey) =>
        standards.length === 0 ||
        standards.some((standard) => !standard || standard.rows.length === 0 || rowFor(standard, size))
      for (const row of product.sizes) {
        const where = `${product.id}: ${row.size} × ${row.length}`
        expect(isSizeKey(row.size), where).toBe(true)
        expect(sizeDiameter(row.size as SizeKey) >= 2 && sizeDiameter(row.size as SizeKey) <= 12, where).toBe(
          true,
        )
        if (row.length !== null) expect(row.length >= 3 && row.length <= 120, where).toBe(true)
        if (row.weight_per_1000 !== null) expect(row.weight_per_1000 > 0, where).toBe(true)
        expect(ofItsStandards(row.size as SizeKey), where).toBe(true)
        // Every demo row keeps to its standards' lengths (shared/standards/length-rules.ts) or says it does not.
        const known = standards.flatMap((standard) => standard ?? [])
        expect(row.special || lengthOfStandards(known, row.size as SizeKey, row.length), where).toBe(true)
        if (!main) continue
        if (main.lengths.length > 0 && row.length !== null) {
          expect(standardLengths(main, row.size as SizeKey, 3, 120), where).toContain(row.length)
        }
      }
    }
  })

  it('gives DIN 933 and DIN 912 their 90 mm rows, DIN 931 only rows with a shank, DIN 660 only 2-8 mm', () => {
    const sizesOf = (id: string) => content.products.find((p) => p.id === id)!.sizes
    const has = (id: string, size: string, length: number | null) =>
      sizesOf(id).some((row) => row.size === size && row.length === length)
    for (const id of ['p-din-933-hex-bolt', 'p-din-912-socket-cap-screw']) {
      expect(has(id, 'M10', 90), id).toBe(true)
      expect(has(id, 'M12', 90), id).toBe(true)
    }
    const partly = sizesOf('p-din-931-hex-bolt-partial')
    expect(partly.length).toBeGreaterThan(0)
    expect(has('p-din-931-hex-bolt-partial', 'M10', 30)).toBe(false)
    expect(has('p-din-931-hex-bolt-partial', 'M10', 35)).toBe(true)
    for (const row of partly) expect(leavesShank(row.size as SizeKey, row.length!), row.size).toBe(true)
    expect(sizesOf('p-din-660-solid-rivet').map((row) => row.size)).not.toContain('d10')
  })

  it('has rows in stock and rows made to order, and weights where the standard defines the shape', () => {
    const rows = content.products.flatMap((product) => product.sizes)
    expect(rows.some((row) => row.stock === 'stock')).toBe(true)
    expect(rows.some((row) => row.stock === 'order')).toBe(true)
    const bolt = content.products.find((p) => p.id === 'p-din-933-hex-bolt')!
    // DIN 933 M10 x 40 in steel: about 33 kg per 1,000 (head s 17 x k 6.4, thread at its pitch diameter).
    expect(bolt.sizes.find((row) => row.size === 'M10' && row.length === 40)?.weight_per_1000).toBeCloseTo(
      32.7,
      0,
    )
    const nut = content.products.find((p) => p.id === 'p-din-934-hex-nut')!
    expect(nut.sizes.every((row) => row.length === null && row.weight_per_1000 !== null)).toBe(true)
  })

  it('labels every term in three languages, ids URL-safe and unique', () => {
    expectValid(Vocabularies, content.vocabularies, 'vocabularies')
    for (const kind of VOCABULARY_KINDS) {
      const ids = content.vocabularies[kind].map((term) => term.id)
      expect(duplicates(ids), kind).toEqual([])
      for (const term of content.vocabularies[kind]) {
        for (const label of [term.label_tr, term.label_en, term.label_es])
          expect(label.trim(), `${kind} ${term.id}`).not.toBe('')
      }
    }
  })
})

describe('seed content: text', () => {
  it('leaves no field blank in any language', () => {
    const found = [
      // Technical data may leave a list or a note empty (a nut has no length, a part no class).
      // Free spec lines are what a client of the spec adds: the demo has none.
      ...content.products.flatMap(({ technical: _technical, sizes: _sizes, ...product }) =>
        blanks(
          Object.fromEntries(Object.entries(product).filter(([key]) => !key.includes('_extra'))),
          `product ${product.id}`,
        ),
      ),
      ...content.categories.flatMap((category) => blanks(category, `category ${category.id}`)),
      ...content.sliders.flatMap((slider) => blanks(slider, `slider ${slider.id}`)),
      ...blanks(content.homeStats, 'homeStats'),
      ...blanks(content.portfolio, 'portfolio'),
      ...blanks(content.features, 'features'),
      ...blanks(content.about, 'about'),
      ...blanks(content.contact, 'contact'),
    ]
    expect(found).toEqual([])
  })

  it('gives products 3-8 specs and 3-4 applications', () => {
    for (const product of content.products) {
      expect(product.specs.length, product.id).toBeGreaterThanOrEqual(3)
      expect(product.specs.length, product.id).toBeLessThanOrEqual(8)
      expect(product.applications.length, product.id).toBeGreaterThanOrEqual(3)
      expect(product.applications.length, product.id).toBeLessThanOrEqual(4)
    }
  })

  it('states the opening hours in every language', () => {
    for (const hours of [content.contact.hours_tr, content.contact.hours_en, content.contact.hours_es]) {
      expect(hours).toContain('08:30 - 18:30')
      expect(hours).toContain('08:30 - 15:30')
    }
    expect(content.contact.hours_tr).toBe(
      'Pazartesi - Cuma: 08:30 - 18:30, Cumartesi: 08:30 - 15:30, Pazar: Kapalı',
    )
    expect(content.contact.email2).toBe('satis@kuzeybaglanti.com.tr')
  })
})

describe('seed content: images', () => {
  it('points every product and slider at a known demo image', () => {
    const urls = [
      ...content.products.flatMap((product) => [
        product.main_image_url,
        ...product.images.map((image) => image.image_url),
      ]),
      ...content.sliders.map((slider) => slider.image_url),
    ]
    for (const url of urls) {
      const name = imageName(url)
      expect(name && PRODUCT_IMAGES.has(name), url).toBe(true)
    }
    for (const product of content.products) {
      expect(product.images.length, product.id).toBeGreaterThanOrEqual(1)
      expect(product.images.length, product.id).toBeLessThanOrEqual(2)
    }
  })

  it('points every portfolio card at a known group image', () => {
    for (const card of content.portfolio.cards) {
      const name = imageName(card.image)
      expect(name && GROUPS.includes(name), card.image).toBe(true)
    }
  })

  it('has 12 sliders in order with exactly one duplicate image and one inactive slider', () => {
    expect(content.sliders.map((slider) => slider.sort_order)).toEqual([...Array(12).keys()])
    const urls = content.sliders.map((slider) => slider.image_url)
    const repeated = duplicates(urls)
    expect(repeated).toHaveLength(1)
    expect(urls.filter((url) => url === repeated[0])).toHaveLength(2)
    expect(content.sliders.filter((slider) => !slider.is_active)).toHaveLength(1)
  })
})

describe('seed content: blocks', () => {
  it('has ordered, active cards with the expected icons', () => {
    expect(content.homeStats.cards.map((card) => card.icon).sort()).toEqual(
      ['award', 'factory', 'star', 'trending-up'].sort(),
    )
    expect(content.homeStats.cards.map((card) => card.value)).toEqual(['25+', '2000', '50+', '15+'])
    expect(content.features.cards.map((card) => card.icon).sort()).toEqual(
      ['award', 'cog', 'factory', 'globe', 'shield', 'users'].sort(),
    )
    const blocks = [content.homeStats.cards, content.portfolio.cards, content.features.cards]
    for (const cards of blocks) {
      expect(cards.map((card) => card.order)).toEqual([...Array(cards.length).keys()])
      expect(cards.every((card) => card.is_active)).toBe(true)
      expect(duplicates(cards.map((card) => card.id))).toEqual([])
    }
    expect(content.portfolio.cards.length).toBeGreaterThanOrEqual(4)
    expect(content.portfolio.cards.length).toBeLessThanOrEqual(6)
  })
})

describe('seedContent()', () => {
  it('returns a fresh deep copy on every call', () => {
    const first = seedContent()
    const second = seedContent()
    expect(second).toEqual(first)
    expect(second).not.toBe(first)

    first.products[0]!.name_tr = 'Değiştirildi'
    first.products[0]!.specs.push('X')
    first.products.pop()
    first.settings.company_name = 'Başka Şirket'
    first.homeStats.cards[0]!.value = '0'
    first.about.mission_tr = ''
    first.contact.hours_tr = ''
    first.sliders.length = 0

    const third = seedContent()
    expect(third).toEqual(second)
    expect(third.products[0]!.name_tr).not.toBe('Değiştirildi')
    expect(third.sliders).toHaveLength(12)
  })
})
