import { type Static, Type } from 'typebox'
import { LANGS } from '../i18n.ts'
import { StringEnum } from './common.ts'
import { SUGGESTION_QUERY_MAX } from '../search-suggestions.ts'

/** What the header's search box may ask: a short text, and the language it is read in (default tr). */
export const SuggestionQuery = Type.Object(
  {
    q: Type.String({ maxLength: SUGGESTION_QUERY_MAX }),
    lang: Type.Optional(StringEnum(LANGS)),
  },
  { additionalProperties: false },
)

/**
 * One suggestion: what the option shows (`label`, and `detail` beside it: a product's standard, a standard's title)
 * and the page it opens; a size counts the products made in it.
 */
const Suggestion = Type.Object({
  label: Type.String(),
  detail: Type.String(),
  url: Type.String(),
  count: Type.Optional(Type.Integer({ minimum: 0 })),
})
export type Suggestion = Static<typeof Suggestion>

/** The type-ahead's answer, a group per kind (shared/search-suggestions.ts lists them in order), each at most a few entries (empty groups are left out by the box). */
export const SuggestionReply = Type.Object({
  products: Type.Array(Suggestion),
  standards: Type.Array(Suggestion),
  sizes: Type.Array(Suggestion),
})
export type SuggestionReply = Static<typeof SuggestionReply>
