import enCommon from '../../shared/i18n/locales/en/common.json'
import esCommon from '../../shared/i18n/locales/es/common.json'
import trCommon from '../../shared/i18n/locales/tr/common.json'
import { TEXT_SETTING_KEYS } from '../../shared/settings-text.ts'

/*
 * Steps that bring data files written before the translated fields (issue 12) to the current
 * shape. Each only adds what is missing or moves what the old shape held, leaves anything it does
 * not recognise as it is (the schema check then refuses a broken file), and changes nothing on a
 * file already in the current shape, so running it on every start is safe.
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

/** sliders.json: blank English and Spanish alt texts (the Turkish one shows until filled). */
export const upgradeSliders = eachRecord((slider) => {
  addMissing(slider, 'alt_text_en', '')
  addMissing(slider, 'alt_text_es', '')
})

/** products.json: empty English and Spanish spec and application lists (Turkish shows until filled). */
export const upgradeProducts = eachRecord((product) => {
  for (const key of ['specs_en', 'specs_es', 'applications_en', 'applications_es'])
    addMissing(product, key, [])
})
