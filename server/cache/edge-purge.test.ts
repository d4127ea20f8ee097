import { type AddressInfo, createServer, type Socket } from 'node:net'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { EdgePurger, type EdgePurgeTiming, type PurgeLog } from './edge-purge.ts'

/**
 * Short times, same shape. A try's timeout stays long but in the test of timeouts: on a loaded machine the first
 * fetch() of a process (which loads Node's HTTP client) can take longer than a short timeout, and a try that times
 * out after the cache took it is a second ban, which these tests would count.
 */
const TIMING: EdgePurgeTiming = {
  quietMs: 40,
  maxWaitMs: 150,
  settleMs: 150,
  attempts: 4,
  retryBaseMs: 30,
  timeoutMs: 10_000,
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/**
 * Waits for what the purger logs rather than for its planned time: timers fire late on a loaded machine, which
 * only lengthens the gaps these tests measure from below.
 */
const until = (done: () => boolean) =>
  vi.waitFor(() => expect(done()).toBe(true), { timeout: 15_000, interval: 10 })
const logged = (lines: { level: string }[], level: string) =>
  lines.filter((line) => line.level === level).length

/**
 * A real HTTP/1.1 server standing for the cache, on a bare socket: Node's HTTP parser refuses methods it does not
 * know (BAN among them) with a 400 before any handler sees them. Records each request line; `answer` gives the
 * status to send, or null to hold the request open.
 */
async function recordingCache(answer: (index: number) => number | null = () => 200) {
  const seen: { method: string; url: string; at: number }[] = []
  const sockets = new Set<Socket>()
  const server = createServer((socket) => {
    sockets.add(socket)
    socket.on('close', () => sockets.delete(socket))
    let buffered = ''
    socket.on('data', (chunk) => {
      buffered += chunk.toString('latin1')
      let end
      while ((end = buffered.indexOf('\r\n\r\n')) !== -1) {
        const [method = '', url = ''] = buffered.slice(0, buffered.indexOf('\r\n')).split(' ')
        buffered = buffered.slice(end + 4)
        seen.push({ method, url, at: Date.now() })
        const status = answer(seen.length - 1)
        if (status !== null) socket.write(`HTTP/1.1 ${status} X\r\ncontent-length: 0\r\n\r\n`)
      }
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  cleanups.push(
    () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy()
        server.close(() => resolve())
      }),
  )
  return { base, seen }
}

function recordingLog() {
  const lines: { level: string; message: string; object: object }[] = []
  const at =
    (level: string) =>
    (object: object, message: string): void =>
      void lines.push({ level, message, object })
  const log: PurgeLog = { info: at('info'), warn: at('warn'), error: at('error') }
  return { log, lines }
}

const cleanups: (() => Promise<void>)[] = []
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup()
})

function purgerFor(bases: string[], log: PurgeLog, timing = TIMING) {
  const purger = new EdgePurger(bases, log, timing)
  cleanups.push(() => purger.close())
  return purger
}

describe('EdgePurger', () => {
  it('bans everything on each cache once the write settles, then once more for answers made meanwhile', async () => {
    const first = await recordingCache()
    const second = await recordingCache()
    const { log, lines } = recordingLog()
    const purger = purgerFor([first.base, second.base], log)
    const wroteAt = Date.now()
    purger.request()
    await until(() => logged(lines, 'info') >= 4)
    // Time for a third ban to show, were one sent.
    await sleep(TIMING.settleMs + 100)
    for (const cache of [first, second]) {
      expect(cache.seen.map(({ method, url }) => `${method} ${url}`)).toEqual(['BAN /', 'BAN /'])
      expect(cache.seen[0]!.at - wroteAt).toBeGreaterThanOrEqual(TIMING.quietMs - 5)
      expect(cache.seen[1]!.at - cache.seen[0]!.at).toBeGreaterThanOrEqual(TIMING.settleMs - 5)
    }
    expect(lines.filter((line) => line.level === 'info')).toHaveLength(4)
  })

  it('coalesces a burst of 100 writes into a handful of bans', async () => {
    const cache = await recordingCache()
    const purger = purgerFor([cache.base], recordingLog().log)
    for (let write = 0; write < 100; write++) {
      purger.request()
      await sleep(5)
    }
    await sleep(TIMING.maxWaitMs + TIMING.settleMs + 200)
    // 100 writes over ~0.6 s: one ban per maxWait while they keep coming, one after them, one settling.
    expect(cache.seen.length).toBeGreaterThanOrEqual(2)
    expect(cache.seen.length).toBeLessThanOrEqual(8)
    expect(cache.seen.every(({ method }) => method === 'BAN')).toBe(true)
  })

  it('retries failed and timed-out bans with growing delays, logging each failure', async () => {
    // Refused, then never answered (the try times out), then taken.
    const cache = await recordingCache((index) => (index === 0 ? 503 : index === 1 ? null : 200))
    const { log, lines } = recordingLog()
    // A timeout short enough to wait for, long enough that an answered try does not time out on a loaded machine.
    const timing = { ...TIMING, timeoutMs: 1_000 }
    const purger = purgerFor([cache.base], log, timing)
    purger.request()
    await until(() => cache.seen.length >= 3 && logged(lines, 'info') >= 1)
    const gaps = [cache.seen[1]!.at - cache.seen[0]!.at, cache.seen[2]!.at - cache.seen[1]!.at]
    expect(gaps[0]).toBeGreaterThanOrEqual(timing.retryBaseMs - 5)
    expect(gaps[1]).toBeGreaterThanOrEqual(timing.timeoutMs + 2 * timing.retryBaseMs - 5)
    const warnings = lines.filter((line) => line.level === 'warn')
    expect(warnings.map((line) => (line.object as { failure: string }).failure)).toEqual([
      'answered 503',
      expect.stringMatching(/TimeoutError|abort/i),
    ])
    expect(lines.some((line) => line.level === 'info' && line.message === 'edge cache purged')).toBe(true)
  })

  it('gives up after the last try, logged, and still bans after the next write', async () => {
    let refusing = true
    const cache = await recordingCache(() => (refusing ? 500 : 200))
    const { log, lines } = recordingLog()
    const timing = { ...TIMING, attempts: 3 }
    const purger = purgerFor([cache.base], log, timing)
    purger.request()
    await until(() => logged(lines, 'error') >= 1)
    await sleep(timing.retryBaseMs * 4)
    expect(cache.seen).toHaveLength(3)
    expect(logged(lines, 'error')).toBe(1)
    refusing = false
    purger.request()
    await until(() => logged(lines, 'info') >= 1)
    expect(cache.seen.length).toBeGreaterThan(3)
  })

  it('never makes the write wait, and close() ends a ban in flight at once', async () => {
    const cache = await recordingCache(() => null) // holds every request open
    const purger = new EdgePurger([cache.base], recordingLog().log, {
      ...TIMING,
      quietMs: 0,
      timeoutMs: 60_000,
    })
    // Nothing of the ban runs inside request(), even with no quiet time: its fetch() starts on a later turn.
    const fetches = vi.spyOn(globalThis, 'fetch')
    try {
      purger.request()
      expect(fetches).not.toHaveBeenCalled()
      await until(() => cache.seen.length === 1)
      expect(fetches).toHaveBeenCalledTimes(1)
    } finally {
      fetches.mockRestore()
    }
    // The try would wait 60 s for the held answer; close() aborts it.
    const closing = performance.now()
    await purger.close()
    expect(performance.now() - closing).toBeLessThan(1_000)
    purger.request()
    await sleep(50)
    expect(cache.seen).toHaveLength(1)
  })
})
