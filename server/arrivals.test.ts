import http from 'node:http'
import net from 'node:net'
import type { AddressInfo } from 'node:net'
import { describe, expect, it } from 'vitest'
import { watchArrivals } from './arrivals.ts'

/** Sends one complete request on its own connection; resolves to the status line, or null if the connection died. */
function rawRequest(port: number): Promise<string | null> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1', () => {
      socket.write('POST / HTTP/1.1\r\nHost: x\r\nConnection: close\r\nContent-Length: 2\r\n\r\n{}')
    })
    let text = ''
    socket.setEncoding('utf8')
    socket.on('data', (chunk: string) => (text += chunk))
    socket.on('error', () => resolve(null))
    socket.on('close', () => resolve(text ? text.split('\r\n')[0]! : null))
  })
}

describe('watchArrivals', () => {
  it('waits, after a long task, for connections accepted but unread and for those still queued', async () => {
    const server = http.createServer((request, response) => {
      request.resume()
      request.on('end', () => response.end('ok'))
    })
    const arrivals = watchArrivals(server)
    let closed: Promise<void> | null = null
    server.once('connection', () => {
      // The shutdown starts during a long task of the one thread (a render, a large write): by its end, the
      // other connections sit in the listen queue or are accepted with their requests still unread.
      const until = Date.now() + 300
      while (Date.now() < until);
      closed = arrivals.untilQuiet(3_000).then(() => new Promise<void>((done) => server.close(() => done())))
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    const { port } = server.address() as AddressInfo
    const answers = await Promise.all(Array.from({ length: 20 }, () => rawRequest(port)))
    expect(answers).toEqual(Array.from({ length: 20 }, () => 'HTTP/1.1 200 OK'))
    await closed
  })

  it('does not wait for a connection that sends nothing (a preconnect) beyond a moment', async () => {
    const server = http.createServer((_request, response) => response.end('ok'))
    const arrivals = watchArrivals(server)
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    const { port } = server.address() as AddressInfo
    const idle = net.connect(port, '127.0.0.1')
    await new Promise((resolve) => server.once('connection', resolve))
    const started = performance.now()
    await arrivals.untilQuiet(3_000)
    const waited = performance.now() - started
    expect(waited).toBeGreaterThanOrEqual(400)
    expect(waited).toBeLessThan(1_500)
    idle.destroy()
    await new Promise<void>((resolve) => server.close(() => resolve()))
  })
})
