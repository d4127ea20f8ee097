export type ThrottleOptions = {
  maxFailures?: number
  windowMs?: number
  /** Upper bound on remembered addresses, so a flood of addresses cannot exhaust memory. */
  maxEntries?: number
  now?: () => number
}

/** How a started attempt ended: `unchecked` when its password was never checked (server busy). */
export type AttemptOutcome = 'success' | 'failure' | 'unchecked'

export type LoginAttempt =
  | { allowed: true; finish: (outcome: AttemptOutcome) => void }
  | { allowed: false; reason: 'blocked' | 'busy'; retryAfterSeconds: number }

/**
 * Login attempts per client address, in memory. An attempt is counted as a failure BEFORE its
 * password is checked (a success then clears the address), and an address has at most one check
 * in flight: a parallel burst cannot slip many guesses past the count while argon2 is busy. A
 * concurrent attempt is refused at once and counted too (no login form sends two at a time).
 * `maxFailures` counted attempts within `windowMs` block the address until the oldest leaves the window.
 */
export class LoginThrottle {
  private readonly failures = new Map<string, number[]>()
  private readonly inFlight = new Set<string>()
  private readonly maxFailures: number
  private readonly windowMs: number
  private readonly maxEntries: number
  private readonly now: () => number

  constructor(options: ThrottleOptions = {}) {
    this.maxFailures = options.maxFailures ?? 5
    this.windowMs = options.windowMs ?? 15 * 60 * 1000
    this.maxEntries = options.maxEntries ?? 10_000
    this.now = options.now ?? Date.now
  }

  /** Reserves a counted attempt for the address, or says why it may not try now. */
  begin(key: string): LoginAttempt {
    const wait = this.retryAfterSeconds(key)
    if (wait > 0) return { allowed: false, reason: 'blocked', retryAfterSeconds: wait }
    const reserved = this.fail(key)
    if (this.inFlight.has(key)) return { allowed: false, reason: 'busy', retryAfterSeconds: 1 }
    this.inFlight.add(key)
    let finished = false
    return {
      allowed: true,
      finish: (outcome) => {
        if (finished) return
        finished = true
        this.inFlight.delete(key)
        if (outcome === 'success') this.failures.delete(key)
        if (outcome === 'unchecked') this.unreserve(key, reserved)
      },
    }
  }

  /** Seconds the address must wait before trying again, or 0 when it may try now. */
  retryAfterSeconds(key: string): number {
    const recent = this.recent(key)
    if (recent.length < this.maxFailures) return 0
    const oldest = recent[recent.length - this.maxFailures] as number
    return Math.max(1, Math.ceil((oldest + this.windowMs - this.now()) / 1000))
  }

  /** Counts one failed attempt; returns its timestamp. */
  fail(key: string): number {
    const time = this.now()
    const recent = [...this.recent(key), time].slice(-this.maxFailures)
    this.failures.delete(key)
    if (this.failures.size >= this.maxEntries) this.evict()
    this.failures.set(key, recent)
    return time
  }

  get size(): number {
    return this.failures.size
  }

  private unreserve(key: string, time: number): void {
    const times = this.failures.get(key)
    const index = times?.lastIndexOf(time) ?? -1
    if (index >= 0) times?.splice(index, 1)
  }

  private recent(key: string): number[] {
    const since = this.now() - this.windowMs
    return (this.failures.get(key) ?? []).filter((time) => time > since)
  }

  /** Drops expired addresses; if none expired, the least recently failed one (Map keeps insertion order). */
  private evict(): void {
    const since = this.now() - this.windowMs
    for (const [key, times] of this.failures) {
      if ((times[times.length - 1] ?? 0) <= since) this.failures.delete(key)
    }
    if (this.failures.size >= this.maxEntries) {
      const oldest = this.failures.keys().next().value
      if (oldest !== undefined) this.failures.delete(oldest)
    }
  }
}
