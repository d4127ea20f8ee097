import type { ErrorReply } from '../../shared/schemas/error.ts'

/**
 * The text to show from an API answer's body: the `error` of an ErrorReply, otherwise null.
 * Kept apart from the schema so that public pages read errors without loading TypeBox.
 */
export function errorTextOf(body: unknown): string | null {
  if (!body || typeof body !== 'object') return null
  const { success, error } = body as Partial<Record<keyof ErrorReply, unknown>>
  return success === false && typeof error === 'string' && error !== '' ? error : null
}
