import enCommon from '../../shared/i18n/locales/en/common.json'
import esCommon from '../../shared/i18n/locales/es/common.json'
import trCommon from '../../shared/i18n/locales/tr/common.json'
import {
  VOCABULARY_KINDS,
  emptyTechnical,
  type Technical,
  type Term,
  type Vocabularies,
} from '../../shared/schemas/technical.ts'
import type { TSchema } from 'typebox'
import { LANGS } from '../../shared/i18n.ts'
import { textFields } from '../../shared/schemas/field-meta.ts'
import { Product } from '../../shared/schemas/product.ts'
import { Slider } from '../../shared/schemas/slider.ts'
import { TEXT_SETTING_KEYS } from '../../shared/settings-text.ts'
import { fieldKey } from '../../shared/translations.ts'
import { STANDARDS_BY_ID, findStandard, isSizeKey, lengthOfStandards } from '../../shared/standards/index.ts'
import { freeLinesField, SPEC_LIST_FIELDS } from '../../shared/spec-lists.ts'
import { derivedTexts, type TechnicalSource } from '../../shared/technical-text.ts'

/*
 * Steps that bring data files of earlier releases (before the translated fields, before the technical data, before
 * a technical field was added) to the current shape. Each only adds what is missing or moves what the old shape
 * held, leaves anything it does not recognise as it is (the schema check then refuses a broken file), and changes
 * nothing on a file already in the current shape, so running it on every start is safe.
 */

type Bag = Record<string, unknown>

const isBag = (value: unknown): value is Bag =>
  value !== null && typeof value === 'object' && !Array.isArray(value)

/** Sets `bag[key]` to `value` only when the key is absent. */
function addMissing(bag: Bag, key: string, value: unknown): void {
  if (!(key in bag)) bag[key] = value
}

/** Sets `bag[key]` to `value` when the stored text is blank (or absent) and `value` is not. */
function fillBlank(bag: Bag, key: string, value: unknown): void {
  const current = bag[key]
  const blank = current === undefined || (typeof current === 'string' && current.trim() === '')
  if (blank && typeof value === 'string' && value.trim() !== '') bag[key] = value
}

/** The footer's description before it became a setting: the locale text it showed then. */
const FOOTER_DESCRIPTION = {
  footer_description: trCommon['footer.description'],
  footer_description_en: enCommon['footer.description'],
  footer_description_es: esCommon['footer.description'],
}

/**
 * settings.json: the English and Spanish twins of the word settings (blank: Turkish shows until
 * they are filled) and the footer description (the locale text the footer showed before). The
 * contact facts an old contact.json held (`legacyContact`, read before that file is upgraded) fill
 * the settings where those are blank: the address in its three languages, phone and e-mail.
 */
export function upgradeSettings(raw: unknown, legacyContact: unknown): unknown {
  if (!isBag(raw)) return raw
  const settings = { ...raw }
  for (const [key, text] of Object.entries(FOOTER_DESCRIPTION)) addMissing(settings, key, text)
  for (const key of TEXT_SETTING_KEYS) {
    addMissing(settings, `${key}_en`, '')
    addMissing(settings, `${key}_es`, '')
  }
  if (isBag(legacyContact)) {
    fillBlank(settings, 'company_address', legacyContact.address_tr)
    fillBlank(settings, 'company_address_en', legacyContact.address_en)
    fillBlank(settings, 'company_address_es', legacyContact.address_es)
    fillBlank(settings, 'company_phone', legacyContact.phone_tr)
    fillBlank(settings, 'company_email', legacyContact.email_tr)
  }
  return settings
}

/** The contact facts contact.json no longer holds (they live in the settings now). */
const MOVED_CONTACT_KEYS = ['tr', 'en', 'es'].flatMap((lang) =>
  ['address', 'phone', 'email'].map((base) => `${base}_${lang}`),
)

/** contact.json: drops address, phone and e-mail (upgradeSettings has copied them first). */
export function upgradeContact(raw: unknown): unknown {
  if (!isBag(raw)) return raw
  return Object.fromEntries(Object.entries(raw).filter(([key]) => !MOVED_CONTACT_KEYS.includes(key)))
}

/** Applies `step` to every record of a stored list; anything else is left for the schema check. */
const eachRecord =
  (step: (record: Bag) => void) =>
  (raw: unknown): unknown => {
    if (!Array.isArray(raw)) return raw
    return raw.map((item: unknown) => {
      if (!isBag(item)) return item
      const record = { ...item }
      step(record)
      return record
    })
  }

