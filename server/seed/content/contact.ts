import type { StoredContact } from '../../../shared/schemas/contact.ts'
import { company } from './company.ts'

/** The contact page's own record; its phone, e-mail and address are the settings' (company.ts). */
export const contact: StoredContact = {
  hours_tr: 'Pazartesi - Cuma: 08:30 - 18:30, Cumartesi: 08:30 - 15:30, Pazar: Kapalı',
  hours_en: 'Monday - Friday: 08:30 - 18:30, Saturday: 08:30 - 15:30, Sunday: Closed',
  hours_es: 'Lunes a viernes: 08:30 - 18:30, Sábados: 08:30 - 15:30, Domingos: Cerrado',
  email2: company.salesEmail,
  map_query: company.address.tr,
}
