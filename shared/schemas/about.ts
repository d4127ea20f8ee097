import { type Static, Type } from 'typebox'
import { Id, LongText, localized, ShortText } from './common.ts'

export const About = Type.Object(
  {
    id: Id,
    ...localized('aboutText', () => LongText(5000)),
    ...localized('companyDescription1', () => LongText(5000)),
    ...localized('companyDescription2', () => LongText(5000)),
    ...localized('companyDescription3', () => LongText(5000)),
    ...localized('mission', () => LongText(3000)),
    ...localized('vision', () => LongText(3000)),
    ...localized('commitmentTitle', () => ShortText(200)),
    ...localized('commitmentStatement', () => LongText(3000)),
  },
  { additionalProperties: false },
)
export type About = Static<typeof About>

/**
 * The body of PUT /api/admin/about/:id: every text (the form sends all of them; one left out
 * keeps its value). The id is optional and ignored: the URL's id counts.
 */
export const AboutInput = Type.Object(
  { ...Type.Partial(About).properties, id: Type.Optional(About.properties.id) },
  { additionalProperties: false },
)
export type AboutInput = Static<typeof AboutInput>
