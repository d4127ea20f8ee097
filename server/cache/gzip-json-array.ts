import { createHash } from 'node:crypto'
import { setImmediate as nextTurn } from 'node:timers/promises'
import { createGzip } from 'node:zlib'

/** Items serialised per turn of the event loop: ~100-300 KB of JSON, a few milliseconds. */
const ITEMS_PER_TURN = 100

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
  for (let start = 0; start < items.length; start += ITEMS_PER_TURN) {
    if (start > 0) await nextTurn()
    const slice = items.slice(start, start + ITEMS_PER_TURN).map((item) => JSON.stringify(map(item)))
    await write((start > 0 ? ',' : '') + slice.join(','))
  }
  await write(']')
  gzip.end()
  await ended
  return { gzip: Buffer.concat(chunks), etag: hash.digest('base64url').slice(0, 16), bytes }
}
