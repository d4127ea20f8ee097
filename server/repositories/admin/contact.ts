import type { ContactInput } from '../../../shared/schemas/contact.ts'
import type { Settings } from '../../../shared/schemas/settings.ts'
import type { Stores } from '../../store/collections.ts'
import { contactInfo } from '../contact.ts'

type Lang = 'tr' | 'en' | 'es'
const LANGS: Lang[] = ['tr', 'en', 'es']

/**
 * The one phone (or e-mail) among the per-language values a contact form sent: the first that
 * differs from the stored one (Turkish first), so a form that shows three fields and changes one
 * saves that one; undefined when none was sent.
 */
function singleFact(input: ContactInput, base: 'phone' | 'email', current: string): string | undefined {
  const sent = LANGS.map((lang) => input[`${base}_${lang}`]).filter((value) => value !== undefined)
  if (sent.length === 0) return undefined
  return sent.find((value) => value !== current) ?? current
}

/**
 * PUT /api/admin/contact: address, phone and e-mail go to the settings (their one source, which the
 * header, footer, contact page and search engines read); hours, second e-mail and map query stay
 * in contact.json. Keys left out keep their value. Answers the record as GET does.
 */
export async function saveContact(stores: Stores, input: ContactInput) {
  const { address_tr, address_en, address_es, hours_tr, hours_en, hours_es, email2, map_query } = input
  const own = Object.fromEntries(
    Object.entries({ hours_tr, hours_en, hours_es, email2, map_query }).filter(([, v]) => v !== undefined),
  )
  const addresses = {
    company_address: address_tr,
    company_address_en: address_en,
    company_address_es: address_es,
  }
  const facts = Object.entries(addresses).filter(([, v]) => v !== undefined) as [keyof Settings, string][]
  const factKeys = LANGS.flatMap((lang) => [`phone_${lang}`, `email_${lang}`] as const)
  if (facts.length > 0 || factKeys.some((key) => input[key] !== undefined)) {
    await stores.settings.update((settings) => {
      for (const [key, value] of facts) settings[key] = value
      settings.company_phone = singleFact(input, 'phone', settings.company_phone) ?? settings.company_phone
      settings.company_email = singleFact(input, 'email', settings.company_email) ?? settings.company_email
    })
  }
  if (Object.keys(own).length > 0) {
    await stores.contact.update((contact) => {
      Object.assign(contact, own)
    })
  }
  return contactInfo(stores)
}
