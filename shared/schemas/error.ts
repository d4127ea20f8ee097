import { type Static, Type } from 'typebox'

/**
 * Every refusal the JSON API answers, public and admin alike. `error` is the text a person may
 * be shown (Turkish in the admin API, the visitor's language on the contact and quote forms);
 * `message` is an optional technical detail for logs and debugging that screens never show.
 * docs/admin-api.md and the public forms fix the `{ success: false, error }` part.
 */
export const ErrorReply = Type.Object({
  success: Type.Literal(false),
  error: Type.String(),
  message: Type.Optional(Type.String()),
})
export type ErrorReply = Static<typeof ErrorReply>

export function errorReply(error: string, message?: string): ErrorReply {
  return message === undefined ? { success: false, error } : { success: false, error, message }
}
