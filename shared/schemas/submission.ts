import { type Static, type TInteger, Type } from 'typebox'
import { MAX_QUOTE_ITEMS } from '../quote-items.ts'
import { Id, StringEnum } from './common.ts'
import { QuotationSummary, SUBMISSION_STATUSES } from './desk.ts'
import { StoredQuoteItem } from './quote-item.ts'

export const SUBMISSION_KINDS = ['contact', 'quote'] as const
export const DELIVERY_STATES = ['waiting', 'sent', 'failed'] as const
/** The buyer's acknowledgement: like a delivery, or `capped` when the address had its day's acknowledgements. */
export const ACKNOWLEDGEMENT_STATES = [...DELIVERY_STATES, 'capped'] as const
/** Most acknowledgements one address receives in 24 hours: the form cannot be used to mail-bomb someone. */
export const ACKNOWLEDGEMENTS_PER_DAY = 3

export const StoredAttachment = Type.Object(
  {
    /** Server-chosen file name under UPLOADS_DIR/private/submissions/<submission id>/. */
    stored_name: Type.String({ maxLength: 100 }),
    /** The visitor's file name, for display and the mail only. */
    original_name: Type.String({ maxLength: 255 }),
    size: Type.Integer({ minimum: 0 }),
    mime: Type.String({ maxLength: 100 }),
  },
  { additionalProperties: false },
)
export type StoredAttachment = Static<typeof StoredAttachment>

/** A contact message or quote request as stored (inbox), with its mail delivery state. */
export const Submission = Type.Object(
  {
    id: Id,
    kind: StringEnum(SUBMISSION_KINDS),
    created_at: Type.String(),
    lang: Type.String({ maxLength: 5 }),
    /** The form fields exactly as sent (contact: name, email, company, phone, subject, message; quote: its fields). */
    fields: Type.Record(Type.String({ maxLength: 40 }), Type.String({ maxLength: 10_000 })),
    attachments: Type.Array(StoredAttachment, { maxItems: 5 }),
    delivery: Type.Object(
      {
        state: StringEnum(DELIVERY_STATES),
        attempts: Type.Integer({ minimum: 0 }),
        last_error: Type.String({ maxLength: 1000 }),
        next_attempt_at: Type.String(),
        sent_at: Type.String(),
      },
      { additionalProperties: false },
    ),
    /**
     * A quote's reference (`Q-2026-00042`): the year and a number counted up per year, never reused. A label the
     * buyer and sales quote; no route takes it, so knowing it opens nothing.
     */
    reference: Type.Optional(Type.String({ maxLength: 20 })),
    /** A quote's lines (the quote list); absent on a request sent with the spec's single-product form. */
    items: Type.Optional(Type.Array(StoredQuoteItem, { maxItems: MAX_QUOTE_ITEMS })),
    /** The mail to the buyer that the request arrived (quotes only; absent on records from before it existed). */
    acknowledgement: Type.Optional(
      Type.Object(
        {
          state: StringEnum(ACKNOWLEDGEMENT_STATES),
          attempts: Type.Integer({ minimum: 0 }),
          last_error: Type.String({ maxLength: 1000 }),
          next_attempt_at: Type.String(),
          sent_at: Type.String(),
        },
        { additionalProperties: false },
      ),
    ),
    /** The desk's status (shared/schemas/desk.ts); `handled` follows it. */
    status: StringEnum(SUBMISSION_STATUSES),
    /** The sales person or owner answering it (a username); absent: nobody yet. */
    assignee: Type.Optional(Type.String({ maxLength: 64 })),
    /** When the 24-hour answer is due (created_at + 24 h). */
    due_at: Type.String(),
    /** The priced quotation's state and total, once one was saved. */
    quotation: Type.Optional(QuotationSummary),
    handled: Type.Boolean(),
    /** When the admin marked it handled: the retention period of its attachments counts from here. */
    handled_at: Type.Optional(Type.String()),
    /** Set when the retention period removed its attachments (the list is then empty). */
    attachments_removed_at: Type.Optional(Type.String()),
  },
  { additionalProperties: false },
)
export type Submission = Static<typeof Submission>

/** Inbox filters the admin can combine (all optional). */
export const SubmissionQuery = Type.Object(
  {
    kind: Type.Optional(StringEnum(SUBMISSION_KINDS)),
    handled: Type.Optional(Type.Boolean()),
    delivery: Type.Optional(StringEnum(DELIVERY_STATES)),
    /** Words found in the reference, name, e-mail, company, phone, subject or product (case-insensitive). */
    q: Type.Optional(Type.String({ maxLength: 200 })),
    status: Type.Optional(StringEnum(SUBMISSION_STATUSES)),
    /** A username, `me` (the admin asking) or `-` (nobody yet). */
    assignee: Type.Optional(Type.String({ minLength: 1, maxLength: 64 })),
    /** true: open requests past their due time only; false: every other one. */
    overdue: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
)
export type SubmissionQuery = Static<typeof SubmissionQuery>

/**
 * The inbox's orders: `due` (the default) puts open overdue requests first, most overdue first, then every other
 * one newest first; `newest` is newest first throughout.
 */
export const SUBMISSION_ORDERS = ['due', 'newest'] as const

/** One page of the inbox; `next_cursor` asks for the page after it. */
export const SubmissionPageQuery = Type.Object(
  {
    ...SubmissionQuery.properties,
    order: Type.Optional(StringEnum(SUBMISSION_ORDERS)),
    limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 200, default: 50 })),
    cursor: Type.Optional(Type.String({ maxLength: 200 })),
  },
  { additionalProperties: false },
)
export const SubmissionCounts = Type.Object({
  all: Type.Integer({ minimum: 0 }),
  unhandled: Type.Integer({ minimum: 0 }),
  contact: Type.Integer({ minimum: 0 }),
  quote: Type.Integer({ minimum: 0 }),
  /** Requests per desk status, for the inbox's filter chips. */
  status: Type.Object(
    Object.fromEntries(SUBMISSION_STATUSES.map((status) => [status, Type.Integer({ minimum: 0 })])) as Record<
      (typeof SUBMISSION_STATUSES)[number],
      TInteger
    >,
  ),
  /** Open requests past their due time. */
  overdue: Type.Integer({ minimum: 0 }),
  /** Requests given to the admin asking. */
  mine: Type.Integer({ minimum: 0 }),
})
export const SubmissionPage = Type.Object({
  items: Type.Array(Submission),
  /** How many submissions match the filters (all pages). */
  total: Type.Integer({ minimum: 0 }),
  next_cursor: Type.Union([Type.String(), Type.Null()]),
  counts: SubmissionCounts,
})
export type SubmissionPage = Static<typeof SubmissionPage>
export type SubmissionCounts = Static<typeof SubmissionCounts>
