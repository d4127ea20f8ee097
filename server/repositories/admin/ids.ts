import { randomBytes } from 'node:crypto'

/** A server-chosen id such as `p-3kT9x0bQ7mZc` (matches the Id schema: URL-safe, short). */
export function newId(prefix: string): string {
  return `${prefix}-${randomBytes(9).toString('base64url')}`
}

export const nowIso = () => new Date().toISOString()
