/** Thrown when the gate is full: the caller answers 503 with Retry-After instead of waiting. */
export class WorkGateFullError extends Error {
  constructor() {
    super('too much password work queued')
    this.name = 'WorkGateFullError'
  }
}

/**
 * Runs at most `limit` tasks at a time and lets at most `maxQueued` more wait; beyond that it
 * refuses at once. argon2 runs on libuv's thread pool (4 threads), which static files and every
 * other fs call share: a login burst must never occupy more than `limit` of those threads, and
 * must not pile up an unbounded queue of requests either.
 */
export class WorkGate {
  private running = 0
  private readonly waiting: (() => void)[] = []

  constructor(
    private readonly limit: number,
    private readonly maxQueued: number,
  ) {}

  async run<T>(task: () => Promise<T>): Promise<T> {
    if (this.running < this.limit) this.running++
    else if (this.waiting.length >= this.maxQueued) throw new WorkGateFullError()
    // The finishing task hands its slot straight to the next waiter (running stays the same).
    else await new Promise<void>((resolve) => this.waiting.push(resolve))
    try {
      return await task()
    } finally {
      const next = this.waiting.shift()
      if (next) next()
      else this.running--
    }
  }

  get active(): number {
    return this.running
  }

  get queued(): number {
    return this.waiting.length
  }
}
