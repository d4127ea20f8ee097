import { type Static, Type } from 'typebox'
import { Id, StringEnum } from './common.ts'

export const SUBMISSION_KINDS = ['contact', 'quote'] as const
export const DELIVERY_STATES = ['waiting', 'sent', 'failed'] as const

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
    handled: Type.Boolean(),
  },
  { additionalProperties: false },
)
export type Submission = Static<typeof Submission>
