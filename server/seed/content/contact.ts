import type { ContactInfo } from '../../../shared/schemas/contact.ts'
import { company } from './company.ts'

export const contact: ContactInfo = {
  address_tr: company.address.tr,
  address_en: company.address.en,
  address_es: company.address.es,
  phone_tr: company.phone,
  phone_en: company.phone,
  phone_es: company.phone,
  email_tr: company.email,
  email_en: company.email,
  email_es: company.email,
  hours_tr: 'Pazartesi - Cuma: 08:30 - 18:30, Cumartesi: 08:30 - 15:30, Pazar: Kapalı',
  hours_en: 'Monday - Friday: 08:30 - 18:30, Saturday: 08:30 - 15:30, Sunday: Closed',
  hours_es: 'Lunes a viernes: 08:30 - 18:30, sábados: 08:30 - 15:30, domingos: cerrado',
  email2: company.salesEmail,
  map_query: company.address.tr,
}
