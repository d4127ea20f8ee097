import { describe, expect, it } from 'vitest'
import { ADMIN_SCREEN_IDS, ADMIN_SCREENS, type AdminScreen } from './admin-screens.ts'
import {
  areaLink,
  fieldKey,
  isMissing,
  missingTexts,
  PRODUCT_TEXTS,
  recordLink,
  SETTING_TEXTS,
  type TranslatableContent,
  TRANSLATION_AREAS,
  translationReport,
} from './translations.ts'

const block = { title_tr: 'Başlık', title_en: 'Title', title_es: 'Título', subtitle_tr: '', cards: [] }
const complete: TranslatableContent = {
  products: [],
  categories: [],
  sliders: [],
  settings: {},
  portfolio: block,
  homeStats: block,
  features: block,
  about: {},
  contact: {},
}

describe('what counts as a missing translation', () => {
  it('is a blank English or Spanish text while the Turkish one is set', () => {
    expect(isMissing('Cıvata', '')).toBe(true)
    expect(isMissing('Cıvata', '   ')).toBe(true)
    expect(isMissing('Cıvata', undefined)).toBe(true)
    expect(isMissing('Cıvata', 'Bolt')).toBe(false)
    // nothing to translate yet
    expect(isMissing('', '')).toBe(false)
    expect(isMissing('  ', 'Bolt')).toBe(false)
  })

  it('is a list with fewer lines than the Turkish list', () => {
    expect(isMissing(['M8', 'Kalite 8.8'], [])).toBe(true)
    expect(isMissing(['M8', 'Kalite 8.8'], ['M8'])).toBe(true)
    expect(isMissing(['M8', 'Kalite 8.8'], ['M8', ' '])).toBe(true)
    expect(isMissing(['M8', 'Kalite 8.8'], ['M8', 'Grade 8.8'])).toBe(false)
    expect(isMissing([], [])).toBe(false)
  })

  it('reads suffixed fields and the spec-style ones (Turkish in the unsuffixed field)', () => {
    const [name, , specs] = PRODUCT_TEXTS
    expect([fieldKey(name!, 'tr'), fieldKey(name!, 'en')]).toEqual(['name_tr', 'name_en'])
    expect([fieldKey(specs!, 'tr'), fieldKey(specs!, 'es')]).toEqual(['specs', 'specs_es'])
    const product = {
      name_tr: 'Altı Köşe Cıvata',
      name_en: 'Hex Bolt',
      name_es: '',
      description_tr: '',
      specs: ['DIN 933', 'Kalite / Grade 8.8'],
      specs_en: ['DIN 933', 'Grade 8.8'],
      applications: ['Makine İmalatı'],
    }
    expect(missingTexts(product, PRODUCT_TEXTS)).toEqual([
      { field: 'name', langs: ['es'] },
      { field: 'specs', langs: ['es'] },
      { field: 'applications', langs: ['en', 'es'] },
    ])
    const settings = {
      site_title: 'Kuzey',
      site_title_en: 'Kuzey',
      site_title_es: '',
      footer_description: '',
    }
    expect(missingTexts(settings, SETTING_TEXTS)).toEqual([{ field: 'site_title', langs: ['es'] }])
  })
})

describe('the report', () => {
  it('is empty when every Turkish text has its translations', () => {
    expect(translationReport(complete)).toEqual({ missing: { en: 0, es: 0 }, areas: [] })
  })

  it('counts each missing text once per language, per area, with links to the screen and record', () => {
    const stats = {
      ...block,
      subtitle_tr: 'Alt başlık',
      cards: [{ id: 'c1', title_tr: 'Yıl', title_en: 'Years' }],
    }
    const report = translationReport({
      ...complete,
      products: [
        { id: 'p1', name_tr: 'Somun', name_en: '', name_es: '', specs: ['M8'], specs_en: ['M8'] },
        { id: 'p2', name_tr: 'Pul', name_en: 'Washer', name_es: 'Arandela' },
      ],
      sliders: [{ id: 's1', alt_text: 'Üretim hattı', alt_text_en: 'Production line', alt_text_es: '' }],
      homeStats: stats,
      settings: { iso_quality_text: 'ISO 9001 Belgeli', iso_quality_text_en: '', iso_quality_text_es: '' },
    })
    expect(report.missing).toEqual({ en: 3, es: 6 })
    expect(report.areas.map((area) => [area.area, area.missing, area.link])).toEqual([
      ['products', { en: 1, es: 2 }, '/admin/products?missing=1'],
      ['sliders', { en: 0, es: 1 }, '/admin/sliders?missing=1'],
      ['settings', { en: 1, es: 1 }, '/admin/settings'],
      ['homeStats', { en: 1, es: 2 }, '/admin/home-stats?missing=1'],
    ])
    expect(report.areas[0]?.records).toEqual([
      {
        id: 'p1',
        label: 'Somun',
        link: '/admin/products?edit=p1',
        texts: [
          { field: 'name', langs: ['en', 'es'] },
          { field: 'specs', langs: ['es'] },
        ],
      },
    ])
    expect(report.areas[3]?.records.map((record) => record.link)).toEqual([
      '/admin/home-stats',
      '/admin/home-stats?edit=c1',
    ])
  })

  it('links categories to the categories tab', () => {
    expect(areaLink('categories')).toBe('/admin/products?tab=categories&missing=1')
    expect(recordLink('categories', 'a b')).toBe('/admin/products?tab=categories&edit=a%20b')
    expect(recordLink('about', 'about')).toBe('/admin/about')
  })

  it('links every area to the one admin screen that fixes it', () => {
    const fixing = ADMIN_SCREEN_IDS.flatMap((id) => {
      const screen: AdminScreen = ADMIN_SCREENS[id]
      return Object.keys(screen.areas ?? {})
    })
    expect([...fixing].sort()).toEqual([...TRANSLATION_AREAS].sort())
    expect(areaLink('features')).toBe('/admin/corporate-cards?missing=1')
    expect(areaLink('vocabularies')).toBe('/admin/vocabularies')
  })

  it("counts a product's technical notes and the vocabularies' labels", () => {
    const product = {
      id: 'p1',
      name_tr: 'Somun',
      name_en: 'Nut',
      name_es: 'Tuerca',
      technical: { notes_tr: 'Diş toleransı 6H', notes_en: 'Thread tolerance 6H', notes_es: '' },
    }
    expect(missingTexts(product, PRODUCT_TEXTS)).toEqual([{ field: 'notes', langs: ['es'] }])
    const report = translationReport({
      ...complete,
      vocabularies: {
        finishes: [
          { id: 'zinc-white', label_tr: 'Çinko (beyaz)', label_en: 'Zinc plated (clear)', label_es: '' },
          { id: 'plain', label_tr: 'Kaplamasız', label_en: 'Plain', label_es: 'Sin recubrimiento' },
        ],
      },
    })
    expect(report.areas).toEqual([
      {
        area: 'vocabularies',
        link: '/admin/vocabularies',
        missing: { en: 0, es: 1 },
        records: [
          {
            id: 'finishes:zinc-white',
            label: 'Çinko (beyaz)',
            link: '/admin/vocabularies',
            texts: [{ field: 'label', langs: ['es'] }],
          },
        ],
      },
    ])
  })
})
