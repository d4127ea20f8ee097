/** Thrown when too many uncached renders are already waiting: answer 503 with Retry-After. */
export class BusyError extends Error {
  readonly statusCode = 503
  constructor() {
    super('too many uncached renders waiting')
  }
}

/** Seconds a refused client is asked to wait. */
export const BUSY_RETRY_AFTER_S = 2

/**
 * Bounds the uncached renders (pages, public JSON, datasheets) that may be under way or waiting: every render goes
 * through it. A render is synchronous work on the one thread, so each one starts on its own turn of the event loop
 * (setImmediate): between two renders Node reads the sockets and answers cached pages, and a flood cannot hold the
 * loop for the length of its whole queue. Two lanes wait for a slot: the site's own pages (`priority`, a bounded
 * set whose misses follow content writes) go first and wait in a longer queue; anything a visitor can invent
 * waits behind them. Beyond `concurrency` started plus a lane's queue, `run` throws BusyError at once (cheap).
 */
export class RenderGate {
  private active = 0
  private readonly waiting: (() => void)[] = []
  private readonly waitingFirst: (() => void)[] = []

  constructor(
    readonly concurrency = 2,
    readonly queue = 16,
    readonly priorityQueue = 64,
  ) {}

  async run<T>(task: () => Promise<T> | T, priority = false): Promise<T> {
    const lane = priority ? this.waitingFirst : this.waiting
    if (this.active < this.concurrency) {
      this.active++
      await new Promise<void>((resolve) => setImmediate(resolve))
    } else if (lane.length < (priority ? this.priorityQueue : this.queue)) {
      // The slot is handed over by release(), already on a later turn of the loop.
      await new Promise<void>((resolve) => lane.push(resolve))
    } else {
      throw new BusyError()
    }
    try {
      return await task()
    } finally {
      this.release()
    }
  }

  get size(): { active: number; waiting: number } {
    return { active: this.active, waiting: this.waiting.length + this.waitingFirst.length }
  }

  private release(): void {
    const next = this.waitingFirst.shift() ?? this.waiting.shift()
    if (next) setImmediate(next)
    else this.active--
  }
}
