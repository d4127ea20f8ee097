import type { AddressInfo } from 'node:net'
import { type ParsedMail, simpleParser } from 'mailparser'
import { SMTPServer } from 'smtp-server'

export type SmtpSink = {
  port: number
  url: string
  /** Every message received so far, parsed, with the SMTP envelope. */
  messages: (ParsedMail & { envelope: { from: string; to: string[] } })[]
  /** Resolves once `count` messages have arrived (or fails after `timeoutMs`). */
  waitFor: (count: number, timeoutMs?: number) => Promise<void>
  close: () => Promise<void>
}

/**
 * A real SMTP server on 127.0.0.1 (no TLS, no auth) that keeps what it receives, parsed with
 * mailparser. `port` 0 picks a free port; a fixed one restarts a server the app already knows.
 */
export async function startSmtpSink(port = 0): Promise<SmtpSink> {
  const messages: SmtpSink['messages'] = []
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((parsed) => {
          messages.push(
            Object.assign(parsed, {
              envelope: {
                from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
                to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
              },
            }),
          )
          callback()
        })
        .catch((error: Error) => callback(error))
    },
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, '127.0.0.1', () => resolve())
  })
  const actualPort = (server.server.address() as AddressInfo).port
  return {
    port: actualPort,
    url: `smtp://127.0.0.1:${actualPort}`,
    messages,
    waitFor: async (count, timeoutMs = 10_000) => {
      const started = Date.now()
      while (messages.length < count) {
        if (Date.now() - started > timeoutMs)
          throw new Error(`expected ${count} mail(s), got ${messages.length} after ${timeoutMs} ms`)
        await new Promise((resolve) => setTimeout(resolve, 25))
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

/** A port that was free a moment ago, for an SMTP server that is down first and started later. */
export async function freePort(): Promise<number> {
  const sink = await startSmtpSink()
  await sink.close()
  return sink.port
}
