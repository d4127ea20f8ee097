/**
 * Watches the event loop from now on: `stop()` ends the watch and answers the longest time, in milliseconds, the
 * loop was held meanwhile (what a visitor's request arriving then would have waited), seen by a 1 ms timer.
 */
export function watchLoop(): { stop: () => number } {
  let longest = 0
  let last = performance.now()
  const timer = setInterval(() => {
    const now = performance.now()
    longest = Math.max(longest, now - last)
    last = now
  }, 1)
  return {
    stop: () => {
      clearInterval(timer)
      return longest
    },
  }
}

/** How long `work` holds the loop, done at once on this thread: what a test compares the sliced way with. */
export function heldMs(work: () => unknown): number {
  const started = performance.now()
  work()
  return performance.now() - started
}
