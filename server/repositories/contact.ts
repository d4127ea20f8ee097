import type { ContactInfo } from '../../shared/schemas/contact.ts'
import type { Stores } from '../store/collections.ts'

/**
 * The contact record as the spec's answers carry it: contact.json's own fields (hours, second
 * e-mail, map query) with address, phone and e-mail from the settings, their one source. The
 * address keeps a blank translation blank (readers fall back to Turkish, like every `_en` field);
 * phone and e-mail are the same in every language.
 */
export function contactInfo(stores: Stores): ContactInfo {
  const settings = stores.settings.data
  return {
    address_tr: settings.company_address,
    address_en: settings.company_address_en,
    address_es: settings.company_address_es,
    phone_tr: settings.company_phone,
    phone_en: settings.company_phone,
    phone_es: settings.company_phone,
    email_tr: settings.company_email,
    email_en: settings.company_email,
    email_es: settings.company_email,
    ...stores.contact.data,
  }
}
