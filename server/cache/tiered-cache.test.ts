import { describe, expect, it } from 'vitest'
import { RenderGate } from './render-gate.ts'
import { TieredCache } from './tiered-cache.ts'

const page = (text: string) => () => ({ text: `<p>${text.repeat(200)}</p>`, status: 200 })

describe('TieredCache', () => {
  it('keeps distinct searches in a small LRU that cannot evict the shared pages', async () => {
    const cache = new TieredCache(new RenderGate(2, 1000), 1024 * 1024, 8)
    await cache.getOrMake({ url: '/urunler', shared: true }, 1, page('a'))
    for (let i = 0; i < 200; i++)
      await cache.getOrMake({ url: `/urunler?q=${i}`, shared: false }, 1, page('b'))
    expect(cache.variants.size.pages).toBe(8)
    expect(cache.shared.size.pages).toBe(1)
    expect(cache.get({ url: '/urunler', shared: true }, 1)).toBeDefined()
    expect(cache.get({ url: '/urunler?q=199', shared: false }, 1)).toBeDefined()
    expect(cache.get({ url: '/urunler?q=0', shared: false }, 1)).toBeUndefined()
  })

  it('renders variants through the gate and shared pages past it', async () => {
    const gate = new RenderGate(1, 0)
    const cache = new TieredCache(gate, 1024 * 1024)
    const results = await Promise.allSettled(
      ['1', '2', '3'].map((q) => cache.getOrMake({ url: `/urunler?q=${q}`, shared: false }, 1, page(q))),
    )
    expect(results.filter((r) => r.status === 'rejected')).toHaveLength(2)
    const shared = await Promise.all(
      ['/', '/urunler', '/iletisim'].map((url) => cache.getOrMake({ url, shared: true }, 1, page(url))),
    )
    expect(shared).toHaveLength(3)
  })
})