/**
 * The translatable texts its schema marks (shared/schemas/field-meta.ts) that a record lacks: a translation starts
 * blank (a list: empty) and the Turkish text shows until it is filled; a text the file has in no language was added
 * since the file was written and starts blank in all three. A record with translations but no Turkish text is
 * broken, not old: it is left for the schema check to refuse.
 */
function addMissingTexts(record: Bag, schema: TSchema): void {
  for (const field of textFields(schema)) {
    if (field.within !== undefined) continue
    const keys = LANGS.map((lang) => fieldKey(field, lang))
    const blank = field.list ? [] : ''
    if (keys.every((key) => !(key in record))) for (const key of keys) record[key] = blank
    else for (const key of keys.slice(1)) addMissing(record, key, blank)
  }
}

/** sliders.json: blank English and Spanish alt texts (the Turkish one shows until filled). */
export const upgradeSliders = eachRecord((slider) => addMissingTexts(slider, Slider))

/** Old spec lines that name only property classes: "Kalite / Grade 8.8 – 10.9 · A2-70", "Kalite / Grade 8 · 10". */
const CLASS_LINE = /^Kalite \/ Grade (.+)$/

function termByText(terms: readonly Term[], text: string): Term | undefined {
  const wanted = text.trim().toLocaleLowerCase('tr')
  return terms.find((term) => term.id === wanted || term.label_tr.toLocaleLowerCase('tr') === wanted)
}

const stringsOf = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : []

/** The same line of a translated list, when that list has a line for every Turkish one. */
const twin = (list: string[], turkish: string[], index: number) =>
  list.length === turkish.length ? (list[index] ?? '') : ''

/**
 * What a product of the free-text era says that can be read without guessing: standard numbers in its name or spec
 * lines (findStandard), property classes when every one is a known term, applications whose Turkish text is a
 * sector's label. Every other line (thread and length ranges too: the size table starts empty, so they stay
 * readable as notes until the admin fills it) goes to the notes, in English and Spanish from the translated lists
 * where those have the same lines.
 */
export function technicalFromText(product: Bag, vocabularies: Vocabularies): Technical {
  const technical = emptyTechnical()
  const notes = { tr: [] as string[], en: [] as string[], es: [] as string[] }
  const addStandard = (text: string) => {
    const standard = findStandard(text)
    if (standard && !technical.standards.includes(standard.id)) technical.standards.push(standard.id)
    return standard !== undefined
  }
  const name = typeof product.name_tr === 'string' ? product.name_tr : ''
  for (const match of name.matchAll(/\b(?:DIN|ISO)\s*\d{2,5}\b/gi)) addStandard(match[0])
  const specs = stringsOf(product.specs)
  const specsEn = stringsOf(product.specs_en)
  const specsEs = stringsOf(product.specs_es)
  specs.forEach((line, index) => {
    if (addStandard(line)) return
    const classes = CLASS_LINE.exec(line)?.[1]?.split(/\s*[·–,/]\s*/) ?? []
    const terms = classes.map((text) => termByText(vocabularies.classes, text))
    if (classes.length > 0 && terms.every((term) => term !== undefined)) {
      for (const term of terms) if (!technical.classes.includes(term.id)) technical.classes.push(term.id)
      return
    }
    notes.tr.push(line)
    notes.en.push(twin(specsEn, specs, index))
    notes.es.push(twin(specsEs, specs, index))
  })
  const applications = stringsOf(product.applications)
  applications.forEach((text, index) => {
    const sector = termByText(vocabularies.sectors, text)
    if (sector) {
      if (!technical.sectors.includes(sector.id)) technical.sectors.push(sector.id)
      return
    }
    notes.tr.push(text)
    notes.en.push(twin(stringsOf(product.applications_en), applications, index))
    notes.es.push(twin(stringsOf(product.applications_es), applications, index))
  })
  technical.notes_tr = notes.tr.join('\n')
  // A translation with a gap would shift lines against the Turkish ones: then it is left blank (Turkish shows).
  technical.notes_en = notes.en.includes('') ? '' : notes.en.join('\n')
  technical.notes_es = notes.es.includes('') ? '' : notes.es.join('\n')
  return technical
}

/**
 * Size rows written before lengths kept to their standard: a row whose length the product's standards do not define
 * becomes a special length (what a write now asks for such a row) instead of making the product unloadable or
 * unsavable. A row already marked, or inside its standard, is left as it is, so this changes nothing a second time.
 */
