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
 * Bounds the uncached renders (pages, public JSON) that may be under way or waiting. A render
 * is synchronous work on the one thread, so each one starts on its own turn of the event loop
 * (setImmediate): between two renders Node reads the sockets and answers cached pages, and a
 * flood of distinct searches cannot hold the loop for the length of its whole queue. Beyond
 * `concurrency` started plus `queue` waiting, `run` throws BusyError at once (cheap to refuse).
 */
export class RenderGate {
  private active = 0
  private readonly waiting: (() => void)[] = []

  constructor(
    readonly concurrency = 2,
    readonly queue = 16,
  ) {}

  async run<T>(task: () => Promise<T> | T): Promise<T> {
    if (this.active < this.concurrency) {
      this.active++
      await new Promise<void>((resolve) => setImmediate(resolve))
    } else if (this.waiting.length < this.queue) {
      // The slot is handed over by release(), already on a later turn of the loop.
      await new Promise<void>((resolve) => this.waiting.push(resolve))
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
    return { active: this.active, waiting: this.waiting.length }
  }

  private release(): void {
    const next = this.waiting.shift()
    if (next) setImmediate(next)
    else this.active--
  }
}
