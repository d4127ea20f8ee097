import type { Readable } from 'node:stream'
import type { FastifyReply, FastifyRequest } from 'fastify'
import type { CachedResponse, ResponseCache } from './response-cache.ts'

/**
 * Sends a cached answer: 304 when the client's ETag matches, else the best encoding it accepts. `replayable`: the
 * answer is one of the site's own (a shared key), so the bytes sent may be replayed to the next request for the
 * same URL without the full path (see HotAnswers).
 */
export function sendCached(
  request: FastifyRequest,
  reply: FastifyReply,
  cache: ResponseCache,
  entry: CachedResponse,
  replayable = false,
): FastifyReply | Promise<FastifyReply> {
  reply.code(entry.status).header('ETag', entry.etag)
  if (request.headers['if-none-match'] === entry.etag) {
    if (replayable) request.replayable = { cache, entry, body: null }
    return reply.code(304).send()
  }
  const send = ({ body, encoding }: { body: Buffer | Readable; encoding?: string }): FastifyReply => {
    if (encoding) reply.header('Content-Encoding', encoding)
    if (replayable && Buffer.isBuffer(body)) request.replayable = { cache, entry, body }
    return reply.send(body)
  }
  const encoded = cache.encoded(entry, String(request.headers['accept-encoding'] ?? ''))
  if (encoded instanceof Promise) return encoded.then(send)
  return send(encoded)
}
