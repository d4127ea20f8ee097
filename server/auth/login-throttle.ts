export type ThrottleOptions = {
  maxFailures?: number
  windowMs?: number
  /** Upper bound on remembered addresses, so a flood of addresses cannot exhaust memory. */
  maxEntries?: number
  now?: () => number
}

/**
 * Failed logins per client address, in memory: `maxFailures` failures within `windowMs` block
 * that address until the oldest of them leaves the window. A successful login clears the address.
 */
export class LoginThrottle {
  private readonly failures = new Map<string, number[]>()
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

  /** Seconds the address must wait before trying again, or 0 when it may try now. */
  retryAfterSeconds(key: string): number {
    const recent = this.recent(key)
    if (recent.length < this.maxFailures) return 0
    const oldest = recent[recent.length - this.maxFailures] as number
    return Math.max(1, Math.ceil((oldest + this.windowMs - this.now()) / 1000))
  }

  fail(key: string): void {
    const recent = [...this.recent(key), this.now()].slice(-this.maxFailures)
    this.failures.delete(key)
    if (this.failures.size >= this.maxEntries) this.evict()
    this.failures.set(key, recent)
  }

  succeed(key: string): void {
    this.failures.delete(key)
  }

  get size(): number {
    return this.failures.size
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