function markSpecialLengths(product: Bag): void {
  const technical = product.technical
  if (!isBag(technical) || !Array.isArray(technical.standards) || !Array.isArray(product.sizes)) return
  const ids = technical.standards.filter((id): id is string => typeof id === 'string')
  const standards = ids.flatMap((id) => STANDARDS_BY_ID.get(id) ?? [])
  product.sizes = product.sizes.map((row: unknown) => {
    if (!isBag(row) || row.special === true || typeof row.size !== 'string' || !isSizeKey(row.size))
      return row
    const length = typeof row.length === 'number' ? row.length : null
    // Every start reads every row: the answer per standards + size + length is worked out once.
    const key = `${ids.join(',')}|${row.size}|${length ?? ''}`
    let inside = KEPT_LENGTHS.get(key)
    if (inside === undefined) {
      inside = lengthOfStandards(standards, row.size, length)
      KEPT_LENGTHS.set(key, inside)
    }
    return inside ? row : { ...row, special: true }
  })
}

/** markSpecialLengths' answers: a few hundred keys at most (standards x sizes x lengths in use). */
const KEPT_LENGTHS = new Map<string, boolean>()

/**
 * One product (a record of products.jsonl, or of products.json, the whole-array file of earlier releases): one
 * without technical data gets what its old text says (technicalFromText) and an empty size table; then its spec
 * lines and applications are derived again from its technical data and the vocabularies. On a record already in
 * the current shape that changes nothing, unless a write of the vocabularies was interrupted before the products
 * were re-derived: then this start finishes it. Returns a new record; anything but a record is left as it is.
 */
export function upgradeProduct(raw: unknown, vocabularies: Vocabularies): unknown {
  if (!isBag(raw)) return raw
  const product = { ...raw }
  addMissingTexts(product, Product)
  if (!isBag(product.technical)) product.technical = technicalFromText(product, vocabularies)
  // A field added to the registry since the file was written starts empty.
  else product.technical = { ...emptyTechnical(), ...product.technical }
  addMissing(product, 'sizes', [])
  markSpecialLengths(product)
  for (const field of SPEC_LIST_FIELDS) addMissing(product, freeLinesField(field), [])
  try {
    Object.assign(product, derivedTexts(product as unknown as TechnicalSource, vocabularies))
  } catch {
    // A technical record of another shape: left as it is for the schema check to refuse.
  }
  return product
}

/**
 * vocabularies.json: a vocabulary added since the file was written (a new technical field's) starts with the terms
 * the demo seed gives it; a file written before terms had synonyms (no term has the field) gives the seed's
 * synonyms to the terms of the seed's ids, so the search finds "inox" on an older site too. The admin's own terms
 * and labels are left as they are.
 */
export function upgradeVocabularies(raw: unknown, seeded: () => Vocabularies): unknown {
  if (!isBag(raw)) return raw
  const missing = VOCABULARY_KINDS.filter((kind) => !(kind in raw))
  const lists = Object.values(raw).filter(Array.isArray)
  const beforeSynonyms = !lists.some((terms) => terms.some((term) => isBag(term) && 'synonyms' in term))
  // The seed is made only when there is something to take from it: a file in the current shape costs nothing.
  if (missing.length === 0 && !beforeSynonyms) return raw
  const seed = seeded()
  const upgraded: Record<string, unknown> = { ...raw }
  for (const kind of missing) upgraded[kind] = seed[kind]
  if (beforeSynonyms) {
    for (const kind of VOCABULARY_KINDS) {
      const terms = upgraded[kind]
      if (missing.includes(kind) || !Array.isArray(terms)) continue
      const synonyms = new Map(seed[kind].map((term) => [term.id, term.synonyms]))
      upgraded[kind] = terms.map((term: unknown) => {
        const given = isBag(term) && typeof term.id === 'string' ? synonyms.get(term.id) : undefined
        return given ? { ...(term as object), synonyms: given } : term
      })
    }
  }
  return upgraded
}

/**
 * Accounts before the team's roles (issue 22) had the one role `admin`: that account becomes an owner, so the
 * upgrade leaves the company with the same powers it had.
 */
export function upgradeUsers(raw: unknown): unknown {
  if (!Array.isArray(raw)) return raw
  for (const user of raw as unknown[]) {
    if (user && typeof user === 'object' && (user as Bag).role === 'admin') (user as Bag).role = 'owner'
  }
  return raw
}
