import type { Server } from 'node:http'
import type { Socket } from 'node:net'

/** How long nothing new must arrive before a shutdown stops accepting connections. */
const QUIET_MS = 150
/** A connection that sent no request for this long is an idle one (a browser's preconnect), not one to wait for. */
const SILENT_MS = 500

const afterPoll = () => new Promise<void>((resolve) => setImmediate(resolve))
const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))

/**
 * Watches what reaches `server` so a shutdown can stop accepting at a quiet moment, without dropping what was
 * already sent: connections still in the kernel's listen queue are reset when the server stops listening, and
 * Node's `close()` destroys every connection without a request under way, including one accepted a moment ago
 * whose request is still unread. `untilQuiet` resolves once no connection or request arrived for 150 ms and every
 * connection accepted in the last 500 ms has sent its request (or once `maxMs` has passed).
 */
export function watchArrivals(server: Server): { untilQuiet: (maxMs: number) => Promise<void> } {
  let lastArrival = 0
  // Connections accepted whose first request has not been read yet, with the time they were accepted.
  const unread = new Map<Socket, number>()
  server.on('connection', (socket: Socket) => {
    lastArrival = Date.now()
    unread.set(socket, lastArrival)
    socket.once('close', () => unread.delete(socket))
  })
  server.on('request', (request: { socket: Socket }) => {
    lastArrival = Date.now()
    unread.delete(request.socket)
  })

  const waitingFor = (now: number) => [...unread.values()].some((accepted) => now - accepted < SILENT_MS)

  async function untilQuiet(maxMs: number): Promise<void> {
    const deadline = Date.now() + maxMs
    for (;;) {
      // A timer runs before the loop polls the sockets: after a long task it would see an arrival time from
      // before that task while connections wait to be accepted. Checking after the poll phase counts them.
      await afterPoll()
      const now = Date.now()
      if (now >= deadline || (now - lastArrival >= QUIET_MS && !waitingFor(now))) return
      await sleep(25)
    }
  }
  return { untilQuiet }
}
