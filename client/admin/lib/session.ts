import { useMemo, useSyncExternalStore } from 'react'
import { isRole } from '../../../shared/roles.ts'
import type { PublicUser } from '../../../shared/schemas/user.ts'

/** The one storage key every admin screen reads (docs/admin-api.md). */
export const SESSION_KEY = 'admin-session'
/** Set after a forced logout so the login screen can say why the user is back there. */
const EXPIRED_FLAG = 'admin-session-expired'

export type AdminSession = { token: string; user: PublicUser }

/**
 * What the browser knows about the session: `unknown` on the server and during hydration (the
 * token lives only in the browser), `none`, `invalid` (unparseable or expired: must log out) or
 * `active`.
 */
export type SessionState =
  | { status: 'unknown' }
  | { status: 'none' }
  | { status: 'invalid' }
  | { status: 'active'; session: AdminSession }

const listeners = new Set<() => void>()

function notify(): void {
  for (const listener of listeners) listener()
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener)
  window.addEventListener('storage', listener)
  return () => {
    listeners.delete(listener)
    window.removeEventListener('storage', listener)
  }
}

function readRaw(): string | null {
  try {
    return window.localStorage.getItem(SESSION_KEY)
  } catch {
    return null
  }
}

/** Seconds since the epoch at which a JWT expires, or null when it cannot be read. */
export function tokenExpiry(token: string): number | null {
  const payload = token.split('.')[1]
  if (!payload) return null
  try {
    const json = atob(payload.replace(/-/g, '+').replace(/_/g, '/'))
    const claims = JSON.parse(json) as { exp?: unknown }
    return typeof claims.exp === 'number' ? claims.exp : null
  } catch {
    return null
  }
}

export function parseSession(raw: string | null | undefined, now = Date.now()): SessionState {
  if (raw === undefined) return { status: 'unknown' }
  if (raw === null) return { status: 'none' }
  try {
    const value = JSON.parse(raw) as Partial<AdminSession> | null
    const user = value?.user
    if (
      typeof value?.token !== 'string' ||
      typeof user?.username !== 'string' ||
      // A session of an earlier release (role `admin`) logs in again and gets its role of today.
      !isRole(user.role)
    ) {
      return { status: 'invalid' }
    }
    const exp = tokenExpiry(value.token)
    if (exp === null || exp * 1000 <= now) return { status: 'invalid' }
    return {
      status: 'active',
      session: { token: value.token, user: { username: user.username, role: user.role } },
    }
  } catch {
    return { status: 'invalid' }
  }
}

/** The session as React state; `unknown` until hydration is over, so server and client markup match. */
export function useSessionState(): SessionState {
  const raw = useSyncExternalStore<string | null | undefined>(subscribe, readRaw, () => undefined)
  return useMemo(() => parseSession(raw), [raw])
}

export function currentToken(): string | null {
  const state = parseSession(readRaw())
  return state.status === 'active' ? state.session.token : null
}

export function saveSession(session: AdminSession): void {
  window.localStorage.setItem(SESSION_KEY, JSON.stringify(session))
  notify()
}

function clearCookies(): void {
  for (const part of document.cookie.split(';')) {
    const name = part.split('=')[0]?.trim()
    if (!name) continue
    document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`
    document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/admin`
  }
}

let leaving = false

/**
 * Logs out completely, so nothing of the session is left on a shared computer: local and session
 * storage and cookies cleared, then the page reloads. Runs once, however many screens notice the
 * expiry at the same moment.
 */
export function endSession({ expired = false }: { expired?: boolean } = {}): void {
  if (leaving) return
  leaving = true
  try {
    window.localStorage.clear()
    window.sessionStorage.clear()
    if (expired) window.sessionStorage.setItem(EXPIRED_FLAG, '1')
  } catch {
    // storage can be unavailable (private mode); the reload still shows the login screen
  }
  clearCookies()
  window.location.reload()
}

let expiredNote: boolean | null = null

/** Reads (once per page load) and forgets the note left by endSession({ expired: true }). */
export function takeExpiredNote(): boolean {
  if (expiredNote !== null) return expiredNote
  try {
    expiredNote = window.sessionStorage.getItem(EXPIRED_FLAG) === '1'
    window.sessionStorage.removeItem(EXPIRED_FLAG)
  } catch {
    expiredNote = false
  }
  return expiredNote
}
