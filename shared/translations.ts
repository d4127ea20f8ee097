import { type Static, Type } from 'typebox'
import { areaScreen } from './admin-screens.ts'
import type { Lang } from './i18n.ts'
import { About } from './schemas/about.ts'
import { BlockHeader, FeatureCard, PortfolioCard, StatCard } from './schemas/blocks.ts'
import { Category } from './schemas/category.ts'
import { StringEnum } from './schemas/common.ts'
import { StoredContact } from './schemas/contact.ts'
import { type TextField, textFields } from './schemas/field-meta.ts'
import { Product } from './schemas/product.ts'
import { Settings } from './schemas/settings.ts'
import { Slider } from './schemas/slider.ts'
import { Term } from './schemas/technical.ts'

/**
 * Which texts of which records a visitor reads in three languages, and which translations are
 * missing. One list for the server's count (GET /api/admin/translations), the dashboard's links and
 * the admin's "Çevirisi eksik" filters, so the three never disagree.
 */

/** The languages translated from Turkish; Turkish itself is the text every page falls back to. */
export const TRANSLATION_LANGS = ['en', 'es'] as const
export type TranslationLang = (typeof TRANSLATION_LANGS)[number]

export type { TextField }

/** The text `field` holds in `lang` (undefined when the record lacks it). */
function fieldValue(record: object, field: TextField, lang: Lang): unknown {
  const bag = record as Record<string, unknown>
  const holder = field.within === undefined ? bag : bag[field.within]
  if (holder === null || typeof holder !== 'object') return undefined
  return (holder as Record<string, unknown>)[fieldKey(field, lang)]
}

/** The field that holds `field` in `lang`. */
export function fieldKey(field: TextField, lang: Lang): string {
  if (field.naming === 'spec') return lang === 'tr' ? field.base : `${field.base}_${lang}`
  return `${field.base}_${lang}`
}

/** How many lines a text has: a list's non-blank entries, or 1 for a non-blank string. */
function lineCount(value: unknown): number {
  if (typeof value === 'string') return value.trim() === '' ? 0 : 1
  if (Array.isArray(value))
    return value.filter((item) => typeof item === 'string' && item.trim() !== '').length
  return 0
}

/**
 * A translation is missing when the Turkish text is set and the translation is blank; for a list,
 * when it has fewer lines than the Turkish one (the page shows a translated list whole, so a line
 * the Turkish list has and the English one lacks is a line English readers never see).
 * Blank Turkish counts as nothing to translate.
 */
export function isMissing(turkish: unknown, translation: unknown): boolean {
  const expected = lineCount(turkish)
  return expected > 0 && lineCount(translation) < expected
}

/** One text of a record with the languages it lacks. */
export type MissingText = { field: string; langs: TranslationLang[] }

/** The texts of `record` (among `fields`) that lack a translation, in the order of `fields`. */
export function missingTexts(record: object, fields: readonly TextField[]): MissingText[] {
  const found: MissingText[] = []
  for (const field of fields) {
    const turkish = fieldValue(record, field, 'tr')
    const langs = TRANSLATION_LANGS.filter((lang) => isMissing(turkish, fieldValue(record, field, lang)))
    if (langs.length > 0) found.push({ field: field.base, langs })
  }
  return found
}

export function hasMissing(record: object, fields: readonly TextField[]): boolean {
  return missingTexts(record, fields).length > 0
}

/** Every language some text of `record` lacks (for a badge on a list row). */
export function missingLangs(record: object, fields: readonly TextField[]): TranslationLang[] {
  const langs = new Set(missingTexts(record, fields).flatMap((text) => text.langs))
  return TRANSLATION_LANGS.filter((lang) => langs.has(lang))
}

/*
 * The translatable texts of each record, read off its schema (the fields `localized` and `specLocalized` make are
 * marked there), so a new text field is counted without being listed again.
 */
export const PRODUCT_TEXTS = textFields(Product)
/** A term of a technical vocabulary: its label. */
export const TERM_TEXTS = textFields(Term)
export const CATEGORY_TEXTS = textFields(Category)
export const SLIDER_TEXTS = textFields(Slider)
export const SETTING_TEXTS = textFields(Settings)
export const BLOCK_HEADER_TEXTS = textFields(BlockHeader)
export const ABOUT_TEXTS = textFields(About)
/** The contact record's own words; address, phone and e-mail are settings. */
export const CONTACT_TEXTS = textFields(StoredContact)

/** The home blocks and the texts of their cards. */
export const BLOCK_AREAS = ['portfolio', 'homeStats', 'features'] as const
export type BlockArea = (typeof BLOCK_AREAS)[number]
export const CARD_TEXTS: Record<BlockArea, readonly TextField[]> = {
  portfolio: textFields(PortfolioCard),
  homeStats: textFields(StatCard),
  features: textFields(FeatureCard),
}

export const TRANSLATION_AREAS = [
  'products',
  'categories',
  'sliders',
  'settings',
  ...BLOCK_AREAS,
  'about',
  'contact',
  'vocabularies',
] as const
export type TranslationArea = (typeof TRANSLATION_AREAS)[number]

/** The id the block's own title and subtitle go by in a report, beside its cards' ids. */
export const BLOCK_HEADER_ID = 'header'

