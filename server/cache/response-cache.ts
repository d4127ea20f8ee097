import { createHash } from 'node:crypto'
import { Readable } from 'node:stream'
import { promisify } from 'node:util'
import { brotliCompress, constants, createGunzip, gzip } from 'node:zlib'
import { type Encoding, preferredEncoding } from './accept-encoding.ts'
import type { GzipJson } from './gzip-json-array.ts'
import type { Replay } from './hot-answers.ts'

const brotli = promisify(brotliCompress)
const gzipAsync = promisify(gzip)

export type CachedResponse = {
  url: string
  status: number
  etag: string
  /** The answer as sent without compression; gzip-compressed when `stored` says so (see Made). */
  body: Buffer
  stored?: 'gzip'
  br?: Buffer
  gzip?: Buffer
  /** The content version the page was rendered at; any content write makes it stale. */
  version: number
  /** Compressions in progress, shared by every request that asks meanwhile. */
  compressing?: Partial<Record<Encoding, Promise<Buffer>>>
  /** The answer as last sent, by the URL as spelt, status and Accept-Encoding (see HotAnswers). */
  replays?: Record<string, Replay>
}

/**
 * What a cache miss produces: the answer's text, or an answer too large to hold uncompressed, made and kept
 * gzip-compressed only (see gzipJsonArray): every client that accepts gzip (or br) gets those bytes, any other
 * one a decompressing stream.
 */
export type Made = { text: string | Uint8Array; status: number } | (GzipJson & { status: number })

const COMPRESS: Record<Encoding, (body: Buffer) => Promise<Buffer>> = {
  br: (body) => brotli(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }),
  gzip: (body) => gzipAsync(body, { level: 6 }),
}

/**
 * Answers (rendered pages, public JSON) by URL, valid while the content version is unchanged,
 * bounded by total bytes and by count (least recently used go first). Compressed variants are made once per
 * answer and kept, so a cached answer costs about what a static file costs.
 */
export class ResponseCache {
  private readonly pages = new Map<string, CachedResponse>()
  /** Answers being made, so concurrent misses on one URL make it once (no thundering herd). */
  private readonly filling = new Map<string, Promise<CachedResponse>>()
  private bytes = 0

  constructor(
    private readonly maxBytes = 48 * 1024 * 1024,
    private readonly maxEntries = Number.POSITIVE_INFINITY,
  ) {}

  get(url: string, version: number): CachedResponse | undefined {
    const page = this.pages.get(url)
    if (!page) return undefined
    if (page.version !== version) {
      this.delete(url)
      return undefined
    }
    // Re-insert to mark as recently used.
    this.pages.delete(url)
    this.pages.set(url, page)
    return page
  }

  /**
   * The cached answer for `url`, or the one `make` produces, stored for the version current when
   * the miss happened. Requests arriving while it is being made wait for the same result (or the
   * same error).
   */
  async getOrMake(url: string, version: number, make: () => Promise<Made> | Made): Promise<CachedResponse> {
    const cached = this.get(url, version)
    if (cached) return cached
    const key = `${version}:${url}`
    let pending = this.filling.get(key)
    if (!pending) {
      pending = (async () => {
        try {
          const made = await make()
          if ('gzip' in made) return this.setGzipped(url, made, version)
          return this.set(url, made.text, made.status, version)
        } finally {
          this.filling.delete(key)
        }
      })()
      this.filling.set(key, pending)
    }
    return pending
  }

  set(url: string, text: string | Uint8Array, status: number, version: number): CachedResponse {
    const body = Buffer.isBuffer(text) ? text : Buffer.from(text)
    const page: CachedResponse = {
      url,
      status,
      body,
      version,
      etag: `W/"${version.toString(36)}-${createHash('sha1').update(body).digest('base64url').slice(0, 16)}"`,
    }
    return this.store(page)
  }

  /** Keeps an answer made gzip-compressed (its ETag from the text it holds). */
  setGzipped(url: string, made: GzipJson & { status: number }, version: number): CachedResponse {
    return this.store({
      url,
      status: made.status,
      body: made.gzip,
      stored: 'gzip',
      version,
      etag: `W/"${version.toString(36)}-${made.etag}"`,
    })
  }

  private store(page: CachedResponse): CachedResponse {
    this.delete(page.url)
    this.pages.set(page.url, page)
    this.bytes += page.body.length
    this.evict()
    return page
  }

  /**
   * The page body in the best encoding the client accepts, compressing once on first use: the
   * body itself when it is ready (no promise on the hot path), else a promise of it.
   */
  encoded(
    page: CachedResponse,
    acceptEncoding: string,
  ): { body: Buffer | Readable; encoding?: Encoding } | Promise<{ body: Buffer; encoding?: Encoding }> {
    if (page.stored === 'gzip') {
      // Kept only compressed (every browser accepts gzip); a client that does not gets a decompressing stream.
      if (preferredEncoding(acceptEncoding, ['gzip'])) return { body: page.body, encoding: 'gzip' }
      return { body: Readable.from([page.body]).pipe(createGunzip()) }
    }
    if (page.body.length < 1024) return { body: page.body }
    const encoding = preferredEncoding(acceptEncoding)
    if (!encoding) return { body: page.body }
    const ready = page[encoding]
    if (ready) return { body: ready, encoding }
    return this.compress(page, encoding).then((body) => ({ body, encoding }))
  }

  private compress(page: CachedResponse, encoding: Encoding): Promise<Buffer> {
    page.compressing ??= {}
    let pending = page.compressing[encoding]
    if (!pending) {
      pending = COMPRESS[encoding](page.body).then((compressed) => {
        delete page.compressing?.[encoding]
        page[encoding] = compressed
        // Counted only while the answer is still cached (it may have been replaced meanwhile).
        if (this.pages.get(page.url) === page) {
          this.bytes += compressed.length
          this.evict()
        }
        return compressed
      })
      page.compressing[encoding] = pending
    }
    return pending
  }

  get size(): { pages: number; bytes: number } {
    return { pages: this.pages.size, bytes: this.bytes }
  }

  private delete(url: string): void {
    const page = this.pages.get(url)
    if (!page) return
    this.pages.delete(url)
    this.bytes -= page.body.length + (page.br?.length ?? 0) + (page.gzip?.length ?? 0)
  }

  private evict(): void {
    for (const url of this.pages.keys()) {
      if (this.bytes <= this.maxBytes && this.pages.size <= this.maxEntries) break
      this.delete(url)
    }
  }
}
