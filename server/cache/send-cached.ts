import type { FastifyReply, FastifyRequest } from 'fastify'
import type { CachedResponse, ResponseCache } from './response-cache.ts'

/** Sends a cached answer: 304 when the client's ETag matches, else the best encoding it accepts. */
export async function sendCached(
  request: FastifyRequest,
  reply: FastifyReply,
  cache: ResponseCache,
  entry: CachedResponse,
): Promise<FastifyReply> {
  reply.code(entry.status).header('ETag', entry.etag)
  if (request.headers['if-none-match'] === entry.etag) return reply.code(304).send()
  const { body, encoding } = await cache.encoded(entry, String(request.headers['accept-encoding'] ?? ''))
  if (encoding) reply.header('Content-Encoding', encoding)
  return reply.send(body)
}