/** The screen's URL with `query` added (the area's part of the screen) and `extra`. */
function screenLink(area: TranslationArea, extra: string | null): string {
  const { path, query } = areaScreen(area)
  const params = [query, extra].filter(Boolean)
  return params.length > 0 ? `${path}?${params.join('&')}` : path
}

/** Where the admin fixes an area's missing texts (shared/admin-screens.ts): the list filtered to them, or the form. */
export function areaLink(area: TranslationArea): string {
  return screenLink(area, areaScreen(area).list ? 'missing=1' : null)
}

/** Where the admin edits one record of an area (single-record screens and block titles: the screen). */
export function recordLink(area: TranslationArea, id: string): string {
  const listed = areaScreen(area).list && id !== BLOCK_HEADER_ID
  return screenLink(area, listed ? `edit=${encodeURIComponent(id)}` : null)
}

/** What the report reads: the stored content as it is (fields a record lacks count as blank). */
export type TranslatableContent = {
  products: readonly object[]
  categories: readonly object[]
  sliders: readonly object[]
  settings: object
  portfolio: { cards: readonly object[] }
  homeStats: { cards: readonly object[] }
  features: { cards: readonly object[] }
  about: object
  contact: object
  /** The technical vocabularies by kind (absent: nothing to count). */
  vocabularies?: Readonly<Record<string, readonly object[]>>
}

type Candidate = { id: string; label: string; record: object; fields: readonly TextField[] }

function text(record: object, key: string): string {
  const value = (record as Record<string, unknown>)[key]
  return typeof value === 'string' ? value : ''
}

/** Every record of an area with the texts it should have; `label` is its Turkish name ('' for one-record areas). */
function candidates(area: TranslationArea, content: TranslatableContent): Candidate[] {
  // A record is named by its first text in Turkish (a product's name_tr, a slide's alt_text, a card's title_tr).
  const listed = (records: readonly object[], fields: readonly TextField[]) =>
    records.map((record) => ({
      id: text(record, 'id'),
      label: fields[0] ? text(record, fieldKey(fields[0], 'tr')) : '',
      record,
      fields,
    }))
  switch (area) {
    case 'products':
      return listed(content.products, PRODUCT_TEXTS)
    case 'categories':
      return listed(content.categories, CATEGORY_TEXTS)
    case 'sliders':
      return listed(content.sliders, SLIDER_TEXTS)
    case 'settings':
      return [{ id: area, label: '', record: content.settings, fields: SETTING_TEXTS }]
    case 'about':
      return [{ id: area, label: '', record: content.about, fields: ABOUT_TEXTS }]
    case 'contact':
      return [{ id: area, label: '', record: content.contact, fields: CONTACT_TEXTS }]
    case 'vocabularies':
      // One screen edits every kind: the id names the kind and the term ("finishes:zinc-white").
      return Object.entries(content.vocabularies ?? {}).flatMap(([kind, terms]) =>
        terms.map((term) => ({
          id: `${kind}:${text(term, 'id')}`,
          label: text(term, fieldKey(TERM_TEXTS[0]!, 'tr')),
          record: term,
          fields: TERM_TEXTS,
        })),
      )
    default: {
      const block = content[area]
      return [
        { id: BLOCK_HEADER_ID, label: '', record: block, fields: BLOCK_HEADER_TEXTS },
        ...listed(block.cards, CARD_TEXTS[area]),
      ]
    }
  }
}

const LangCounts = Type.Object({ en: Type.Integer({ minimum: 0 }), es: Type.Integer({ minimum: 0 }) })
const LangSchema = StringEnum(TRANSLATION_LANGS)

/** GET /api/admin/translations: missing texts (one per record, text and language), per language and area. */
export const TranslationReport = Type.Object({
  missing: LangCounts,
  areas: Type.Array(
    Type.Object({
      area: StringEnum(TRANSLATION_AREAS),
      /** The screen to open: the list filtered to records missing a translation, or the form. */
      link: Type.String(),
      missing: LangCounts,
      records: Type.Array(
        Type.Object({
          id: Type.String(),
          label: Type.String(),
          link: Type.String(),
          texts: Type.Array(Type.Object({ field: Type.String(), langs: Type.Array(LangSchema) })),
        }),
      ),
    }),
  ),
})
export type TranslationReport = Static<typeof TranslationReport>

/** Counts what is missing in `content`; areas with nothing missing are left out. */
export function translationReport(content: TranslatableContent): TranslationReport {
  const total = { en: 0, es: 0 }
  const areas: TranslationReport['areas'] = []
  for (const area of TRANSLATION_AREAS) {
    const counts = { en: 0, es: 0 }
    const records: TranslationReport['areas'][number]['records'] = []
    for (const candidate of candidates(area, content)) {
      const texts = missingTexts(candidate.record, candidate.fields)
      if (texts.length === 0) continue
      for (const { langs } of texts) for (const lang of langs) counts[lang] += 1
      records.push({ id: candidate.id, label: candidate.label, link: recordLink(area, candidate.id), texts })
    }
    if (records.length === 0) continue
    total.en += counts.en
    total.es += counts.es
    areas.push({ area, link: areaLink(area), missing: counts, records })
  }
  return { missing: total, areas }
}
