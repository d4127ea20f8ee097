import type { CacheKey } from './page-key.ts'
import type { RenderGate } from './render-gate.ts'
import { type CachedResponse, type Made, ResponseCache } from './response-cache.ts'

type Make = () => Promise<Made> | Made

/**
 * Two response caches: the site's own pages in a big one, and anything a visitor can vary at
 * will (searches, unknown ids, page numbers: see CacheKey) in a small LRU capped by count and
 * bytes, so a flood of distinct searches can only evict other searches. Every miss renders through the gate:
 * the big one's (a bounded set) in its priority lane, the small one's behind them.
 */
export class TieredCache {
  readonly shared: ResponseCache
  readonly variants: ResponseCache

  constructor(
    private readonly gate: RenderGate,
    sharedBytes: number,
    variantEntries = 64,
    variantBytes = 4 * 1024 * 1024,
  ) {
    this.shared = new ResponseCache(sharedBytes)
    this.variants = new ResponseCache(variantBytes, variantEntries)
  }

  /** The cached answer, without a promise (the hot path). */
  get(key: CacheKey, version: number): { cache: ResponseCache; entry: CachedResponse } | undefined {
    const cache = key.shared ? this.shared : this.variants
    const entry = cache.get(key.url, version)
    return entry && { cache, entry }
  }

  /** The cached answer, or the one `make` produces; rejects with BusyError when the gate is full. */
  async getOrMake(
    key: CacheKey,
    version: number,
    make: Make,
  ): Promise<{ cache: ResponseCache; entry: CachedResponse }> {
    const cache = key.shared ? this.shared : this.variants
    const entry = await cache.getOrMake(key.url, version, () => this.gate.run(make, key.shared))
    return { cache, entry }
  }
}
