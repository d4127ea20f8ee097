import { type Static, Type } from 'typebox'
import { QUOTE_LINE_TEXT_MAX, QUOTE_QUANTITY } from '../quote-items.ts'
import { StringEnum } from './common.ts'

/*
 * The quote desk (issue 22): a request's status, owner and timeline, and the priced quotation the buyer accepts
 * or declines online. One place for these shapes; server/desk/ and the admin's inbox read them.
 */

/**
 * `new -> in_progress -> quoted -> won | lost`, or `spam`. The spec-era `handled` follows the status: a request
 * is handled once it was answered or closed (`quoted`, `won`, `lost`, `spam`).
 */
export const SUBMISSION_STATUSES = ['new', 'in_progress', 'quoted', 'won', 'lost', 'spam'] as const
export type SubmissionStatus = (typeof SUBMISSION_STATUSES)[number]
export const OPEN_STATUSES: readonly SubmissionStatus[] = ['new', 'in_progress']

export function isHandledStatus(status: SubmissionStatus): boolean {
  return !OPEN_STATUSES.includes(status)
}

/** The site promises an answer within 24 hours: an open request is overdue after it. */
export const ANSWER_WITHIN_HOURS = 24

/** Longest internal note, in characters. */
export const NOTE_MAX = 4000

export const NoteInput = Type.Object(
  { text: Type.String({ minLength: 1, maxLength: NOTE_MAX }) },
  { additionalProperties: false },
)
export type NoteInput = Static<typeof NoteInput>

export const TIMELINE_KINDS = ['created', 'status', 'assignee', 'note', 'mail', 'quotation'] as const
export type TimelineKind = (typeof TIMELINE_KINDS)[number]

/**
 * One event of a request's timeline, append-only. `by` is an admin's username, `system` (the outbox) or `buyer`
 * (the buyer's page). What the fields hold per kind:
 * - `status`, `assignee`: `from` and `to` (an empty string: nobody);
 * - `note`: `text`;
 * - `mail`: `detail` is the mail (`delivery`, `acknowledgement`, `quotation`, `acceptance`), `to` its state
 *   (`sent`, `failed`), `text` the error;
 * - `quotation`: `to` is what happened (`saved`, `sent`, `accepted`, `declined`), `text` the buyer's name and
 *   order number or reason.
 */
export const TimelineEvent = Type.Object(
  {
    at: Type.String(),
    by: Type.String({ maxLength: 64 }),
    kind: StringEnum(TIMELINE_KINDS),
    from: Type.Optional(Type.String({ maxLength: 64 })),
    to: Type.Optional(Type.String({ maxLength: 64 })),
    detail: Type.Optional(Type.String({ maxLength: 64 })),
    text: Type.Optional(Type.String({ maxLength: NOTE_MAX })),
  },
  { additionalProperties: false },
)
export type TimelineEvent = Static<typeof TimelineEvent>

export const CURRENCIES = ['TRY', 'EUR', 'USD'] as const
export type Currency = (typeof CURRENCIES)[number]
/** A unit price is per 1, 100 or 1000 pieces (fasteners are priced per hundred or thousand). */
export const PRICE_PER = [1, 100, 1000] as const

/**
 * One priced line: `item` indexes the request's lines (its product and quantity), or a free line with its own
 * `text` and `quantity`. `quantity` on an item line overrides the requested quantity.
 */
export const QuotationLine = Type.Object(
  {
    item: Type.Optional(Type.Integer({ minimum: 0, maximum: 199 })),
    text: Type.Optional(Type.String({ minLength: 1, maxLength: QUOTE_LINE_TEXT_MAX })),
    quantity: Type.Optional(Type.Integer({ minimum: QUOTE_QUANTITY.min, maximum: QUOTE_QUANTITY.max })),
    unit_price: Type.Number({ minimum: 0, maximum: 1e9 }),
    // Written out: a mapped array would type `per` as never.
    per: Type.Union([Type.Literal(PRICE_PER[0]), Type.Literal(PRICE_PER[1]), Type.Literal(PRICE_PER[2])]),
  },
  { additionalProperties: false },
)
export type QuotationLine = Static<typeof QuotationLine>

/** `PUT /api/admin/submissions/:id/quotation`. */
export const QuotationInput = Type.Object(
  {
    currency: StringEnum(CURRENCIES),
    valid_until: Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' }),
    delivery: Type.String({ maxLength: 500 }),
    terms: Type.String({ maxLength: 2000 }),
    lines: Type.Array(QuotationLine, { minItems: 1, maxItems: 200 }),
    note: Type.String({ maxLength: 2000 }),
  },
  { additionalProperties: false },
)
export type QuotationInput = Static<typeof QuotationInput>

export const QUOTATION_STATES = ['draft', 'sent', 'accepted', 'declined'] as const
export type QuotationState = (typeof QUOTATION_STATES)[number]

/** What the inbox shows of a request's quotation without reading it (kept with the request's state). */
export const QuotationSummary = Type.Object(
  {
    state: StringEnum(QUOTATION_STATES),
    currency: StringEnum(CURRENCIES),
    /** The sum of the lines' amounts, in the currency (two decimals). */
    total: Type.Number(),
    valid_until: Type.String(),
    updated_at: Type.String(),
    sent_at: Type.Optional(Type.String()),
    answered_at: Type.Optional(Type.String()),
  },
  { additionalProperties: false },
)
export type QuotationSummary = Static<typeof QuotationSummary>

/** `POST /api/quotations/<token>/accept`. */
export const AcceptInput = Type.Object(
  {
    name: Type.String({ minLength: 1, maxLength: 200 }),
    po_number: Type.Optional(Type.String({ maxLength: 100 })),
  },
  { additionalProperties: false },
)
/** `POST /api/quotations/<token>/decline`. */
export const DeclineInput = Type.Object(
  { reason: Type.Optional(Type.String({ maxLength: 2000 })) },
  { additionalProperties: false },
)
