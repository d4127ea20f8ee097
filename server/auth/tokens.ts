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
