import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { LANGS } from '../../../shared/i18n.ts'
import { seedContent } from './index.ts'

/*
 * Wording a Spanish reader sees: the quote is a "presupuesto" (an "oferta" reads as a sales offer), in the
 * locale files, the demo content and the legal pages; and the opening hours start each day group with a
 * capital in every language, alike.
 */

const root = join(import.meta.dirname, '../../..')

/** Every string under keys ending in `_es` (the seed's Spanish texts), at any depth. */
function spanishTexts(value: unknown, spanish = false): string[] {
  if (typeof value === 'string') return spanish ? [value] : []
  if (Array.isArray(value)) return value.flatMap((item) => spanishTexts(item, spanish))
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, item]) => spanishTexts(item, spanish || key.endsWith('_es')))
  }
  return []
}

function filesIn(folder: string, ending: string): string[] {
  return readdirSync(join(root, folder))
    .filter((name) => name.endsWith(ending))
    .map((name) => readFileSync(join(root, folder, name), 'utf8'))
}

describe('Spanish wording', () => {
  it('calls the quote a presupuesto, never an oferta', () => {
    const locales = filesIn('shared/i18n/locales/es', '.json').flatMap((text) =>
      Object.values(JSON.parse(text) as Record<string, string>),
    )
    const seed = spanishTexts(seedContent())
    const legal = filesIn('client/site/pages/legal/content/es', '.ts')
    expect(seed.length).toBeGreaterThan(100)
    for (const text of [...locales, ...seed, ...legal]) expect(text).not.toMatch(/\boferta/i)
    expect(locales).toContain('Solicitar presupuesto')
  })

  it('starts every day group of the opening hours with a capital, alike in every language', () => {
    const { contact } = seedContent()
    for (const lang of LANGS) {
      const groups = contact[`hours_${lang}`].split(/,\s*/)
      expect(groups.length, lang).toBe(3)
      for (const group of groups) {
        // The days and, after the colon, a word such as "Closed" (times begin with a digit).
        for (const word of group.split(/:\s*/).filter((part) => /^\p{L}/u.test(part))) {
          expect(word.charAt(0), `${lang}: ${group}`).toBe(word.charAt(0).toLocaleUpperCase(lang))
        }
      }
    }
  })
})
