import { type Static, Type } from 'typebox'
import {
  MAX_QUOTE_ITEMS,
  QUOTE_CHECKS,
  QUOTE_CHOICES,
  QUOTE_LINE_TEXT_MAX,
  QUOTE_PASTE_MAX,
  QUOTE_QUANTITY,
  type QuoteCheck,
} from '../quote-items.ts'
import { LANGS } from '../i18n.ts'
import { StringEnum } from './common.ts'
import { Slug } from './category.ts'
import { LENGTH_LIMITS, TermId } from './technical.ts'

/*
 * The schemas of a quote line (shared/quote-items.ts says what each field means). The server checks a posted line
 * field by field itself (server/quote/quote-lines.ts), so a refusal names the line in the visitor's language;
 * these describe the answers and the stored record.
 */

const choices = Object.fromEntries(QUOTE_CHOICES.map((choice) => [choice, Type.Optional(TermId)])) as Record<
  (typeof QUOTE_CHOICES)[number],
  ReturnType<typeof Type.Optional<typeof TermId>>
>

const LineText = Type.String({ minLength: 1, maxLength: QUOTE_LINE_TEXT_MAX })

export const QuoteItem = Type.Object(
  {
    product: Type.Optional(Slug),
    size: Type.Optional(Type.String({ minLength: 1, maxLength: 20 })),
    length: Type.Optional(Type.Number({ minimum: LENGTH_LIMITS.min, maximum: LENGTH_LIMITS.max })),
    ...choices,
    quantity: Type.Integer({ minimum: QUOTE_QUANTITY.min, maximum: QUOTE_QUANTITY.max }),
    note: Type.Optional(LineText),
    text: Type.Optional(LineText),
  },
  { additionalProperties: false },
)

/**
 * A line as stored with the request: what the buyer sent, plus the product's Turkish name and main standard at that
 * moment, so the inbox still says what was asked for after the product is renamed or removed.
 */
export const StoredQuoteItem = Type.Object(
  {
    ...QuoteItem.properties,
    name: Type.Optional(Type.String({ maxLength: 300 })),
    standard: Type.Optional(Type.String({ maxLength: 60 })),
  },
  { additionalProperties: false },
)
export type StoredQuoteItem = Static<typeof StoredQuoteItem>

const Labels = Type.Object({
  product: Type.Optional(Type.String()),
  standard: Type.Optional(Type.String()),
  ...(Object.fromEntries(QUOTE_CHOICES.map((choice) => [choice, Type.Optional(Type.String())])) as Record<
    (typeof QUOTE_CHOICES)[number],
    ReturnType<typeof Type.Optional<ReturnType<typeof Type.String>>>
  >),
})

/** A line with what it shows in the page's language, its product page, and what is wrong with it now (if anything). */
export const DescribedQuoteItem = Type.Object({
  ...QuoteItem.properties,
  labels: Labels,
  url: Type.Optional(Type.String()),
  /** Why the line cannot be sent as it is (the product is no longer offered, the size is not made), in the page's language. */
  problem: Type.Optional(Type.String()),
})

/** A pasted line as read: the line itself, and the fields the buyer should check (all when nothing matched). */
export const ParsedQuoteItem = Type.Object({
  ...DescribedQuoteItem.properties,
  source: Type.String(),
  // Unsafe only for the static type: the list is built from the registry, so TypeScript cannot see it as a tuple.
  check: Type.Array(Type.Unsafe<QuoteCheck>(StringEnum(QUOTE_CHECKS as readonly string[]))),
})

export const QuoteParseBody = Type.Object(
  { text: Type.String({ maxLength: QUOTE_PASTE_MAX }), lang: Type.Optional(StringEnum(LANGS)) },
  { additionalProperties: false },
)
export const QuoteParseReply = Type.Object({
  items: Type.Array(ParsedQuoteItem, { maxItems: MAX_QUOTE_ITEMS }),
})

/** The browser's list, to be shown in the page's language and checked against today's catalogue. */
export const QuoteDescribeBody = Type.Object(
  {
    items: Type.Array(Type.Unknown(), { maxItems: MAX_QUOTE_ITEMS }),
    lang: Type.Optional(StringEnum(LANGS)),
  },
  { additionalProperties: false },
)
export const QuoteDescribeReply = Type.Object({
  items: Type.Array(DescribedQuoteItem, { maxItems: MAX_QUOTE_ITEMS }),
})

export type DescribedQuoteItem = Static<typeof DescribedQuoteItem>
export type ParsedQuoteItem = Static<typeof ParsedQuoteItem>
