import { createHash } from 'node:crypto'
import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'

const brotli = promisify(brotliCompress)
const gzipAsync = promisify(gzip)

export type CachedResponse = {
  status: number
  etag: string
  body: Buffer
  br?: Buffer
  gzip?: Buffer
  /** The content version the page was rendered at; any content write makes it stale. */
  version: number
}

/**
 * Answers (rendered pages, public JSON) by URL, valid while the content version is unchanged,
 * bounded by total bytes (least recently used go first). Compressed variants are made once per
 * answer and kept, so a cached answer costs about what a static file costs.
 */
export class ResponseCache {
  private readonly pages = new Map<string, CachedResponse>()
  private bytes = 0

  constructor(private readonly maxBytes = 48 * 1024 * 1024) {}

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

  set(url: string, text: string, status: number, version: number): CachedResponse {
    const body = Buffer.from(text)
    const page: CachedResponse = {
      status,
      body,
      version,
      etag: `W/"${version.toString(36)}-${createHash('sha1').update(body).digest('base64url').slice(0, 16)}"`,
    }
    this.delete(url)
    this.pages.set(url, page)
    this.bytes += body.length
    this.evict()
    return page
  }

  /** The page body in the best encoding the client accepts, compressing once on first use. */
  async encoded(page: CachedResponse, acceptEncoding: string): Promise<{ body: Buffer; encoding?: string }> {
    if (page.body.length < 1024) return { body: page.body }
    if (/\bbr\b/.test(acceptEncoding)) {
      if (!page.br) {
        page.br = await brotli(page.body, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } })
        this.bytes += page.br.length
        this.evict()
      }
      return { body: page.br, encoding: 'br' }
    }
    if (/\bgzip\b/.test(acceptEncoding)) {
      if (!page.gzip) {
        page.gzip = await gzipAsync(page.body, { level: 6 })
        this.bytes += page.gzip.length
        this.evict()
      }
      return { body: page.gzip, encoding: 'gzip' }
    }
    return { body: page.body }
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
      if (this.bytes <= this.maxBytes) break
      this.delete(url)
    }
  }
}
