import type * as Argon2 from '@node-rs/argon2'
import { WorkGate } from './work-gate.ts'

export { WorkGateFullError as PasswordWorkBusyError } from './work-gate.ts'

// OWASP's argon2id baseline (19 MiB, 2 passes): slow enough for attackers, ~30 ms here.
// algorithm 2 is Algorithm.Argon2id (a const enum, which isolated modules cannot import).
const OPTIONS = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const

/**
 * Every hash and verify of the process goes through this gate: 2 at a time leaves libuv's other
 * threads to static files and data writes; 8 more may wait (~150 ms), the rest are refused
 * (PasswordWorkBusyError) rather than queued behind an attacker's burst.
 */
export const passwordWork = new WorkGate(2, 8)

/** The native argon2 library, loaded by the first hash or verify rather than by every start (~25 ms on Node 20). */
let argon2: Promise<typeof Argon2> | undefined
const library = () => (argon2 ??= import('@node-rs/argon2'))

export function hashPassword(password: string): Promise<string> {
  return passwordWork.run(async () => (await library()).hash(password, OPTIONS))
}

/** False for a wrong password or a malformed hash; throws PasswordWorkBusyError when the gate is full. */
export function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  return passwordWork.run(async () => {
    const { verify } = await library()
    try {
      return await verify(passwordHash, password)
    } catch {
      return false
    }
  })
}
