import { type Static, Type } from 'typebox'
import { localized, ShortText } from './common.ts'

/**
 * What contact.json holds: only what is the contact page's own. Phone, e-mail and address are
 * company facts the header, footer and contact page all show, so they live once, in the settings
 * (`company_phone`, `company_email`, `company_address` with its `_en`/`_es` twins).
 */
export const StoredContact = Type.Object(
  {
    ...localized('hours', () => ShortText(500)),
    /** A second address the contact page shows beside the general one (e.g. sales). */
    email2: ShortText(200),
    /** Query for the map embed; the address is used when blank. */
    map_query: ShortText(300),
  },
  { additionalProperties: false },
)
export type StoredContact = Static<typeof StoredContact>

/**
 * The contact record as the spec's answers carry it (GET /api/contact, GET and PUT
 * /api/admin/contact, the contact page's data): the stored record plus `address_*`, `phone_*` and
 * `email_*` filled from the settings. Phone and e-mail are the same in every language.
 */
export const ContactInfo = Type.Object(
  {
    ...localized('address', () => ShortText(1000)),
    ...localized('phone', () => ShortText(1000)),
    ...localized('email', () => ShortText(1000)),
    ...StoredContact.properties,
  },
  { additionalProperties: false },
)
export type ContactInfo = Static<typeof ContactInfo>

/**
 * The body of PUT /api/admin/contact: keys left out keep their stored value. `address_*`,
 * `phone_*` and `email_*` are written into the settings (see saveContact).
 */
export const ContactInput = Type.Partial(ContactInfo, { additionalProperties: false })
export type ContactInput = Static<typeof ContactInput>
