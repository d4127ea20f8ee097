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

  it('renders every miss through the gate, the shared pages in their own longer lane', async () => {
    const gate = new RenderGate(1, 0, 2)
    const cache = new TieredCache(gate, 1024 * 1024)
    let running = 0
    let peak = 0
    const counted = (text: string) => async () => {
      running++
      peak = Math.max(peak, running)
      await new Promise((resolve) => setTimeout(resolve, 2))
      running--
      return page(text)()
    }
    const variants = await Promise.allSettled(
      ['1', '2', '3'].map((q) => cache.getOrMake({ url: `/urunler?q=${q}`, shared: false }, 1, counted(q))),
    )
    expect(variants.filter((r) => r.status === 'rejected')).toHaveLength(2)
    // One rendering and two waiting: a fourth shared page is refused too, never rendered beside the others.
    const shared = await Promise.allSettled(
      ['/', '/urunler', '/iletisim', '/hakkimizda'].map((url) =>
        cache.getOrMake({ url, shared: true }, 1, counted(url)),
      ),
    )
    expect(shared.filter((r) => r.status === 'fulfilled')).toHaveLength(3)
    expect(peak).toBe(1)
  })

  it('serves the shared lane first when a slot frees', async () => {
    const gate = new RenderGate(1, 10, 10)
    const order: string[] = []
    const task = (name: string) => async () => void order.push(name)
    await Promise.all([
      gate.run(task('first')),
      gate.run(task('search-1')),
      gate.run(task('search-2')),
      gate.run(task('page'), true),
    ])
    expect(order).toEqual(['first', 'page', 'search-1', 'search-2'])
  })
})
