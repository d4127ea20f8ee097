import { createRequire } from 'node:module'
import type * as FastJwt from 'fast-jwt'

/** Admin tokens live 8 hours (README, docs/admin-api.md). */
export const TOKEN_LIFETIME_SECONDS = 8 * 60 * 60
/** Clock difference tolerated for `iat` (tokens are only ever issued by this server). */
const CLOCK_SKEW_SECONDS = 60

export type TokenClaims = { sub: string; role: string; ver: number; iat: number; exp: number }

/** What goes into a new token; `iat` and `exp` are added by the signer. */
export type TokenPayload = Pick<TokenClaims, 'sub' | 'role' | 'ver'>

/**
 * Checks a payload whose signature was already verified: every claim present with its type, not
 * issued in the future, and no lifetime beyond 8 hours (a token minted with a leaked secret and a
 * far `exp` is still refused). `now` is in seconds.
 */
export function checkClaims(payload: unknown, now: number): TokenClaims | null {
  if (!payload || typeof payload !== 'object') return null
  const { sub, role, ver, iat, exp } = payload as Record<string, unknown>
  if (typeof sub !== 'string' || sub.length === 0 || sub.length > 64) return null
  if (typeof role !== 'string' || role.length > 32) return null
  if (typeof ver !== 'number' || !Number.isInteger(ver) || ver < 0) return null
  if (typeof iat !== 'number' || typeof exp !== 'number') return null
  if (!Number.isFinite(iat) || !Number.isFinite(exp)) return null
  if (iat > now + CLOCK_SKEW_SECONDS) return null
  if (exp <= now || exp - iat > TOKEN_LIFETIME_SECONDS) return null
  return { sub, role, ver, iat, exp }
}

/** The token of an `Authorization: Bearer <token>` header, or null. */
export function bearerToken(header: string | undefined): string | null {
  if (!header || header.length > 4096) return null
  return /^Bearer ([A-Za-z0-9_-]+\.[A-Za-z0-9_-]*\.[A-Za-z0-9_-]*)$/.exec(header)?.[1] ?? null
}

/** Signs and verifies the admin tokens: HS256 pinned, 8 hours, every claim required. */
export type TokenKeys = { sign: (payload: TokenPayload) => string; verify: (token: string) => unknown }

const requireHere = createRequire(import.meta.url)

/**
 * The signer and verifier for `secret`, made on the first login or admin request: fast-jwt loads its
 * ASN.1 and ECDSA code whatever the algorithm (~30 ms of a start on Node 20), and a start's first pages
 * need no token. `verify` throws on a bad signature, another algorithm, a missing claim or an expired token.
 */
export function tokenKeys(secret: string): () => TokenKeys {
  let keys: TokenKeys | undefined
  return () => {
    if (keys) return keys
    const { createSigner, createVerifier } = requireHere('fast-jwt') as typeof FastJwt
    const lifetimeMs = TOKEN_LIFETIME_SECONDS * 1000
    keys = {
      sign: createSigner({ key: secret, algorithm: 'HS256', expiresIn: lifetimeMs }),
      verify: createVerifier({
        key: secret,
        algorithms: ['HS256'],
        maxAge: lifetimeMs,
        requiredClaims: ['sub', 'ver', 'iat', 'exp'],
      }),
    }
    return keys
  }
}
