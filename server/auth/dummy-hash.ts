import { randomBytes } from 'node:crypto'
import { hashPassword } from './passwords.ts'

let dummy: Promise<string> | undefined

/**
 * A real argon2id hash of a random password nobody knows. Logins for an unknown user are checked
 * against it, so they cost the same time as a wrong password and reveal no user names.
 */
export function dummyPasswordHash(): Promise<string> {
  dummy ??= hashPassword(randomBytes(24).toString('base64url')).catch((error: unknown) => {
    // Not cached when the password gate was full: the next login computes it again.
    dummy = undefined
    throw error
  })
  return dummy
}
