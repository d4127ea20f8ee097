import { setTimeout as sleep } from 'node:timers/promises'

/** Where the purger reports: Fastify's logger fits. */
export interface PurgeLog {
  info(object: object, message: string): void
  warn(object: object, message: string): void
  error(object: object, message: string): void
}

export interface EdgePurgeTiming {
  /** A burst of writes is one ban: it goes once no write came for this long... */
  quietMs: number
  /** ...or this long after the burst's first write, whichever is sooner. */
  maxWaitMs: number
  /**
   * A second ban this long after the last one: an answer the cache was fetching while the write landed was made
   * from the old content and is stored after the first ban, which bans only what was stored before it.
   */
  settleMs: number
  /** Tries per ban, the first retry after retryBaseMs, each later one twice as late; timeoutMs per try. */
  attempts: number
  retryBaseMs: number
  timeoutMs: number
}

export const EDGE_PURGE_TIMING: EdgePurgeTiming = {
  quietMs: 200,
  maxWaitMs: 1_000,
  settleMs: 1_000,
  attempts: 6,
  retryBaseMs: 500,
  timeoutMs: 5_000,
}

/**
 * Tells the shared caches in front (CDN_PURGE_URLS) that content changed, by an HTTP `BAN /` to each, which
 * docs/varnish.vcl takes as "drop every answer that is not immutable". Dropping all pages and public JSON is the
 * right measure of what changed: every page lists products or settings, and the app's own page cache is emptied
 * by every content write too (004), while /assets, /uploads and versioned drawings never change under a URL.
 *
 * `request()` only notes the write: the ban is sent later, off the write's path, so a slow or absent cache never
 * slows or fails a save. Bursts are coalesced, failures retried with backoff up to a bound and logged, and no
 * timer or request keeps the process alive (close() aborts what is in flight).
 */
export class EdgePurger {
  private readonly closing = new AbortController()
  private readonly targets: PurgeTarget[]

  constructor(baseUrls: readonly string[], log: PurgeLog, timing: EdgePurgeTiming = EDGE_PURGE_TIMING) {
    this.targets = baseUrls.map((base) => new PurgeTarget(base, log, timing, this.closing.signal))
  }

  /** Called after a content write (or at start: a new build changes every page's asset names). */
  request(): void {
    if (this.closing.signal.aborted) return
    for (const target of this.targets) target.request()
  }

  async close(): Promise<void> {
    this.closing.abort()
    await Promise.all(this.targets.map((target) => target.idle()))
  }
}

/** One cache: at most one ban in flight, and a note of writes that came after it started. */
class PurgeTarget {
  /** When the first write not yet covered by a ban landed, and the latest; null when all are covered. */
  private firstWriteAt: number | null = null
  private lastWriteAt = 0
  private running: Promise<void> | null = null

  constructor(
    private readonly base: string,
    private readonly log: PurgeLog,
    private readonly timing: EdgePurgeTiming,
    private readonly closing: AbortSignal,
  ) {}

  request(): void {
    const now = Date.now()
    this.firstWriteAt ??= now
    this.lastWriteAt = now
    this.start()
  }

  private start(): void {
    if (this.running || this.closing.aborted) return
    // The loop starts on a later turn of the event loop, never inside the write that called request(): its first
    // fetch() loads Node's HTTP client, tens of milliseconds a write must not wait for.
    this.running = this.wait(0)
      .then(() => this.run())
      .catch((error: unknown) => {
        if (!this.closing.aborted) this.log.error({ err: error, cache: this.base }, 'edge purge stopped')
      })
      .finally(() => {
        this.running = null
        // A write noted between the loop's last look and here.
        if (this.firstWriteAt !== null) this.start()
      })
  }

  async idle(): Promise<void> {
    await this.running
  }

  private async run(): Promise<void> {
    const { quietMs, maxWaitMs, settleMs } = this.timing
    while (this.firstWriteAt !== null && !this.closing.aborted) {
      let due = Math.min(this.lastWriteAt + quietMs, this.firstWriteAt + maxWaitMs)
      while (Date.now() < due) {
        await this.wait(due - Date.now())
        due = Math.min(this.lastWriteAt + quietMs, this.firstWriteAt + maxWaitMs)
      }
      await this.ban('content written')
      await this.wait(settleMs)
      // A write meanwhile starts the next round, whose ban covers this one's settling too.
      if (this.firstWriteAt === null) await this.ban('settling')
    }
  }

  /** Sends `BAN /` until the cache takes it (2xx) or the tries run out; never throws but on close. */
  private async ban(reason: string): Promise<void> {
    const { attempts, retryBaseMs, timeoutMs } = this.timing
    for (let attempt = 1; attempt <= attempts; attempt++) {
      // This try covers every write made so far: later ones start a new round.
      this.firstWriteAt = null
      let failure: string
      try {
        const answer = await fetch(`${this.base}/`, {
          method: 'BAN',
          signal: AbortSignal.any([this.closing, AbortSignal.timeout(timeoutMs)]),
        })
        await answer.body?.cancel()
        if (answer.ok) {
          this.log.info({ cache: this.base, reason, attempt }, 'edge cache purged')
          return
        }
        failure = `answered ${answer.status}`
      } catch (error) {
        if (this.closing.aborted) throw error
        failure = error instanceof Error ? `${error.name}: ${error.message}` : String(error)
      }
      if (attempt === attempts) {
        this.log.error({ cache: this.base, reason, attempts, failure }, 'edge purge failed; gave up')
        return
      }
      const delayMs = retryBaseMs * 2 ** (attempt - 1)
      this.log.warn({ cache: this.base, reason, attempt, failure, retryInMs: delayMs }, 'edge purge failed')
      await this.wait(delayMs)
    }
  }

  private wait(ms: number): Promise<void> {
    return sleep(ms, undefined, { signal: this.closing, ref: false })
  }
}
