import { UNEXPECTED_ERROR_TITLE } from './error-title.ts'
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { pickText } from './i18n.ts'
import { foldForSearch, matchesSearch } from './search.ts'

describe('pickText', () => {
  it('uses the language and falls back to Turkish when missing or blank', () => {
    const record = { name_tr: 'Cıvata', name_en: 'Bolt', name_es: '  ' }
    expect(pickText(record, 'name', 'en')).toBe('Bolt')
    expect(pickText(record, 'name', 'es')).toBe('Cıvata')
    expect(pickText({ name_tr: 'Somun' }, 'name', 'en')).toBe('Somun')
    expect(pickText({}, 'name', 'en')).toBe('')
  })
})

describe('Turkish-aware search', () => {
  it('matches I/ı and İ/i in any case', () => {
    expect(matchesSearch('Altı Köşe Başlı Cıvata', 'CIVATA')).toBe(true)
    expect(matchesSearch('Altı Köşe Başlı Cıvata', 'civata')).toBe(true)
    expect(matchesSearch('İnce Pul', 'ince')).toBe(true)
    expect(matchesSearch('Inox washer', 'İNOX')).toBe(true)
    expect(matchesSearch('Somun', 'cıvata')).toBe(false)
    expect(matchesSearch('Somun', '  ')).toBe(true)
    expect(foldForSearch('ŞİŞE')).toBe('sise')
  })
})

const LOCALES = path.resolve('shared/i18n/locales')
const read = (lang: string, file: string) =>
  JSON.parse(readFileSync(path.join(LOCALES, lang, file), 'utf8')) as Record<string, string>

/** The admin panel is Turkish only: its texts are in tr/admin.json and nowhere else. */
const ADMIN_AREA = 'admin.json'

describe('locale files', () => {
  const areas = readdirSync(path.join(LOCALES, 'tr')).sort()
  /** What visitors read: every area but the admin panel's, in every language. */
  const visitorAreas = areas.filter((area) => area !== ADMIN_AREA)
  it('exist for every area visitors read in every language; the admin panel in Turkish only', () => {
    expect(areas).toContain(ADMIN_AREA)
    expect(visitorAreas.length).toBeGreaterThan(0)
    expect(readdirSync(path.join(LOCALES, 'en')).sort()).toEqual(visitorAreas)
    expect(readdirSync(path.join(LOCALES, 'es')).sort()).toEqual(visitorAreas)
  })
  it('have the same ids in every language, none blank, none repeated across areas', () => {
    const seen = new Set<string>()
    for (const area of areas) {
      const ids = Object.keys(read('tr', area)).sort()
      for (const id of ids) {
        expect(seen.has(id), `${id} defined twice`).toBe(false)
        seen.add(id)
      }
      const langs = area === ADMIN_AREA ? ['tr'] : ['tr', 'en', 'es']
      for (const lang of langs) {
        if (lang !== 'tr') expect(Object.keys(read(lang, area)).sort(), `${lang}/${area}`).toEqual(ids)
        for (const [id, value] of Object.entries(read(lang, area)))
          expect(value.trim(), `${lang} ${id}`).not.toBe('')
      }
    }
  })
  it('keep the fixed texts exactly', () => {
    expect(read('tr', 'common.json')['common.loading']).toBe('Yükleniyor...')
    // The 404 title is translated; the English one keeps the spec's words.
    expect(read('en', 'common.json')['notFound.title']).toBe('Oops! Page not found')
    expect(UNEXPECTED_ERROR_TITLE.en).toBe('Unexpected Application Error!')
    // The bare fallback cannot read the locale files; the page-state error says the same words.
    for (const lang of ['tr', 'en', 'es'] as const) {
      expect(read(lang, 'common.json')['error.title']).toBe(UNEXPECTED_ERROR_TITLE[lang])
    }
  })
})

describe('message ids used in the code', () => {
  it('all exist in the Turkish locale files', () => {
    const known = new Set<string>()
    for (const area of readdirSync(path.join(LOCALES, 'tr'))) {
      for (const id of Object.keys(read('tr', area))) known.add(id)
    }
    const used = new Map<string, string>()
    const walk = (dir: string) => {
      for (const entry of readdirSync(dir, { withFileTypes: true })) {
        const full = path.join(dir, entry.name)
        if (entry.isDirectory()) walk(full)
        else if (/\.tsx?$/.test(entry.name) && !entry.name.includes('.test.')) {
          const source = readFileSync(full, 'utf8')
          for (const match of source.matchAll(
            /(?:<FormattedMessage\s+id=|formatMessage\(\{\s*id:\s*)["']([\w.-]+)["']/g,
          )) {
            used.set(match[1]!, full)
          }
        }
      }
    }
    walk(path.resolve('client'))
    expect(used.size).toBeGreaterThan(50)
    const missing = [...used].filter(([id]) => !known.has(id)).map(([id, file]) => `${id} (${file})`)
    expect(missing).toEqual([])
  })
})
