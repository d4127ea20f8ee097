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
