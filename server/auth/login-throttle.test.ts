import { describe, expect, it } from 'vitest'
import { LoginThrottle } from './login-throttle.ts'

function clock(start = 1_000_000) {
  const state = { now: start }
  return { state, now: () => state.now }
}

describe('LoginThrottle', () => {
  it('blocks after 5 failures in 15 minutes until the oldest leaves the window', () => {
    const time = clock()
    const throttle = new LoginThrottle({ now: time.now })
    for (let i = 0; i < 4; i++) {
      throttle.fail('1.2.3.4')
      time.state.now += 60_000
    }
    expect(throttle.retryAfterSeconds('1.2.3.4')).toBe(0)
    throttle.fail('1.2.3.4')
    // Oldest failure was 4 minutes ago: 11 minutes to wait.
    expect(throttle.retryAfterSeconds('1.2.3.4')).toBe(11 * 60)
    expect(throttle.retryAfterSeconds('5.6.7.8')).toBe(0)
    time.state.now += 11 * 60_000
    expect(throttle.retryAfterSeconds('1.2.3.4')).toBe(0)
  })

  it('forgets an address after a successful login', () => {
    const throttle = new LoginThrottle()
    for (let i = 0; i < 5; i++) throttle.fail('a')
    expect(throttle.retryAfterSeconds('a')).toBeGreaterThan(0)
    throttle.succeed('a')
    expect(throttle.retryAfterSeconds('a')).toBe(0)
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
