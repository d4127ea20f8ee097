import { describe, expect, it } from 'vitest'
import { LoginThrottle } from './login-throttle.ts'

function clock(start = 1_000_000) {
  const state = { now: start }
  return { state, now: () => state.now }
}

/** One whole attempt that ends with `outcome`; returns whether it was let through. */
function tryOnce(throttle: LoginThrottle, key: string, outcome: 'success' | 'failure' = 'failure') {
  const attempt = throttle.begin(key)
  if (attempt.allowed) attempt.finish(outcome)
  return attempt.allowed
}

describe('LoginThrottle', () => {
  it('blocks after 5 failures in 15 minutes until the oldest leaves the window', () => {
    const time = clock()
    const throttle = new LoginThrottle({ now: time.now })
    for (let i = 0; i < 4; i++) {
      expect(tryOnce(throttle, '1.2.3.4')).toBe(true)
      time.state.now += 60_000
    }
    expect(throttle.retryAfterSeconds('1.2.3.4')).toBe(0)
    expect(tryOnce(throttle, '1.2.3.4')).toBe(true)
    // Oldest failure was 4 minutes ago: 11 minutes to wait.
    expect(throttle.begin('1.2.3.4')).toEqual({
      allowed: false,
      reason: 'blocked',
      retryAfterSeconds: 11 * 60,
    })
    expect(throttle.retryAfterSeconds('5.6.7.8')).toBe(0)
    time.state.now += 11 * 60_000
    expect(throttle.retryAfterSeconds('1.2.3.4')).toBe(0)
  })

  it('counts an attempt before its check: a parallel burst gets at most one check and 5 counts', () => {
    const throttle = new LoginThrottle()
    const first = throttle.begin('a')
    expect(first.allowed).toBe(true)
    const rest = Array.from({ length: 150 }, () => throttle.begin('a'))
    expect(rest.filter((attempt) => attempt.allowed)).toHaveLength(0)
    expect(rest.slice(0, 4).every((attempt) => !attempt.allowed && attempt.reason === 'busy')).toBe(true)
    expect(rest.slice(4).every((attempt) => !attempt.allowed && attempt.reason === 'blocked')).toBe(true)
    if (first.allowed) first.finish('failure')
    // Even the right password now waits for the window.
    expect(throttle.begin('a').allowed).toBe(false)
    expect(throttle.retryAfterSeconds('a')).toBeGreaterThan(14 * 60)
  })

  it('forgets an address after a successful login', () => {
    const throttle = new LoginThrottle()
    for (let i = 0; i < 4; i++) tryOnce(throttle, 'a')
    expect(tryOnce(throttle, 'a', 'success')).toBe(true)
    expect(throttle.size).toBe(0)
    for (let i = 0; i < 4; i++) expect(tryOnce(throttle, 'a')).toBe(true)
  })

  it('does not count an attempt the server could not check', () => {
    const throttle = new LoginThrottle()
    for (let i = 0; i < 4; i++) tryOnce(throttle, 'a')
    const unchecked = throttle.begin('a')
    if (unchecked.allowed) unchecked.finish('unchecked')
    expect(throttle.retryAfterSeconds('a')).toBe(0)
    expect(tryOnce(throttle, 'a', 'success')).toBe(true)
  })

  it('stays bounded: expired addresses go first, then the oldest', () => {
    const time = clock()
    const throttle = new LoginThrottle({ maxEntries: 3, now: time.now })
    throttle.fail('old')
    time.state.now += 16 * 60_000
    throttle.fail('b')
    throttle.fail('c')
    throttle.fail('d')
    expect(throttle.size).toBe(3)
    for (let i = 0; i < 5; i++) throttle.fail('e')
    expect(throttle.size).toBe(3)
    expect(throttle.retryAfterSeconds('e')).toBeGreaterThan(0)
  })
})
