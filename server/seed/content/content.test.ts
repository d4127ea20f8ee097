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
import { slugify } from '../../../shared/slug.ts'
import { DEMO_FINISHES, DEMO_GROUPS, DEMO_KINDS } from '../demo-images/index.ts'
import { company } from './company.ts'
import { seedContent } from './index.ts'

const GROUPS: readonly string[] = DEMO_GROUPS
const PRODUCT_IMAGES = new Set<string>(
  DEMO_KINDS.flatMap((kind) => DEMO_FINISHES.map((finish) => `${kind}-${finish}`)),
)
const IMAGE_URL = /^\/uploads\/(?:demo|sliders)\/([a-z-]+)\.webp$/

const content = seedContent()

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

  it('covers every translated field of the issue: settings, sliders, spec lines and applications', () => {
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
    expect(texts.filter((entry) => entry.text.trim() === '').map((entry) => entry.path)).toEqual([])
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

  it('names the property class in the language of the line', () => {
    const product = content.products.find((candidate) => candidate.id === 'p-din-931-hex-bolt-partial')!
    expect(product.specs).toContain('Kalite / Grade 8.8 – 10.9')
    expect(product.specs_en).toContain('Grade 8.8 – 10.9')
    expect(product.specs_es).toContain('Calidad 8.8 – 10.9')
    expect(product.applications_en).toEqual([
      'Machine Building',
      'Agricultural Machinery',
      'Rail Systems',
      'Energy',
    ])
    for (const line of content.products.flatMap((p) => [...p.specs_en, ...p.specs_es]))
      expect(line).not.toMatch(/Kalite/)
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

  it('keeps sizes within the plant range (M2 – M12, Ø 2 – 12 mm, L 3 – 120 mm)', () => {
    for (const product of content.products) {
      const texts = [product.name_tr, product.description_tr, product.description_en, ...product.specs]
      for (const match of texts.join(' ').matchAll(/\bM(\d+)\b/g)) {
        const size = Number(match[1])
        expect(size >= 2 && size <= 12, `${product.id}: M${size}`).toBe(true)
      }
      for (const spec of product.specs) {
        const length = /^L (\d+(?:\.\d+)?) – (\d+(?:\.\d+)?) mm$/.exec(spec)
        if (length) {
          for (const value of [Number(length[1]), Number(length[2])]) {
            expect(value >= 3 && value <= 120, `${product.id}: ${spec}`).toBe(true)
          }
        }
        const diameter = /^Ø (\d+(?:\.\d+)?) – (\d+(?:\.\d+)?) mm$/.exec(spec)
        if (diameter) {
          for (const value of [Number(diameter[1]), Number(diameter[2])]) {
            expect(value >= 2 && value <= 12, `${product.id}: ${spec}`).toBe(true)
          }
        }
      }
    }
  })
})

describe('seed content: text', () => {
  it('leaves no field blank in any language', () => {
    const found = [
      ...content.products.flatMap((product) => blanks(product, `product ${product.id}`)),
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

  it('gives products 4-6 specs and 3-4 applications', () => {
    for (const product of content.products) {
      expect(product.specs.length, product.id).toBeGreaterThanOrEqual(4)
      expect(product.specs.length, product.id).toBeLessThanOrEqual(6)
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
