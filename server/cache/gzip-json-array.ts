import { createHash } from 'node:crypto'
import { setImmediate as nextTurn } from 'node:timers/promises'
import { createGzip } from 'node:zlib'

/**
 * JSON characters serialised per turn of the event loop, about a millisecond of work. A budget in characters, not
 * items: a product with a long size table and its dimensions is 4 KB or more, so 100 items held the loop for 20-50 ms.
 */
const CHARS_PER_TURN = 64 * 1024

export type GzipJson = { gzip: Buffer; etag: string; bytes: number }

/**
 * `JSON.stringify(items.map(map))`, gzip-compressed, made a slice at a time: each slice is serialised on its own
 * turn of the event loop and compressed on the thread pool, so a 50 MB answer never holds the one thread for more
 * than a few milliseconds and the uncompressed text never exists whole in memory. The ETag hashes the JSON text.
 */
export async function gzipJsonArray<T>(items: readonly T[], map: (item: T) => unknown): Promise<GzipJson> {
  const gzip = createGzip({ level: 6 })
  const chunks: Buffer[] = []
  gzip.on('data', (chunk: Buffer) => chunks.push(chunk))
  const ended = new Promise<void>((resolve, reject) => {
    gzip.once('end', resolve)
    gzip.once('error', reject)
  })
  const hash = createHash('sha1')
  let bytes = 0
  const write = async (text: string) => {
    hash.update(text)
    bytes += Buffer.byteLength(text)
    if (!gzip.write(text)) await new Promise((resolve) => gzip.once('drain', resolve))
  }
  await write('[')
  let pending: string[] = []
  let pendingChars = 0
  let written = 0
  for (let position = 0; position < items.length; position++) {
    const text = JSON.stringify(map(items[position]!))
    pending.push(text)
    pendingChars += text.length
    if (pendingChars >= CHARS_PER_TURN || position === items.length - 1) {
      await write((written > 0 ? ',' : '') + pending.join(','))
      written += pending.length
      pending = []
      pendingChars = 0
      if (position < items.length - 1) await nextTurn()
    }
  }
  await write(']')
  gzip.end()
  await ended
  return { gzip: Buffer.concat(chunks), etag: hash.digest('base64url').slice(0, 16), bytes }
}
