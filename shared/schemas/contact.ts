import { type Static, Type } from 'typebox'
import { localized, ShortText } from './common.ts'

/**
 * Contact page record. The contact page shows two e-mail addresses, so a second
 * address (`email2`, e.g. sales) sits beside the per-language general one.
 */
export const ContactInfo = Type.Object(
  {
    ...localized('address', () => ShortText(500)),
    ...localized('phone', () => ShortText(100)),
    ...localized('email', () => ShortText(200)),
    ...localized('hours', () => ShortText(500)),
    email2: ShortText(200),
    /** Query for the map embed; the address is used when blank. */
    map_query: ShortText(300),
  },
  { additionalProperties: false },
)
export type ContactInfo = Static<typeof ContactInfo>

/** The body of PUT /api/admin/contact: keys left out keep their stored value. */
export const ContactInput = Type.Partial(ContactInfo, { additionalProperties: false })
export type ContactInput = Static<typeof ContactInput>
