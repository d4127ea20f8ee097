import type { Readable } from 'node:stream'
import type { FastifyReply, FastifyRequest } from 'fastify'
import type { CachedResponse, ResponseCache } from './response-cache.ts'

/** Sends a cached answer: 304 when the client's ETag matches, else the best encoding it accepts. */
export function sendCached(
  request: FastifyRequest,
  reply: FastifyReply,
  cache: ResponseCache,
  entry: CachedResponse,
): FastifyReply | Promise<FastifyReply> {
  reply.code(entry.status).header('ETag', entry.etag)
  if (request.headers['if-none-match'] === entry.etag) return reply.code(304).send()
  const encoded = cache.encoded(entry, String(request.headers['accept-encoding'] ?? ''))
  if (encoded instanceof Promise) return encoded.then((ready) => send(reply, ready))
  return send(reply, encoded)
}

function send(
  reply: FastifyReply,
  { body, encoding }: { body: Buffer | Readable; encoding?: string },
): FastifyReply {
  if (encoding) reply.header('Content-Encoding', encoding)
  return reply.send(body)
}
